import CDBus

/// A D-Bus value as the bridge writes and reads it: the basic types AT-SPI uses, arrays,
/// structures, dictionary entries and variants, each knowing its type signature.
indirect enum DBusValue: Equatable {
  case byte(UInt8)
  case bool(Bool)
  case int16(Int16)
  case int32(Int32)
  case uint32(UInt32)
  case int64(Int64)
  case double(Double)
  case string(String)
  case objectPath(String)
  case signature(String)
  /// An array of values of `element`'s signature (given, so that an empty array has one).
  case array(element: String, [DBusValue])
  case structure([DBusValue])
  case dictEntry(DBusValue, DBusValue)
  case variant(DBusValue)

  /// The value's type signature.
  var signature: String {
    switch self {
    case .byte: "y"
    case .bool: "b"
    case .int16: "n"
    case .int32: "i"
    case .uint32: "u"
    case .int64: "x"
    case .double: "d"
    case .string: "s"
    case .objectPath: "o"
    case .signature: "g"
    case .array(let element, _): "a" + element
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
    case .variant: "v"
    }
  }

  /// An AT-SPI object reference: the bus name that owns the object and its path, `(so)`.
  static func reference(_ bus: String, _ path: String) -> DBusValue {
    .structure([.string(bus), .objectPath(path)])
  }

  /// A dictionary of strings to variants, `a{sv}`.
  static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
    .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
  }

  /// A dictionary of strings to strings, `a{ss}`.
  static func stringDictionary(_ entries: [(String, String)]) -> DBusValue {
    .array(element: "{ss}", entries.map { .dictEntry(.string($0.0), .string($0.1)) })
  }

  /// An array of strings, `as`.
  static func strings(_ strings: [String]) -> DBusValue {
    .array(element: "s", strings.map { .string($0) })
  }

  // MARK: Reading

  /// The string of a string, object path or signature, or of a variant holding one.
  var stringValue: String? {
    switch self {
    case .string(let text), .objectPath(let text), .signature(let text): text
    case .variant(let inner): inner.stringValue
    default: nil
    }
  }

  /// The number of any numeric value, or of a variant holding one.
  var doubleValue: Double? {
    switch self {
    case .byte(let value): Double(value)
    case .int16(let value): Double(value)
    case .int32(let value): Double(value)
    case .uint32(let value): Double(value)
    case .int64(let value): Double(value)
    case .double(let value): value
    case .variant(let inner): inner.doubleValue
    default: nil
    }
  }

  /// The integer of any integral value, or of a variant holding one.
  var intValue: Int? {
    switch self {
    case .byte(let value): Int(value)
    case .int16(let value): Int(value)
    case .int32(let value): Int(value)
    case .uint32(let value): Int(value)
    case .int64(let value): Int(value)
    case .variant(let inner): inner.intValue
    default: nil
    }
  }

  /// The elements of an array or the fields of a structure.
  var elements: [DBusValue] {
    switch self {
    case .array(_, let elements): elements
    case .structure(let fields): fields
    case .variant(let inner): inner.elements
    default: []
    }
  }
}

// MARK: - libdbus iterators

/// The type codes of libdbus (`DBUS_TYPE_*`), which Swift does not import from their macros.
enum DBusTypeCode {
  static let byte = Int32(UInt8(ascii: "y"))
  static let bool = Int32(UInt8(ascii: "b"))
  static let int16 = Int32(UInt8(ascii: "n"))
  static let uint16 = Int32(UInt8(ascii: "q"))
  static let int32 = Int32(UInt8(ascii: "i"))
  static let uint32 = Int32(UInt8(ascii: "u"))
  static let int64 = Int32(UInt8(ascii: "x"))
  static let uint64 = Int32(UInt8(ascii: "t"))
  static let double = Int32(UInt8(ascii: "d"))
  static let string = Int32(UInt8(ascii: "s"))
  static let objectPath = Int32(UInt8(ascii: "o"))
  static let signature = Int32(UInt8(ascii: "g"))
  static let unixFD = Int32(UInt8(ascii: "h"))
  static let array = Int32(UInt8(ascii: "a"))
  static let variant = Int32(UInt8(ascii: "v"))
  static let structure = Int32(UInt8(ascii: "r"))
  static let dictEntry = Int32(UInt8(ascii: "e"))
  static let invalid = Int32(0)
}

