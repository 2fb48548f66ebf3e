import Easel

/// A property a component can both read and write: in `props`, either a value (the component
/// gets a constant binding) or `"$name"`, which binds it to the spec's state entry
/// `name`, so that a toggle in the preview really toggles the state and every view reading it
/// updates.
///
/// ```swift
/// struct ToggleProps: Codable, Sendable {
///   var isOn = SpecBinding(false)
/// }
/// ```
public struct SpecBinding<Value: SpecStateRepresentable>: Codable, Sendable {
  /// The state entry it is bound to, if any.
  public private(set) var stateName: String?
  /// The value written in the file (or the state's value when the spec was read).
  public private(set) var initialValue: Value
  /// The store of a live preview; `nil` in a headless render.
  private let store: SpecStateStore?

  /// A binding to a constant value.
  public init(_ value: Value) {
    initialValue = value
    stateName = nil
    store = nil
  }

  /// Reads a value or `"$name"` (a string starting `"$$"` is the literal string from its second
  /// character on).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let specDecoder = decoder as? SpecPropsDecoder else {
      initialValue = try container.decode(Value.self)
      stateName = nil
      store = nil
      return
    }
    let context = specDecoder.context
    store = context.store
    if let string = specDecoder.value.string, string.hasPrefix("$"), !string.hasPrefix("$$") {
      let name = String(string.dropFirst())
      guard let entry = context.state[name] else {
        throw context.parser.error(
          .invalidValue, at: specDecoder.path, specDecoder.value.location,
          "unknown state \(SpecParser.quoted(name)); declare it under \"state\"",
          suggestion: NameSuggestion.closest(to: name, in: context.state.keys.sorted()))
      }
      guard let value = Value(stateValue: entry) else {
        throw context.parser.error(
          .typeMismatch, at: specDecoder.path, specDecoder.value.location,
          "expected state holding \(Value.stateKindName), found \(SpecParser.quoted(name)) "
            + "holding \(entry.kindName)")
      }
      stateName = name
      initialValue = value
      return
    }
    if Value.self == String.self, let string = specDecoder.value.string, string.hasPrefix("$$") {
      initialValue = try container.decode(Value.self)
      if let literal = Value(stateValue: .string(String(string.dropFirst()))) {
        initialValue = literal
      }
    } else {
      initialValue = try container.decode(Value.self)
    }
    stateName = nil
  }

  /// Writes `"$name"` when bound, else the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let stateName {
      try container.encode("$" + stateName)
    } else {
      try container.encode(initialValue)
    }
  }

  /// The binding a view takes: to the live state entry when bound and live, else a constant
  /// (bind to state to make a control interactive).
  @MainActor public var binding: Binding<Value> {
    if let stateName, let store {
      let initial = initialValue
      return Binding(
        get: { store.value(named: stateName).flatMap(Value.init(stateValue:)) ?? initial },
        set: { store.set(stateName, to: $0.stateValue) })
    }
    return .constant(initialValue)
  }
}

/// A value that a state entry can hold: `Bool`, `Double` or `String`.
public protocol SpecStateRepresentable: Codable, Sendable {
  /// The value held by `stateValue`, or `nil` for another kind.
  init?(stateValue: SpecStateValue)
  /// The value as a state value.
  var stateValue: SpecStateValue { get }
  /// What the kind is called in messages.
  static var stateKindName: String { get }
}

extension Bool: SpecStateRepresentable {
  /// A boolean state value.
  public init?(stateValue: SpecStateValue) {
    guard case .bool(let value) = stateValue else { return nil }
    self = value
  }
  /// The value as a state value.
  public var stateValue: SpecStateValue { .bool(self) }
  /// What the kind is called in messages.
  public static var stateKindName: String { "a boolean" }
}

extension Double: SpecStateRepresentable {
  /// A numeric state value.
  public init?(stateValue: SpecStateValue) {
    guard case .number(let value) = stateValue else { return nil }
    self = value
  }
  /// The value as a state value.
  public var stateValue: SpecStateValue { .number(self) }
  /// What the kind is called in messages.
  public static var stateKindName: String { "a number" }
}

extension String: SpecStateRepresentable {
  /// A string state value.
  public init?(stateValue: SpecStateValue) {
    guard case .string(let value) = stateValue else { return nil }
    self = value
  }
  /// The value as a state value.
  public var stateValue: SpecStateValue { .string(self) }
  /// What the kind is called in messages.
  public static var stateKindName: String { "a string" }
}
