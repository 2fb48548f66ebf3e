import Foundation

extension ViewGraph {
  /// Easel only: delivers a key from the host's keyboard. It goes to the `onKeyPress`
  /// actions from the focused view outwards, then to the focused view: a text field types
  /// characters, edits, moves the caret, copies and pastes, submits on Return, leaves on
  /// Escape and moves focus on Tab; a button or toggle runs or flips on Space and Return, a
  /// slider or stepper moves on the arrows, and any focused control moves focus on Tab and
  /// leaves on Escape. With nothing focused, Tab focuses the first focusable view. Returns
  /// whether anything used the key: a host gives the keys nothing used to its own shortcuts
  /// (a focused button does not use `g`). With nothing focused, selected text
  /// (`textSelection(.enabled)`) takes copy, select all and Escape first.
  @discardableResult
  public func send(_ press: KeyPress) -> Bool {
    if focus.focusedTarget == nil, textSelection.send(press) { return true }
    return focus.send(press)
  }

  /// Easel only: the text selected in selectable text (`textSelection(.enabled)`), or `nil`
  /// when none is.
  public var selectedText: String? { textSelection.selectedText }

  /// Easel only: the accessibility identifier of the focused view (the nearest around the
  /// focused field or control), or `nil` when nothing has focus or it has no identifier.
  public var focusedIdentifier: String? { focus.focusedIdentifier }

  /// Easel only: whether the window showing the graph has the keyboard focus; hosts set it.
  /// A focused field's caret blinks, and a focused control's focus ring shows, only while it
  /// is `true` (the default).
  public var isWindowFocused: Bool {
    get { focus.windowIsFocused }
    set { focus.windowIsFocused = newValue }
  }

  /// Easel only: where a text field's selection goes as it is made, and what
  /// `pastePrimarySelection(at:)` pastes: an X11 window's PRIMARY selection, which other X11
  /// programs read when they paste with the middle button. `nil` (the default) keeps
  /// selections to the fields.
  public var primarySelection: (any TextPasteboard)? {
    get { focus.primarySelection }
    set { focus.primarySelection = newValue }
  }

  /// Easel only: a middle click at `point` (root coordinates), as X11 programs take it: the
  /// text field there takes focus, its caret goes to the point and the primary selection's
  /// text is pasted there. Returns whether a text field was there (nothing happens elsewhere).
  @discardableResult
  public func pastePrimarySelection(at point: CGPoint) -> Bool {
    focus.pastePrimarySelection(at: point, root: layoutRoot)
  }

  /// Easel only: where text fields copy and cut to and paste from; by default a pasteboard in
  /// memory, which a host replaces with the system's.
  public var pasteboard: any TextPasteboard {
    get { focus.pasteboard }
    set { focus.pasteboard = newValue }
  }
}

extension ViewGraph {
  /// Easel only: what the text field tagged with `identifier` (or the first inside the view
  /// so tagged, or around it) was told about its text, for tests; `nil` when there is no such
  /// field.
  public func textInputTraits(of identifier: String) -> TextInputTraits? {
    textInputSession(of: identifier)?.settings.traits
  }

  /// The text input of the view tagged with `identifier`: inside it, else around it.
  func textInputSession(of identifier: String) -> TextInputSession? {
    var tagged: LayoutNode?
    layoutRoot?.visit { node in
      if tagged == nil, node.accessibilityIdentifier == identifier { tagged = node }
    }
    guard let tagged else { return nil }
    if let inside = FocusController.firstSession(in: tagged) { return inside }
    var node: LayoutNode? = tagged
    while let current = node {
      if let region = current as? TextFieldRegionNode { return region.session }
      node = current.parent
    }
    return nil
  }
}
