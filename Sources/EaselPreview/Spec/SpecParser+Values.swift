import Easel
import Foundation

/// Scalars, numbers, colours and errors.
extension SpecParser {
  // MARK: - Numbers

  /// Reads a numeric field: a JSON number in `range`, or an expression string over `width`,
  /// `height` and the numeric state. Constants are range-checked now, expressions when they
  /// are evaluated.
  func number(
    _ value: SpecValue, at path: SpecKeyPath, expectation: String, range: ClosedRange<Double>
  ) throws(SpecError) -> SpecNumber {
    let origin = SpecOrigin(fileName: fileName, keyPath: path.description, location: value.location)
    switch value.kind {
    case .number(let constant):
      guard range.contains(constant) else {
        throw error(
          .invalidValue, at: path, value.location,
          "expected \(expectation), found " + value.summary)
      }
      return SpecNumber(
        source: .constant(constant), range: range, expectation: expectation, origin: origin)
    case .string(let text):
      let numericState = state.compactMap { name, value -> String? in
        if case .string = value { return nil }
        return name
      }
      var parser = SpecExpressionParser(text, stateNames: numericState)
      let expression: SpecExpression
      do {
        expression = try parser.parse()
      } catch {
        throw SpecError.expression(error, text: text, origin: origin)
      }
      return SpecNumber(
        source: .expression(expression, text: text), range: range, expectation: expectation,
        origin: origin)
    default:
      throw mismatch(value, at: path, expected: "a number or an expression string")
    }
  }

  /// Reads a length: a number from 0 to `maximum` (or to infinity for a frame's maximum).
  func length(
    _ value: SpecValue, at path: SpecKeyPath, maximum: Double = maximumLength,
    allowsInfinity: Bool = false
  ) throws(SpecError) -> SpecNumber {
    if allowsInfinity {
      return try number(
        value, at: path, expectation: "a non-negative number or infinity", range: 0 ... .infinity)
    }
    if let constant = value.number, constant < 0 {
      throw error(
        .invalidValue, at: path, value.location,
        "expected a non-negative number, found " + value.summary)
    }
    return try number(
      value, at: path, expectation: "a number from 0 to \(Self.format(maximum))",
      range: 0...maximum)
  }

  /// The length under an optional key.
  func optionalLength(_ object: SpecObject, _ key: String, at path: SpecKeyPath)
    throws(SpecError) -> SpecNumber?
  {
    guard let value = object[key] else { return nil }
    return try length(value, at: path.appending(key))
  }

  /// A coordinate (any finite number, at most `maximumLength` either way) under an optional key.
  func optionalCoordinate(_ object: SpecObject, _ key: String, at path: SpecKeyPath)
    throws(SpecError) -> SpecNumber?
  {
    guard let value = object[key] else { return nil }
    return try number(
      value, at: path.appending(key),
      expectation: "a number from -\(Self.format(Self.maximumLength)) to "
        + Self.format(Self.maximumLength),
      range: -Self.maximumLength...Self.maximumLength)
  }

  // MARK: - Colours

