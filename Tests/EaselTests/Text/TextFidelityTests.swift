import Easel
import EaselTesting
import Foundation
import Testing

/// Text layout, case by case, against SwiftUI on iOS.
///
/// Text is measured by the Pango engine, whose font metrics are not written into these tests:
/// each case measures a reference text in the same font (`L`, the height of one body line, and
/// the widths of single words) and writes SwiftUI's arithmetic out on top of it. Layout runs at
/// a display scale of 1024 pixels per point, so that rounding frames to pixels keeps Pango's
/// 1/1024-point units exact and the sums compare exactly. Sources: Apple's `Text` and `View`
/// reference pages for `lineSpacing(_:)`, `lineLimit(_:)`, `kerning(_:)`, `tracking(_:)`,
/// `baselineOffset(_:)` and `textCase(_:)`.
@MainActor
@Suite struct TextFidelityTests {
  static let canvas = CGSize(width: 400, height: 400)
  static let exact: CGFloat = 1024

  /// The frame of `view`, tagged "t", laid out alone in the canvas.
  func frame(_ view: some View, in size: CGSize = canvas) throws -> CGRect {
    let host = ViewHost(view.accessibilityIdentifier("t"), size: size, scale: Self.exact)
    return try #require(host.frame(of: "t"))
  }

  /// The size of `view` laid out alone in the canvas.
  func size(_ view: some View) throws -> CGSize { try frame(view).size }

  /// The size `view` chooses when proposed `width` (and the canvas's height).
  func size(_ view: some View, proposedWidth width: CGFloat) throws -> CGSize {
    let host = ViewHost(
      view.accessibilityIdentifier("t").frame(width: width), size: Self.canvas, scale: Self.exact)
    return try #require(host.frame(of: "t")).size
  }

  /// The height of one line of body text.
  func lineHeight() throws -> CGFloat { try size(Text("Word")).height }

  // MARK: - Line spacing

  @Test func lineSpacingGoesBetweenLinesNotAfterTheLast() throws {
    let line = try lineHeight()
    // SwiftUI: "the distance between the bottom of one line fragment and the top of the next".
    // n lines are n·L + (n − 1)·10 tall; one line gets no spacing at all.
    #expect(try size(Text("Word").lineSpacing(10)).height == line)
    #expect(try size(Text("Word\nWord").lineSpacing(10)).height == 2 * line + 10)
    #expect(try size(Text("Word\nWord\nWord").lineSpacing(10)).height == 3 * line + 20)
    // Wrapped lines are spaced like lines broken at newlines.
    let wrapped = try size(Text("Word Word Word").lineSpacing(10), proposedWidth: 50)
    #expect(wrapped.height == 3 * line + 20)
  }

  @Test func reservedLinesAreSpacedLikeRealOnes() throws {
    let line = try lineHeight()
    let reserved = try size(Text("Word").lineSpacing(10).lineLimit(3, reservesSpace: true))
    #expect(reserved.height == 3 * line + 20)
  }

  // MARK: - Line limit ranges

  @Test func aClosedRangeReservesItsLowerBoundAndCutsAtItsUpperBound() throws {
    let line = try lineHeight()
    let five = "One\nTwo\nThree\nFour\nFive"
    #expect(try size(Text("Hi").lineLimit(2...4)).height == 2 * line)
    #expect(try size(Text("One\nTwo\nThree").lineLimit(2...4)).height == 3 * line)
    #expect(try size(Text(five).lineLimit(2...4)).height == 4 * line)
    let run = try #require(textRuns(of: Text(five).lineLimit(2...4)).first)
    #expect(run.lineLimit == 4)
    #expect(run.isTruncated)
  }

  @Test func partialRangesBoundOneSideOnly() throws {
    let line = try lineHeight()
    let five = "One\nTwo\nThree\nFour\nFive"
    // `2...`: at least two lines of height, no maximum.
    #expect(try size(Text("Hi").lineLimit(2...)).height == 2 * line)
    #expect(try size(Text(five).lineLimit(2...)).height == 5 * line)
    // `...2`: at most two lines, nothing reserved.
    #expect(try size(Text("Hi").lineLimit(...2)).height == line)
    #expect(try size(Text(five).lineLimit(...2)).height == 2 * line)
  }

  // MARK: - Wrapping at the ideal width

  @Test func textProposedItsIdealWidthKeepsOneLine() throws {
    let string = "Hello brave new world"
    let line = try lineHeight()
    let ideal = try size(Text(string).fixedSize())
    #expect(ideal.height == line)
    #expect(ideal.width > 100)
    let exactly = try size(Text(string), proposedWidth: ideal.width)
    #expect(exactly == ideal)
    // A point less, or a hundredth of one, breaks the last word onto a second line.
    let wrapped = try size(Text(string), proposedWidth: ideal.width - 1)
    // Wrapped text is as wide as its widest line, not as the proposal.
    #expect(wrapped == CGSize(width: try size(Text("Hello brave new")).width, height: 2 * line))
    #expect(try size(Text(string), proposedWidth: ideal.width - 0.01).height == 2 * line)
    // More than the ideal width changes nothing: text does not grow to fill a proposal.
    #expect(try size(Text(string), proposedWidth: ideal.width + 50) == ideal)
  }

  // MARK: - Concatenation

