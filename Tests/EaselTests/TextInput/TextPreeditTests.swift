import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// An input method's pre-edit in a text field, driven as the window's XIM input method
/// drives it (`ViewGraph.setPreedit`, `commitText`): shown at the caret in place of the
/// selection, underlined, with the input method's caret inside it; the bound text changes only
/// when it commits; Escape, a click and focus moving away drop it.
@MainActor
@Suite struct TextPreeditTests {
  static let size = CGSize(width: 320, height: 120)

  /// Two fields, the first bound to `box`.
  struct Form: View {
    let box: TextBox
    let other: TextBox
    var body: some View {
      VStack(spacing: 20) {
        TextField("First", text: box.binding).accessibilityIdentifier("first")
        TextField("Second", text: other.binding).accessibilityIdentifier("second")
      }
      .padding(20)
    }
  }

  /// The width of `text` in the body font, as Pango lays it out.
  func width(_ text: String) -> CGFloat {
    PangoTextEngine().measure(
      text, request: TextLayoutRequest(font: Font.body.resolved(at: .large))
    )
    .size.width
  }

  @Test func aPreeditShowsAtTheCaretUnderlinedWithoutChangingTheText() throws {
    let box = TextBox("ab")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    #expect(host.setPreedit("nǐ"))
    #expect(box.text == "ab")
    #expect(host.preedit == TextPreedit("nǐ", caret: 2))
    let run = try #require(host.drawnTextRuns().first { $0.string.hasPrefix("ab") })
    #expect(run.string == "abnǐ")
    // One underline, under the pre-edit only: from after "ab" to after "abnǐ", just below the
    // baseline, a point thick (17-point text).
    let underline = try #require(host.preeditUnderlines().first)
    #expect(host.preeditUnderlines().count == 1)
    #expect(abs(underline.minX - (run.frame.minX + width("ab"))) < 0.01)
    #expect(abs(underline.maxX - (run.frame.minX + width("abnǐ"))) < 0.01)
    #expect(underline.height == 1)
    #expect(underline.minY > run.frame.minY + 10 && underline.maxY < run.frame.maxY)
    // The caret is drawn where the input method's caret is: at the pre-edit's end.
    let caret = try #require(host.caretRects().first)
    #expect(abs(caret.midX - (run.frame.minX + width("abnǐ"))) < 0.01)
    #expect(host.textInputCaretRect.map { abs($0.minX - caret.midX) < 0.01 } == true)
  }

  @Test func theInputMethodsCaretMovesInsideThePreedit() throws {
    let box = TextBox("ab")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    #expect(host.setPreedit("你好", caret: 1))
    let run = try #require(host.drawnTextRuns().first { $0.string.hasPrefix("ab") })
    let caret = try #require(host.caretRects().first)
    #expect(abs(caret.midX - (run.frame.minX + width("ab你"))) < 0.01)
    // A pre-edit that changes keeps its place; an empty one ends it.
    #expect(host.setPreedit("你好吗"))
    #expect(host.drawnTextRuns().contains { $0.string == "ab你好吗" })
    #expect(host.setPreedit(""))
    #expect(host.preedit == nil)
    #expect(host.drawnTextRuns().contains { $0.string == "ab" })
    #expect(host.preeditUnderlines().isEmpty)
  }

  @Test func aCommitTypesTheTextInOneUndoStep() {
    let box = TextBox("ab")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    host.setPreedit("ni")
    host.setPreedit("你")
    #expect(box.text == "ab")
    #expect(host.commitText("你"))
    #expect(box.text == "ab你")
    #expect(host.preedit == nil)
    #expect(host.preeditUnderlines().isEmpty)
    // Typing goes on after the committed text.
    host.type("c")
    #expect(box.text == "ab你c")
    host.press("z", modifiers: .control)
    host.press("z", modifiers: .control)
    #expect(box.text == "ab")
  }

  @Test func aPreeditStandsInForTheSelectionUntilItCommits() throws {
    let box = TextBox("hello world")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    // Select "world".
    for _ in 0..<5 { host.press(.leftArrow, modifiers: .shift) }
    host.setPreedit("wǒ")
    #expect(box.text == "hello world")
    #expect(host.drawnTextRuns().contains { $0.string == "hello wǒ" })
    // No selection is drawn while the pre-edit stands in for it; the caret is.
    #expect(host.caretRects().count == 1)
    host.commitText("我")
    #expect(box.text == "hello 我")
  }

