import Foundation

/// The node made by `preference(key:value:)`, `anchorPreference(key:value:transform:)` and
/// the transforming modifiers: what the view contributes to one preference key.
@MainActor
final class PreferenceNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// What a view contributes to a preference key.
  enum Contribution {
    /// A value that replaces the values of the key from inside the view.
    case value(Any)
    /// A value made from the view's geometry when the preference is read (an anchor), which
    /// replaces the values from inside.
    case geometric(@MainActor (AnchorGeometry) -> Any)
    /// A change to the value from inside the view (its values combined, or the key's
    /// default), made when the preference is read, with the view's geometry when
    /// `readsGeometry` (an anchor).
    case transform(@MainActor (_ inner: Any, AnchorGeometry) -> Any, readsGeometry: Bool)
  }

  let key: ObjectIdentifier
  let contribution: Contribution

  init(_ context: NodeContext, key: ObjectIdentifier, contribution: Contribution, child: LayoutNode)
  {
    self.key = key
    self.contribution = contribution
    super.init(context, child: child)
  }

  convenience init(_ context: NodeContext, key: ObjectIdentifier, value: Any, child: LayoutNode) {
    self.init(context, key: key, contribution: .value(value), child: child)
  }

  /// Whether the value depends on where the view is.
  var isGeometric: Bool {
    switch contribution {
    case .value: false
    case .geometric: true
    case .transform(_, let readsGeometry): readsGeometry
    }
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
    if let node = self as? PreferenceNode, node.key == ObjectIdentifier(key) {
      switch node.contribution {
      case .value(let value):
        if let value = value as? K.Value {
          values.append(value)
          return
        }
      case .geometric(let make):
        if let value = make(AnchorGeometry(of: node)) as? K.Value {
          values.append(value)
          return
        }
      case .transform(let change, _):
        let inner = node.child.preferenceValue(key)
        if let value = change(inner, AnchorGeometry(of: node)) as? K.Value {
          values.append(value)
          return
        }
      }
    }
    for child in children { child.collectPreferences(key, into: &values) }
  }

  /// What the value of the preference keyed `key` from this subtree is made of: the nodes
  /// that contribute to it and, for those whose contribution depends on where they are, their
  /// frames relative to `origin` (root coordinates). Equal stamps mean an equal value, as long
  /// as the contributing nodes keep their values (a changed value comes with a new node).
  func preferenceStamps(_ key: ObjectIdentifier, from origin: CGPoint) -> [PreferenceStamp] {
    var stamps: [PreferenceStamp] = []
    collectStamps(key, from: origin, into: &stamps)
    return stamps
  }

  private func collectStamps(
    _ key: ObjectIdentifier, from origin: CGPoint, into stamps: inout [PreferenceStamp]
  ) {
    if let node = self as? PreferenceNode, node.key == key {
      var frame = CGRect.null
      if node.isGeometric {
        frame = AnchorGeometry(of: node).rect(CGRect(origin: .zero, size: node.frame.size))
          .offsetBy(dx: -origin.x, dy: -origin.y)
      }
      stamps.append(PreferenceStamp(node: node.link, frame: frame))
      guard case .transform = node.contribution else { return }
    }
    for child in children { child.collectStamps(key, from: origin, into: &stamps) }
  }
}

/// One node's part in a preference's value: the node, and where it was (relative to whoever
/// asked) when its part depends on its geometry.
@MainActor
struct PreferenceStamp: Equatable {
  /// The node's link, kept so that its identity is not handed to another node while the
  /// stamp is compared against (an `ObjectIdentifier` of a node that went could be).
  let node: NodeLink
  let frame: CGRect

  nonisolated static func == (lhs: PreferenceStamp, rhs: PreferenceStamp) -> Bool {
    lhs.node === rhs.node && lhs.frame == rhs.frame
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
