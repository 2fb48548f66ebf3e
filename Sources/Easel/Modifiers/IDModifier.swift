/// The modifier behind `id(_:)`.
public struct _IdentifiedModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: ID

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context.appending(.explicit(AnyHashable(id))))
    // A ScrollViewReader's proxy can scroll to the view.
    context.registerScrollTarget(AnyHashable(id), nodes: nodes)
    return nodes
  }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a new view, and its
  /// state starts again from its initial values.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(_IdentifiedModifier(id: id))
  }
}
