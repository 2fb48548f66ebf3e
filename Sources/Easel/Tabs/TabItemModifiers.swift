import Foundation

/// The label of a tab, set with `tabItem(_:)`.
struct TabItemKey: LayoutValueKey {
  static var defaultValue: AnyView? { nil }
}

/// The badge of a tab or row, set with `badge(_:)`.
struct BadgeKey: LayoutValueKey {
  static var defaultValue: Text? { nil }
}

extension View {
  /// Sets the label of this view's tab in a `TabView`: a `Label`, or an `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    layoutValue(key: TabItemKey.self, value: AnyView(label()))
  }

  /// Shows `count` in a red badge on this view's tab; zero shows none.
  public func badge(_ count: Int) -> some View {
    layoutValue(key: BadgeKey.self, value: count == 0 ? nil : Text("\(count)"))
  }

  /// Shows `label` in a red badge on this view's tab; `nil` shows none.
  public func badge(_ label: Text?) -> some View {
    layoutValue(key: BadgeKey.self, value: label)
  }

  /// Shows `key` in a red badge on this view's tab; `nil` shows none.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    layoutValue(key: BadgeKey.self, value: key.map { Text($0) })
  }

  /// Shows `label` in a red badge on this view's tab; `nil` shows none.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    layoutValue(key: BadgeKey.self, value: label.map { Text(String($0)) })
  }
}

extension LayoutNode {
  /// The value of `Key` set on this node through the wrappers of its modifiers, if any.
  func layoutValueThroughWrappers<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
    var current = self
    while true {
      if let carrier = current as? LayoutValueNode<Key> { return carrier.value }
      guard let wrapper = current as? WrapperNode else { return nil }
      current = wrapper.child
    }
  }
}
