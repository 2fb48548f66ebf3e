import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The attributes of text change its measured size and its pixels as SwiftUI's do: weights,
/// concatenated runs, kerning and tracking, line spacing, underline and strikethrough,
/// baseline offsets, colours and monospaced digits.
@MainActor
@Suite struct TextAttributeRenderingTests {
  static let canvas = CGSize(width: 400, height: 200)

  /// The size `text` takes at its ideal size, laid out at 1024 pixels per point so that
  /// frames keep Pango's 1/1024-point units exactly.
  func size(_ text: some View) throws -> CGSize {
    let host = ViewHost(
      text.fixedSize().accessibilityIdentifier("t"), size: CGSize(width: 1000, height: 600),
      scale: 1024)
    return try #require(host.frame(of: "t")).size
  }

  /// `text` at its ideal size at the top left of a white canvas, at scale 1.
  func hosted(_ text: some View) -> ViewHost<some View> {
    ViewHost(
      text.fixedSize().accessibilityIdentifier("t")
        .frame(width: Self.canvas.width, height: Self.canvas.height, alignment: .topLeading),
      size: Self.canvas)
  }

  /// Whether a pixel is ink on the white background.
  static func isInk(_ pixel: Pixel?) -> Bool {
    guard let pixel else { return false }
    return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 600
  }

  /// The ink pixels of `rect` (points, scale 1) as (column, row) pairs.
  static func ink(in rect: CGRect, of host: ViewHost<some View>) throws -> [(x: Int, y: Int)] {
    var pixels: [(x: Int, y: Int)] = []
    for y in max(Int(rect.minY), 0)..<Int(rect.maxY.rounded(.up)) {
      for x in max(Int(rect.minX), 0)..<Int(rect.maxX.rounded(.up))
      where isInk(try host.pixel(x: x, y: y)) {
        pixels.append((x, y))
      }
    }
    return pixels
  }

