/// Easel only: the text an input method is composing (its pre-edit, or marked text), shown in
/// the focused field at the caret and underlined, but not yet part of the field's text: the
/// bound text changes only when the input method commits.
///
/// An input method (IBus or fcitx through XIM in the window) composes text that needs more
/// than one key, such as Chinese from pinyin or Japanese from kana: while it composes, the
/// field shows what it has so far in place of the selection, with the input method's own
/// caret inside it; a commit replaces the selection with the text it settles on.
public struct TextPreedit: Equatable, Sendable {
  /// The text being composed.
  public var text: String
  /// Where the caret is inside `text`, in characters from its start (clamped to
  /// `0...text.count`).
  public var caret: Int

  /// A pre-edit of `text` with the caret at `caret` characters from its start (its end when
  /// `nil`).
  public init(_ text: String, caret: Int? = nil) {
    self.text = text
    self.caret = min(max(caret ?? text.count, 0), text.count)
  }
}
