/// Reads the text of a `SpecExpression` by recursive descent:
///
/// ```
/// sum     = product { ("+" | "-") product }
/// product = unary { ("*" | "/") unary }
/// unary   = ("-" | "+") unary | primary
/// primary = number | name | name "(" sum { "," sum } ")" | "(" sum ")"
/// ```
///
/// Names are checked against `knownNames` as they are read, so an unknown name is reported
/// with its position before the spec is ever shown; dividing by a constant zero is reported
/// the same way.
struct SpecExpressionParser {
  /// The longest expression accepted, in characters.
  static let maximumLength = 1000
  /// The deepest nesting of parentheses and calls accepted.
  static let maximumNesting = 32

  private let characters: [Character]
  private let knownNames: Set<String>
  private var position = 0
  private var nesting = 0

  /// Creates a parser for `text` that accepts the built-in names and `stateNames`.
  init(_ text: String, stateNames: some Sequence<String>) {
    characters = Array(text)
    knownNames = Set(SpecExpression.builtInNames).union(stateNames)
  }

  /// Parses the whole text.
  mutating func parse() throws(SpecExpression.Failure) -> SpecExpression {
    guard characters.count <= Self.maximumLength else {
      throw failure("expected an expression of at most \(Self.maximumLength) characters", at: 0)
    }
    skipSpaces()
    guard position < characters.count else {
      throw failure("expected an expression, found nothing")
    }
    let expression = try sum()
    skipSpaces()
    guard position == characters.count else {
      throw failure("unexpected \(SpecParser.quoted(String(characters[position])))")
    }
    return expression
  }

  private func failure(_ message: String, at offset: Int? = nil, suggestion: String? = nil)
    -> SpecExpression.Failure
  {
    SpecExpression.Failure(message: message, offset: offset ?? position, suggestion: suggestion)
  }

  private mutating func skipSpaces() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  private func peek() -> Character? {
    position < characters.count ? characters[position] : nil
  }

  private mutating func sum() throws(SpecExpression.Failure) -> SpecExpression {
    var left = try product()
    while true {
      skipSpaces()
      guard let character = peek(), character == "+" || character == "-" else { return left }
      let offset = position
      position += 1
      let right = try product()
      left = .binary(character == "+" ? .add : .subtract, left, right, offset: offset)
    }
  }

  private mutating func product() throws(SpecExpression.Failure) -> SpecExpression {
    var left = try unary()
    while true {
      skipSpaces()
      guard let character = peek(), character == "*" || character == "/" else { return left }
      let offset = position
      position += 1
      let right = try unary()
      if character == "/", let divisor = Self.constantValue(right), divisor == 0 {
        throw failure("division by zero", at: offset)
      }
      left = .binary(character == "*" ? .multiply : .divide, left, right, offset: offset)
    }
  }

  private mutating func unary() throws(SpecExpression.Failure) -> SpecExpression {
    skipSpaces()
    if peek() == "-" || peek() == "+" {
      let negative = peek() == "-"
      position += 1
      try enter()
      defer { nesting -= 1 }
      let operand = try unary()
      return negative ? .negate(operand) : operand
    }
    return try primary()
  }

  private mutating func enter() throws(SpecExpression.Failure) {
    nesting += 1
    guard nesting <= Self.maximumNesting else {
      throw failure("expected at most \(Self.maximumNesting) levels of nesting")
    }
  }

  private mutating func primary() throws(SpecExpression.Failure) -> SpecExpression {
    skipSpaces()
    guard let character = peek() else {
      throw failure("expected a number, a name or \"(\", found the end")
    }
    if character == "(" {
      position += 1
      try enter()
      defer { nesting -= 1 }
      let inner = try sum()
      skipSpaces()
      guard peek() == ")" else { throw failure("expected \")\"") }
      position += 1
      return inner
    }
    if character.isASCII, character.isNumber || character == "." {
      return .number(try number())
    }
    if character == "$" || character == "_" || (character.isASCII && character.isLetter) {
      return try nameOrCall()
    }
    throw failure(
      "expected a number, a name or \"(\", found \(SpecParser.quoted(String(character)))")
  }

  private mutating func number() throws(SpecExpression.Failure) -> Double {
    let start = position
    while let character = peek(), character.isASCII, character.isNumber || character == "." {
      position += 1
    }
    if let character = peek(), character == "e" || character == "E" {
      position += 1
      if let sign = peek(), sign == "+" || sign == "-" { position += 1 }
      while let digit = peek(), digit.isASCII, digit.isNumber { position += 1 }
    }
    let text = String(characters[start..<position])
    guard let value = Double(text), value.isFinite else {
      throw failure("expected a number, found \(SpecParser.quoted(text))", at: start)
    }
    return value
  }

  private mutating func nameOrCall() throws(SpecExpression.Failure) -> SpecExpression {
    let start = position
    position += 1
    while let character = peek(),
      character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    {
      position += 1
    }
    let name = String(characters[start..<position])
    skipSpaces()
    if peek() == "(" {
      guard let function = SpecExpression.Function(rawValue: name) else {
        let names = SpecExpression.Function.allCases.map(\.rawValue)
        throw failure(
          "unknown function \(SpecParser.quoted(name)); expected one of "
            + names.joined(separator: ", "),
          at: start, suggestion: NameSuggestion.closest(to: name, in: names))
      }
      position += 1
      try enter()
      defer { nesting -= 1 }
      var arguments: [SpecExpression] = []
      while true {
        arguments.append(try sum())
        skipSpaces()
        if peek() == "," {
          position += 1
          continue
        }
        guard peek() == ")" else { throw failure("expected \",\" or \")\" in the arguments") }
        position += 1
        break
      }
      switch function {
      case .min, .max:
        guard arguments.count >= 2 else {
          throw failure("\(name) takes two or more arguments, found \(arguments.count)", at: start)
        }
      case .clamp:
        guard arguments.count == 3 else {
          throw failure(
            "clamp takes three arguments (value, lower, upper), found \(arguments.count)",
            at: start)
        }
      }
      return .call(function, arguments, offset: start)
    }
    let key = name.hasPrefix("$") ? String(name.dropFirst()) : name
    guard knownNames.contains(key) || SpecExpression.builtInNames.contains(name) else {
      throw failure(
        "unknown name \(SpecParser.quoted(name)); expected width, height, infinity or a "
          + "numeric state value",
        at: start, suggestion: NameSuggestion.closest(to: key, in: knownNames.sorted()))
    }
    return .name(name, offset: start)
  }

  /// The value of `expression` when it uses no names.
  static func constantValue(_ expression: SpecExpression) -> Double? {
    guard expression.stateNames.isEmpty, !expression.readsSize else { return nil }
    if case .name = expression { return nil }
    return try? expression.evaluate(in: SpecExpression.Scope(width: 0, height: 0))
  }
}
