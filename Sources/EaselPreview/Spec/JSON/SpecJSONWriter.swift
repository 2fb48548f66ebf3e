import Foundation

/// Writes a `SpecValue` as JSON text laid out as the checked-in JSON files are: two spaces of
/// indent per level, one member or element a line, `"key": value`, members in their order,
/// empty arrays and objects as `[]` and `{}`, non-ASCII characters as they are, whole numbers
/// without a fraction. The modifier properties of the spec schema are written this way
/// (`SpecModifierKey.schemaWithModifiers(_:)`).
enum SpecJSONWriter {
  /// `value` as JSON text, without a final newline.
  static func text(of value: SpecValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  private static func write(_ value: SpecValue, indent: Int, into output: inout String) {
    switch value.kind {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += numberText(number)
    case .string(let string): output += quoted(string)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        write(element, indent: indent + 2, into: &output)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let object):
      guard !object.members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in object.members.enumerated() {
        output += String(repeating: " ", count: indent + 2) + quoted(member.key) + ": "
        write(member.value, indent: indent + 2, into: &output)
        output += index == object.members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A whole number without a fraction; any other number as Swift writes it (the shortest
  /// text that reads back as the same `Double`).
  private static func numberText(_ number: Double) -> String {
    if number == number.rounded(), number.magnitude < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// `string` in quotes, with the quote, the backslash and control characters escaped.
  private static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case let control where control.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
          + String(control.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
