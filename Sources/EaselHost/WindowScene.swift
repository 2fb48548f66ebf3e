import Easel
import Foundation

/// What a host shows in a window: something that lays out in the window's size, draws a
/// display list, takes pointer events and may animate. A `ViewGraph` is one; the preview
/// window's device canvases are another. The X11 `WindowHost` shows one; any other host (a
/// test host, another windowing system, an accessibility bridge) drives the same protocol.
@MainActor
public protocol WindowScene: AnyObject {
  /// Called when the scene changed and needs a new frame; the host sets it.
  var onNeedsDisplay: (() -> Void)? { get set }
  /// Whether the scene needs frames from the clock (something animates or waits for time).
  var needsFrames: Bool { get }
  /// Moves animations to `time`, in seconds on the host's clock.
  func advanceAnimations(to time: Double)
  /// Runs the scene's pending updates (the bodies of changed views and the actions they
  /// queue) without laying it out. A frame calls it before `layout(in:)`, which runs what is
  /// still pending, so that the time of each can be told apart.
  func update()
  /// Lays the scene out in `size` points, after running its pending updates.
  func layout(in size: CGSize)
  /// What to draw, in points from the window's top-left corner.
  func displayList() -> DisplayList
  /// The colour behind everything.
  var backgroundColor: Color.Resolved { get }
  /// Delivers a pointer event in window points; returns whether anything acted on it.
  func send(_ event: PointerEvent) -> Bool
  /// Delivers a key to the focused view (its `onKeyPress` actions, then a focused text
  /// field); returns whether anything used it. Keys nothing used are the window's shortcuts.
  func send(_ key: KeyPress) -> Bool
  /// Whether the window has the keyboard focus; the host sets it. A focused text field's caret
  /// blinks (and asks for frames) only while it is `true`.
  var isWindowFocused: Bool { get set }
  /// The pointer moved with no button down, to `point` in window points (`nil` when it left
  /// the window); returns whether the scene needs a new frame.
  func hover(at point: CGPoint?) -> Bool
  /// Where the scene's text fields copy and cut text to and paste it from; a window host
  /// sets its system clipboard.
  var pasteboard: any TextPasteboard { get set }
  /// Where the scene's text fields put their selections as they are made (a window host sets
  /// its X11 PRIMARY selection); `nil` for none.
  var primarySelection: (any TextPasteboard)? { get set }
  /// A middle click at `point` in window points: the text field there pastes the primary
  /// selection at the point. Returns whether a field was there.
  func pastePrimarySelection(at point: CGPoint) -> Bool
  /// What an input method is composing in the focused text field; `nil` when nothing is.
  var preedit: TextPreedit? { get }
  /// Shows what an input method composes in the focused text field, at its caret (`nil`
  /// removes it); returns whether a field took it.
  func setPreedit(_ preedit: TextPreedit?) -> Bool
  /// Text an input method committed: the focused field types it in place of its pre-edit (or
  /// it goes as key presses). Returns whether anything used it.
  func commitText(_ text: String) -> Bool
  /// The focused text field's caret in window points, or `nil` when no field that takes an
  /// input method has focus: the host's input method takes keys only while there is one.
  var textInputCaretRect: CGRect? { get }
}

extension WindowScene {
  /// A scene whose text fields keep their selections to themselves has no primary selection;
  /// setting one does nothing.
  public var primarySelection: (any TextPasteboard)? {
    get { nil }
    set {}
  }

  /// A scene that does not take middle clicks pastes nothing.
  public func pastePrimarySelection(at point: CGPoint) -> Bool { false }
}

extension ViewGraph: WindowScene {
  /// The graph's `onNeedsUpdate`.
  public var onNeedsDisplay: (() -> Void)? {
    get { onNeedsUpdate }
    set { onNeedsUpdate = newValue }
  }

  /// A graph shows nothing for hovering.
  public func hover(at point: CGPoint?) -> Bool { false }
}