  /// The number of ink pixels `text` draws.
  func inkCount(_ text: some View) throws -> Int {
    let host = hosted(text)
    return try Self.ink(in: try #require(host.frame(of: "t")), of: host).count
  }

  @Test func headlineIsSemiboldBody() throws {
    let string = "Headline text"
    let headline = try size(Text(string).font(.headline))
    #expect(headline == (try size(Text(string).font(.system(size: 17, weight: .semibold)))))
    let body = try size(Text(string).font(.body))
    #expect(headline.height == body.height)
    // Inter keeps most advances across weights; its semibold strokes are heavier.
    #expect(try inkCount(Text(string).font(.headline)) > inkCount(Text(string).font(.body)))
  }

  @Test func aBoldRunMakesConcatenatedTextWider() throws {
    // DejaVu Sans's bold letters are wider than its regular ones (Inter keeps most advances
    // across weights, so the bold run shows in its ink instead).
    let dejaVu = Font.custom("DejaVu Sans", size: 17)
    let mixed = try size((Text("a") + Text("b").bold()).font(dejaVu))
    let plain = try size(Text("ab").font(dejaVu))
    #expect(mixed.width > plain.width)
    #expect(mixed.height == plain.height)
    #expect(try inkCount(Text("a") + Text("b").bold()) > inkCount(Text("ab")))
    // A larger run makes the one line taller, and both runs share it.
    let line = try size(Text("ab")).height
    let large = try size(Text("a") + Text("b").font(.system(size: 40)))
    #expect(large.height > line * 2)
    #expect(large.height < line * 3)
  }

  @Test func kerningAndTrackingAddSpaceBetweenCharacters() throws {
    let string = "ABCDEFGHIJ"
    let plain = try size(Text(string)).width
    for spaced in [
      try size(Text(string).kerning(5)), try size(Text(string).tracking(5)),
      try size(Text(string).kerning(5).tracking(5)),
      try size(VStack { Text(string) }.kerning(5)),
      try size(VStack { Text(string) }.tracking(5)),
    ] {
      let added = spaced.width - plain
      #expect(added >= 45 && added <= 50, "added \(added)")
    }
    #expect(try size(Text(string).kerning(-1)).width < plain)
  }

  @Test func lineSpacingAddsSpaceBetweenLines() throws {
    let string = "First\nSecond\nThird"
    let plain = try size(Text(string)).height
    #expect(try size(Text(string).lineSpacing(10)).height == plain + 20)
    #expect(try size(VStack { Text(string) }.lineSpacing(10)).height == plain + 20)
    // One line has no gap to add to.
    #expect(try size(Text("One").lineSpacing(10)).height == (try size(Text("One")).height))
  }

  @Test func monospacedDigitsMakeNumbersEquallyWide() throws {
    // Inter's digits are proportional by default.
    #expect(try size(Text("111")).width < (try size(Text("888")).width))
    #expect(
      try size(Text("111").monospacedDigit()).width
        == (try size(Text("888").monospacedDigit()).width))
    #expect(
      try size(Text("111").font(.body.monospacedDigit())).width
        == (try size(Text("888").font(.body.monospacedDigit())).width))
    // Monospaced digits leave letters alone.
    #expect(
      try size(Text("ili").monospacedDigit()).width == (try size(Text("ili")).width))
  }

  @Test func designsAndWidthsUseDifferentFaces() throws {
    let string = "Rounded serif mono"
    let widths = try [Font.Design.default, .serif, .rounded, .monospaced].map {
      try size(Text(string).font(.system(size: 20, design: $0))).width
    }
    #expect(Set(widths).count == 4)
    #expect(
      try size(Text(string).font(.custom("DejaVu Sans", size: 20).width(.condensed))).width
        < (try size(Text(string).font(.custom("DejaVu Sans", size: 20))).width))
    // An unknown family falls back to the system font.
    #expect(
      try size(Text(string).font(.custom("No Such Family", size: 20))).width == widths[0])
  }

  @Test func underlineDrawsBelowTheBaselineAndStrikethroughThroughTheMiddle() throws {
    let font = Font.system(size: 30)
    let plain = hosted(Text("H      H").font(font))
    let underlined = hosted(Text("H      H").font(font).underline())
    let struck = hosted(Text("H      H").font(font).strikethrough())
    let frame = try #require(plain.frame(of: "t"))
    #expect(try #require(underlined.frame(of: "t")) == frame)
    // The first H stands on the baseline: its ink's last row.
    let letter = CGRect(x: frame.minX, y: frame.minY, width: 25, height: frame.height)
    let hRows = try Self.ink(in: letter, of: plain).map(\.y)
    let baseline = try #require(hRows.max())
    let capTop = try #require(hRows.min())
    // Between the letters, only the lines have ink.
    let gap = CGRect(
      x: frame.midX - 10, y: frame.minY, width: 20, height: frame.height)
    #expect(try Self.ink(in: gap, of: plain).isEmpty)
    let underline = try Self.ink(in: gap, of: underlined).map(\.y)
    #expect(!underline.isEmpty)
    #expect(try #require(underline.min()) > baseline)
    let strike = try Self.ink(in: gap, of: struck).map(\.y)
    #expect(!strike.isEmpty)
    #expect(try #require(strike.min()) > capTop)
    #expect(try #require(strike.max()) < baseline)
  }

  @Test func baselineOffsetRaisesARun() throws {
    let host = hosted((Text("H") + Text("H").baselineOffset(8)).font(.system(size: 30)))
    let frame = try #require(host.frame(of: "t"))
    let ink = try Self.ink(in: frame.insetBy(dx: 0, dy: -10), of: host)
    let split = frame.midX
    let first = try #require(ink.filter { CGFloat($0.x) < split }.map(\.y).max())
    let second = try #require(ink.filter { CGFloat($0.x) > split }.map(\.y).max())
    #expect(first - second == 8)
  }

  @Test func concatenatedRunsDrawInTheirColours() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let host = hosted(
      (Text("IIII").foregroundColor(red) + Text("IIII").foregroundColor(blue))
        .font(.system(size: 30, weight: .black)))
    let frame = try #require(host.frame(of: "t"))
    var reds = 0
    var blues = 0
    for y in Int(frame.minY)..<Int(frame.maxY) {
      for x in Int(frame.minX)..<Int(frame.maxX) {
        guard let pixel = try host.pixel(x: x, y: y) else { continue }
        let left = CGFloat(x) < frame.midX
        if pixel.red > 200, pixel.green < 60, pixel.blue < 60 {
          #expect(left, "red at \(x), \(y)")
          reds += 1
        }
        if pixel.blue > 200, pixel.red < 60, pixel.green < 60 {
          #expect(!left, "blue at \(x), \(y)")
          blues += 1
        }
      }
    }
    #expect(reds > 50)
    #expect(blues > 50)
  }

  @Test func mixedRunsDrawInsideTheirMeasuredFrame() throws {
    let text =
      Text("Small ") + Text("Large").font(.largeTitle).kerning(3) + Text(" tail").italic()
    let host = hosted(text)
    let frame = try #require(host.frame(of: "t"))
    let ink = try Self.ink(in: frame.insetBy(dx: -20, dy: -20), of: host)
    let columns = ink.map(\.x)
    #expect(try #require(columns.min()) >= Int(frame.minX))
    #expect(try #require(columns.max()) < Int(frame.maxX.rounded(.up)))
    #expect(try #require(columns.max()) > Int(frame.maxX) - 8)
    let rows = ink.map(\.y)
    #expect(try #require(rows.min()) >= Int(frame.minY))
    #expect(try #require(rows.max()) < Int(frame.maxY.rounded(.up)))
  }

  @Test func wrappedConcatenatedTextBreaksAcrossRuns() throws {
    let text = Text("The quick brown ") + Text("fox jumps").bold() + Text(" over the lazy dog")
    let wrapped = try size(text.frame(width: 120))
    let line = try size(Text("The"))
    #expect(wrapped.height >= line.height * 2)
    let oneLine = try size(text)
    #expect(oneLine.height == line.height)
  }
}
