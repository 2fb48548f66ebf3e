import EaselPreviewCatalog
import Foundation
import Testing

@testable import EaselPreview

/// The JSON Schema in `Assets/Schema` describes the format the parser reads, key for key, and
/// every spec in `Assets/Specs` loads.
struct SpecSchemaTests {
  static let schemaURL = specAssetsFolder.deletingLastPathComponent()
    .appendingPathComponent("Schema/spec.schema.json")

  private func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: Self.schemaURL)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func topLevelKeysMatchTheParser() throws {
    let properties = try #require(try schema()["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(SpecParser.topLevelKeys))
    #expect(try schema()["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func nodeTypesAndKeysMatchTheParser() throws {
    let definitions = try #require(try schema()["$defs"] as? [String: Any])
    let node = try #require(definitions["node"] as? [String: Any])
    let properties = try #require(node["properties"] as? [String: Any])
    let type = try #require(properties["type"] as? [String: Any])
    #expect(type["enum"] as? [String] == SpecViewType.allCases.map(\.rawValue))
    let keys = Set(SpecViewType.allCases.flatMap(\.allowedKeys))
    #expect(Set(properties.keys) == keys)
  }

  @Test func devicesAndColoursMatchTheCatalogs() throws {
    let definitions = try #require(try schema()["$defs"] as? [String: Any])
    let device = try #require(definitions["device"] as? [String: Any])
    let names = try #require((device["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String])
    #expect(names == DeviceCatalog.all.map(\.name))
    let color = try #require(definitions["color"] as? [String: Any])
    let colorNames = try #require((color["anyOf"] as? [[String: Any]])?[1]["enum"] as? [String])
    #expect(colorNames == SpecSystemColor.allCases.map(\.rawValue))
  }

  @Test func everyBundledSpecLoads() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: specAssetsFolder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }
    #expect(files.count >= 5)
    for file in files {
      #expect(throws: Never.self, "\(file.lastPathComponent)") {
        try Spec.load(contentsOf: file, registry: .catalog)
      }
    }
  }
}
