import Foundation
import Testing

@testable import EaselPreview

/// The modifier table (`SpecModifierKey.all`) is the one place a spec modifier is described:
/// the parser reads the keys from it, and the checked-in documentation table and schema
/// properties are what it generates. Run with `EASEL_REGENERATE_SPEC_MODIFIERS=1`
/// (`Scripts/spec-modifiers`) to write them after changing the table.
struct SpecModifierTableTests {
  static let repository = specAssetsFolder.deletingLastPathComponent()
    .deletingLastPathComponent()
  static let schemaURL = repository.appendingPathComponent("Assets/Schema/spec.schema.json")
  static let documentationURL = repository.appendingPathComponent("docs/specs.md")
  static var regenerates: Bool {
    ProcessInfo.processInfo.environment["EASEL_REGENERATE_SPEC_MODIFIERS"] == "1"
  }

  @Test func theSchemaHasTheTablesModifierProperties() throws {
    let schema = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    let made = try SpecModifierKey.schemaWithModifiers(schema)
    if Self.regenerates, made != schema {
      try made.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
    }
    #expect(made == schema, "run Scripts/spec-modifiers to write the schema from the table")
  }

  @Test func theDocumentationHasTheTablesModifierTable() throws {
    let text = try String(contentsOf: Self.documentationURL, encoding: .utf8)
    let made = try #require(SpecModifierKey.documentationWithModifiers(text))
    if Self.regenerates, made != text {
      try made.write(to: Self.documentationURL, atomically: true, encoding: .utf8)
    }
    #expect(made == text, "run Scripts/spec-modifiers to write docs/specs.md from the table")
    #expect(text.contains(SpecModifierKey.documentationTable()))
  }

  /// The writer lays out JSON as the checked-in files are: the schema read and written again
  /// is the same text.
  @Test func theWriterKeepsTheSchemasLayout() throws {
    let schema = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    var parser = SpecJSONParser(data: Data(schema.utf8), fileName: "spec.schema.json")
    #expect(SpecJSONWriter.text(of: try parser.parse()) + "\n" == schema)
  }

  /// A key's row and schema follow the table: a changed entry changes both documents.
  @Test func aChangedEntryChangesTheDocuments() throws {
    let table = SpecModifierKey.documentationTable()
    let lines = table.split(separator: "\n")
    #expect(lines.count == SpecModifierKey.all.count + 2)
    #expect(
      lines[2]
        == "| 1 | `padding` | length, or `{\"top\", \"leading\", \"bottom\", \"trailing\"}` "
        + "(lengths, missing edges 0) | space around the view |")
    // `|` inside a cell is escaped.
    #expect(lines[5].contains(#""leading"\|"center"\|"trailing""#))
    #expect(SpecModifiers.order == SpecModifierKey.all.map(\.key))
    #expect(SpecModifiers.order.first == "padding")
    #expect(SpecModifiers.order.last == "accessibilityHidden")
  }

  /// Every key's schema is JSON, and every key is one a view node accepts.
  @Test func everyEntryIsWellFormed() throws {
    for key in SpecModifierKey.all {
      var parser = SpecJSONParser(data: Data(key.schema.utf8), fileName: key.key)
      #expect(throws: Never.self, "\(key.key)") { try parser.parse() }
      #expect(SpecViewType.text.allowedKeys.contains(key.key))
      #expect(!key.valueType.isEmpty && !key.meaning.isEmpty)
    }
    #expect(Set(SpecModifierKey.all.map(\.key)).count == SpecModifierKey.all.count)
  }
}
