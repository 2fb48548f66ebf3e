/// A JSON value read from a spec file, with the line and column where it starts, so that every
/// error about it can point at it.
public struct SpecValue: Sendable {
  /// What the value is.
  public enum Kind: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SpecValue])
    /// An object, its members in file order.
    case object(SpecObject)
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value starts in the file.
  public var location: SpecSourceLocation

  /// Creates a value.
  public init(
    _ kind: Kind, at location: SpecSourceLocation = SpecSourceLocation(line: 1, column: 1)
  ) {
    self.kind = kind
    self.location = location
  }

  /// The object, if this is one.
  public var object: SpecObject? {
    if case .object(let object) = kind { return object }
    return nil
  }

  /// The string, if this is one.
  public var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let number) = kind { return number }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [SpecValue]? {
    if case .array(let array) = kind { return array }
    return nil
  }

  /// The boolean, if this is one.
  public var bool: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  /// A short description for the "found …" part of a message.
  public var summary: String {
    switch kind {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): "the number " + SpecParser.format(number)
    case .string(let string): "the string " + SpecParser.quoted(string)
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object from a spec file: its members in file order, each with the location of its key.
public struct SpecObject: Sendable {
  /// One `"key": value` pair.
  public struct Member: Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyLocation: SpecSourceLocation
    /// The value.
    public var value: SpecValue
  }

  /// The members, in file order (keys are unique: the parser refuses duplicates).
  public var members: [Member]

  /// Creates an object from its members.
  public init(members: [Member]) {
    self.members = members
  }

  /// The value under `key`.
  public subscript(key: String) -> SpecValue? {
    members.first { $0.key == key }?.value
  }

  /// The keys, in file order.
  public var keys: [String] { members.map(\.key) }

  /// Where `key` is written, if present.
  public func location(ofKey key: String) -> SpecSourceLocation? {
    members.first { $0.key == key }?.keyLocation
  }
}
