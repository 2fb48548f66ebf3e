import Foundation

/// The text of a field being edited: its characters, the caret and the selection, and the
/// history of its edits for undo and redo.
///
/// Positions count grapheme clusters (Swift `Character`s) from the start of the text, so that
/// an emoji with a skin tone, a flag or a letter with combining marks is one step of the caret
/// and one Backspace. The selection runs from `anchor` (where it started) to `head` (the
/// caret); with no selection they are equal.
///
/// Typing is coalesced into runs: consecutive insertions typed at the caret undo together, as
/// do consecutive deletions; moving the caret, pasting or cutting starts a new run.
struct TextEditingModel: Equatable {
  /// The text.
  private(set) var text: String
  /// Where the selection started: it stays put when the selection is extended.
  private(set) var anchor: Int
  /// The caret: the end of the selection that moves.
  private(set) var head: Int
  /// The number of characters of `text`.
  private(set) var count: Int
  /// The horizontal position, in points, that moves up and down keep while they pass shorter
  /// lines; `nil` after any other move.
  var goalX: CGFloat?
  /// The edits that can be undone and redone.
  private var history = TextEditHistory()

  /// A model holding `text` with the caret at its end.
  init(_ text: String = "") {
    self.text = text
    count = text.count
    anchor = count
    head = count
  }

  /// The selected characters, in order; empty (at the caret) when nothing is selected.
  var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

  /// Whether some characters are selected.
  var hasSelection: Bool { anchor != head }

  /// The selected text.
  var selectedText: String { String(text[stringRange(selection)]) }

  /// Whether there is an edit to undo.
  var canUndo: Bool { !history.undoStack.isEmpty }

  /// Whether there is an undone edit to redo.
  var canRedo: Bool { !history.redoStack.isEmpty }

