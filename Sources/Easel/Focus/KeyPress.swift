/// A key pressed, repeated or released on a hardware keyboard, as `onKeyPress` actions
/// receive it.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  /// Which phases of a key press an action matches.
  public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Int

    /// A set of phases from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key, held, repeated.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key went up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]

    public var debugDescription: String {
      var names: [String] = []
      if contains(.down) { names.append("down") }
      if contains(.repeat) { names.append("repeat") }
      if contains(.up) { names.append("up") }
      return "[" + names.joined(separator: ", ") + "]"
    }
  }

  /// What a key-press action did with the key.
  public enum Result: Sendable {
    /// The action used the key: nothing else receives it.
    case handled
    /// The action did not use the key: it goes on to the next action, the focused view and
    /// the window.
    case ignored
  }

  /// The key.
  public let key: KeyEquivalent
  /// The characters the key types.
  public let characters: String
  /// The modifier keys held with it.
  public let modifiers: EventModifiers
  /// Whether the key went down, repeated or went up.
  public let phase: Phases

  /// Easel only: a key press as a host delivers it (`ViewGraph.send(_:)`); `characters`
  /// defaults to the key's character.
  public init(
    _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
    phase: Phases = .down
  ) {
    self.key = key
    self.characters = characters ?? String(key.character)
    self.modifiers = modifiers
    self.phase = phase
  }

  public var debugDescription: String {
    "KeyPress(key: \(key.character.unicodeScalars.map { String($0.value, radix: 16) }), "
      + "characters: \(characters.debugDescription), modifiers: \(modifiers.rawValue), "
      + "phase: \(phase.debugDescription))"
  }
}
