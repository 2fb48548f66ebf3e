/// A key pressed in a window, as the keyboard layout and the modifiers held make it.
public struct KeyPress: Equatable, Sendable {
  /// The key, as a character or a named key.
  public enum Key: Equatable, Sendable {
    /// A key that types `String` with the modifiers held (`"?"` is Shift + `/` on US layouts).
    case character(String)
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Escape.
    case escape
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// F1, which also opens help.
    case help
    /// Any other key, by its X keysym.
    case other(UInt)
  }

  /// Modifier keys held with a key.
  public struct Modifiers: OptionSet, Equatable, Sendable {
    public let rawValue: UInt
    /// Creates a set of modifiers.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt (Mod1).
    public static let alt = Modifiers(rawValue: 1 << 2)
  }

  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: Modifiers

  /// A key press.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
