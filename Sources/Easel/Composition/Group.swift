/// A view that collects several views without laying them out itself: the enclosing container
/// lays out each of them, and modifiers on the group apply to each.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    context.makeNodes(for: content)
  }
}
