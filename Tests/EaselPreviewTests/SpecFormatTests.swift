import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// The top-level keys of format v1: devices, colour schemes, text sizes, title and notes, and
/// the first version's `size` and `colorScheme`; images beside the spec.
@MainActor
struct SpecFormatTests {
  @Test func devicesAreCatalogNamesOrCanvases() throws {
    let spec = try parseSpec(
      #"{"devices": ["ipad mini", {"width": 320, "height": 480}, {"name": "Tall", "width": 100, "#
        + #""height": 900}], "view": {"type": "Spacer"}}"#)
    #expect(spec.devices.map(\.name) == ["iPad mini", "320×480", "Tall"])
    #expect(spec.devices[0].device?.safeAreaInsets.top == 24)
    #expect(spec.devices[1].device == nil)
    #expect(spec.size == CGSize(width: 744, height: 1133))
    #expect(spec.device(named: "tall")?.size == CGSize(width: 100, height: 900))
    #expect(spec.device(named: "iPhone SE")?.size == CGSize(width: 375, height: 667))
  }

  @Test func defaultsWhenTheFileSaysNothing() throws {
    let spec = try parseSpec(#"{"view": {"type": "Spacer"}}"#, fileName: "Plain.json")
    #expect(spec.title == "Plain")
    #expect(spec.notes == nil)
    #expect(spec.devices == [SpecDevice(size: CGSize(width: 375, height: 667))])
    #expect(spec.colorSchemes == [.light])
    #expect(spec.textSizes == [.large])
    #expect(spec.state.isEmpty)
  }

  @Test func firstVersionKeysStillLoad() throws {
    let spec = try parseSpec(
      #"{"size": {"width": 200, "height": 100}, "colorScheme": "dark", "view": {"type": "Spacer"}}"#
    )
    #expect(spec.devices.map(\.size) == [CGSize(width: 200, height: 100)])
    #expect(spec.colorSchemes == [.dark])
    let both = try #require(
      specError(
        #"{"size": {"width": 2, "height": 1}, "devices": ["iPad"], "view": {"type": "Spacer"}}"#))
    #expect(both.keyPath == "size")
    #expect(both.message == #"expected either "devices" or "size", found both"#)
  }

  @Test func titleNotesSchemesAndTextSizes() throws {
    let spec = try parseSpec(
      #"{"title": "T", "notes": "n", "colorSchemes": ["dark", "light"], "#
        + #""textSizes": ["xSmall", "accessibility5"], "view": {"type": "Spacer"}}"#)
    #expect(spec.title == "T" && spec.notes == "n")
    #expect(spec.colorSchemes == [.dark, .light])
    #expect(spec.textSizes == [.xSmall, .accessibility5])
    #expect(SpecTextSize.accessibility5.scale == 53.0 / 17)
    let error = try #require(specError(#"{"textSizes": ["huge"], "view": {"type": "Spacer"}}"#))
    #expect(error.keyPath == "textSizes[0]")
    #expect(
      specError(#"{"colorSchemes": [], "view": {"type": "Spacer"}}"#)?.message
        == "expected 1 to 32 elements, found 0")
  }

  @Test func textSizesScaleTheFonts() throws {
    let json =
      #"{"textSizes": ["large", "accessibility1"], "view": {"type": "Text", "text": "Hi", "#
      + #""font": {"size": 17}, "accessibilityIdentifier": "t"}}"#
    let spec = try parseSpec(json)
    let large = try #require(
      ViewHost(spec.makeView(registry: .catalog), size: spec.size).frame(of: "t"))
    let bigger = try #require(
      ViewHost(spec.makeView(textSize: .accessibility1), size: spec.size).frame(of: "t"))
    // 28 / 17 times the type size; the line grows with it.
    #expect(bigger.height > large.height * 1.5)
    #expect(bigger.width > large.width * 1.5)
  }

  @Test func viewAndComponentAreExclusive() throws {
    #expect(
      specError(#"{"component": "Hello", "view": {"type": "Spacer"}}"#)?.message
        == #"expected either "view" or "component", found both"#)
    #expect(specError(#"{"props": {}, "view": {"type": "Spacer"}}"#)?.kind == .unknownKey)
  }

  @Test func imageFilesLoadFromTheSpecsFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swatch = specAssetsFolder.deletingLastPathComponent()
      .appendingPathComponent("Images/sample-swatch.png")
    try FileManager.default.copyItem(
      at: swatch, to: folder.appendingPathComponent("art/swatch.png"))
    let url = folder.appendingPathComponent("Image.json")
    try Data(
      #"{"size": {"width": 100, "height": 100}, "view": {"type": "Image", "file": "art/swatch.png", "accessibilityIdentifier": "image"}}"#
        .utf8
    ).write(to: url)
    let spec = try Spec.load(contentsOf: url, registry: .catalog)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    let frame = try #require(host.frame(of: "image"))
    // The 40 × 30 swatch, red on the left and blue on the right, centred.
    #expect(frame == CGRect(x: 30, y: 35, width: 40, height: 30))
    #expect(try host.pixel(at: CGPoint(x: 35, y: 50)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try host.pixel(at: CGPoint(x: 65, y: 50)) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func containerShapeRoundsContainerRelativeShapes() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 200, "height": 200},
       "view": {"type": "ContainerRelativeShape", "fill": "#0000FF",
                "frame": {"width": 100, "height": 100}, "containerShape": {"cornerRadius": 40}}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The corner is cut by the 40-point radius; the middle of the edge is filled.
    #expect(try host.pixel(at: CGPoint(x: 52, y: 52)) == Pixel(red: 255, green: 255, blue: 255))
    #expect(try host.pixel(at: CGPoint(x: 100, y: 52)) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func effectsApplyInOrder() throws {
    let spec = try parseSpec(
      """
      {"size": {"width": 200, "height": 200},
       "view": {"type": "Color", "color": "#FF0000", "frame": {"width": 100, "height": 100},
                "opacity": 0.5, "offset": {"x": 20, "y": "-10"}, "accessibilityIdentifier": "box",
                "accessibilityLabel": "Box", "accessibilityHint": "A box"}}
      """)
    let host = ViewHost(spec.makeView(registry: .catalog), size: spec.size)
    // The frame stays; the drawing moves 20 right and 10 up, at half opacity.
    #expect(host.frame(of: "box") == CGRect(x: 50, y: 50, width: 100, height: 100))
    let moved = try host.pixel(at: CGPoint(x: 160, y: 100))
    #expect(moved == Pixel(red: 255, green: 127, blue: 127))
    #expect(try host.pixel(at: CGPoint(x: 60, y: 145)) == Pixel(red: 255, green: 255, blue: 255))
    let element = try #require(host.accessibilityTree().first { $0.identifier == "box" })
    #expect(element.label == "Box" && element.hint == "A box")
  }
}
