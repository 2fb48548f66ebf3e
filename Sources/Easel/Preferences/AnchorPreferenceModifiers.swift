import Foundation

/// The modifier behind `anchorPreference(key:value:transform:)`,
/// `transformAnchorPreference(key:value:transform:)` and `transformPreference(_:_:)`.
public struct _PreferenceContributionModifier<Key: PreferenceKey>: ViewModifier,
  WrappingModifier
{
  let contribution: PreferenceNode.Contribution

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    PreferenceNode(
      context, key: ObjectIdentifier(Key.self), contribution: contribution, child: node)
  }
}

extension View {
  /// Sets a value for preference `key` made from an anchor of this view's geometry: `value`
  /// says which (`.bounds`, `.center`, …) and `transform` turns the anchor into the key's
  /// value. The anchor is taken where the view is drawn when an ancestor reads the
  /// preference; the value replaces the key's values from inside the view.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      _PreferenceContributionModifier<K>(
        contribution: .geometric { geometry in transform(value.make(geometry)) }))
  }

  /// Changes the value of preference `key` from inside this view (the key's default when
  /// nothing inside sets one) with an anchor of this view's geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      _PreferenceContributionModifier<K>(
        contribution: .transform(
          { inner, geometry in
            guard var changed = inner as? K.Value else { return inner }
            transform(&changed, value.make(geometry))
            return changed
          }, readsGeometry: true)))
  }

  /// Changes the value of preference `key` from inside this view (the key's default when
  /// nothing inside sets one) with `callback`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      _PreferenceContributionModifier<K>(
        contribution: .transform(
          { inner, _ in
            guard var changed = inner as? K.Value else { return inner }
            callback(&changed)
            return changed
          }, readsGeometry: false)))
  }
}
