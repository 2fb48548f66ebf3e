import Foundation

/// The selection of selectable text (`textSelection(.enabled)`) in one graph: at most one
/// `Text` has a selection at a time. A press on selectable text places an empty selection
/// there (two quick presses select a word, three the whole text) and a drag from it selects
/// up to the pointer; a press anywhere else, or a gesture taking the press (a scroll, a
/// button), clears it. While no field has focus, Ctrl+C (Cmd+C) copies the selection, Ctrl+A
/// (Cmd+A) selects all of its text and Escape clears it.
@MainActor
final class TextSelectionController {
  private unowned let graph: ViewGraph
  /// The text whose selection is shown.
  private(set) weak var selected: TextSelectionAnchor?
  /// The text a press is selecting in, until its release.
  private weak var pressed: TextSelectionAnchor?
  /// The presses on selectable text, to count double and triple clicks.
  private var clicks = ClickCounter()

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// The text selected now, or `nil` when nothing is.
  var selectedText: String? {
    guard let selected, !selected.range.isEmpty else { return nil }
    return selected.selectedText
  }

  /// Follows a pointer event before the gestures see it; returns whether a selection changed.
  func pointer(_ event: PointerEvent, root: LayoutNode?) -> Bool {
    switch event.kind {
    case .down:
      var node = root?.hitTest(event.location)
      while let current = node, (current as? TextNode)?.selection == nil { node = current.parent }
      guard let text = node as? TextNode, let anchor = text.selection else {
        pressed = nil
        clicks.reset()
        return clear()
      }
      let count = clicks.press(at: event.location, time: event.time, on: anchor)
      if selected !== anchor { _ = clear() }
      selected = anchor
      pressed = anchor
      let offset = text.characterOffset(at: event.location)
      anchor.pressOffset = offset
      switch count {
      case 1: anchor.range = offset..<offset
      case 2: anchor.range = anchor.model.wordRange(at: offset)
      default: anchor.range = 0..<anchor.model.count
      }
      return true
    case .move:
      guard let anchor = pressed, let text = anchor.node else { return false }
      let offset = text.characterOffset(at: event.location)
      let range = min(anchor.pressOffset, offset)..<max(anchor.pressOffset, offset)
      guard range != anchor.range, clicks.count == 1 else { return false }
      anchor.range = range
      return true
    case .up:
      guard pressed != nil else { return false }
      pressed = nil
      if let text = selectedText { graph.focus.primarySelection?.string = text }
      return false
    default:
      pressed = nil
      return false
    }
  }

  /// After the gestures saw the event: one that took the press (a scroll, a tap on a button)
  /// ends the selection it started.
  func pointerDelivered(_ event: PointerEvent, gestureActed: Bool) -> Bool {
    guard gestureActed, pressed != nil || event.kind == .up else { return false }
    pressed = nil
    return clear()
  }

  /// Copies, selects all or clears, for a key going down while a text has a selection (or,
  /// for select all, was pressed in last); returns whether the key was used.
  func send(_ press: KeyPress) -> Bool {
    guard press.phase != .up, let anchor = selected, anchor.node != nil else { return false }
    let modifiers = press.modifiers.subtracting([.capsLock, .numericPad, .shift])
    let primary = !modifiers.isDisjoint(with: [.control, .command])
    switch press.key {
    case "c" where primary:
      guard let text = selectedText else { return false }
      graph.focus.pasteboard.string = text
      return true
    case "a" where primary:
      anchor.range = 0..<anchor.model.count
      if let text = selectedText { graph.focus.primarySelection?.string = text }
      graph.onNeedsUpdate?()
      return true
    case .escape where modifiers.isEmpty:
      guard !anchor.range.isEmpty else { return false }
      _ = clear()
      graph.onNeedsUpdate?()
      return true
    default:
      return false
    }
  }

  /// Clears the selection shown; returns whether there was one.
  private func clear() -> Bool {
    guard let selected else { return false }
    self.selected = nil
    let had = !selected.range.isEmpty
    selected.range = 0..<0
    return had
  }
}
