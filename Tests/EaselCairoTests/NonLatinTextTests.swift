import Easel
import EaselTesting
import Foundation
import Testing

@testable import EaselCairo

/// Hungarian, Cyrillic, German and Greek text is drawn with real glyphs: the fonts or
/// Fontconfig's fallback cover every character, and each string draws ink.
@MainActor
@Suite struct NonLatinTextTests {
  nonisolated static let samples = [
    "Árvíztűrő tükörfúrógép őű ŐŰ",
    "Съешь же ещё этих мягких булок",
    "Größe, Übermaß, Füße äöü ß",
    "Ελληνικά: Γαζέες καὶ μυρτιὲς",
  ]

  @Test(arguments: samples)
  func everyCharacterHasAGlyph(string: String) {
    let engine = PangoTextEngine()
    for font in [
      Font.Resolved(size: 17), Font.Resolved(size: 17, weight: .bold, italic: true),
      Font.Resolved(size: 17, design: .serif), Font.Resolved(size: 17, design: .monospaced),
      Font.Resolved(size: 17, design: .rounded),
    ] {
      #expect(engine.unknownGlyphCount(in: string, font: font) == 0, "\(font)")
    }
    // A character no installed font has is reported.
    #expect(engine.unknownGlyphCount(in: "a\u{10FFFD}b", font: Font.Resolved(size: 17)) == 1)
  }

  @Test(arguments: samples)
  func eachStringDrawsInk(string: String) throws {
    let host = ViewHost(
      Text(string).fixedSize().accessibilityIdentifier("t")
        .frame(width: 400, height: 60, alignment: .topLeading),
      size: CGSize(width: 400, height: 60))
    let frame = try #require(host.frame(of: "t"))
    #expect(frame.width > 100)
    var columns: Set<Int> = []
    for y in 0..<Int(frame.maxY) {
      for x in 0..<Int(frame.maxX.rounded(.up)) {
        guard let pixel = try host.pixel(x: x, y: y) else { continue }
        if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384 { columns.insert(x) }
      }
    }
    // Ink spreads across the text, not just a few boxes.
    #expect(columns.count > Int(frame.width) / 3)
    #expect(try #require(columns.max()) > Int(frame.maxX) - 12)
  }
}
