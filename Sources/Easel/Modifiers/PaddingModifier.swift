import Foundation

/// The modifier behind `padding`.
public struct _PaddingLayout: ViewModifier, WrappingModifier {
  static var sharesPositionWithContent: Bool { true }

  let insets: EdgeInsets

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    PaddingNode(context, insets: insets, child: node)
  }

  func rewrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode? {
    guard let padding = node.parent as? PaddingNode, padding.child === node,
      padding.insets == insets,
      padding.tree.keepOnce(padding), padding.takeEnvironment(of: context)
    else { return nil }
    return padding
  }
}

extension View {
  /// The padding used when none is given, as on iOS.
  static var defaultPadding: CGFloat { 16 }

  /// Adds padding to the given edges; `nil` uses the default of 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? Self.defaultPadding)))
  }

  /// Adds the same padding to every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds a different padding to each edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }
}
