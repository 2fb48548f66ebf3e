import Foundation

/// Decodes a component's `props` (or any part of a spec) into a `Decodable` type, reading the
/// spec's JSON values directly so that every error names the key path, line and column.
///
/// Numbers may be expression strings, evaluated in the decoder's scope; `SpecColor`s take the
/// spec's colour forms; `SpecBinding`s bind to state with `"$name"`. Every key of every object
/// must be read by the type being decoded: a key it never asks for is reported as unknown, with
/// the closest key it did ask for.
final class SpecPropsDecoder: Decoder {
  /// What all the decoders of one decoding share.
  final class Context {
    /// Reads colours and expressions and makes errors.
    let parser: SpecParser
    /// The scope expressions are evaluated in.
    let scope: SpecExpression.Scope
    /// The live state bindings write to, if any.
    let store: SpecStateStore?
    /// The state entries of the spec, by name.
    let state: [String: SpecStateValue]
    /// Each object decoded as a keyed container, with the keys that were asked for.
    var objects: [(object: SpecObject, path: SpecKeyPath, accessed: Set<String>)] = []

    init(
      parser: SpecParser, scope: SpecExpression.Scope, store: SpecStateStore?,
      state: [String: SpecStateValue]
    ) {
      self.parser = parser
      self.scope = scope
      self.store = store
      self.state = state
    }

    /// Decodes `type` from `value`.
    func decode<T: Decodable>(_ type: T.Type, from value: SpecValue, at path: SpecKeyPath)
      throws -> T
    {
      if type == Bool.self {
        guard let bool = value.bool else {
          throw parser.mismatch(value, at: path, expected: "true or false")
        }
        return bool as! T
      }
      if type == String.self {
        guard let string = value.string else {
          throw parser.mismatch(value, at: path, expected: "a string")
        }
        return string as! T
      }
      if let numeric = type as? any SpecNumericProperty.Type {
        let number = try parser.number(
          value, at: path, expectation: "a number", range: -.infinity ... .infinity)
        let resolved = try number.resolve(in: scope)
        guard let converted = numeric.init(specNumber: resolved) else {
          throw parser.error(
            .invalidValue, at: path, value.location,
            "expected \(numeric.specDescription), found " + SpecParser.format(resolved))
        }
        return converted as! T
      }
      if type == SpecColor.self {
        return try parser.color(value, at: path) as! T
      }
      return try T(from: SpecPropsDecoder(value: value, path: path, context: self))
    }

    /// The first key of a decoded object that the type never asked for.
    func unknownKeyError() -> SpecError? {
      for (object, path, accessed) in objects {
        for member in object.members where !accessed.contains(member.key) {
          let suggestion = NameSuggestion.closest(to: member.key, in: accessed.sorted())
          var message = "unknown property"
          if suggestion == nil, !accessed.isEmpty {
            message += "; expected one of " + accessed.sorted().joined(separator: ", ")
          }
          return parser.error(
            .unknownKey, at: path.appending(member.key), member.keyLocation, message,
            suggestion: suggestion)
        }
      }
      return nil
    }
  }

  let value: SpecValue
  let path: SpecKeyPath
  let context: Context

  init(value: SpecValue, path: SpecKeyPath, context: Context) {
    self.value = value
    self.path = path
    self.context = context
  }

