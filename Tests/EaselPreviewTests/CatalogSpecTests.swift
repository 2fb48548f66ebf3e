import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

@testable import EaselPreview

/// The catalog's bundled specs load with the catalog registry (`ComponentRegistry.catalog`), show their control, and bind
/// to state.
@MainActor
@Suite struct CatalogSpecTests {
  static let specs: [(file: String, identifier: String)] = [
    ("CustomLikeButton", "like"), ("ArcShape", "arc"), ("CustomButtonStyle", "button"),
    ("CatalogToggle", "toggle"), ("DraggableCircle", "circle"), ("RotaryDial", "dial"),
    ("GaugeRing", "gauge"), ("PieChart", "pie"), ("GeometryLayout", "top"),
    ("PriorityLayout", "play"), ("FlexiblePicker", "FlexiblePicker.Rust"),
    ("ConcentricButton", "button"),
  ]

  func load(_ name: String) throws -> Spec {
    try Spec.load(
      contentsOf: specAssetsFolder.appendingPathComponent("\(name).json"), registry: .catalog)
  }

  @Test func theGalleryScrollsToEverySeedAndItsControlsWork() throws {
    let spec = try load("Gallery")
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    let like = try #require(host.frame(of: "like"))
    #expect(like.minY >= 0)
    #expect(host.tap(at: CGPoint(x: like.midX, y: like.midY)))
    #expect(host.accessibilityTree().contains { $0.traits.contains(.isSelected) })
    // Seed 004's layout runs past the first screen; the wheel brings all of it up.
    let adaptive = try #require(host.frame(of: "adaptive"))
    #expect(adaptive.maxY > spec.size.height)
    let distance = adaptive.maxY - spec.size.height + 20
    #expect(host.scroll("gallery", by: CGSize(width: 0, height: distance)))
    let scrolled = try #require(host.frame(of: "adaptive"))
    #expect(scrolled.maxY <= spec.size.height)
    #expect(abs(scrolled.minY - (adaptive.minY - distance)) <= 1)
  }

  @Test func everyCatalogSpecShowsItsControl() throws {
    for (file, identifier) in Self.specs {
      let spec = try load(file)
      let host = ViewHost(
        spec.makeView(registry: .catalog), size: spec.size, colorScheme: spec.colorScheme)
      let frame = host.frame(of: identifier)
      #expect(frame != nil, "\(file)")
      #expect((frame?.width ?? 0) > 0, "\(file)")
    }
  }

  @Test func theCatalogIsRegisteredBesideTheStandardNames() {
    let names = ComponentRegistry.catalog.names
    for name in [
      "Hello", "AdaptiveLayout", "CustomToggle", "DraggableCircle", "PinchableSquare",
      "CustomLikeButton", "ArcShape", "CustomButtonStyle", "CatalogToggle", "RotaryDial",
      "GaugeRing", "PieChart", "GeometryLayout", "PriorityLayout", "FlexiblePicker",
      "ConcentricButton",
    ] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test func tappingTheLikeSpecFlipsItsState() throws {
    let spec = try load("CustomLikeButton")
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    func shown() -> String? {
      host.accessibilityTree().first { $0.identifier == "value" }?.label
    }
    #expect(shown() == "false")
    #expect(host.tap("like"))
    #expect(shown() == "true")
  }

  @Test func draggingTheDialSpecMovesItsStateInSteps() throws {
    let spec = try load("RotaryDial")
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    let dial = try #require(host.frame(of: "dial"))
    func shown() -> String? {
      host.accessibilityTree().first { $0.identifier == "value" }?.label
    }
    #expect(shown() == "40")
    // From the left (9 o'clock, 45° along the 270° sweep: 16.7) to the top (135°: 50).
    let left = CGPoint(x: dial.minX + 10, y: dial.midY)
    #expect(
      host.drag(
        from: left, by: CGSize(width: dial.midX - left.x, height: 10 - dial.midY + dial.minY)))
    #expect(shown() == "50")
  }

  @Test func tappingPickerOptionsChangesTheSpecsSelection() throws {
    let spec = try load("FlexiblePicker")
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    func picked() -> String? {
      host.accessibilityTree().first { $0.identifier == "picked" }?.label
    }
    #expect(picked() == "Rust")
    #expect(host.tap("FlexiblePicker.Go"))
    #expect(picked() == "Rust, Go")
    #expect(host.tap("FlexiblePicker.Rust"))
    #expect(picked() == "Go")
    // Nine options wrap into three rows on an iPhone SE.
    let rows = Set(
      ["Swift", "TypeScript", "OCaml"].compactMap { host.frame(of: "FlexiblePicker.\($0)")?.minY })
    #expect(rows.count == 3)
  }

  @Test func theConcentricSpecsButtonsFollowTheirContainersAndCountTaps() throws {
    let spec = try load("ConcentricButton")
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    #expect(host.tap("button"))
    #expect(host.tap("button"))
    #expect(host.accessibilityTree().first { $0.identifier == "taps" }?.label == "2")
    // Each button sits the container's padding inside it.
    let containers = host.identifiedFrames().filter { $0.identifier == "container" }.map(\.frame)
    let buttons = host.identifiedFrames().filter { $0.identifier == "button" }.map(\.frame)
    #expect(containers.count == 2 && buttons.count == 2)
    #expect(abs(buttons[0].minX - containers[0].minX - 12) <= 0.5)
    #expect(abs(buttons[1].minX - containers[1].minX - 6) <= 0.5)
  }
}
