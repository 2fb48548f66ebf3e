import Foundation

extension ViewGraph {
  /// Easel only: what an input method is composing in the focused text field, shown there at
  /// the caret and underlined; `nil` when nothing is composed or no field has focus.
  public var preedit: TextPreedit? { focus.focused?.preedit }

  /// Easel only: shows `preedit` in the focused text field at its caret, in place of its
  /// selection, underlined with the input method's caret inside it, without changing the
  /// field's text; `nil` (or an empty text) removes it. A host's input method calls this as it
  /// composes. Returns whether a field took it: `false` with no field focused, or a
  /// `SecureField` (input methods are off in password fields).
  ///
  /// The field drops the pre-edit when a key reaches it (Escape does only that), when it is
  /// clicked and when it loses focus; a host that sees `preedit` become `nil` without a
  /// commit resets its input method.
  @discardableResult
  public func setPreedit(_ preedit: TextPreedit?) -> Bool {
    guard let session = focus.focused else { return false }
    return session.setPreedit(preedit)
  }

  /// Easel only: text an input method settled on. The focused text field drops its
  /// pre-edit and types `text` in place of its selection; with no field focused, `text` is
  /// sent as key presses, one a character (to `onKeyPress` actions and shortcuts). Returns
  /// whether anything used it.
  @discardableResult
  public func commitText(_ text: String) -> Bool {
    if let session = focus.focused {
      session.commit(text)
      return true
    }
    var used = false
    for character in text {
      let key = KeyEquivalent(character)
      used = focus.send(KeyPress(key, characters: String(character), phase: .down)) || used
      _ = focus.send(KeyPress(key, characters: String(character), phase: .up))
    }
    return used
  }

  /// Easel only: the caret of the focused text field as drawn (inside the pre-edit while
  /// there is one), in root coordinates as last laid out; `nil` when no field that takes an
  /// input method has focus (none, or a `SecureField`). A host shows its input method's
  /// candidates beside it, and turns the input method off while it is `nil`.
  public var textInputCaretRect: CGRect? {
    guard let session = focus.focused, !session.settings.isSecure, session.settings.isEnabled,
      let node = session.inputNode
    else { return nil }
    return node.displayedCaretRect
  }
}
