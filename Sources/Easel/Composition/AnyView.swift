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

  /// The erased view sits one step below, a step that names its type: a view of another type
  /// is a new view with new state, as in SwiftUI, even where the two types would otherwise
  /// lay their views at the same places (`Counter()` and `Counter().padding()`: a padding
  /// gives its content its own position).
  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    context.appending(.type(ViewTypeIdentity.of(type(of: view)))).makeNodes(for: view)
  }
}
