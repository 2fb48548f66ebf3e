import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Registered components: defaults, property decoding, expressions in properties, state
/// bindings and registering a new control.
@MainActor
struct SpecComponentTests {
  @Test func adaptiveLayoutClampsTheTopBetweenItsProps() throws {
    let spec = try parseSpec(
      #"{"component": "AdaptiveLayout", "props": {"maxTopHeight": "300 + 50"}}"#)
    for (height, top) in [(300.0, 200.0), (600, 300), (1000, 350)] {
      let host = ViewHost(
        spec.makeView(registry: .catalog), size: CGSize(width: 390, height: height))
      #expect(host.frame(of: "top") == CGRect(x: 0, y: 0, width: 390, height: top))
      #expect(host.frame(of: "bottom") == CGRect(x: 0, y: top, width: 390, height: height - top))
      #expect(host.frame(of: "topRow")?.height == 50)
    }
  }

  @Test func missingPropsTakeTheDefaults() throws {
    let spec = try parseSpec(#"{"component": "AdaptiveLayout"}"#)
    let host = ViewHost(spec.makeView(registry: .catalog), size: CGSize(width: 390, height: 1000))
    #expect(host.frame(of: "top")?.height == 400)
  }

  @Test func propsOfTheWrongTypeAreReported() throws {
    let error = try #require(
      specError(#"{"component": "Hello", "props": {"title": 5, "cornerRadius": 4}}"#))
    #expect(error.kind == .typeMismatch)
    #expect(
      error.description == "Hello.json:1:43: props.title: expected a string, found the number 5")
    let colour = try #require(
      specError(#"{"component": "Hello", "props": {"accent": "bleu"}}"#))
    #expect(colour.kind == .invalidColor)
    #expect(colour.suggestion == "blue")
  }

  @Test func helloRendersItsProps() throws {
    let spec = try parseSpec(
      ##"{"size": {"width": 300, "height": 400}, "component": "Hello", "##
        + ##""props": {"accent": "#FF0000", "title": "Hi"}}"##)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    let swatch = try #require(host.frame(of: "swatch"))
    #expect(swatch.size == CGSize(width: 200, height: 120))
    #expect(
      try host.pixel(at: CGPoint(x: swatch.midX, y: swatch.midY))
        == Pixel(red: 255, green: 0, blue: 0))
  }

  @Test func toggleBoundToStateReallyToggles() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 200, "height": 200},
       "state": {"notifications": false},
       "view": {"type": "VStack", "children": [
         {"type": "Text", "text": "$notifications", "accessibilityIdentifier": "label"},
         {"type": "Component", "component": "CustomToggle",
          "props": {"isOn": "$notifications", "activeColor": "#00FF00", "inactiveColor": "#FF0000"}}
       ]}}
      """)
    let store = SpecStateStore(spec.state)
    let host = ViewHost(spec.makeView(store: store, registry: .catalog), size: spec.size)
    let toggle = try #require(host.frame(of: "toggle"))
    // Off: the track left of the thumb is the inactive colour.
    let track = CGPoint(x: toggle.maxX - 6, y: toggle.midY)
    #expect(try host.pixel(at: track) == Pixel(red: 255, green: 0, blue: 0))
    #expect(host.tap("toggle"))
    // The switch is EaselControls' CustomToggle: its colour and thumb ease over 0.2 s.
    host.advance(by: 0.25)
    #expect(store.value(named: "notifications") == .bool(true))
    #expect(
      try host.pixel(at: CGPoint(x: toggle.minX + 6, y: toggle.midY))
        == Pixel(red: 0, green: 255, blue: 0))
    #expect(host.accessibilityTree().contains { $0.label == "true" })
  }

  @Test func bindingToMissingOrMismatchedStateIsAnError() throws {
    let missing = try #require(
      specError(
        #"{"state": {"on": true}, "component": "CustomToggle", "props": {"isOn": "$of"}}"#))
    #expect(missing.kind == .invalidValue)
    #expect(missing.keyPath == "props.isOn")
    #expect(missing.suggestion == "on")
    let mismatched = try #require(
      specError(
        #"{"state": {"on": 3}, "component": "CustomToggle", "props": {"isOn": "$on"}}"#))
    #expect(mismatched.kind == .typeMismatch)
    #expect(
      mismatched.message == #"expected state holding a boolean, found "on" holding a number"#)
  }

  struct BadgeProps: Codable, Sendable {
    var text = "New"
    var size: Double = 20
    var color = SpecColor.system(.red)
  }

  @Test func registeringAComponentTakesAFewLines() throws {
    var registry = ComponentRegistry.standard
    registry.register("Badge", defaults: BadgeProps()) { props in
      Color.clear.frame(width: props.size, height: props.size).background(props.color.color)
        .accessibilityIdentifier("badge")
    }
    let json =
      #"{"size": {"width": 100, "height": 100}, "component": "Badge", "props": {"size": "width / 5"}}"#
    let spec = try Spec(data: Data(json.utf8), fileName: "Badge.json", registry: registry)
    let host = ViewHost(spec.makeView(registry: registry), size: spec.size)
    #expect(host.frame(of: "badge") == CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(
      registry.component(named: "Badge")?.propertyNames.sorted() == ["color", "size", "text"])
    #expect(throws: SpecError.self) {
      try Spec(data: Data(json.utf8), fileName: "Badge.json")
    }
  }

  @Test func stateStoreKeepsUserChangesAcrossReloads() {
    let store = SpecStateStore([SpecStateEntry(name: "on", value: .bool(false))])
    store.set("on", to: .bool(true))
    store.replace(with: [
      SpecStateEntry(name: "on", value: .bool(false)),
      SpecStateEntry(name: "count", value: .number(2)),
    ])
    #expect(store.value(named: "on") == .bool(true))
    #expect(store.value(named: "count") == .number(2))
    // The file changed the entry's value: the file wins.
    store.replace(with: [SpecStateEntry(name: "on", value: .number(1))])
    #expect(store.value(named: "on") == .number(1))
    #expect(store.value(named: "count") == nil)
  }
}
