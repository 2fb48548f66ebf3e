import Foundation
import Testing

@testable import Easel

/// The editing model on its own: grapheme-cluster positions, deletion, selection, words,
/// paragraphs, undo and redo, and autocapitalisation.
@Suite struct TextEditingModelTests {
  @Test func typingInsertsAtTheCaret() {
    var model = TextEditingModel()
    model.insert("h")
    model.insert("i")
    #expect(model.text == "hi")
    #expect(model.head == 2)
    model.move(to: 1)
    model.insert("e")
    #expect(model.text == "hei")
    #expect(model.head == 2)
  }

  @Test func backspaceDeletesWholeGraphemeClusters() {
    var model = TextEditingModel("👍🏽a")
    #expect(model.count == 2)
    model.deleteBackward()
    #expect(model.text == "👍🏽")
    model.deleteBackward()
    #expect(model.text == "")
    model.deleteBackward()
    #expect(model.text == "")

    var accented = TextEditingModel("e\u{301}🇫🇷x")
    #expect(accented.count == 3)
    accented.move(to: 0)
    accented.deleteForward()
    #expect(accented.text == "🇫🇷x")
    accented.deleteForward()
    #expect(accented.text == "x")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    var model = TextEditingModel("e")
    model.insert("\u{301}")
    #expect(model.text == "é")
    #expect(model.count == 1)
    #expect(model.head == 1)
  }

  @Test func arrowsMoveAndShiftExtends() {
    var model = TextEditingModel("hello")
    model.moveLeft(extending: true)
    model.moveLeft(extending: true)
    #expect(model.selection == 3..<5)
    #expect(model.selectedText == "lo")
    model.insert("p!")
    #expect(model.text == "help!")
    model.moveLeft(extending: true)
    // Left without Shift collapses a selection to its start.
    model.moveLeft()
    #expect(model.head == 4)
    #expect(!model.hasSelection)
    model.moveRight(extending: true)
    model.moveRight()
    #expect(model.head == 5)
    model.moveRight()
    #expect(model.head == 5)
  }

  @Test func wordsJumpAndDelete() {
    var model = TextEditingModel("one two, three")
    model.moveLeft(byWord: true)
    #expect(model.head == 9)
    model.moveLeft(byWord: true)
    #expect(model.head == 4)
    model.moveLeft(byWord: true)
    #expect(model.head == 0)
    model.moveRight(byWord: true)
    #expect(model.head == 3)
    model.moveRight(byWord: true)
    #expect(model.head == 7)
    model.move(to: model.count)
    model.deleteBackward(byWord: true)
    #expect(model.text == "one two, ")
    #expect(model.wordRange(at: 5) == 4..<7)
    #expect(model.wordRange(at: 7) == 7..<9)
  }

  @Test func paragraphsEndAtLineBreaks() {
    let model = TextEditingModel("ab\ncde\nf")
    #expect(model.paragraphRange(containing: 4) == 3..<6)
    #expect(model.paragraphRange(containing: 0) == 0..<2)
    #expect(model.paragraphRange(containing: 8) == 7..<8)
  }

  @Test func typingUndoesAsOneRunAndRedoes() {
    var model = TextEditingModel("a")
    for character in " word" { model.insert(String(character)) }
    model.deleteBackward()
    model.deleteBackward()
    #expect(model.text == "a wo")
    model.undo()
    #expect(model.text == "a word")
    model.undo()
    #expect(model.text == "a")
    #expect(model.head == 1)
    let undid = model.undo()
    #expect(!undid)
    model.redo()
    #expect(model.text == "a word")
    model.redo()
    #expect(model.text == "a wo")
    let redid = model.redo()
    #expect(!redid)
  }

  @Test func movingTheCaretStartsANewRun() {
    var model = TextEditingModel()
    model.insert("a")
    model.insert("b")
    model.move(to: 0)
    model.insert("c")
    #expect(model.text == "cab")
    model.undo()
    #expect(model.text == "ab")
    #expect(model.head == 0)
    // A new edit after an undo forgets the redo.
    model.insert("d")
    let redid = model.redo()
    #expect(!redid)
  }

  @Test func cutRemovesTheSelection() {
    var model = TextEditingModel("copy me")
    model.select(5..<7)
    let removed = model.cut()
    #expect(removed == "me")
    #expect(model.text == "copy ")
    var nothing = TextEditingModel("x")
    let cut = nothing.cut()
    #expect(cut == nil)
  }

  @Test func settingTheTextFromOutsideMovesTheCaretToTheEndAndClearsHistory() {
    var model = TextEditingModel()
    model.insert("a")
    model.setText("four")
    #expect(model.head == 4)
    #expect(!model.canUndo)
  }

  @Test func utf8OffsetsConvertBothWays() {
    let model = TextEditingModel("aé👍🏽b")
    #expect(model.utf8Offset(of: 1) == 1)
    #expect(model.utf8Offset(of: 2) == 3)
    #expect(model.utf8Offset(of: 3) == 11)
    #expect(model.characterOffset(ofUTF8: 11) == 3)
    // An offset inside a cluster goes to its start.
    #expect(model.characterOffset(ofUTF8: 5) == 2)
    #expect(model.characterOffset(ofUTF8: 99) == 4)
  }

  @Test func autocapitalisation() {
    #expect(
      TextInputAutocapitalization.words.apply(to: "ada lovelace", after: "") == "Ada Lovelace")
    #expect(TextInputAutocapitalization.words.apply(to: "b", after: "a ") == "B")
    #expect(TextInputAutocapitalization.words.apply(to: "b", after: "a") == "b")
    #expect(
      TextInputAutocapitalization.sentences.apply(to: "hi. how are you", after: "")
        == "Hi. How are you")
    #expect(TextInputAutocapitalization.sentences.apply(to: "x", after: "Done!  ") == "X")
    #expect(TextInputAutocapitalization.characters.apply(to: "abc", after: "") == "ABC")
    #expect(TextInputAutocapitalization.never.apply(to: "abc", after: "") == "abc")
  }
}
