import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Typing and editing in text fields through `ViewHost`: the binding follows the keys,
/// deletion goes by grapheme cluster, selections are replaced, words jump, undo and redo, the
/// pasteboard, secure fields, formatted values and capitalisation.
@MainActor
@Suite struct TextFieldEditingTests {
  static let size = CGSize(width: 320, height: 240)

  func host(_ box: TextBox) -> ViewHost<some View> {
    ViewHost(
      TextField("Name", text: box.binding).accessibilityIdentifier("field").padding(),
      size: Self.size)
  }

  @Test func typingUpdatesTheBinding() {
    let box = TextBox()
    let host = host(box)
    #expect(host.focusedIdentifier == nil)
    #expect(host.type("hello", into: "field"))
    #expect(box.text == "hello")
    #expect(host.focusedIdentifier == "field")
    #expect(host.drawnTextRuns().map(\.string) == ["hello"])
    // The field is an element: its title is its label, its text its value.
    let element = host.accessibilityTree().first { $0.identifier == "field" }
    #expect(element?.label == "Name")
    #expect(element?.value == "hello")
  }

  @Test func backspaceDeletesByGraphemeCluster() {
    let box = TextBox("👍🏽a")
    let host = host(box)
    host.type("", into: "field")
    host.press(.delete)
    #expect(box.text == "👍🏽")
    host.press(.delete)
    #expect(box.text == "")
    host.type("e\u{301}x")
    host.press(.leftArrow)
    host.press(.delete)
    #expect(box.text == "x")
  }

  @Test func shiftLeftSelectsAndTypingReplacesTheSelection() {
    let box = TextBox("hello")
    let host = host(box)
    host.type("", into: "field")
    host.press(.leftArrow, modifiers: .shift)
    host.press(.leftArrow, modifiers: .shift)
    host.type("p!")
    #expect(box.text == "help!")
  }

  @Test func controlArrowsJumpByWord() {
    let box = TextBox("one two three")
    let host = host(box)
    host.type("", into: "field")
    host.press(.leftArrow, modifiers: .control)
    host.type("X")
    #expect(box.text == "one two Xthree")
    host.press(.leftArrow, modifiers: .control)
    host.press(.leftArrow, modifiers: .control)
    host.press(.leftArrow, modifiers: .control)
    host.type("Y")
    #expect(box.text == "Yone two Xthree")
    host.press(.rightArrow, modifiers: .control)
    host.type("Z")
    #expect(box.text == "YoneZ two Xthree")
    host.press(.delete, modifiers: .control)
    #expect(box.text == " two Xthree")
  }

  @Test func homeAndEndGoToTheEnds() {
    let box = TextBox("middle")
    let host = host(box)
    host.type("", into: "field")
    host.press(.home)
    host.type("<")
    host.press(.end)
    host.type(">")
    #expect(box.text == "<middle>")
    host.press(.home, modifiers: .shift)
    host.type("all")
    #expect(box.text == "all")
  }

  @Test func undoAndRedo() {
    let box = TextBox()
    let host = host(box)
    host.type("abc", into: "field")
    host.press(.leftArrow)
    host.type("X")
    #expect(box.text == "abXc")
    host.press("z", modifiers: .control)
    #expect(box.text == "abc")
    host.press("z", modifiers: .control)
    #expect(box.text == "")
    host.press("z", modifiers: [.control, .shift])
    #expect(box.text == "abc")
    host.press("y", modifiers: .control)
    #expect(box.text == "abXc")
  }

