import Foundation

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a vertical stack with an alignment and spacing; `nil` spacing uses the default.
  ///
  /// Differs from SwiftUI: the default spacing is a flat 8 points between any two children;
  /// SwiftUI chooses it for each pair of adjacent views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let inner = context.modifyingEnvironment { $0.stackAxis = .vertical }
    return [
      StackNode(
        context, axis: .vertical, alignment: alignment.key, spacing: spacing,
        children: inner.makeNodes(for: content))
    ]
  }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack with an alignment and spacing; `nil` spacing uses the default.
  ///
  /// Differs from SwiftUI: the default spacing is a flat 8 points between any two children;
  /// SwiftUI chooses it for each pair of adjacent views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let inner = context.modifyingEnvironment { $0.stackAxis = .horizontal }
    return [
      StackNode(
        context, axis: .horizontal, alignment: alignment.key, spacing: spacing,
        children: inner.makeNodes(for: content))
    ]
  }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Creates an overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let inner = context.modifyingEnvironment { $0.stackAxis = nil }
    return [ZStackNode(context, alignment: alignment, children: inner.makeNodes(for: content))]
  }
}
