import Easel
import EaselTesting
import Foundation
import Testing

/// Line limits, truncation, reserved lines, minimum scale factor and the baselines of fitted
/// text, measured against reference texts in the same font (font metrics are not known here,
/// but one line of a font is always as tall as another).
///
/// Layout runs at a display scale of 1024 pixels per point: placed frames are rounded to
/// pixels, and at that scale the rounding keeps Pango's 1/1024-point units exact, so heights
/// compare exactly. Nothing is rendered at that scale.
@MainActor
@Suite struct TextLayoutTests {
  static let long = "The quick brown fox jumps over the lazy dog and keeps on running"
  static let canvas = CGSize(width: 400, height: 400)
  static let exact: CGFloat = 1024

  /// Hosts `view` for layout only, at the exact scale.
  func exactHost<V: View>(_ view: V, in size: CGSize = canvas) -> ViewHost<V> {
    ViewHost(view, size: size, scale: Self.exact)
  }

  /// The frame of `view`, tagged "t", hosted in the canvas.
  func frame(_ view: some View, in size: CGSize = canvas) throws -> CGRect {
    try #require(exactHost(view.accessibilityIdentifier("t"), in: size).frame(of: "t"))
  }

  /// The text runs `view` draws.
  func runs(_ view: some View, in size: CGSize = canvas) -> [DisplayList.TextRun] {
    var runs: [DisplayList.TextRun] = []
    func collect(_ items: [DisplayList.Item]) {
      for item in items {
        switch item.operation {
        case .text(let run): runs.append(run)
        case .opacity(_, let inner), .offset(_, let inner), .shadow(_, let inner): collect(inner)
        default: break
        }
      }
    }
    collect(exactHost(view, in: size).displayList().items)
    return runs
  }

  /// The height of one line of body text, from a one-word text.
  func lineHeight(_ font: Font = .body) throws -> CGFloat {
    try frame(Text("Word").font(font)).height
  }

  @Test func environmentDefaultsAreSwiftUIs() {
    let environment = EnvironmentValues()
    #expect(environment.lineLimit == nil)
    #expect(environment.truncationMode == .tail)
    #expect(environment.multilineTextAlignment == .leading)
    #expect(environment.minimumScaleFactor == 1)
  }

  @Test func environmentValuesRoundTrip() {
    var environment = EnvironmentValues()
    environment.lineLimit = 3
    environment.truncationMode = .middle
    environment.multilineTextAlignment = .trailing
    environment.minimumScaleFactor = 0.25
    #expect(environment.lineLimit == 3)
    #expect(environment.truncationMode == .middle)
    #expect(environment.multilineTextAlignment == .trailing)
    #expect(environment.minimumScaleFactor == 0.25)
  }

