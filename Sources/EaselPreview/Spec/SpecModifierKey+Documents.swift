import Foundation

/// The documents made from the modifier table: the table of `docs/specs.md` and the modifier
/// properties of `Assets/Schema/spec.schema.json`.
extension SpecModifierKey {
  /// The first two lines of the modifier table in `docs/specs.md`.
  static let documentationHeader = "| # | key | type | meaning |\n|---|---|---|---|\n"

  /// The modifier table of `docs/specs.md`: its header, then a row per key in the order they
  /// are applied.
  static func documentationTable() -> String {
    var table = documentationHeader
    for (index, key) in all.enumerated() {
      let cells = ["\(index + 1)", "`\(key.key)`", key.valueType, key.meaning]
      table += "| " + cells.map(escapedCell).joined(separator: " | ") + " |\n"
    }
    return table
  }

  /// `text` (the whole of `docs/specs.md`) with its modifier table replaced by
  /// `documentationTable()`; `nil` when it has no table (no line equals the header's first).
  static func documentationWithModifiers(_ text: String) -> String? {
    guard let start = text.range(of: "\n" + documentationHeader) else { return nil }
    let tableStart = text.index(after: start.lowerBound)
    // The table runs to the first empty line.
    let end = text.range(of: "\n\n", range: tableStart..<text.endIndex)?.lowerBound ?? text.endIndex
    let tableEnd = end < text.endIndex ? text.index(after: end) : end
    return String(text[..<tableStart]) + documentationTable() + String(text[tableEnd...])
  }

  /// `schema` (the text of the spec schema) with the view node's modifier properties made
  /// from the table: a key the node has keeps its place, a new one is added at the end.
  static func schemaWithModifiers(_ schema: String) throws(SpecError) -> String {
    var parser = SpecJSONParser(data: Data(schema.utf8), fileName: "spec.schema.json")
    let root = try parser.parse()
    guard let definitions = root.object?["$defs"], let node = definitions.object?["node"],
      let properties = node.object?["properties"]?.object
    else {
      throw SpecError(
        kind: .malformedJSON, fileName: "spec.schema.json", keyPath: "$defs.node.properties",
        message: "expected the schema to have $defs.node.properties")
    }
    var modifiers = properties
    for key in all {
      var keyParser = SpecJSONParser(data: Data(key.schema.utf8), fileName: key.key)
      setting(&modifiers, key.key, to: try keyParser.parse())
    }
    let made = replacing(
      root, "$defs",
      with: replacing(
        definitions, "node",
        with: replacing(node, "properties", with: SpecValue(.object(modifiers)))
      ))
    return SpecJSONWriter.text(of: made) + "\n"
  }

  /// `object` with the value under `key` set to `value`: in the key's place when it has one,
  /// else last.
  private static func setting(_ object: inout SpecObject, _ key: String, to value: SpecValue) {
    if let index = object.members.firstIndex(where: { $0.key == key }) {
      object.members[index].value = value
    } else {
      object.members.append(
        SpecObject.Member(key: key, keyLocation: value.location, value: value))
    }
  }

  /// `value`, an object, with the value under `key` replaced by `member`.
  private static func replacing(_ value: SpecValue, _ key: String, with member: SpecValue)
    -> SpecValue
  {
    guard var object = value.object else { return value }
    setting(&object, key, to: member)
    return SpecValue(.object(object), at: value.location)
  }

  /// A table cell: a `|` inside it escaped, as Markdown tables need.
  private static func escapedCell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
