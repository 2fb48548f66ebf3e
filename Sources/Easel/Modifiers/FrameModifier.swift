import Foundation

/// The modifier behind `frame(width:height:alignment:)`.
public struct _FrameLayout: ViewModifier, WrappingModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    FrameNode(context, width: width, height: height, alignment: alignment, child: node)
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
