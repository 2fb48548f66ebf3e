/// A named preview-local value from a spec's `state`: a boolean, a number, a string, or a
/// number computed from other state (`{"expression": "…"}`).
public enum SpecStateValue: Equatable, Sendable {
  /// `true` or `false`; counts as 1 or 0 in expressions.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// A number computed from other state and the size, read-only.
  case expression(SpecNumber)

  /// The value as text, for `"$name"` in a text field.
  public var text: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .number(let value): SpecParser.format(value)
    case .string(let value): value
    case .expression(let number):
      if case .expression(_, let text) = number.source { text } else { "" }
    }
  }

  /// The value as a number in expressions, when it has one (booleans count as 1 and 0).
  var number: Double? {
    switch self {
    case .bool(let value): value ? 1 : 0
    case .number(let value): value
    case .string, .expression: nil
    }
  }

  /// The name of the value's kind, for messages.
  var kindName: String {
    switch self {
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .expression: "an expression"
    }
  }
}

/// One entry of a spec's `state`.
public struct SpecStateEntry: Equatable, Sendable {
  /// The name, bound with `"$name"`.
  public var name: String
  /// The value in the file.
  public var value: SpecStateValue

  /// Creates an entry.
  public init(name: String, value: SpecStateValue) {
    self.name = name
    self.value = value
  }
}
