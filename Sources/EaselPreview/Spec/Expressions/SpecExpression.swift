/// A small arithmetic expression from a spec's numeric field, such as
/// `"min(max(200, height / 2), 400)"`.
///
/// Expressions have `+ - * /`, unary minus, parentheses, decimal numbers, the functions `min`,
/// `max` (two or more arguments) and `clamp(value, lower, upper)`, and names: `width` and
/// `height` (the size the expression is evaluated in), `infinity`, and the spec's numeric
/// state (written `name` or `$name`). `SpecExpressionParser` reads them.
public indirect enum SpecExpression: Equatable, Sendable {
  /// A number written in the expression.
  case number(Double)
  /// A name, looked up when evaluated; `offset` is where it starts, in characters.
  case name(String, offset: Int)
  /// `-operand`.
  case negate(SpecExpression)
  /// `left op right`; `offset` is where the operator is.
  case binary(Operator, SpecExpression, SpecExpression, offset: Int)
  /// A function call; `offset` is where the function's name starts.
  case call(Function, [SpecExpression], offset: Int)

  /// The four arithmetic operators.
  public enum Operator: String, Sendable {
    /// Addition.
    case add = "+"
    /// Subtraction.
    case subtract = "-"
    /// Multiplication.
    case multiply = "*"
    /// Division; dividing by zero is an error.
    case divide = "/"
  }

  /// The functions an expression may call.
  public enum Function: String, CaseIterable, Sendable {
    /// The smallest of two or more values.
    case min
    /// The largest of two or more values.
    case max
    /// `clamp(value, lower, upper)`: `min(max(value, lower), upper)`; `lower` must not exceed
    /// `upper`.
    case clamp
  }

  /// A problem found while reading or evaluating an expression.
  public struct Failure: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
    /// Where, in characters from the start of the expression.
    public var offset: Int
    /// The closest valid name, for an unknown one.
    public var suggestion: String?
  }

  /// The names and sizes an expression is evaluated with.
  public struct Scope: Equatable, Sendable {
    /// The value of `width`.
    public var width: Double
    /// The value of `height`.
    public var height: Double
    /// The spec's numeric state, by name.
    public var values: [String: Double]

    /// Creates a scope.
    public init(width: Double, height: Double, values: [String: Double] = [:]) {
      self.width = width
      self.height = height
      self.values = values
    }

    /// The value of `name` (with or without a leading `$`), or `nil` if there is none.
    func lookUp(_ name: String) -> Double? {
      switch name {
      case "width": return width
      case "height": return height
      case "infinity": return .infinity
      default:
        let key = name.hasPrefix("$") ? String(name.dropFirst()) : name
        return values[key]
      }
    }
  }

  /// The names every expression knows, besides state.
  public static let builtInNames = ["width", "height", "infinity"]

  /// The value of the expression in `scope`. Division by zero, unknown names and a `clamp`
  /// whose lower bound exceeds its upper bound are failures; infinities pass through.
  public func evaluate(in scope: Scope) throws(Failure) -> Double {
    switch self {
    case .number(let value):
      return value
    case .name(let name, let offset):
      guard let value = scope.lookUp(name) else {
        let key = name.hasPrefix("$") ? String(name.dropFirst()) : name
        throw Failure(
          message: "unknown name \(SpecParser.quoted(name)) (not width, height or a state value)",
          offset: offset,
          suggestion: NameSuggestion.closest(
            to: key, in: Self.builtInNames + scope.values.keys.sorted()))
      }
      return value
    case .negate(let operand):
      return -(try operand.evaluate(in: scope))
    case .binary(let op, let left, let right, let offset):
      let a = try left.evaluate(in: scope)
      let b = try right.evaluate(in: scope)
      switch op {
      case .add: return a + b
      case .subtract: return a - b
      case .multiply: return a * b
      case .divide:
        guard b != 0 else {
          throw Failure(message: "division by zero", offset: offset)
        }
        return a / b
      }
    case .call(let function, let arguments, let offset):
      var values: [Double] = []
      for argument in arguments { values.append(try argument.evaluate(in: scope)) }
      switch function {
      case .min: return values.min() ?? 0
      case .max: return values.max() ?? 0
      case .clamp:
        guard values[1] <= values[2] else {
          throw Failure(
            message:
              "clamp's lower bound (\(SpecParser.format(values[1]))) exceeds its upper bound "
              + "(\(SpecParser.format(values[2])))",
            offset: offset)
        }
        return Swift.min(Swift.max(values[0], values[1]), values[2])
      }
    }
  }

  /// Whether the expression reads `width` or `height`.
  public var readsSize: Bool {
    switch self {
    case .number: false
    case .name(let name, _): name == "width" || name == "height"
    case .negate(let operand): operand.readsSize
    case .binary(_, let left, let right, _): left.readsSize || right.readsSize
    case .call(_, let arguments, _): arguments.contains { $0.readsSize }
    }
  }

  /// The state names the expression reads, without a leading `$`.
  public var stateNames: Set<String> {
    switch self {
    case .number: []
    case .name(let name, _):
      Self.builtInNames.contains(name)
        ? [] : [name.hasPrefix("$") ? String(name.dropFirst()) : name]
    case .negate(let operand): operand.stateNames
    case .binary(_, let left, let right, _): left.stateNames.union(right.stateNames)
    case .call(_, let arguments, _): arguments.reduce([]) { $0.union($1.stateNames) }
    }
  }
}