  /// Parses a colour: a hex string, a system colour name, or `{"color": …, "opacity": …}`.
  func color(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecColor {
    if let string = value.string {
      if let color = SpecColor(string: string) { return color }
      if string.hasPrefix("#") {
        throw error(
          .invalidColor, at: path, value.location,
          "expected \"#RRGGBB\" or \"#RRGGBBAA\" with hexadecimal digits, found " + value.summary)
      }
      let names = SpecSystemColor.allCases.map(\.rawValue)
      let suggestion = NameSuggestion.closest(to: string, in: names)
      var message = "unknown colour " + Self.quoted(string)
      if suggestion == nil {
        message +=
          "; expected \"#RRGGBB\", \"#RRGGBBAA\" or one of " + names.joined(separator: ", ")
      }
      throw error(.invalidColor, at: path, value.location, message, suggestion: suggestion)
    }
    guard let object = value.object else {
      throw error(
        .invalidColor, at: path, value.location,
        "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", a system colour name or "
          + "{\"color\": …, \"opacity\": …}), found " + value.summary)
    }
    try checkKeys(object, allowed: ["color", "opacity"], at: path)
    let base = try required(object, "color", at: path, in: value, expected: "a colour")
    let opacityValue = try required(
      object, "opacity", at: path, in: value, expected: "a number from 0 to 1")
    let opacityPath = path.appending("opacity")
    guard let opacity = opacityValue.number else {
      throw mismatch(opacityValue, at: opacityPath, expected: "a number")
    }
    guard (0...1).contains(opacity) else {
      throw error(
        .invalidValue, at: opacityPath, opacityValue.location,
        "expected a number from 0 to 1, found " + opacityValue.summary)
    }
    return .opacity(try color(base, at: path.appending("color")), opacity)
  }

  // MARK: - Scalars

  /// Reads a string.
  func string(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> String {
    guard let string = value.string else {
      throw mismatch(value, at: path, expected: "a string")
    }
    return string
  }

  /// Reads a text field: a string, `"$name"` for a state value, `"$$…"` for a literal `$…`.
  func text(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> SpecText {
    let string = try self.string(value, at: path)
    if string.hasPrefix("$$") { return .literal(String(string.dropFirst())) }
    guard string.hasPrefix("$"), Self.isIdentifier(String(string.dropFirst())) else {
      return .literal(string)
    }
    let name = String(string.dropFirst())
    guard state[name] != nil else {
      throw error(
        .invalidValue, at: path, value.location,
        "unknown state \(Self.quoted(name)); declare it under \"state\" (or write \"$$\" for a "
          + "literal \"$\")",
        suggestion: NameSuggestion.closest(to: name, in: state.keys.sorted()))
    }
    return .state(name)
  }

  /// Reads `true` or `false`.
  func bool(_ value: SpecValue, at path: SpecKeyPath) throws(SpecError) -> Bool {
    guard let bool = value.bool else { throw mismatch(value, at: path, expected: "true or false") }
    return bool
  }

  /// Reads an object.
  func object(_ value: SpecValue, at path: SpecKeyPath, expected: String) throws(SpecError)
    -> SpecObject
  {
    guard let object = value.object else {
      throw mismatch(value, at: path, expected: expected)
    }
    return object
  }

  /// Reads a string that must be one of the names in `table`, and returns its value.
  func name<T>(_ value: SpecValue, at path: SpecKeyPath, from table: [(String, T)])
    throws(SpecError) -> T
  {
    let names = table.map(\.0)
    let expected = "one of " + names.joined(separator: ", ")
    guard let string = value.string else {
      throw mismatch(value, at: path, expected: expected)
    }
    guard let match = table.first(where: { $0.0 == string }) else {
      throw error(
        .invalidValue, at: path, value.location, "expected \(expected), found " + value.summary,
        suggestion: NameSuggestion.closest(to: string, in: names))
    }
    return match.1
  }

  /// The named value under an optional key.
  func optionalName<T>(
    _ object: SpecObject, _ key: String, at path: SpecKeyPath, from table: [(String, T)]
  ) throws(SpecError) -> T? {
    guard let value = object[key] else { return nil }
    return try name(value, at: path.appending(key), from: table)
  }

  /// The value of a required key of `object` (which is `value`), or a `missingKey` error that
  /// says what belongs there, located at the object.
  func required(
    _ object: SpecObject, _ key: String, at path: SpecKeyPath, in value: SpecValue,
    expected: String
  ) throws(SpecError) -> SpecValue {
    guard let member = object[key] else {
      throw error(
        .missingKey, at: path.appending(key), value.location,
        "missing required key; expected \(expected)")
    }
    return member
  }

  // MARK: - Errors

  /// An error of `kind` at `path`, located at `location`.
  func error(
    _ kind: SpecError.Kind, at path: SpecKeyPath, _ location: SpecSourceLocation?,
    _ message: String, suggestion: String? = nil
  ) -> SpecError {
    SpecError(
      kind: kind, fileName: fileName, keyPath: path.description, message: message,
      suggestion: suggestion, line: location?.line, column: location?.column)
  }

  /// A value of the wrong JSON type.
  func mismatch(_ value: SpecValue, at path: SpecKeyPath, expected: String) -> SpecError {
    error(.typeMismatch, at: path, value.location, "expected \(expected), found " + value.summary)
  }

  // MARK: - Describing values

  /// A string in double quotes with escapes, shortened when long.
  static func quoted(_ string: String) -> String {
    let limit = 40
    let shown = string.count > limit ? String(string.prefix(limit)) + "…" : string
    return shown.debugDescription
  }

  /// A number as a person would write it: whole numbers without a fraction.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
