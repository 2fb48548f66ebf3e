/// What a new accessibility element does with the accessibility elements of the views it
/// contains; the argument of `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case ignore
    case contain
    case combine
  }

  let kind: Kind

  /// The children's elements are hidden: the new element has only the label, value, hint and
  /// traits given to it with modifiers.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)

  /// The children's elements stay separate elements inside the new one, which groups them.
  ///
  /// Differs from SwiftUI: Easel's accessibility tree is a flat list in reading order, so a
  /// container shows up only through the elements it contains.
  public static let contain = AccessibilityChildBehavior(kind: .contain)

  /// The children's labels, values and traits are merged into the new element: the labels are
  /// read in order, joined by ", ".
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}
