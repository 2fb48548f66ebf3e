/// A set of accessibility traits that describe how an element behaves, as SwiftUI's
/// `AccessibilityTraits` does.
///
/// Add traits with `accessibilityAddTraits(_:)` and take them away with
/// `accessibilityRemoveTraits(_:)`. Easel's `AccessibilityTraits` is an `OptionSet` (SwiftUI
/// only promises `SetAlgebra`), so its raw value is public here.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The bits of the set, one for each trait.
  public let rawValue: UInt32

  /// Creates a set of traits from its raw bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The element plays its own sound when activated.
  public static let isPlaySound = AccessibilityTraits(rawValue: 1 << 6)
  /// The element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is text that cannot change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The element provides summary information when the app starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The element's label or value changes frequently.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// The element starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element allows direct touch interaction for VoiceOver users.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The element causes an automatic page turn when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The element is modal: assistive technologies ignore the elements beside it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

  /// Every trait with its name, in the order of their bits.
  static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected),
    ("isLink", .isLink), ("isSearchField", .isSearchField), ("isImage", .isImage),
    ("isPlaySound", .isPlaySound), ("isKeyboardKey", .isKeyboardKey),
    ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
    ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("isModal", .isModal), ("isToggle", .isToggle),
  ]
}

extension AccessibilityTraits: CustomStringConvertible {
  /// The names of the traits in the set, for example `[.isButton, .isSelected]`. SwiftUI's
  /// traits have no public description; Easel adds one for readable test failures.
  public var description: String {
    let names = Self.named.filter { contains($0.trait) }.map { "." + $0.name }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
