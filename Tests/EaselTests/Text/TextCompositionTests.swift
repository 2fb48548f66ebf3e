import Easel
import EaselTesting
import Foundation
import Testing

/// `Text` concatenation, interpolation, attributed strings and the `Text` modifiers resolve to
/// one run whose spans carry each piece's attributes.
@MainActor
@Suite struct TextCompositionTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let redResolved = Color.Resolved(red: 1, green: 0, blue: 0)
  static let blueResolved = Color.Resolved(red: 0, green: 0, blue: 1)
  static let body = Font.Resolved(size: 17)

  /// The one text run `view` draws.
  func onlyRun(_ view: some View) throws -> DisplayList.TextRun {
    let runs = textRuns(of: view)
    try #require(runs.count == 1)
    return runs[0]
  }

  @Test func concatenatedTextsAreOneRunWithASpanEach() throws {
    let run = try onlyRun(Text("Hello, ") + Text("world").bold() + Text("!"))
    #expect(run.string == "Hello, world!")
    var bold = Self.body
    bold.weight = .bold
    #expect(
      run.spans == [
        TextSpan(range: 0..<7, font: Self.body), TextSpan(range: 7..<12, font: bold),
        TextSpan(range: 12..<13, font: Self.body),
      ])
    #expect(run.font == Self.body)
  }

  @Test func plainTextHasNoSpans() throws {
    #expect(try onlyRun(Text("Plain")).spans.isEmpty)
    // Pieces with the same attributes merge.
    #expect(try onlyRun(Text("a") + Text("b")).spans.isEmpty)
    let styled = try onlyRun(Text("Red").foregroundColor(Self.red).font(.title))
    #expect(styled.spans.isEmpty)
    #expect(styled.color == Self.redResolved)
    #expect(styled.font.size == 28)
  }

  @Test func theInnermostModifierWins() throws {
    let text = (Text("a").foregroundColor(Self.red) + Text("b").font(.title))
      .foregroundColor(Self.blue).font(.caption)
    let run = try onlyRun(text)
    #expect(run.color == Self.redResolved)
    #expect(run.spans.map(\.color) == [nil, Self.blueResolved])
    #expect(run.spans.map(\.font.size) == [12, 28])
    // Text modifiers win over the environment's font and colour.
    let inside = try onlyRun(Text("x").font(.title).foregroundColor(Self.red).font(.caption))
    #expect(inside.font.size == 28)
    let environment = try onlyRun(
      Text("x").font(.title).foregroundColor(Self.red).environment(\.font, .caption))
    #expect(environment.font.size == 28)
    #expect(environment.color == Self.redResolved)
  }

  @Test func textModifiersSetTheirAttributes() throws {
    let run = try onlyRun(
      Text("a")
        + Text("b").fontWeight(.heavy).italic().monospacedDigit().kerning(2).tracking(3)
        .baselineOffset(4).underline(color: Self.red).strikethrough())
    let span = try #require(run.spans.last)
    #expect(span.range == 1..<2)
    #expect(span.font.weight == .heavy)
    #expect(span.font.italic)
    #expect(span.font.monospacedDigit)
    #expect(span.kerning == 2)
    #expect(span.tracking == 3)
    #expect(span.baselineOffset == 4)
    #expect(span.underline == TextSpan.Line(color: Self.redResolved))
    #expect(span.strikethrough == TextSpan.Line())
    // Inactive modifiers change nothing, and an inner underline survives an outer `false`.
    #expect(try onlyRun(Text("a").bold(false).italic(false)).spans.isEmpty)
    let kept = try onlyRun((Text("a").underline() + Text("b")).underline(false))
    #expect(kept.spans.map(\.underline) == [TextSpan.Line(), nil])
  }

  @Test func foregroundStyleOnTextResolvesLevelsOfTheEnvironment() throws {
    let run = try onlyRun(
      (Text("a") + Text("b").foregroundStyle(.secondary)).foregroundStyle(Self.red))
    #expect(run.color == Self.redResolved)
    // The secondary level of the environment's label colour, #3C3C43 at 60 %.
    let secondary = Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    #expect(run.spans.map(\.color) == [nil, secondary])
  }

  @Test func interpolationFormatsValuesAsSwiftUIDoes() throws {
    let count = 3
    let name = "Ada"
    #expect(try onlyRun(Text("\(count) items for \(name)")).string == "3 items for Ada")
    #expect(try onlyRun(Text("Value: \(2.5)")).string == "Value: 2.500000")
    #expect(try onlyRun(Text("\(2.5, specifier: "%.1f") km")).string == "2.5 km")
    #expect(try onlyRun(Text("\(Float(1.25), specifier: "%.2f")")).string == "1.25")
    #expect(try onlyRun(Text("\(UInt8(7))/\(Int64(-8))")).string == "7/-8")
    // Images are left out; interpolated texts keep their attributes.
    #expect(try onlyRun(Text("a\(Image(systemName: "heart"))b")).string == "ab")
    let run = try onlyRun(Text("Hi \(Text("there").bold())!"))
    #expect(run.string == "Hi there!")
    #expect(run.spans.map(\.range) == [0..<3, 3..<8, 8..<9])
    #expect(run.spans.map(\.font.weight) == [.regular, .bold, .regular])
  }

  @Test func stringValuesAndVerbatimAreShownAsWritten() throws {
    let value: Substring = "sub*string*"[...]
    #expect(try onlyRun(Text(value)).string == "sub*string*")
    #expect(try onlyRun(Text(verbatim: "%lld \\(x)")).string == "%lld \\(x)")
    let key = LocalizedStringKey("a key")
    #expect(try onlyRun(Text(key)).string == "a key")
  }

  @Test func attributedStringsKeepTheirRuns() throws {
    var string = AttributedString("Read the terms now")
    let terms = try #require(string.range(of: "terms"))
    string[terms].font = .headline
    string[terms].underlineStyle = .single
    string[terms].kern = 1.5
    let now = try #require(string.range(of: "now"))
    string[now].foregroundColor = Self.red
    string[now].strikethroughStyle = Text.LineStyle(color: Self.blue)
    string[now].baselineOffset = 2
    string[now].tracking = 1
    let run = try onlyRun(Text(string))
    #expect(run.string == "Read the terms now")
    #expect(run.spans.map(\.range) == [0..<9, 9..<14, 14..<15, 15..<18])
    #expect(run.spans[1].font.weight == .semibold)
    #expect(run.spans[1].underline == TextSpan.Line())
    #expect(run.spans[1].kerning == 1.5)
    #expect(run.spans[3].color == Self.redResolved)
    #expect(run.spans[3].strikethrough == TextSpan.Line(color: Self.blueResolved))
    #expect(run.spans[3].baselineOffset == 2)
    #expect(run.spans[3].tracking == 1)
    // Links draw in the accent colour.
    var link = AttributedString("Easel")
    link.link = URL(string: "https://example.com")
    #expect(try onlyRun(Text(link)).color == Color.accentColor.resolve(for: .light))
  }

  @Test func environmentKerningTrackingAndLineSpacingReachTheRun() throws {
    let run = try onlyRun(
      (Text("a") + Text("b").kerning(1)).kerning(9).tracking(2).lineSpacing(6)
        .environment(\.font, .title))
    #expect(run.lineSpacing == 6)
    // Text's own kerning and tracking apply to its pieces that set none.
    #expect(run.spans.map(\.kerning) == [9, 1])
    #expect(run.spans.map(\.tracking) == [2, 2])
    let viewLevel = try onlyRun(
      VStack { Text("a") + Text("b").kerning(1) }.kerning(9).tracking(2).lineSpacing(6))
    #expect(viewLevel.spans.map(\.kerning) == [9, 1])
    #expect(viewLevel.spans.map(\.tracking) == [2, 2])
    #expect(viewLevel.lineSpacing == 6)
    var environment = EnvironmentValues()
    #expect(environment.lineSpacing == 0)
    environment.lineSpacing = 4
    #expect(environment.lineSpacing == 4)
  }

  @Test func concatenatedTextReadsAsOneAccessibilityLabel() throws {
    let host = ViewHost(
      Text("Total: ") + Text("\(42)").bold(), size: CGSize(width: 300, height: 100))
    #expect(host.accessibilityTree().map(\.label) == ["Total: 42"])
  }

  @Test func fadedRunsFadeTheirSpanColours() throws {
    let run = try onlyRun((Text("a") + Text("b").foregroundColor(Self.red)).opacity(0.5))
    #expect(run.color.opacity == 0.5)
    #expect(run.spans.last?.color?.opacity == 0.5)
  }
}
