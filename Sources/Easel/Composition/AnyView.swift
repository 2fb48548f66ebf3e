/// A type-erased view.
public struct AnyView: View, PrimitiveView {
  nonisolated(unsafe) let view: any View

  /// Creates a type-erased view from `view`.
  public nonisolated init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  /// Creates a type-erased view from an existential, for code that builds views dynamically.
  public nonisolated init(erasing view: any View) {
    self.view = (view as? AnyView)?.view ?? view
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    context.makeNodes(for: view)
  }
}
