import Easel
import Foundation

extension ViewHost {
  /// What an input method is composing in the focused text field (shown there at the caret,
  /// underlined, not yet in its text); `nil` when nothing is.
  public var preedit: TextPreedit? {
    update()
    return graph.preedit
  }

  /// Composes `text` in the focused text field as an input method does, with its caret
  /// `caret` characters into it (at its end when `nil`); an empty text ends the composing.
  /// Runs the update it causes; returns whether a field took it (none is focused, or a
  /// `SecureField`, which takes no input method).
  @discardableResult
  public func setPreedit(_ text: String, caret: Int? = nil) -> Bool {
    perform { graph.setPreedit(TextPreedit(text, caret: caret)) }
  }

  /// Commits `text` as an input method does: the focused field drops its pre-edit and types
  /// `text` in place of its selection. Runs the update it causes; returns whether anything
  /// used it.
  @discardableResult
  public func commitText(_ text: String) -> Bool {
    perform { graph.commitText(text) }
  }

  /// The focused text field's caret as drawn (inside the pre-edit while there is one), in
  /// root coordinates; `nil` when no field that takes an input method has focus.
  public var textInputCaretRect: CGRect? {
    update()
    return graph.textInputCaretRect
  }
}
