import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// How text fields lay out and draw: the caret from Pango, its blinking on the frame clock,
/// scrolling on one line, growing on several, the prompt, and the styles.
@MainActor
@Suite struct TextFieldDrawingTests {
  static let size = CGSize(width: 320, height: 300)
  static let body = Font.Resolved(size: 17)

  /// The height of a line of body text, as Pango lays it out.
  func lineHeight() throws -> CGFloat {
    let font = Font.body.resolved(at: .large)
    let line = try #require(PangoTextEngine().lines(of: "", request: .init(font: font)).first)
    return line.frame.height
  }

  /// Whether a frame's `height` is `expected` placed on whole points.
  func isPlaced(_ height: CGFloat?, _ expected: CGFloat) -> Bool {
    guard let height else { return false }
    return abs(height - expected) <= 1
  }

  @Test func pangoPutsTheCaretAtTheGlyphAdvance() {
    let engine = PangoTextEngine()
    let request = TextLayoutRequest(font: Self.body)
    let a = engine.measure("a", request: request).size.width
    let ab = engine.measure("ab", request: request).size.width
    #expect(a > 5)
    #expect(abs(engine.caretRect(at: 0, in: "ab", request: request).minX) < 0.001)
    #expect(abs(engine.caretRect(at: 1, in: "ab", request: request).minX - a) < 0.01)
    #expect(abs(engine.caretRect(at: 2, in: "ab", request: request).minX - ab) < 0.01)
    // A point goes to the nearest boundary: just left of the middle of "b" is before it.
    #expect(
      engine.offset(at: CGPoint(x: a + (ab - a) * 0.4, y: 5), in: "ab", request: request) == 1)
    #expect(
      engine.offset(at: CGPoint(x: a + (ab - a) * 0.6, y: 5), in: "ab", request: request) == 2)
    #expect(engine.offset(at: CGPoint(x: -20, y: 5), in: "ab", request: request) == 0)
    #expect(engine.offset(at: CGPoint(x: 500, y: 5), in: "ab", request: request) == 2)
    // Offsets are UTF-8: after "é" (two bytes) and after a whole emoji cluster.
    let e = engine.measure("é", request: request).size.width
    #expect(abs(engine.caretRect(at: 2, in: "éb", request: request).minX - e) < 0.01)
    #expect(engine.offset(at: CGPoint(x: 500, y: 5), in: "x👍🏽", request: request) == 9)
    // Lines: two paragraphs, each a line as tall as the caret.
    let lines = engine.lines(of: "ab\ncd", request: request)
    #expect(lines.map(\.range) == [0..<2, 3..<5])
    let caret = engine.caretRect(at: 4, in: "ab\ncd", request: request)
    #expect(abs(caret.minY - lines[1].frame.minY) < 0.01)
    #expect(abs(caret.height - lines[1].frame.height) < 0.01)
  }

  @Test func theFieldsCaretSitsAfterTheGlyphsBeforeIt() throws {
    let box = TextBox("ab")
    let host = ViewHost(
      TextField("", text: box.binding).accessibilityIdentifier("f").frame(width: 200),
      size: Self.size)
    host.type("", into: "f")
    host.press(.leftArrow)
    let run = try #require(host.drawnTextRuns().first)
    let caret = try #require(host.caretRects().first)
    let a = PangoTextEngine().measure("a", request: TextLayoutRequest(font: run.font)).size.width
    #expect(abs(caret.midX - (run.frame.minX + a)) < 0.01)
    #expect(caret.height > 15)
    let frame = try #require(host.frame(of: "f"))
    // One point of room for the caret at the start.
    #expect(abs(run.frame.minX - (frame.minX + 1)) < 0.01)
  }

  @Test func theCaretBlinksOnlyWhileFocused() {
    let host = ViewHost(
      TextField("", text: .constant("x")).accessibilityIdentifier("f"), size: Self.size)
    #expect(!host.needsFrames)
    #expect(host.caretRects().isEmpty)
    host.tap("f")
    #expect(host.needsFrames)
    #expect(host.caretRects().count == 1)
    host.advance(by: 0.6)
    #expect(host.caretRects().isEmpty)
    host.advance(by: 0.5)
    #expect(host.caretRects().count == 1)
    // A key shows the caret again at once.
    host.advance(by: 0.4)
    #expect(host.caretRects().isEmpty)
    host.press(.leftArrow)
    #expect(host.caretRects().count == 1)
    // Ten seconds after the last key the caret stays and the clock stops.
    host.advance(by: 10.1)
    #expect(!host.needsFrames)
    #expect(host.caretRects().count == 1)
    host.press(.rightArrow)
    #expect(host.needsFrames)
    // A window without the keyboard focus shows no caret and asks for no frames.
    host.isWindowFocused = false
    #expect(!host.needsFrames)
    #expect(host.caretRects().isEmpty)
    host.isWindowFocused = true
    #expect(host.needsFrames)
    #expect(host.caretRects().count == 1)
    host.press(.escape)
    #expect(!host.needsFrames)
    #expect(host.caretRects().isEmpty)
  }

  @Test func aLongLineScrollsToKeepTheCaretInView() throws {
    let box = TextBox(String(repeating: "wide text ", count: 8))
    let host = ViewHost(
      TextField("", text: box.binding).accessibilityIdentifier("f").frame(width: 100),
      size: Self.size)
    let frame = try #require(host.frame(of: "f"))
    // Not focused: the start shows.
    #expect(abs(try #require(host.drawnTextRuns().first).frame.minX - (frame.minX + 1)) < 0.01)
    host.type("!", into: "f")
    let caret = try #require(host.caretRects().first)
    #expect(caret.maxX <= frame.maxX + 0.001)
    #expect(caret.minX >= frame.maxX - 4)
    let run = try #require(host.drawnTextRuns().first)
    #expect(run.frame.minX < frame.minX - 300)
    host.press(.home)
    #expect(abs(try #require(host.drawnTextRuns().first).frame.minX - (frame.minX + 1)) < 0.01)
    let start = try #require(host.caretRects().first)
    #expect(abs(start.minX - frame.minX) < 0.01)
  }

  @Test func aVerticalFieldGrowsWithItsLinesUpToItsLineLimit() throws {
    let line = try lineHeight()
    let box = TextBox()
    let host = ViewHost(
      TextField("Notes", text: box.binding, axis: .vertical).lineLimit(3)
        .accessibilityIdentifier("notes").frame(width: 200),
      size: Self.size)
    #expect(isPlaced(host.frame(of: "notes")?.height, line))
    host.type("one\ntwo", into: "notes")
    #expect(box.text == "one\ntwo")
    #expect(isPlaced(host.frame(of: "notes")?.height, 2 * line))
    host.type("\nthree\nfour\nfive")
    #expect(isPlaced(host.frame(of: "notes")?.height, 3 * line))
    // The caret on the last line is scrolled into view.
    let frame = try #require(host.frame(of: "notes"))
    let caret = try #require(host.caretRects().first)
    #expect(caret.maxY <= frame.maxY + 0.5)
    // Reserved lines keep the field tall while empty; long text wraps at the width.
    let reserved = ViewHost(
      TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2...4)
        .accessibilityIdentifier("notes").frame(width: 200),
      size: Self.size)
    #expect(isPlaced(reserved.frame(of: "notes")?.height, 2 * line))
    let wrapped = ViewHost(
      TextField(
        "Notes", text: .constant(String(repeating: "word ", count: 30)), axis: .vertical
      ).lineLimit(3).accessibilityIdentifier("notes").frame(width: 200),
      size: Self.size)
    #expect(isPlaced(wrapped.frame(of: "notes")?.height, 3 * line))
  }

  @Test func theEmptyFieldShowsItsPromptInThePlaceholderColour() throws {
    let host = ViewHost(
      TextField("Title", text: .constant(""), prompt: Text("Prompt"))
        .accessibilityIdentifier("f"),
      size: Self.size)
    let run = try #require(host.drawnTextRuns().first)
    #expect(run.string == "Prompt")
    #expect(run.color == Color.Resolved(60, 60, 67, 0.3))
    let titled = ViewHost(TextField("Title", text: .constant("")), size: Self.size)
    #expect(titled.drawnTextRuns().map(\.string) == ["Title"])
  }

  @Test func theRoundedBorderStyleInsetsTheTextInABorder() throws {
    let line = try lineHeight()
    let host = ViewHost(
      TextField("", text: .constant("")).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("f").frame(width: 200),
      size: Self.size, scale: 2)
    let frame = try #require(host.frame(of: "f"))
    #expect(isPlaced(frame.height, line + 12))
    #expect(frame.width == 200)
    // The border is grey, the inside white, on the white background the border shows.
    let border = try #require(try host.pixel(at: CGPoint(x: frame.midX, y: frame.minY + 0.2)))
    #expect(border.red < 230 && border.red > 150)
    let inside = try #require(try host.pixel(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(inside.red == 255)
    // A click on the padding focuses the field.
    host.tap(at: CGPoint(x: frame.minX + 3, y: frame.midY))
    #expect(host.focusedIdentifier == "f")
  }

  /// A custom style: the bare field padded on yellow.
  struct Highlighted: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
      configuration.padding(10).background(Color.yellow)
    }
  }

  @Test func aCustomStyleWrapsTheBareField() throws {
    let line = try lineHeight()
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("A", text: box.binding).accessibilityIdentifier("a")
        SecureField("B", text: .constant("pw")).accessibilityIdentifier("b")
      }
      .textFieldStyle(Highlighted()).frame(width: 200),
      size: Self.size)
    let a = try #require(host.frame(of: "a"))
    #expect(isPlaced(a.height, line + 20))
    let corner = try #require(try host.pixel(at: CGPoint(x: a.minX + 3, y: a.minY + 3)))
    #expect(corner.red > 240 && corner.blue < 40)
    #expect(isPlaced(host.frame(of: "b")?.height, line + 20))
    host.type("in style", into: "a")
    #expect(box.text == "in style")
  }

  @Test func aTextEditorFillsItsSpaceAndScrolls() throws {
    let box = TextBox()
    let host = ViewHost(
      TextEditor(text: box.binding).accessibilityIdentifier("e").frame(height: 60),
      size: Self.size)
    let frame = try #require(host.frame(of: "e"))
    #expect(frame.width == Self.size.width)
    #expect(frame.height == 60)
    host.type("1\n2\n3\n4\n5\n6", into: "e")
    let caret = try #require(host.caretRects().first)
    #expect(caret.maxY <= frame.maxY + 0.5)
    #expect(caret.minY >= frame.minY)
    let run = try #require(host.drawnTextRuns().first)
    #expect(run.frame.minY < frame.minY)
  }
}