extension DBusValue {
  /// Appends the value to a message through `iter`.
  func append(to iter: inout DBusMessageIter) {
    switch self {
    case .byte(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.byte, &value)
    case .bool(let value):
      var raw: dbus_bool_t = value ? 1 : 0
      dbus_message_iter_append_basic(&iter, DBusTypeCode.bool, &raw)
    case .int16(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.int16, &value)
    case .int32(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.int32, &value)
    case .uint32(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.uint32, &value)
    case .int64(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.int64, &value)
    case .double(var value): dbus_message_iter_append_basic(&iter, DBusTypeCode.double, &value)
    case .string(let text): Self.appendString(text, code: DBusTypeCode.string, to: &iter)
    case .objectPath(let text): Self.appendString(text, code: DBusTypeCode.objectPath, to: &iter)
    case .signature(let text): Self.appendString(text, code: DBusTypeCode.signature, to: &iter)
    case .array(let element, let values):
      var sub = DBusMessageIter()
      element.withCString {
        _ = dbus_message_iter_open_container(&iter, DBusTypeCode.array, $0, &sub)
      }
      for value in values { value.append(to: &sub) }
      dbus_message_iter_close_container(&iter, &sub)
    case .structure(let fields):
      var sub = DBusMessageIter()
      dbus_message_iter_open_container(&iter, DBusTypeCode.structure, nil, &sub)
      for field in fields { field.append(to: &sub) }
      dbus_message_iter_close_container(&iter, &sub)
    case .dictEntry(let key, let value):
      var sub = DBusMessageIter()
      dbus_message_iter_open_container(&iter, DBusTypeCode.dictEntry, nil, &sub)
      key.append(to: &sub)
      value.append(to: &sub)
      dbus_message_iter_close_container(&iter, &sub)
    case .variant(let inner):
      var sub = DBusMessageIter()
      inner.signature.withCString {
        _ = dbus_message_iter_open_container(&iter, DBusTypeCode.variant, $0, &sub)
      }
      inner.append(to: &sub)
      dbus_message_iter_close_container(&iter, &sub)
    }
  }

  /// Appends a string-like value; libdbus rejects strings that are not valid UTF-8, which a
  /// Swift string always is.
  private static func appendString(_ text: String, code: Int32, to iter: inout DBusMessageIter) {
    text.withCString { pointer in
      var pointer: UnsafePointer<CChar>? = pointer
      _ = dbus_message_iter_append_basic(&iter, code, &pointer)
    }
  }

  /// Reads the value `iter` points at, or `nil` at the end.
  static func read(_ iter: inout DBusMessageIter) -> DBusValue? {
    let type = dbus_message_iter_get_arg_type(&iter)
    switch type {
    case DBusTypeCode.byte:
      var value: UInt8 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .byte(value)
    case DBusTypeCode.bool:
      var value: dbus_bool_t = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .bool(value != 0)
    case DBusTypeCode.int16:
      var value: Int16 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .int16(value)
    case DBusTypeCode.uint16:
      var value: UInt16 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .int32(Int32(value))
    case DBusTypeCode.int32, DBusTypeCode.unixFD:
      var value: Int32 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .int32(value)
    case DBusTypeCode.uint32:
      var value: UInt32 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .uint32(value)
    case DBusTypeCode.int64:
      var value: Int64 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .int64(value)
    case DBusTypeCode.uint64:
      var value: UInt64 = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .int64(Int64(truncatingIfNeeded: value))
    case DBusTypeCode.double:
      var value: Double = 0
      dbus_message_iter_get_basic(&iter, &value)
      return .double(value)
    case DBusTypeCode.string, DBusTypeCode.objectPath, DBusTypeCode.signature:
      var pointer: UnsafePointer<CChar>?
      dbus_message_iter_get_basic(&iter, &pointer)
      let text = pointer.map { String(cString: $0) } ?? ""
      return type == DBusTypeCode.string
        ? .string(text) : type == DBusTypeCode.objectPath ? .objectPath(text) : .signature(text)
    case DBusTypeCode.array:
      var sub = DBusMessageIter()
      let element = dbus_message_iter_get_signature(&iter).map { signature in
        defer { dbus_free(signature) }
        return String(String(cString: signature).dropFirst())
      }
      dbus_message_iter_recurse(&iter, &sub)
      return .array(element: element ?? "", readAll(&sub))
    case DBusTypeCode.structure:
      var sub = DBusMessageIter()
      dbus_message_iter_recurse(&iter, &sub)
      return .structure(readAll(&sub))
    case DBusTypeCode.dictEntry:
      var sub = DBusMessageIter()
      dbus_message_iter_recurse(&iter, &sub)
      let pair = readAll(&sub)
      guard pair.count == 2 else { return nil }
      return .dictEntry(pair[0], pair[1])
    case DBusTypeCode.variant:
      var sub = DBusMessageIter()
      dbus_message_iter_recurse(&iter, &sub)
      return read(&sub).map { .variant($0) }
    default:
      return nil
    }
  }

  /// Reads every value from `iter` to its end.
  static func readAll(_ iter: inout DBusMessageIter) -> [DBusValue] {
    var values: [DBusValue] = []
    while let value = read(&iter) {
      values.append(value)
      guard dbus_message_iter_next(&iter) != 0 else { break }
    }
    return values
  }

  /// The arguments of `message`.
  static func arguments(of message: OpaquePointer) -> [DBusValue] {
    var iter = DBusMessageIter()
    guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
    return readAll(&iter)
  }
}
