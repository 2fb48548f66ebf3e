/// What accessibility modifiers said about one view: the pieces of its element and how the
/// element treats the elements inside it. Unset pieces are `nil` (or empty) so that the
/// modifiers on one view can be merged in the order they were applied.
struct AccessibilityAttributes: Equatable, Sendable {
  /// The label, from `accessibilityLabel(_:)`.
  var label: String?
  /// The value, from `accessibilityValue(_:)`.
  var value: String?
  /// The hint, from `accessibilityHint(_:)`.
  var hint: String?
  /// Traits added with `accessibilityAddTraits(_:)`.
  var addedTraits: AccessibilityTraits = []
  /// Traits removed with `accessibilityRemoveTraits(_:)`; they win over traits the view has
  /// and over traits added closer to the view.
  var removedTraits: AccessibilityTraits = []
  /// The identifier, from `accessibilityIdentifier(_:)`.
  var identifier: String?
  /// Whether the view and everything in it is hidden from assistive technologies.
  var isHidden = false
  /// The behaviour set with `accessibilityElement(children:)`.
  var childBehavior: AccessibilityChildBehavior?
  /// The actions: adjustable, by kind and named.
  var actions = AccessibilityActions()

  /// Whether the view is an element of its own: it has a label, value, hint, trait change,
  /// action or an explicit child behaviour. A view that only carries an identifier (or is hidden) does
  /// not make an element; its identifier goes to the elements inside it.
  var describesElement: Bool {
    label != nil || value != nil || hint != nil || !addedTraits.isEmpty
      || !removedTraits.isEmpty || childBehavior != nil || !actions.isEmpty
  }

  /// Applies the trait changes to `traits`.
  func applyingTraits(to traits: AccessibilityTraits) -> AccessibilityTraits {
    traits.union(addedTraits).subtracting(removedTraits)
  }

  /// Whether `outer`, applied around these attributes, can be folded into them without losing
  /// anything: two identifiers on one view are kept apart so that both can be looked up.
  func canMerge(_ outer: AccessibilityAttributes) -> Bool {
    identifier == nil || outer.identifier == nil
  }

  /// These attributes with `outer`, a modifier applied around them, on top: what the outer
  /// modifier sets replaces what the inner one set, trait changes apply inner first, and a
  /// view hidden by either stays hidden.
  func merging(_ outer: AccessibilityAttributes) -> AccessibilityAttributes {
    var merged = self
    merged.label = outer.label ?? label
    merged.value = outer.value ?? value
    merged.hint = outer.hint ?? hint
    merged.identifier = outer.identifier ?? identifier
    merged.childBehavior = outer.childBehavior ?? childBehavior
    merged.isHidden = isHidden || outer.isHidden
    merged.actions = actions.merging(outer.actions)
    // (traits ∪ A1 − R1) ∪ A2 − R2 is traits ∪ ((A1 ∪ A2) − R2) − (R2 ∪ (R1 − A2)).
    merged.addedTraits = addedTraits.union(outer.addedTraits).subtracting(outer.removedTraits)
    merged.removedTraits = outer.removedTraits.union(
      removedTraits.subtracting(outer.addedTraits))
    return merged
  }
}
