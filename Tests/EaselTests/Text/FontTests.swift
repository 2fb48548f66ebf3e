import Easel
import EaselTesting
import Foundation
import Testing

/// Text styles have iOS's Large sizes and weights; system, custom and modified fonts resolve
/// to the attributes the text engine draws.
@MainActor
@Suite struct FontTests {
  /// The font a text in `font` is drawn in.
  func drawnFont(_ font: Font) throws -> Font.Resolved {
    try #require(textRuns(of: Text("Aa").font(font)).first).font
  }

  @Test func textStylesHaveApplesLargeSizesAndWeights() throws {
    let expected: [(Font, CGFloat, Font.Weight)] = [
      (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular),
      (.title3, 20, .regular), (.headline, 17, .semibold), (.subheadline, 15, .regular),
      (.body, 17, .regular), (.callout, 16, .regular), (.footnote, 13, .regular),
      (.caption, 12, .regular), (.caption2, 11, .regular),
    ]
    #expect(expected.count == Font.TextStyle.allCases.count)
    for (font, size, weight) in expected {
      let resolved = try drawnFont(font)
      #expect(resolved.size == size)
      #expect(resolved.weight == weight)
      #expect(resolved.design == .default)
      #expect(!resolved.italic)
    }
    // A text without a font is in the body style.
    #expect(try #require(textRuns(of: Text("Aa")).first).font == (try drawnFont(.body)))
    #expect(try drawnFont(.system(.headline)) == (try drawnFont(.headline)))
  }

  @Test func allNineWeightsAreOpenTypeWeights() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
  }

  @Test func systemFontsTakeSizeWeightAndDesign() throws {
    let sized = try drawnFont(.system(size: 25, weight: .heavy, design: .serif))
    #expect(sized.size == 25)
    #expect(sized.weight == .heavy)
    #expect(sized.design == .serif)
    let plain = try drawnFont(.system(size: 25))
    #expect(plain.weight == .regular)
    #expect(plain.design == .default)
    let styled = try drawnFont(.system(.title2, design: .rounded, weight: .light))
    #expect(styled.size == 22)
    #expect(styled.weight == .light)
    #expect(styled.design == .rounded)
    #expect(try drawnFont(.system(.headline, design: .monospaced)).weight == .semibold)
  }

  @Test func customFontsNameTheirFamily() throws {
    let custom = try drawnFont(.custom("DejaVu Serif", size: 19))
    #expect(custom.family == "DejaVu Serif")
    #expect(custom.size == 19)
    #expect(try drawnFont(.custom("Inter", size: 12, relativeTo: .title)).size == 12)
    #expect(try drawnFont(.custom("Inter", fixedSize: 9)).family == "Inter")
    // A fixed-width version of a custom font is the system's monospaced design.
    let monospaced = try drawnFont(.custom("Inter", size: 12).monospaced())
    #expect(monospaced.family == nil)
    #expect(monospaced.design == .monospaced)
  }

  @Test func fontModifiersChangeOneAttribute() throws {
    let body = try drawnFont(.body)
    #expect(try drawnFont(.body.bold()).weight == .bold)
    #expect(try drawnFont(.body.weight(.thin)).weight == .thin)
    #expect(try drawnFont(.body.italic()).italic)
    #expect(try drawnFont(.body.monospacedDigit()).monospacedDigit)
    #expect(try drawnFont(.body.smallCaps()).smallCapitals == .all)
    #expect(try drawnFont(.body.lowercaseSmallCaps()).smallCapitals == .lowercase)
    #expect(try drawnFont(.body.width(.condensed)).width == .condensed)
    #expect(Font.Width.standard.value == 0)
    #expect(Font.Width.compressed.value < Font.Width.condensed.value)
    #expect(Font.Width.expanded.value > 0)
    var expected = body
    expected.weight = .bold
    expected.italic = true
    #expect(try drawnFont(.body.italic().bold()) == expected)
  }
}