  @Test func copyAndPasteBetweenTwoFields() {
    let first = TextBox("copy me")
    let second = TextBox("> ")
    let host = ViewHost(
      VStack {
        TextField("First", text: first.binding).accessibilityIdentifier("first")
        TextField("Second", text: second.binding).accessibilityIdentifier("second")
      }.padding(), size: Self.size)
    host.type("", into: "first")
    host.press("a", modifiers: .control)
    host.press("c", modifiers: .control)
    #expect(host.pasteboard.string == "copy me")
    host.type("", into: "second")
    #expect(host.focusedIdentifier == "second")
    host.press("v", modifiers: .control)
    #expect(second.text == "> copy me")
    // Cut takes the selection away and onto the pasteboard.
    host.press(.leftArrow, modifiers: [.control, .shift])
    host.press("x", modifiers: .control)
    #expect(second.text == "> copy ")
    #expect(host.pasteboard.string == "me")
    // A paste into a field on one line turns line breaks into spaces.
    host.pasteboard.string = "two\nlines"
    host.press("v", modifiers: .control)
    #expect(second.text == "> copy two lines")
  }

  @Test func aSecureFieldShowsBulletsAndRefusesToCopy() {
    let box = TextBox("secret")
    let host = ViewHost(
      SecureField("Password", text: box.binding).accessibilityIdentifier("password").padding(),
      size: Self.size)
    #expect(host.drawnTextRuns().map(\.string) == ["••••••"])
    host.type("!", into: "password")
    #expect(box.text == "secret!")
    #expect(host.drawnTextRuns().map(\.string) == ["•••••••"])
    host.press("a", modifiers: .control)
    host.press("c", modifiers: .control)
    #expect(host.pasteboard.string == nil)
    host.press("x", modifiers: .control)
    #expect(box.text == "secret!")
    #expect(host.pasteboard.string == nil)
    // The selection can still be typed over, and the prompt shows when it is empty.
    host.press(.delete)
    #expect(box.text == "")
    #expect(host.drawnTextRuns().map(\.string) == ["Password"])
  }

  @Test func aFieldForANumberParsesOnSubmitAndFocusLoss() {
    let box = TextBox()
    box.number = 1.5
    let host = ViewHost(
      TextField("Amount", value: box.numberBinding, format: .number)
        .accessibilityIdentifier("amount").padding(),
      size: Self.size)
    #expect(host.drawnTextRuns().map(\.string) == ["1.5"])
    host.type("", into: "amount")
    host.press("a", modifiers: .control)
    host.type("42.25")
    // Nothing is parsed while editing.
    #expect(box.number == 1.5)
    host.press(.return)
    #expect(box.number == 42.25)
    #expect(host.focusedIdentifier == nil)
    #expect(host.drawnTextRuns().map(\.string) == ["42.25"])
    // Text that does not parse leaves the value, and the field shows it again.
    host.type("", into: "amount")
    host.press("a", modifiers: .control)
    host.type("abc")
    host.press(.escape)
    #expect(box.number == 42.25)
    #expect(host.drawnTextRuns().map(\.string) == ["42.25"])
    // Grouping separators parse as a number formatted with them does.
    host.type("", into: "amount")
    host.press("a", modifiers: .control)
    host.type("1,234")
    host.press(.escape)
    #expect(box.number == 1234)
    #expect(host.drawnTextRuns().map(\.string) == ["1,234"])
  }

  @Test func wordsAutocapitalisationCapitalisesTypedWords() {
    let box = TextBox()
    let host = ViewHost(
      TextField("Name", text: box.binding)
        .textInputAutocapitalization(.words)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .accessibilityIdentifier("name").padding(),
      size: Self.size)
    host.type("ada lovelace", into: "name")
    #expect(box.text == "Ada Lovelace")
    // Pasted text is left as it is.
    host.pasteboard.string = " byron"
    host.press("v", modifiers: .control)
    #expect(box.text == "Ada Lovelace byron")
    let traits = host.textInputTraits(of: "name")
    #expect(traits?.autocapitalization == .words)
    #expect(traits?.autocorrectionDisabled == true)
    #expect(traits?.submitLabel == .next)
    #expect(traits?.keyboardTypeRawValue == 0)
  }

