import CX11
import Easel
import Foundation

extension X11Window {
  /// Tells the input method where the focused text field's caret is, in window pixels, or
  /// that no field that takes an input method has focus (`nil`): the input method has the
  /// window's keys only while a field does and the window has the keyboard, and shows its
  /// candidates at the caret: its spot moves there when a field takes focus, and when
  /// `movingSpot` (after a key or click the window handled itself), never while it composes.
  /// Does nothing without an input method.
  public func setTextInputCaret(_ caret: CGRect?, movingSpot: Bool = false) {
    inputMethod?.setTextInputCaret(caret, movingSpot: movingSpot)
  }

  /// Whether the input method is composing: it drew a pre-edit, and neither ended it nor
  /// committed since. `false` without an input method.
  public var isComposing: Bool { inputMethod?.isComposing ?? false }

  /// Tells the input method to drop what it composes, as when the field dropped its pre-edit
  /// (a click in it, Escape, focus moving away).
  public func resetInputMethod() {
    inputMethod?.reset()
  }

  /// Whether an input method server is connected and the window has an input context on it.
  public var hasInputMethod: Bool { inputMethod?.context != nil }
}
