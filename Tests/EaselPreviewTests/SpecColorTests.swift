import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Colour strings and objects parse to the colours they name.
struct SpecColorTests {
  @Test func hexColoursParseInEitherCase() {
    #expect(SpecColor(string: "#3478F6") == .rgba(red: 0x34, green: 0x78, blue: 0xF6, alpha: 255))
    #expect(SpecColor(string: "#3478f6") == .rgba(red: 0x34, green: 0x78, blue: 0xF6, alpha: 255))
    #expect(SpecColor(string: "#00FF0080") == .rgba(red: 0, green: 255, blue: 0, alpha: 0x80))
  }

  @Test func malformedHexIsRejected() {
    for string in [
      "#", "#123", "#12345", "#1234567", "#123456789", "#GGGGGG", "3478F6", "#３４７８F6", "",
    ] {
      #expect(SpecColor(string: string) == nil, "\(string)")
    }
  }

  @Test func everySystemNameParses() {
    let names = [
      "black", "white", "clear", "primary", "secondary", "red", "orange", "yellow", "green",
      "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
    ]
    #expect(SpecSystemColor.allCases.map(\.rawValue) == names)
    for name in names {
      #expect(SpecColor(string: name) == .system(SpecSystemColor(rawValue: name)!))
    }
    #expect(SpecColor(string: "Blue") == nil)
  }

  @Test func colorsResolveToTheirComponents() {
    let hex = SpecColor.rgba(red: 255, green: 0, blue: 51, alpha: 255).color.resolve(for: .light)
    #expect(hex == Color.Resolved(red: 1, green: 0, blue: 0.2, opacity: 1))
    #expect(SpecColor.system(.blue).color == .blue)
    #expect(SpecColor.system(.secondary).color == .secondary)
    let faded = SpecColor.opacity(.system(.red), 0.5).color.resolve(for: .dark)
    #expect(faded == Color.red.opacity(0.5).resolve(for: .dark))
  }

  @Test func opacityObjectsParseAndNest() throws {
    let spec = try parseSpec(
      """
      {"view": {"type": "Color",
                "color": {"color": {"color": "white", "opacity": 0.5}, "opacity": 0.5}}}
      """)
    #expect(spec.view?.content == .color(.opacity(.opacity(.system(.white), 0.5), 0.5)))
  }

  @MainActor @Test func translucentFillBlendsWithTheBackground() throws {
    let spec = try parseSpec(
      """
      {
        "size": { "width": 20, "height": 20 },
        "view": { "type": "Rectangle", "fill": { "color": "#000000", "opacity": 0.5 } }
      }
      """)
    let pixel = try #require(
      try ViewHost(spec.makeView(registry: .catalog), size: spec.size).pixel(x: 10, y: 10))
    #expect(pixel.isClose(to: Pixel(red: 128, green: 128, blue: 128), tolerance: 1), "\(pixel)")
  }

  @MainActor @Test func eightDigitHexCarriesAlpha() throws {
    let spec = try parseSpec(
      """
      { "size": { "width": 20, "height": 20 }, "view": { "type": "Color", "color": "#FF000080" } }
      """)
    let pixel = try #require(
      try ViewHost(spec.makeView(registry: .catalog), size: spec.size).pixel(x: 10, y: 10))
    #expect(pixel.isClose(to: Pixel(red: 255, green: 127, blue: 127), tolerance: 1), "\(pixel)")
  }
}