  @Test func concatenatedTextsMeasureAsOneLine() throws {
    let line = try lineHeight()
    let plain = try size(Text("a")).width
    let bold = try size(Text("b").bold()).width
    let joined = try size(Text("a") + Text("b").bold())
    // One line as tall as either piece, as wide as both side by side.
    #expect(joined == CGSize(width: plain + bold, height: line))
    #expect(textRuns(of: Text("a") + Text("b").bold()).count == 1)
  }

  @Test func concatenatedTextsWrapAsOneText() throws {
    let line = try lineHeight()
    let text = Text("Hello ") + Text("brave").bold() + Text(" new world")
    let ideal = try size(text.fixedSize())
    #expect(ideal.height == line)
    // Wrapping breaks between words across the pieces, as one paragraph.
    #expect(try size(text, proposedWidth: ideal.width - 1).height == 2 * line)
  }

  // MARK: - Character spacing

  @Test func trackingAddsSpaceBetweenCharacters() throws {
    // SwiftUI treats tracking as trailing whitespace: five characters, four gaps.
    let plain = try size(Text("Hello"))
    let tracked = try size(Text("Hello").tracking(2))
    #expect(tracked == CGSize(width: plain.width + 4 * 2, height: plain.height))
    // The innermost tracking wins; the view modifier reaches text inside the view.
    #expect(try size(Text("Hello").tracking(3).tracking(2)) == size(Text("Hello").tracking(3)))
    #expect(try size(VStack { Text("Hello") }.tracking(2)) == tracked)
  }

  @Test func kerningAlsoWidensTheTrailingEdge() throws {
    // SwiftUI: kerning "affects the trailing edge of the text view as well": five characters,
    // five times the kerning.
    let plain = try size(Text("Hello"))
    let kerned = try size(Text("Hello").kerning(2))
    #expect(kerned == CGSize(width: plain.width + 5 * 2, height: plain.height))
    #expect(try size(VStack { Text("Hello") }.kerning(2)) == kerned)
    // Each line ends in its kerning; the text is as wide as its widest line.
    let hi = try size(Text("Hi")).width
    #expect(try size(Text("Hello\nHi").kerning(2)).width == max(plain.width + 10, hi + 4))
    // A text proposed its kerned ideal width does not wrap.
    #expect(try size(Text("Hello").kerning(2), proposedWidth: kerned.width) == kerned)
    // With tracking as well, tracking wins: four gaps and nothing after the last character.
    #expect(try size(Text("Hello").kerning(2).tracking(2)).width == plain.width + 4 * 2)
  }

  // MARK: - Digits and alignment

  @Test func monospacedDigitsGiveEveryDigitTheSameAdvance() throws {
    // Inter's proportional "1" is narrower than its "0"; with tabular figures they match.
    #expect(try size(Text("111")).width < size(Text("000")).width)
    let ones = try size(Text("111").monospacedDigit())
    #expect(ones == (try size(Text("000").monospacedDigit())))
    #expect(try size(Text("111").font(.body.monospacedDigit())) == ones)
  }

  @Test func multilineAlignmentMovesLinesButNotTheFrame() throws {
    // The text is as wide as its widest line whatever the alignment; lines move inside it.
    let plain = try size(Text("Hello\nHi"))
    for alignment in [TextAlignment.leading, .center, .trailing] {
      #expect(try size(Text("Hello\nHi").multilineTextAlignment(alignment)) == plain)
    }
  }

  // MARK: - Baseline offset

  @Test func aRaisedOrLoweredPieceGrowsTheLineByItsOffset() throws {
    // SwiftUI: "The bounds of the view expand to contain the moved text."
    let line = try lineHeight()
    let plain = try size(Text("Hello") + Text("x"))
    let raised = try size(Text("Hello") + Text("x").baselineOffset(10))
    #expect(raised == CGSize(width: plain.width, height: line + 10))
    let lowered = try size(Text("Hello") + Text("x").baselineOffset(-10))
    #expect(lowered == CGSize(width: plain.width, height: line + 10))
  }

  // MARK: - Text case

  @Test func textCaseTransformsWhatIsMeasuredAndDrawn() throws {
    #expect(EnvironmentValues().textCase == nil)
    let upper = try size(Text("Hello").textCase(.uppercase))
    #expect(upper == (try size(Text("HELLO"))))
    #expect(upper.width > (try size(Text("Hello")).width))
    #expect(try size(Text("HeLLo").textCase(.lowercase)) == size(Text("hello")))
    #expect(try size(Text("Hello").textCase(nil)) == size(Text("Hello")))
    let run = try #require(textRuns(of: Text("Hello").textCase(.uppercase)).first)
    #expect(run.string == "HELLO")
  }

  @Test func textCaseKeepsEachPiecesAttributes() throws {
    let run = try #require(
      textRuns(of: (Text("ab") + Text("cd").bold()).textCase(.uppercase)).first)
    #expect(run.string == "ABCD")
    #expect(run.spans.map(\.range) == [0..<2, 2..<4])
    #expect(run.spans.map(\.font.weight) == [.regular, .bold])
    // The innermost setting wins, as for every environment value.
    let inner = try #require(
      textRuns(of: Text("Ab").textCase(.lowercase).textCase(.uppercase)).first)
    #expect(inner.string == "ab")
  }
}