  var codingPath: [any CodingKey] {
    path.components.map { component in
      switch component {
      case .key(let key): SpecCodingKey(stringValue: key)
      case .index(let index): SpecCodingKey(intValue: index)
      }
    }
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let object = value.object else {
      throw context.parser.mismatch(value, at: path, expected: "an object")
    }
    context.objects.append((object, path, []))
    return KeyedDecodingContainer(
      SpecKeyedContainer<Key>(
        object: object, index: context.objects.count - 1, decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let array = value.array else {
      throw context.parser.mismatch(value, at: path, expected: "an array")
    }
    return SpecUnkeyedContainer(array: array, decoder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SpecSingleValueContainer(decoder: self)
  }
}

/// A coding key made from a spec key or index.
struct SpecCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A number type a property may have; its values come from numbers or expressions.
protocol SpecNumericProperty {
  /// The value, or `nil` when `specNumber` does not fit the type.
  init?(specNumber: Double)
  /// What the type takes, for messages.
  static var specDescription: String { get }
}

extension Double: SpecNumericProperty {
  init?(specNumber: Double) { self = specNumber }
  static var specDescription: String { "a number" }
}

extension Float: SpecNumericProperty {
  init?(specNumber: Double) { self.init(specNumber) }
  static var specDescription: String { "a number" }
}

extension CGFloat: SpecNumericProperty {
  init?(specNumber: Double) { self.init(specNumber) }
  static var specDescription: String { "a number" }
}

extension SpecNumericProperty where Self: FixedWidthInteger {
  init?(specNumber: Double) {
    guard specNumber == specNumber.rounded() else { return nil }
    self.init(exactly: specNumber)
  }
  static var specDescription: String { "a whole number from \(Self.min) to \(Self.max)" }
}

extension Int: SpecNumericProperty {}
extension Int8: SpecNumericProperty {}
extension Int16: SpecNumericProperty {}
extension Int32: SpecNumericProperty {}
extension Int64: SpecNumericProperty {}
extension UInt: SpecNumericProperty {}
extension UInt8: SpecNumericProperty {}
extension UInt16: SpecNumericProperty {}
extension UInt32: SpecNumericProperty {}
extension UInt64: SpecNumericProperty {}

/// The keyed container of `SpecPropsDecoder`.
struct SpecKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: SpecObject
  /// This object's entry in the context's list, where accessed keys are recorded.
  let index: Int
  let decoder: SpecPropsDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  private func note(_ key: Key) {
    decoder.context.objects[index].accessed.insert(key.stringValue)
  }

  func contains(_ key: Key) -> Bool {
    note(key)
    return object[key.stringValue] != nil
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    note(key)
    guard let value = object[key.stringValue] else { return true }
    if case .null = value.kind { return true }
    return false
  }

  private func value(for key: Key) throws -> (SpecValue, SpecKeyPath) {
    note(key)
    let path = decoder.path.appending(key.stringValue)
    guard let value = object[key.stringValue] else {
      throw decoder.context.parser.error(
        .missingKey, at: path, decoder.value.location, "missing required property")
    }
    return (value, path)
  }

  private func decode<T: Decodable>(_ key: Key, as type: T.Type) throws -> T {
    let (value, path) = try value(for: key)
    return try decoder.context.decode(type, from: value, at: path)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(key, as: type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(key, as: type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(key, as: type) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(key, as: type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(key, as: type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(key, as: type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(key, as: type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(key, as: type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(key, as: type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(key, as: type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(key, as: type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(key, as: type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(key, as: type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(key, as: type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decode(key, as: type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    let (value, path) = try value(for: key)
    return try SpecPropsDecoder(value: value, path: path, context: decoder.context)
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let (value, path) = try value(for: key)
    return try SpecPropsDecoder(value: value, path: path, context: decoder.context)
      .unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    let (value, path) = try value(for: key)
    return SpecPropsDecoder(value: value, path: path, context: decoder.context)
  }
}

/// The unkeyed container of `SpecPropsDecoder`.
struct SpecUnkeyedContainer: UnkeyedDecodingContainer {
  let array: [SpecValue]
  let decoder: SpecPropsDecoder
  var currentIndex = 0

  init(array: [SpecValue], decoder: SpecPropsDecoder) {
    self.array = array
    self.decoder = decoder
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  private mutating func nextValue() throws -> (SpecValue, SpecKeyPath) {
    guard !isAtEnd else {
      throw decoder.context.parser.error(
        .invalidValue, at: decoder.path, decoder.value.location,
        "expected more than \(array.count) elements")
    }
    defer { currentIndex += 1 }
    return (array[currentIndex], decoder.path.appending(index: currentIndex))
  }

  private mutating func next<T: Decodable>(as type: T.Type) throws -> T {
    let (value, path) = try nextValue()
    return try decoder.context.decode(type, from: value, at: path)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = array[currentIndex].kind else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(as: type) }
  mutating func decode(_ type: String.Type) throws -> String { try next(as: type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(as: type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(as: type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(as: type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(as: type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(as: type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(as: type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(as: type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(as: type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(as: type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(as: type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(as: type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(as: type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(as: type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (value, path) = try nextValue()
    return try SpecPropsDecoder(value: value, path: path, context: decoder.context)
      .container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, path) = try nextValue()
    return try SpecPropsDecoder(value: value, path: path, context: decoder.context)
      .unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, path) = try nextValue()
    return SpecPropsDecoder(value: value, path: path, context: decoder.context)
  }
}

/// The single-value container of `SpecPropsDecoder`.
struct SpecSingleValueContainer: SingleValueDecodingContainer {
  let decoder: SpecPropsDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.value.kind { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: String.Type) throws -> String {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Double.Type) throws -> Double {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Float.Type) throws -> Float {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Int.Type) throws -> Int {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Int8.Type) throws -> Int8 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Int16.Type) throws -> Int16 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Int32.Type) throws -> Int32 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: Int64.Type) throws -> Int64 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: UInt.Type) throws -> UInt {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.context.decode(type, from: decoder.value, at: decoder.path)
  }
}
