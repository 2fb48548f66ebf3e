/// The modifier behind `preference(key:value:)`.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, WrappingModifier {
  let value: Key.Value

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    PreferenceNode(context, key: ObjectIdentifier(Key.self), value: value, child: node)
  }
}

/// The modifier behind `onPreferenceChange(_:perform:)`.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  let action: (Key.Value) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let nodes = content(context)
    let (attachment, _) = context.attachment {
      PostUpdateAttachment(graph: context.graph)
    }
    let action = self.action
    attachment.check = { [weak attachment] in
      guard let attachment else { return }
      let value = Key.combine(
        attachment.nodes.compactMap(\.node).map { $0.preferenceValue(Key.self) })
      if attachment.lastValue.map({ ($0 as? Key.Value) != value }) ?? true {
        attachment.lastValue = value
        attachment.graph?.enqueueAction { action(value) }
      }
    }
    attachment.nodes = nodes.map(NodeReference.init)
    return nodes
  }
}

/// Something a modifier checks after each update (preferences) or layout (geometry), with the
/// layout nodes of the view it modifies.
@MainActor
final class PostUpdateAttachment: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  var nodes: [NodeReference<LayoutNode>] = []
  var lastValue: Any?
  var check: (() -> Void)? {
    didSet { graph?.registerPostLayoutCheck(self) }
  }

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Queues `action(old, value)` on the graph when `value` differs from the value the last
  /// check reported. The first value is where the comparisons start: it is reported as
  /// `action(value, value)` when `reportsFirst` (`onGeometryChange`), else only kept
  /// (`onScrollGeometryChange`, which SwiftUI calls for changes only).
  func report<Value: Equatable>(
    _ value: Value, reportsFirst: Bool, to action: @escaping (Value, Value) -> Void
  ) {
    let old = lastValue as? Value
    guard old != value else { return }
    lastValue = value
    guard old != nil || reportsFirst else { return }
    graph?.enqueueAction { action(old ?? value, value) }
  }

  override func detach() {
    graph?.unregisterPostLayoutCheck(self)
    check = nil
  }
}

extension View {
  /// Sets a value for preference `key` that ancestors read with `onPreferenceChange`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Runs `action` with the combined value of preference `key` from inside this view, when
  /// the view appears and whenever the value changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}