  /// The index in `text` of the position `offset` characters from the start.
  func index(at offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: min(max(offset, 0), count))
  }

  /// The range in `text` of the characters `range` counts.
  func stringRange(_ range: Range<Int>) -> Range<String.Index> {
    let lower = index(at: range.lowerBound)
    let upper = text.index(lower, offsetBy: min(range.count, count - range.lowerBound))
    return lower..<upper
  }

  /// The number of UTF-8 code units before the position `offset` characters from the start.
  func utf8Offset(of offset: Int) -> Int {
    text.utf8.distance(from: text.startIndex, to: index(at: offset))
  }

  /// The character position of the grapheme boundary at or before UTF-8 offset `utf8`.
  func characterOffset(ofUTF8 utf8: Int) -> Int {
    guard utf8 > 0 else { return 0 }
    let bytes = text.utf8
    guard utf8 < bytes.count else { return count }
    let target = bytes.index(bytes.startIndex, offsetBy: utf8)
    var position = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if next > target { break }
      index = next
      position += 1
    }
    return position
  }

  // MARK: Editing

  /// Replaces the selection with `string`, typed (`typing`, coalesced with the typing before
  /// it) or pasted; the caret ends after it.
  mutating func insert(_ string: String, kind: TextEditKind = .typing) {
    replace(selection, with: string, kind: kind)
  }

  /// Deletes the selection, or else the character (or, `byWord`, the word) before the caret,
  /// as Backspace does.
  mutating func deleteBackward(byWord: Bool = false) {
    if hasSelection { return replace(selection, with: "", kind: .deleteBackward) }
    guard head > 0 else { return }
    let start = byWord ? wordStart(before: head) : head - 1
    replace(start..<head, with: "", kind: .deleteBackward)
  }

  /// Deletes the selection, or else the character (or, `byWord`, the word) after the caret, as
  /// the Delete key does.
  mutating func deleteForward(byWord: Bool = false) {
    if hasSelection { return replace(selection, with: "", kind: .deleteForward) }
    guard head < count else { return }
    let end = byWord ? wordEnd(after: head) : head + 1
    replace(head..<end, with: "", kind: .deleteForward)
  }

  /// Removes the selected text and returns it (nothing when nothing is selected).
  mutating func cut() -> String? {
    guard hasSelection else { return nil }
    let removed = selectedText
    replace(selection, with: "", kind: .cut)
    return removed
  }

  /// Replaces `range` with `string` and records the edit; the caret ends after the new text.
  mutating func replace(_ range: Range<Int>, with string: String, kind: TextEditKind) {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let before = snapshot
    let bounds = stringRange(lower..<upper)
    let prefix = text[..<bounds.lowerBound]
    var newText = String(prefix)
    newText += string
    // The caret goes after the inserted text, counted after any merge with what precedes it
    // (a combining mark typed after a letter joins it).
    let caret = newText.count
    newText += text[bounds.upperBound...]
    text = newText
    count = newText.count
    anchor = min(caret, count)
    head = anchor
    goalX = nil
    history.record(before: before, after: snapshot, kind: kind)
  }

  /// Replaces the whole text, as when the bound value changes from outside: the caret goes to
  /// the end and the history is cleared.
  mutating func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    count = newText.count
    anchor = count
    head = count
    goalX = nil
    history = TextEditHistory()
  }

  // MARK: Moving the caret

  /// Moves the caret to `offset` (clamped to the text); `extending` keeps the anchor, so that
  /// the selection grows or shrinks, else the selection collapses there.
  mutating func move(to offset: Int, extending: Bool = false, keepsGoal: Bool = false) {
    let target = min(max(offset, 0), count)
    head = target
    if !extending { anchor = target }
    if !keepsGoal { goalX = nil }
    history.breakRun()
  }

  /// Selects `range` (clamped to the text), the caret at its end.
  mutating func select(_ range: Range<Int>) {
    anchor = min(max(range.lowerBound, 0), count)
    head = min(max(range.upperBound, anchor), count)
    goalX = nil
    history.breakRun()
  }

  /// Selects all the text.
  mutating func selectAll() { select(0..<count) }

  /// Moves left one character (or, `byWord`, to the start of the word before); without
  /// `extending`, a selection collapses to its start instead.
  mutating func moveLeft(extending: Bool = false, byWord: Bool = false) {
    if !extending, hasSelection, !byWord { return move(to: selection.lowerBound) }
    move(to: byWord ? wordStart(before: head) : head - 1, extending: extending)
  }

  /// Moves right one character (or, `byWord`, to the end of the word after); without
  /// `extending`, a selection collapses to its end instead.
  mutating func moveRight(extending: Bool = false, byWord: Bool = false) {
    if !extending, hasSelection, !byWord { return move(to: selection.upperBound) }
    move(to: byWord ? wordEnd(after: head) : head + 1, extending: extending)
  }

  // MARK: Words and paragraphs

  /// Whether `character` belongs to a word: letters, digits and the underscore.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before `offset`: past any non-word characters backwards, then
  /// past the word.
  func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var position = min(max(offset, 0), count)
    while position > 0, !Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    while position > 0, Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    return position
  }

  /// The end of the word after `offset`: past any non-word characters, then past the word.
  func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var position = min(max(offset, 0), count)
    while position < count, !Self.isWordCharacter(characters[position]) { position += 1 }
    while position < count, Self.isWordCharacter(characters[position]) { position += 1 }
    return position
  }

  /// The word at `offset` (a double click's selection): the run of word characters, or of
  /// other characters, that holds the character after `offset` (before it at the end).
  func wordRange(at offset: Int) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let characters = Array(text)
    let position = min(max(offset, 0), count - 1)
    let kind = Self.isWordCharacter(characters[position])
    var lower = position
    var upper = position + 1
    while lower > 0, Self.isWordCharacter(characters[lower - 1]) == kind,
      !characters[lower - 1].isNewline
    {
      lower -= 1
    }
    while upper < count, Self.isWordCharacter(characters[upper]) == kind,
      !characters[upper].isNewline
    {
      upper += 1
    }
    return lower..<upper
  }

  /// The paragraph (the text between line breaks, without them) that holds `offset`.
  func paragraphRange(containing offset: Int) -> Range<Int> {
    let characters = Array(text)
    let position = min(max(offset, 0), count)
    var lower = position
    while lower > 0, !characters[lower - 1].isNewline { lower -= 1 }
    var upper = position
    while upper < count, !characters[upper].isNewline { upper += 1 }
    return lower..<upper
  }

  // MARK: Undo

  /// Undoes the last edit (or run of typing); returns whether there was one.
  @discardableResult
  mutating func undo() -> Bool {
    guard let entry = history.takeUndo() else { return false }
    restore(entry.before)
    return true
  }

  /// Redoes the last undone edit; returns whether there was one.
  @discardableResult
  mutating func redo() -> Bool {
    guard let entry = history.takeRedo() else { return false }
    restore(entry.after)
    return true
  }

  private var snapshot: TextEditHistory.Snapshot {
    TextEditHistory.Snapshot(text: text, anchor: anchor, head: head)
  }

  private mutating func restore(_ snapshot: TextEditHistory.Snapshot) {
    text = snapshot.text
    count = snapshot.text.count
    anchor = min(snapshot.anchor, count)
    head = min(snapshot.head, count)
    goalX = nil
  }
}

/// What kind of edit changed the text, for coalescing undo.
enum TextEditKind: Equatable {
  /// Characters typed at the caret.
  case typing
  /// Backspace.
  case deleteBackward
  /// The Delete key.
  case deleteForward
  /// A paste.
  case paste
  /// A cut.
  case cut

  /// Whether consecutive edits of this kind undo as one.
  var coalesces: Bool {
    switch self {
    case .typing, .deleteBackward, .deleteForward: true
    case .paste, .cut: false
    }
  }
}
