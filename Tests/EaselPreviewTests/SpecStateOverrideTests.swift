import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// State values given when a spec is read (`easel render --state name=value`) replace the
/// file's and are checked as the file's are.
@MainActor
@Suite struct SpecStateOverrideTests {
  static let json = """
    { "state": { "on": false, "gap": 8, "page": "One", "twice": { "expression": "gap * 2" } },
      "view": { "type": "TabView", "selection": "$page", "tabs": [
        { "title": "One", "content": { "type": "Text", "text": "$on" } },
        { "title": "Two", "content": { "type": "Text", "text": "second" } } ] } }
    """

  func spec(_ state: [String: String]) throws(SpecError) -> Spec {
    try Spec(data: Data(Self.json.utf8), fileName: "Tabs.json", registry: .catalog, state: state)
  }

  func error(_ state: [String: String]) -> SpecError? {
    do {
      _ = try spec(state)
      return nil
    } catch {
      return error
    }
  }

  @Test func givenValuesReplaceTheFilesOfTheirKind() throws {
    let state = try spec(["on": "true", "gap": "12.5", "page": "Two"]).state
    #expect(state.first { $0.name == "on" }?.value == .bool(true))
    #expect(state.first { $0.name == "gap" }?.value == .number(12.5))
    #expect(state.first { $0.name == "page" }?.value == .string("Two"))
  }

  @Test func theGalleryStartsOnItsScreensPage() throws {
    let spec = try Spec.load(
      contentsOf: specAssetsFolder.appendingPathComponent("Gallery.json"), registry: .catalog,
      state: ["page": "Screens"])
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.frame(of: "settings") != nil)
    #expect(host.frame(of: "gallery") == nil, "the controls page is not shown")
  }

  @Test func badValuesAreErrorsAtTheirEntry() throws {
    let unknown = try #require(error(["pag": "Two"]))
    #expect(unknown.keyPath == "state.pag")
    #expect(unknown.suggestion == "page")
    #expect(unknown.message.hasPrefix(#"unknown state "pag"; expected one of"#))
    let computed = try #require(error(["twice": "3"]))
    #expect(computed.message.hasPrefix("a computed state entry cannot be set"))
    let bool = try #require(error(["on": "yes"]))
    #expect(bool.kind == .typeMismatch)
    #expect(bool.message == #"expected true or false, found "yes" (given as "on=yes")"#)
    let number = try #require(error(["gap": "wide"]))
    #expect(number.message == #"expected a number, found "wide" (given as "gap=wide")"#)
    // A selection not among the tabs is refused as the file's would be.
    let page = try #require(error(["page": "Three"]))
    #expect(page.keyPath == "view.selection")
  }
}
