/// A numeric field of a spec: a JSON number, or an expression string evaluated where the view
/// is built (see `SpecExpression`).
///
/// Each field knows the range its values must lie in. A constant out of range is refused when
/// the file is read; an expression is checked when the spec is validated (once for every device
/// the spec lists) and, should it still fail at some other size, falls back to the nearest
/// value in range (0 for division by zero) instead of crashing the preview.
public struct SpecNumber: Equatable, Sendable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// Where the number comes from.
  public enum Source: Equatable, Sendable {
    /// A JSON number.
    case constant(Double)
    /// An expression, with its text.
    case expression(SpecExpression, text: String)
  }

  /// Where the number comes from.
  public var source: Source
  /// The values the field accepts.
  var range: ClosedRange<Double> = -.infinity ... .infinity
  /// What the field expects, for error messages ("a non-negative number").
  var expectation = "a number"
  /// Where the field is, for errors found when it is evaluated.
  var origin: SpecOrigin?

  /// A constant.
  public init(_ value: Double) {
    source = .constant(value)
  }

  /// A constant.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// A constant.
  public init(floatLiteral value: Double) { self.init(value) }

  init(
    source: Source, range: ClosedRange<Double>, expectation: String, origin: SpecOrigin?
  ) {
    self.source = source
    self.range = range
    self.expectation = expectation
    self.origin = origin
  }

  /// Numbers are equal when they come from the same constant or expression text.
  public static func == (lhs: SpecNumber, rhs: SpecNumber) -> Bool {
    switch (lhs.source, rhs.source) {
    case (.constant(let a), .constant(let b)): a == b
    case (.expression(_, let a), .expression(_, let b)): a == b
    default: false
    }
  }

  /// The constant, if the number is one.
  /// Whether the number is an expression that reads `width` or `height`.
  var readsSize: Bool {
    if case .expression(let expression, _) = source { return expression.readsSize }
    return false
  }

  public var constant: Double? {
    if case .constant(let value) = source { return value }
    return nil
  }

  /// The value in `scope`, or an error that points at the field: a failing expression, a
  /// non-finite result, or a value out of the field's range.
  public func resolve(in scope: SpecExpression.Scope) throws(SpecError) -> Double {
    let value: Double
    switch source {
    case .constant(let constant):
      value = constant
    case .expression(let expression, let text):
      do {
        value = try expression.evaluate(in: scope)
      } catch {
        throw SpecError.expression(error, text: text, origin: origin)
      }
    }
    guard !value.isNaN, value.isFinite || range.upperBound == .infinity && value > 0 else {
      throw failure("expected a finite number", found: value)
    }
    guard range.contains(value) else { throw failure("expected \(expectation)", found: value) }
    return value
  }

  /// The value in `scope`, made to fit the field when it cannot be resolved: a failing
  /// expression counts as 0, and the result is clamped into range.
  public func value(in scope: SpecExpression.Scope) -> Double {
    if let value = try? resolve(in: scope) { return value }
    var value: Double
    switch source {
    case .constant(let constant): value = constant
    case .expression(let expression, _): value = (try? expression.evaluate(in: scope)) ?? 0
    }
    if value.isNaN { value = 0 }
    return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  private func failure(_ expected: String, found value: Double) -> SpecError {
    var message = expected + ", found " + SpecParser.format(value)
    if case .expression(_, let text) = source {
      message += " from " + SpecParser.quoted(text)
    }
    return SpecError(
      kind: .invalidValue, fileName: origin?.fileName ?? "", keyPath: origin?.keyPath ?? "",
      message: message, line: origin?.location.line, column: origin?.location.column)
  }
}

/// Where a value came from in a spec file: the file, the key path and the line and column.
public struct SpecOrigin: Equatable, Sendable {
  /// The file name.
  public var fileName: String
  /// The key path, such as `view.frame.height`.
  public var keyPath: String
  /// Where the value starts.
  public var location: SpecSourceLocation
}

extension SpecError {
  /// The error for an expression that failed, pointing at the character at fault: the
  /// expression's string starts one column after its opening quote.
  static func expression(_ failure: SpecExpression.Failure, text: String, origin: SpecOrigin?)
    -> SpecError
  {
    let location = origin?.location.advanced(by: 1 + failure.offset)
    return SpecError(
      kind: .badExpression, fileName: origin?.fileName ?? "", keyPath: origin?.keyPath ?? "",
      message: "bad expression " + SpecParser.quoted(text) + ": " + failure.message,
      suggestion: failure.suggestion, line: location?.line, column: location?.column)
  }
}
