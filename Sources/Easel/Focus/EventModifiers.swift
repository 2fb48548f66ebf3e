/// The modifier keys held with a key or a click.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// A set of modifiers from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command. Easel's text fields treat it as Control, so that Command+C copies as on a Mac.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}