  @Test func lineLimitOneGivesOneLineWithinTheProposedWidth() throws {
    let line = try lineHeight()
    let unlimited = try frame(Text(Self.long).frame(width: 120))
    #expect(unlimited.height >= line * 3)
    let limited = try frame(Text(Self.long).lineLimit(1).frame(width: 120))
    let text = try frame(Text(Self.long).lineLimit(1), in: CGSize(width: 120, height: 400))
    #expect(text.height == line)
    #expect(text.width <= 120)
    #expect(text.width > 60)
    #expect(limited.height == line)
    let run = try #require(
      runs(Text(Self.long).lineLimit(1), in: CGSize(width: 120, height: 400)).first)
    #expect(run.isTruncated)
    #expect(run.lineLimit == 1)
  }

  @Test func lineLimitTwoGivesTwoLines() throws {
    let two = try frame(Text("Word\nWord"))
    let text = try frame(Text(Self.long).lineLimit(2), in: CGSize(width: 120, height: 400))
    #expect(text.height == two.height)
    #expect(text.width <= 120)
    // The same limit on text that needs fewer lines changes nothing.
    #expect(try frame(Text("Short").lineLimit(2)) == frame(Text("Short")))
  }

  @Test func environmentLineLimitActsLikeTheModifier() throws {
    let size = CGSize(width: 120, height: 400)
    #expect(
      try frame(Text(Self.long).environment(\.lineLimit, 2), in: size)
        == frame(Text(Self.long).lineLimit(2), in: size))
  }

  @Test func lineLimitCountsLinesAcrossParagraphs() throws {
    let two = try frame(Text("Word\nWord"))
    let text = try frame(Text("One\nTwo\nThree\nFour").lineLimit(2))
    #expect(text.height == two.height)
    let run = try #require(runs(Text("One\nTwo\nThree\nFour").lineLimit(2)).first)
    #expect(run.lineLimit == 2)
  }

  @Test func lineLimitEndingInsideAWrappedParagraphCutsItThere() throws {
    let two = try frame(Text("Word\nWord"))
    let string = "One\nTwo words that wrap over several lines here\nThree"
    let size = CGSize(width: 120, height: 400)
    #expect(try frame(Text(string), in: size).height > two.height * 2)
    let text = try frame(Text(string).lineLimit(2), in: size)
    #expect(text.height == two.height)
    #expect(text.width <= 120)
    let run = try #require(runs(Text(string).lineLimit(2), in: size).first)
    #expect(run.lineLimit == 2)
  }

  @Test func reservesSpaceMakesShortTextAsTallAsTheLimit() throws {
    let three = try frame(Text("Word\nWord\nWord"))
    let short = try frame(Text("Hi"))
    let reserved = try frame(Text("Hi").lineLimit(3, reservesSpace: true))
    #expect(reserved.height == three.height)
    #expect(reserved.width == short.width)
    // Without reservesSpace, short text keeps its own height.
    #expect(try frame(Text("Hi").lineLimit(3, reservesSpace: false)).height == short.height)
    // A range reserves its lower bound.
    #expect(try frame(Text("Hi").lineLimit(3...5)).height == three.height)
    // The modifier nearest the text wins: lineLimit(nil) drops the reservation.
    #expect(
      try frame(Text("Hi").lineLimit(nil).lineLimit(3, reservesSpace: true)).height
        == short.height)
  }

  @Test func proposedHeightOfOneAndAHalfLinesShowsOneLine() throws {
    let line = try lineHeight()
    let view = Text(Self.long).accessibilityIdentifier("t")
      .frame(width: 120, height: line * 1.5)
    let host = exactHost(view)
    let text = try #require(host.frame(of: "t"))
    #expect(text.height == line)
    #expect(text.width <= 120)
    // Two and a half lines show two.
    let taller = exactHost(
      Text(Self.long).accessibilityIdentifier("t").frame(width: 120, height: line * 2.5))
    #expect(try #require(taller.frame(of: "t")).height == line * 2)
    // Less than a line still shows one.
    let tiny = exactHost(Text(Self.long).accessibilityIdentifier("t").frame(width: 120, height: 3))
    #expect(try #require(tiny.frame(of: "t")).height == line)
  }

  @Test func minimumScaleFactorShrinksTextToFitBeforeTruncating() throws {
    let string = "Scaled to fit here"
    let font = Font.system(size: 20)
    let size = CGSize(width: 100, height: 400)
    let full = try frame(Text(string).font(font).fixedSize())
    #expect(full.width > 100)
    #expect(full.width < 200)
    let truncated = try #require(runs(Text(string).font(font).lineLimit(1), in: size).first)
    #expect(truncated.isTruncated)
    #expect(truncated.font.size == 20)

    let view = Text(string).font(font).lineLimit(1).minimumScaleFactor(0.5)
    let scaled = try frame(view, in: size)
    #expect(scaled.width <= 100)
    #expect(scaled.width > 90)
    #expect(scaled.height < full.height)
    let run = try #require(runs(view, in: size).first)
    #expect(!run.isTruncated)
    #expect(run.font.size < 20)
    #expect(run.font.size >= 10)
    #expect(run.font.size > 20 * 100 / full.width - 0.5)
  }

  @Test func minimumScaleFactorStopsAtTheFactorThenTruncates() throws {
    let view = Text(Self.long).font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.8)
    let size = CGSize(width: 100, height: 400)
    let run = try #require(runs(view, in: size).first)
    #expect(run.font.size == 16)
    #expect(run.isTruncated)
    #expect(try frame(view, in: size).width <= 100)
  }

  @Test func baselinesFollowTheTruncatedLayout() throws {
    // Bottoms aligned by last baseline: a two-line text cut to one line has its last baseline
    // on its first line, so it lines up with a one-line text.
    func tops(_ second: some View) throws -> (CGFloat, CGFloat) {
      let view = HStack(alignment: .lastTextBaseline) {
        Text("One").accessibilityIdentifier("a")
        second.accessibilityIdentifier("b")
      }
      let host = exactHost(view)
      return (try #require(host.frame(of: "a")).minY, try #require(host.frame(of: "b")).minY)
    }
    let uncut = try tops(Text("Two\nlines"))
    #expect(uncut.1 < uncut.0)
    let cut = try tops(Text("Two\nlines").lineLimit(1))
    #expect(cut.0 == cut.1)
    let wrapped = try tops(Text(Self.long).lineLimit(1).frame(width: 120))
    #expect(wrapped.0 == wrapped.1)
  }

  @Test func textInAnOverfullStackTruncates() throws {
    let line = try lineHeight()
    let view = VStack(spacing: 0) {
      Text(Self.long).accessibilityIdentifier("t")
      Color.red.frame(height: 200)
    }
    .frame(width: 120, height: 200 + line * 1.5)
    let host = exactHost(view)
    #expect(try #require(host.frame(of: "t")).height == line)
  }

  /// An engine written before layout requests: it implements only `measure(_:font:width:)`.
  final class PlainEngine: TextEngine {
    func measure(_ string: String, font: Font.Resolved, width: CGFloat?) -> TextMetrics {
      TextMetrics(
        size: CGSize(width: 50, height: font.size), firstBaseline: 10, lastBaseline: 10)
    }
  }

  /// An engine that records the requests it is given.
  final class RecordingEngine: TextEngine {
    var requests: [TextLayoutRequest] = []

    func measure(_ string: String, request: TextLayoutRequest) -> TextMetrics {
      requests.append(request)
      return TextMetrics(
        size: CGSize(width: 40, height: 20), firstBaseline: 15, lastBaseline: 15,
        fontSize: request.font.size / 2, lineCount: 1, isTruncated: true)
    }
  }

  @Test func anEngineWithOnlyThePlainMeasureStillWorks() throws {
    let engine = PlainEngine()
    let graph = ViewGraph(
      root: Text("Hi").font(.system(size: 30)).lineLimit(1).accessibilityIdentifier("t"),
      textEngine: engine)
    graph.layout(in: CGSize(width: 200, height: 200))
    #expect(graph.frame(of: "t")?.size == CGSize(width: 50, height: 30))
    let metrics = engine.measure("Hi", request: TextLayoutRequest(font: .init(size: 12)))
    #expect(metrics.fontSize == 12)
    #expect(!metrics.isTruncated)
  }

  @Test func textPassesItsOptionsAndProposalToTheEngine() throws {
    let engine = RecordingEngine()
    let view = Text("Hi").font(.system(size: 30)).lineLimit(2, reservesSpace: true)
      .truncationMode(.middle).multilineTextAlignment(.center).minimumScaleFactor(0.5)
      .frame(width: 90, height: 70)
    let graph = ViewGraph(root: view, textEngine: engine)
    graph.layout(in: CGSize(width: 200, height: 200))
    let request = try #require(engine.requests.last)
    #expect(
      request
        == TextLayoutRequest(
          font: .init(size: 30), width: 90, height: 70, lineLimit: 2, reservedLineCount: 2,
          truncationMode: .middle, alignment: .center, minimumScaleFactor: 0.5))
    // The old entry point reaches the new one with only a font and a width.
    _ = engine.measure("Hi", font: .init(size: 12), width: 80)
    #expect(engine.requests.last == TextLayoutRequest(font: .init(size: 12), width: 80))
    // What the engine reports is what is drawn.
    var runs: [DisplayList.TextRun] = []
    for item in graph.displayList().items {
      if case .text(let run) = item.operation { runs.append(run) }
    }
    let run = try #require(runs.first)
    #expect(run.font.size == 15)
    #expect(run.lineLimit == 1)
    #expect(run.truncationMode == .middle)
    #expect(run.alignment == .center)
    #expect(run.layoutWidth == 90)
  }
}
