import Foundation

/// The modifier behind `frame(width:height:alignment:)`.
public struct _FrameLayout: ViewModifier, WrappingModifier {
  static var sharesPositionWithContent: Bool { true }

  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    FrameNode(context, width: width, height: height, alignment: alignment, child: node)
  }

  func rewrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode? {
    guard let frame = node.parent as? FrameNode, frame.child === node,
      frame.width == width, frame.height == height, frame.alignment == alignment,
      frame.tree.keepOnce(frame), frame.takeEnvironment(of: context)
    else { return nil }
    return frame
  }
}

extension View {
  /// Positions this view within an invisible frame of the given size. A `nil` dimension takes
  /// the size of the view in that dimension.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }
}

/// The modifier behind `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: ViewModifier, WrappingModifier {
  static var sharesPositionWithContent: Bool { true }

  let width: FlexibleFrameNode.Limits
  let height: FlexibleFrameNode.Limits
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    FlexibleFrameNode(context, width: width, height: height, alignment: alignment, child: node)
  }
}

/// The modifier behind `fixedSize()` and `fixedSize(horizontal:vertical:)`.
public struct _FixedSizeLayout: ViewModifier, WrappingModifier {
  static var sharesPositionWithContent: Bool { true }

  let horizontal: Bool
  let vertical: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    FixedSizeNode(context, horizontal: horizontal, vertical: vertical, child: node)
  }
}

extension View {
  /// Positions this view within an invisible frame with the given constraints: see
  /// SwiftUI's documentation, which Easel follows rule for rule. `.infinity` as a maximum
  /// makes the frame take all the space it is offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        width: FlexibleFrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
        height: FlexibleFrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight),
        alignment: alignment))
  }

  /// Fixes this view at its ideal size in both dimensions.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes this view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}
