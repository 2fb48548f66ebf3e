/// A view made of several views, produced by `ViewBuilder` for a block of statements.
// swift-format-ignore: UseSynthesizedInitializer
public struct TupleView<T>: View, PrimitiveView {
  /// The views, as a tuple.
  public nonisolated(unsafe) var value: T
  /// The same views, in order, for the graph to walk.
  nonisolated(unsafe) let children: [any View]

  /// A tuple view of `value`, whose views are `children` in order. Nonisolated, as SwiftUI's
  /// builder functions are.
  // Nonisolated, which the synthesized one is not.
  nonisolated init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    children.enumerated().flatMap { index, child in
      context.appending(.index(index)).makeNodes(for: child)
    }
  }
}
