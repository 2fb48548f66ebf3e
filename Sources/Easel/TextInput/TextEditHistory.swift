/// The undo and redo stacks of a text being edited: each entry is the text, caret and
/// selection before and after one edit, or one run of coalesced edits.
struct TextEditHistory: Equatable {
  /// The text and selection at one moment.
  struct Snapshot: Equatable {
    var text: String
    var anchor: Int
    var head: Int
  }

  /// One edit, or a run of edits of one kind that undo together.
  struct Entry: Equatable {
    var before: Snapshot
    var after: Snapshot
    var kind: TextEditKind
  }

  /// The most edits kept for undo; older ones are forgotten.
  static let capacity = 100

  private(set) var undoStack: [Entry] = []
  private(set) var redoStack: [Entry] = []
  /// Whether the last entry may take in the next edit of its kind.
  private var runIsOpen = false

  /// Records an edit: it joins the last entry when both are of a kind that coalesces, the run
  /// is open and the edit starts where the last one ended; otherwise it starts a new entry.
  /// Any redo is forgotten.
  mutating func record(before: Snapshot, after: Snapshot, kind: TextEditKind) {
    redoStack.removeAll()
    if runIsOpen, kind.coalesces, let last = undoStack.last, last.kind == kind,
      last.after == before
    {
      undoStack[undoStack.count - 1].after = after
    } else {
      undoStack.append(Entry(before: before, after: after, kind: kind))
      if undoStack.count > Self.capacity { undoStack.removeFirst() }
    }
    runIsOpen = kind.coalesces
  }

  /// Ends the current run: the next edit starts an entry of its own.
  mutating func breakRun() { runIsOpen = false }

  /// Takes the last edit for undoing, keeping it for redo.
  mutating func takeUndo() -> Entry? {
    guard let entry = undoStack.popLast() else { return nil }
    redoStack.append(entry)
    runIsOpen = false
    return entry
  }

  /// Takes the last undone edit for redoing, keeping it for undo.
  mutating func takeRedo() -> Entry? {
    guard let entry = redoStack.popLast() else { return nil }
    undoStack.append(entry)
    runIsOpen = false
    return entry
  }
}
