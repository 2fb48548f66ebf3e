import Foundation

/// Reads JSON text into `SpecValue`s that remember where each value starts.
///
/// It follows RFC 8259 strictly (no comments, no trailing commas, no leading zeros) and refuses
/// duplicate keys, numbers too large for a `Double`, and nesting deeper than `maximumNesting`.
/// Every failure is a `SpecError` of kind `.malformedJSON` with the line and column of the
/// offending character.
struct SpecJSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumNesting = 512

  private let bytes: [UInt8]
  private let fileName: String
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Creates a parser over `data`; `fileName` names the file in errors.
  init(data: Data, fileName: String) {
    bytes = [UInt8](data)
    self.fileName = fileName
  }

  /// Parses the whole input as one JSON value.
  mutating func parse() throws(SpecError) -> SpecValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
      lineStart = 3
    }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else {
      throw failure("unexpected text after the end of the JSON value")
    }
    return value
  }

  /// The byte offset and column of the last location computed, so that columns along a long
  /// line are counted once, not from the line's start each time.
  private var counted = (offset: 0, column: 1)

  /// The location of the byte at `position`.
  private var location: SpecSourceLocation {
    mutating get {
      if counted.offset < lineStart || counted.offset > position { counted = (lineStart, 1) }
      var column = counted.column
      var index = counted.offset
      while index < position {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      counted = (position, column)
      return SpecSourceLocation(line: line, column: column)
    }
  }

  private mutating func failure(_ message: String, at location: SpecSourceLocation? = nil)
    -> SpecError
  {
    let location = location ?? self.location
    return SpecError(
      kind: .malformedJSON, fileName: fileName, message: "malformed JSON: " + message,
      line: location.line, column: location.column)
  }

  private var endOfFile: SpecError { mutating get { failure("unexpected end of file") } }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0D:
        position += 1
      case 0x0A:
        position += 1
        line += 1
        lineStart = position
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(SpecError) -> SpecValue {
    guard position < bytes.count else { throw endOfFile }
    let start = location
    switch bytes[position] {
    case UInt8(ascii: "{"):
      return SpecValue(.object(try parseObject()), at: start)
    case UInt8(ascii: "["):
      return SpecValue(.array(try parseArray()), at: start)
    case UInt8(ascii: "\""):
      return SpecValue(.string(try parseString()), at: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return SpecValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return SpecValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return SpecValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return SpecValue(.number(try parseNumber()), at: start)
    default:
      throw failure("invalid value")
    }
  }

  private mutating func expectWord(_ word: String) throws(SpecError) {
    let start = location
    for byte in word.utf8 {
      guard position < bytes.count else { throw endOfFile }
      guard bytes[position] == byte else { throw failure("invalid value", at: start) }
      position += 1
    }
  }

  private mutating func enter() throws(SpecError) {
    depth += 1
    guard depth <= Self.maximumNesting else {
      throw failure("arrays and objects nested more than \(Self.maximumNesting) deep")
    }
  }

  private mutating func parseObject() throws(SpecError) -> SpecObject {
    try enter()
    defer { depth -= 1 }
    position += 1
    var members: [SpecObject.Member] = []
    var seen = Set<String>()
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return SpecObject(members: members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw endOfFile }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a key in double quotes")
      }
      let keyLocation = location
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw failure("duplicate key " + SpecParser.quoted(key), at: keyLocation)
      }
      skipWhitespace()
      guard position < bytes.count else { throw endOfFile }
      guard bytes[position] == UInt8(ascii: ":") else {
        throw failure("expected \":\" after a key")
      }
      position += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(SpecObject.Member(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      guard position < bytes.count else { throw endOfFile }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        return SpecObject(members: members)
      default:
        throw failure("expected \",\" or \"}\" after an object member")
      }
    }
  }

  private mutating func parseArray() throws(SpecError) -> [SpecValue] {
    try enter()
    defer { depth -= 1 }
    position += 1
    var elements: [SpecValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count else { throw endOfFile }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "]"):
        position += 1
        return elements
      default:
        throw failure("expected \",\" or \"]\" after an array element")
      }
    }
  }

  private mutating func parseString() throws(SpecError) -> String {
    position += 1
    var utf8: [UInt8] = []
    while true {
      guard position < bytes.count else { throw endOfFile }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        position += 1
        guard position < bytes.count else { throw endOfFile }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4()
          if (0xD800..<0xDC00).contains(scalar), position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            let low = try parseHex4()
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
          }
          let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          utf8.append(contentsOf: Array(String(Character(character)).utf8))
        default:
          position -= 1
          throw failure("invalid escape in a string")
        }
      case 0x00..<0x20:
        throw failure(byte == 0x0A ? "unterminated string" : "control character in a string")
      default:
        utf8.append(byte)
        position += 1
      }
    }
  }

  private mutating func parseHex4() throws(SpecError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw endOfFile }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
      default: throw failure("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SpecError) -> Double {
    let start = position
    let startLocation = location
    func digits() -> Int {
      let first = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - first
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("invalid number") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw failure("invalid number (leading zero)", at: startLocation)
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw failure("invalid number (no digits after \".\")") }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { throw failure("invalid number (no digits in the exponent)") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text) is too large", at: startLocation)
    }
    return number
  }
}
