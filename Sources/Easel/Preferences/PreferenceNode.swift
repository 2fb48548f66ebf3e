/// The node made by `preference(key:value:)`: it carries a value for one key, which replaces
/// the values of that key from inside the view.
@MainActor
final class PreferenceNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let key: ObjectIdentifier
  let value: Any

  init(_ context: NodeContext, key: ObjectIdentifier, value: Any, child: LayoutNode) {
    self.key = key
    self.value = value
    super.init(context, child: child)
  }
}

extension LayoutNode {
  /// The value of preference `K` made by this node and the nodes below it.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    var values: [K.Value] = []
    collectPreferences(key, into: &values)
    return K.combine(values)
  }

  private func collectPreferences<K: PreferenceKey>(_ key: K.Type, into values: inout [K.Value]) {
    if let node = self as? PreferenceNode, node.key == ObjectIdentifier(key),
      let value = node.value as? K.Value
    {
      values.append(value)
      return
    }
    for child in children { child.collectPreferences(key, into: &values) }
  }
}

extension PreferenceKey {
  /// Reduces values in order; the default value when there are none.
  static func combine(_ values: [Value]) -> Value {
    guard var value = values.first else { return defaultValue }
    for next in values.dropFirst() { reduce(value: &value) { next } }
    return value
  }
}
