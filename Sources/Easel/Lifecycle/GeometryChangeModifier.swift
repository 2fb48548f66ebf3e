/// The modifier behind `onGeometryChange(for:of:action:)`.
public struct _GeometryActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context)
    let (attachment, _) = context.attachment { PostUpdateAttachment(graph: context.graph) }
    let transform = self.transform
    let action = self.action
    attachment.check = { [weak attachment] in
      guard let attachment, let node = attachment.nodes.first?.node else { return }
      let graph = attachment.graph
      let value = transform(
        GeometryProxy(node: node, canvas: graph?.canvasRect, safeArea: graph?.safeRect))
      attachment.report(value, reportsFirst: true, to: action)
    }
    attachment.nodes = nodes.map(NodeReference.init)
    return nodes
  }
}

extension View {
  /// Runs `action` with a value computed from the view's geometry after layout: once when the
  /// view is first laid out, then whenever the value changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryActionModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new value computed from the view's geometry after layout:
  /// once when the view is first laid out (both values equal), then whenever it changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryActionModifier(transform: transform, action: action))
  }
}
