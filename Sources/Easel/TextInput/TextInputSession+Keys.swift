import Foundation

extension TextInputSession {
  /// Handles a key while the input has focus, as a desktop text field does; returns whether
  /// it used the key (keys it does not use, such as Control with a letter it has no command
  /// for, go on to the window).
  ///
  /// Arrows move by character (with Control, Command or Option by word; up and down by line,
  /// or to the start and end on one line), Home and End to the line's ends (with Control to
  /// the text's), Page Up and Down by a field of lines; Shift extends the selection. Backspace
  /// and Delete delete a character (or a word). Return submits (a new line in a multi-line
  /// input), Tab and Shift+Tab move focus (a tab in a `TextEditor`), Escape leaves the field.
  /// While an input method's pre-edit shows, a key drops it first, and Escape does only that.
  /// Control (or Command) with A selects all, C copies, X cuts, V pastes, Z undoes, Shift+Z
  /// and Y redo. A key that types characters types them.
  func handleKey(_ press: KeyPress) -> Bool {
    guard let graph else { return false }
    if preedit != nil {
      // A key that reaches the field while an input method composes (one the input method
      // did not take, or a test's) ends the composing first; Escape only ends it.
      cancelPreedit()
      if press.key == .escape { return true }
    }
    let modifiers = press.modifiers
    let shift = modifiers.contains(.shift)
    let primary = !modifiers.isDisjoint(with: [.control, .command])
    let byWord = primary || modifiers.contains(.option)
    switch press.key {
    case .leftArrow:
      edit { $0.moveLeft(extending: shift, byWord: byWord) }
    case .rightArrow:
      edit { $0.moveRight(extending: shift, byWord: byWord) }
    case .upArrow, .downArrow, .pageUp, .pageDown:
      let forward = press.key == .downArrow || press.key == .pageDown
      let page = press.key == .pageUp || press.key == .pageDown
      moveVertically(forward: forward, page: page, extending: shift)
    case .home, .end:
      let toEnd = press.key == .end
      if primary || !isMultiline {
        edit { $0.move(to: toEnd ? $0.count : 0, extending: shift) }
      } else if let node = inputNode {
        let target = node.lineBoundary(of: model.head, end: toEnd)
        edit { $0.move(to: target, extending: shift) }
      }
    case .delete:
      edit { $0.deleteBackward(byWord: byWord) }
    case .deleteForward:
      edit { $0.deleteForward(byWord: byWord) }
    case .return:
      if isMultiline, !primary {
        edit { $0.insert("\n", kind: .typing) }
      } else {
        submit()
      }
    case .tab:
      if settings.kind == .editor, !primary, !shift {
        edit { $0.insert("\t", kind: .typing) }
      } else {
        graph.focus.moveFocus(forward: !shift)
      }
    case .escape:
      graph.focus.setFocus(nil)
    default:
      if primary { return handleCommand(press, shift: shift) }
      guard !modifiers.contains(.option), Self.typesText(press.characters) else { return false }
      type(press.characters)
    }
    return true
  }

  /// Control (or Command) with a letter: the editing commands.
  private func handleCommand(_ press: KeyPress, shift: Bool) -> Bool {
    switch press.key.character.lowercased() {
    case "a": edit { $0.selectAll() }
    case "c": copy()
    case "x": cut()
    case "v": paste()
    case "z": edit { model in if shift { model.redo() } else { model.undo() } }
    case "y": edit { $0.redo() }
    default: return false
    }
    return true
  }

  /// Whether `characters` are text to type: not empty, and no control character or named
  /// key among them.
  static func typesText(_ characters: String) -> Bool {
    !characters.isEmpty
      && characters.unicodeScalars.allSatisfy { scalar in
        scalar.value >= 0x20 && scalar.value != 0x7F && !(0xF700...0xF8FF).contains(scalar.value)
      }
  }

  /// Up and down: by a line (or by the lines the field shows, for Page Up and Down), keeping
  /// the column the caret was in; on one line, to the start or the end.
  private func moveVertically(forward: Bool, page: Bool, extending: Bool) {
    guard isMultiline, let node = inputNode else {
      edit { $0.move(to: forward ? $0.count : 0, extending: extending) }
      return
    }
    let lines = page ? max(node.visibleLineCount - 1, 1) : 1
    let (target, goal) = node.verticalTarget(
      from: model.head, goalX: model.goalX, lines: forward ? lines : -lines)
    edit { model in
      model.move(to: target, extending: extending)
      model.goalX = goal
    }
  }
}