  @Test func escapeDropsThePreeditAndKeepsFocus() {
    let box = TextBox("ab")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    host.setPreedit("ka")
    #expect(host.press(.escape))
    #expect(host.preedit == nil)
    #expect(box.text == "ab")
    #expect(host.focusedIdentifier == "first")
    #expect(host.drawnTextRuns().contains { $0.string == "ab" })
    // A second Escape leaves the field, as without a pre-edit.
    host.press(.escape)
    #expect(host.focusedIdentifier == nil)
  }

  @Test func aKeyOrAClickDropsThePreeditFirst() {
    let box = TextBox("ab")
    let host = ViewHost(Form(box: box, other: TextBox()), size: Self.size)
    host.type("", into: "first")
    host.setPreedit("ka")
    host.type("x")
    #expect(host.preedit == nil)
    #expect(box.text == "abx")
    host.setPreedit("ka")
    host.tap("first")
    #expect(host.preedit == nil)
    #expect(box.text == "abx")
  }

  @Test func focusMovingAwayDropsThePreedit() {
    let box = TextBox("ab")
    let other = TextBox()
    let host = ViewHost(Form(box: box, other: other), size: Self.size)
    host.type("", into: "first")
    host.setPreedit("ka")
    host.press(.tab)
    #expect(host.focusedIdentifier == "second")
    #expect(host.preedit == nil)
    #expect(box.text == "ab")
    #expect(other.text == "")
    host.type("", into: "first")
    #expect(host.drawnTextRuns().contains { $0.string == "ab" })
  }

  @Test func aSecureFieldOrNoFieldTakesNoPreedit() {
    let box = TextBox()
    let host = ViewHost(
      VStack {
        SecureField("Password", text: box.binding).accessibilityIdentifier("secret")
      },
      size: Self.size)
    #expect(!host.setPreedit("ka"))
    #expect(host.textInputCaretRect == nil)
    host.type("", into: "secret")
    #expect(host.focusedIdentifier == "secret")
    #expect(!host.setPreedit("ka"))
    #expect(host.preedit == nil)
    #expect(host.textInputCaretRect == nil)
    // A commit types into it all the same (an input method committing plain text).
    #expect(host.commitText("pw"))
    #expect(box.text == "pw")
  }

  @Test func aCommitWithNoFieldFocusedGoesAsKeyPresses() {
    let box = TextBox()
    let host = ViewHost(
      Color.blue.frame(width: 50, height: 50).focusable()
        .onKeyPress(phases: .down) { press in
          box.log.append(press.characters)
          return .handled
        }
        .accessibilityIdentifier("pad"),
      size: Self.size)
    #expect(!host.commitText("x"))
    host.press(.tab)
    #expect(host.focusedIdentifier == "pad")
    #expect(host.commitText("你好"))
    #expect(box.log == ["你", "好"])
  }

  @Test func aTextEditorShowsThePreeditInItsParagraph() throws {
    let box = TextBox("first\nsecond")
    let host = ViewHost(
      TextEditor(text: box.binding).accessibilityIdentifier("editor").frame(height: 100),
      size: Self.size)
    host.type("", into: "editor")
    // The caret at the end of "first": the pre-edit shows there, on the first line.
    host.press(.upArrow)
    host.press(.end)
    #expect(host.setPreedit("ka"))
    #expect(box.text == "first\nsecond")
    let runs = host.drawnTextRuns()
    let first = try #require(runs.first { $0.string == "firstka" })
    #expect(runs.contains { $0.string == "second" })
    let underline = try #require(host.preeditUnderlines().first)
    #expect(abs(underline.minX - (first.frame.minX + width("first"))) < 0.01)
    #expect(underline.maxY < first.frame.maxY)
    host.commitText("か")
    #expect(box.text == "firstか\nsecond")
  }

  @Test func aPreeditInPlace() throws {
    let box = TextBox("Hello ")
    let host = ViewHost(
      TextField("Greeting", text: box.binding).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("f").padding(16),
      size: CGSize(width: 240, height: 70), scale: 2)
    host.type("", into: "f")
    // Pinyin with tone marks, as an input method shows it before it settles on characters
    // (this machine's fonts have no CJK glyphs to show those in a snapshot).
    host.setPreedit("nǐhǎo", caret: 2)
    #expect(box.text == "Hello ")
    try assertSnapshot(of: host, as: .image(), named: "preedit")
  }
}

extension ViewHost {
  /// The thin rectangles filled under text: a pre-edit's underline.
  fileprivate func preeditUnderlines() -> [CGRect] {
    flattened(displayList().items).compactMap { item in
      guard case .fill(let path, _) = item.operation else { return nil }
      let bounds = path.boundingRect
      return bounds.height <= 2 && bounds.width > TextInputNode.caretWidth ? bounds : nil
    }
  }
}
