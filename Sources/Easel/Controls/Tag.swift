/// The tag of a view: the value a `Picker` sets its selection to when the view is chosen.
struct TagKey: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// Tags this view with `tag`: in a `Picker`, choosing the view sets the selection to it.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    layoutValue(key: TagKey.self, value: AnyHashable(tag))
  }
}
