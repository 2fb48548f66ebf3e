/// A key on a keyboard: a character, or one of the named keys (arrows, Return, Escape, …),
/// which carry the private-use characters Apple's platforms give them.
public struct KeyEquivalent: Hashable, Sendable {
  /// The character the key stands for.
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) {
    self.character = character
  }

  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Backspace: deletes backwards.
  public static let delete = KeyEquivalent("\u{7F}")
  /// Delete: deletes forwards.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Return.
  public static let `return` = KeyEquivalent("\r")

  /// Whether the key is a named key (an arrow, Return, Escape, …) rather than one that types
  /// its character.
  var isNamedKey: Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.value < 0x20 || scalar.value == 0x7F || (0xF700...0xF8FF).contains(scalar.value)
  }
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key that types the character of a literal.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }
}