  @Test func sentencesAutocapitalisationCapitalisesSentenceStarts() {
    let box = TextBox()
    let host = ViewHost(
      TextField("Note", text: box.binding).textInputAutocapitalization(.sentences)
        .accessibilityIdentifier("note").padding(),
      size: Self.size)
    host.type("hi. how are you? fine", into: "note")
    #expect(box.text == "Hi. How are you? Fine")
  }

  @Test func aChangeFromOutsideReplacesTheTextWithTheCaretAtTheEnd() {
    let host = ViewHost(
      TextFieldLimit(limit: 3).padding(), size: Self.size)
    host.type("abcdef", into: "limited")
    #expect(host.drawnTextRuns().first?.string == "abc")
  }

  /// A field whose text is cut to `limit` characters by a change handler, as an OTP field
  /// keeps one digit.
  struct TextFieldLimit: View {
    let limit: Int
    @State private var text = ""

    var body: some View {
      TextField("Code", text: $text)
        .onChange(of: text) { _, value in
          if value.count > limit { text = String(value.prefix(limit)) }
        }
        .accessibilityIdentifier("limited")
    }
  }

  @Test func keysTheFieldDoesNotUseAreNotConsumed() {
    let box = TextBox()
    let host = host(box)
    // Nothing focused: letters are the window's.
    #expect(!host.press("g"))
    host.type("", into: "field")
    #expect(host.press("g"))
    #expect(!host.press("q", modifiers: .control))
    #expect(!host.press("q", modifiers: .option))
    #expect(box.text == "g")
  }

  @Test func onKeyPressActionsHearKeysBeforeTheField() {
    let box = TextBox()
    var arrows = 0
    let host = ViewHost(
      TextField("Code", text: box.binding)
        .onKeyPress(characters: .decimalDigits) { _ in .handled }
        .onKeyPress(.upArrow) {
          arrows += 1
          return .handled
        }
        .onKeyPress(keys: [.downArrow], phases: .up) { press in
          #expect(press.phase == .up)
          arrows += 10
          return .ignored
        }
        .accessibilityIdentifier("code").padding(),
      size: Self.size)
    host.type("a1b2", into: "code")
    #expect(box.text == "ab")
    host.press(.upArrow)
    #expect(arrows == 1)
    host.press(.downArrow)
    #expect(arrows == 11)
  }

  @Test func anOnKeyPressForAnyKeyHearsThePhasesItAsksFor() {
    let box = TextBox()
    var released: [String] = []
    let host = ViewHost(
      TextField("Any", text: box.binding)
        .onKeyPress(phases: .up) { press in
          released.append(press.characters)
          return .ignored
        }
        .accessibilityIdentifier("any").padding(),
      size: Self.size)
    host.type("ab", into: "any")
    #expect(released == ["a", "b"])
    #expect(box.text == "ab")
  }

  @Test func aDoubleClickSelectsAWord() throws {
    let box = TextBox("hello world")
    let host = ViewHost(
      TextField("Words", text: box.binding).accessibilityIdentifier("words").frame(width: 300),
      size: Self.size)
    let frame = try #require(host.frame(of: "words"))
    host.tap(at: CGPoint(x: frame.minX + 8, y: frame.midY), count: 2)
    host.type("bye")
    #expect(box.text == "bye world")
  }

  @Test func aMultilineEditorMovesUpAndDownByLine() {
    let box = TextBox("abc\ndef")
    let host = ViewHost(
      TextEditor(text: box.binding).accessibilityIdentifier("editor").frame(
        width: 200, height: 120),
      size: Self.size)
    host.type("", into: "editor")
    host.press(.end, modifiers: .control)
    host.press(.upArrow)
    host.type("X")
    #expect(box.text == "abcX\ndef")
    host.press(.downArrow)
    host.type("Y")
    #expect(box.text == "abcX\ndefY")
    host.press(.home)
    host.type("\n")
    #expect(box.text == "abcX\n\ndefY")
    host.type("\t")
    #expect(box.text == "abcX\n\n\tdefY")
  }
}
