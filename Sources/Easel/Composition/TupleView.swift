/// A view made of several views, produced by `ViewBuilder` for a block of statements.
public struct TupleView<T>: View, PrimitiveView {
  /// The views, as a tuple.
  public var value: T
  /// The same views, in order, for the graph to walk.
  let children: [any View]

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    children.enumerated().flatMap { index, child in
      context.appending(.index(index)).makeNodes(for: child)
    }
  }
}
