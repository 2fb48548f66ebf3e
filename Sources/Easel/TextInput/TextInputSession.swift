import Foundation

/// How a text input gets its text and gives it back.
enum TextInputSource {
  /// A string binding, written on every edit.
  case text(Binding<String>)
  /// A value shown formatted: `format` gives the text to show, `commit` parses edited text
  /// into the value (leaving it when the text does not parse). Edits stay in the field until
  /// it is submitted or loses focus, as in SwiftUI.
  case formatted(format: @MainActor () -> String, commit: @MainActor (String) -> Void)
}

/// The kind of a text input.
enum TextInputKind: Equatable {
  /// A `TextField` on one line: Return submits, the text scrolls sideways.
  case singleLine
  /// A `TextField(_:text:axis: .vertical)`: it wraps and grows with its lines up to its line
  /// limit; Return starts a new line.
  case vertical
  /// A `TextEditor`: it fills its space and scrolls; Return starts a new line, Tab types a tab.
  case editor
}

/// What a text input reads from its view and environment each time it is made.
struct TextInputSettings {
  var kind = TextInputKind.singleLine
  /// Whether the text is shown as bullets and cannot be copied (`SecureField`).
  var isSecure = false
  var isEnabled = true
  var traits = TextInputTraits()
  var submitActions = SubmitActions()
  /// The deprecated initializers' editing callback: `true` when focus comes, `false` when it
  /// goes.
  var onEditingChanged: ((Bool) -> Void)?
  /// The deprecated initializers' commit callback: on Return.
  var onCommit: (() -> Void)?
}

/// One text input's editing state, kept while its view keeps its identity: the text with its
/// caret, selection and undo history; the settings and nodes of its latest update; the caret's
/// blinking; how far the text is scrolled inside the field. The view graph's focus controller
/// gives it keys and clicks while it has focus.
@MainActor
final class TextInputSession {
  /// The text being edited, with its caret, selection and history.
  private(set) var model = TextEditingModel()
  /// The text as its node last laid it out, paragraph by paragraph: the next layout takes the
  /// lines of the paragraphs a keystroke left as they were.
  var textLayout: TextParagraphLayout?
  /// How many paragraphs of the text its node has laid out since the session began: a
  /// keystroke lays out only the paragraph it changed.
  var paragraphsLaidOut = 0
  private(set) var settings = TextInputSettings()
  private(set) var source: TextInputSource?
  @GraphReference private(set) var graph: ViewGraph?
  /// How far the text is scrolled inside the field: sideways on one line, down in several.
  var scrollOffset = CGPoint.zero
  /// Whether the caret shows now, in the blinking.
  private(set) var caretIsVisible = true
  /// What an input method is composing, shown in place of the selection and underlined;
  /// `nil` when it composes nothing. Not part of `model` until the input method commits it.
  private(set) var preedit: TextPreedit?
  /// The anchor of the input's latest view, which reports when the view leaves the graph.
  weak var anchor: TextInputAnchor?
  private var regionReference = NodeReference<TextFieldRegionNode>(nil)
  private var nodeReference = NodeReference<TextInputNode>(nil)
  /// The clock time of the last key or click, from which the caret blinks.
  private var lastActivity: Double = 0
  /// Whether the blinking runs on the graph's frame clock.
  private var isBlinking = false
  private lazy var blink = CaretBlink(session: self)

  /// A blink's half period: the caret shows for 0.5 s, then hides for 0.5 s.
  static let blinkHalfPeriod = 0.5
  /// How long after the last key or click the caret blinks; then it stays shown and the frame
  /// clock stops.
  static let blinkTimeout = 10.0
  /// What a secure field shows for each character.
  static let bullet: Character = "\u{2022}"

  /// The outermost node of the field (its style's drawing with it), which takes its clicks.
  var region: TextFieldRegionNode? {
    get { regionReference.node }
    set { regionReference.node = newValue }
  }

  /// The node that lays the text out and draws it.
  var inputNode: TextInputNode? {
    get { nodeReference.node }
    set { nodeReference.node = newValue }
  }

  /// Whether the input has focus.
  var isFocused: Bool { graph?.focus.focused === self }

  /// Whether the input can take focus: it is enabled and shown.
  var isFocusable: Bool { settings.isEnabled && region != nil }

  /// Whether Return starts a new line rather than submitting.
  var isMultiline: Bool { settings.kind != .singleLine }

  // MARK: Updates from the view

  /// Takes the view's settings and source, and the bound text when it changed from outside
  /// (a formatted value's text only while the field is not being edited).
  func update(settings: TextInputSettings, source: TextInputSource, graph: ViewGraph) {
    self.graph = graph
    self.settings = settings
    self.source = source
    switch source {
    case .text(let binding):
      let value = binding.wrappedValue
      if value != model.text { model.setText(value) }
    case .formatted(let format, _):
      // Read while the body runs either way, so that a new value makes the field again.
      let shown = format()
      if !isFocused, shown != model.text { model.setText(shown) }
    }
    if !settings.isEnabled, isFocused {
      // After the body that disabled it: leaving focus runs the view's callbacks.
      graph.enqueueAction { [weak self] in
        if let self, !self.settings.isEnabled { graph.focus.sessionLeft(self) }
      }
    }
  }

  // MARK: What is shown

  /// The text as drawn: the characters, or a bullet for each in a secure field; an input
  /// method's pre-edit stands in place of the selection.
  var displayText: String {
    if settings.isSecure { return String(repeating: Self.bullet, count: model.count) }
    guard let preedit else { return model.text }
    let selected = model.stringRange(model.selection)
    return String(model.text[..<selected.lowerBound]) + preedit.text
      + String(model.text[selected.upperBound...])
  }

  /// The UTF-8 offset in `displayText` of the character position `position` (a position
  /// inside a selection the pre-edit stands in for, at the pre-edit's start).
  func displayOffset(of position: Int) -> Int {
    if settings.isSecure {
      return min(max(position, 0), model.count) * String(Self.bullet).utf8.count
    }
    let offset = model.utf8Offset(of: position)
    guard let preedit else { return offset }
    let selection = model.selection
    let lower = model.utf8Offset(of: selection.lowerBound)
    if position <= selection.lowerBound { return offset }
    if position < selection.upperBound { return lower }
    let upper = model.utf8Offset(of: selection.upperBound)
    return offset - (upper - lower) + preedit.text.utf8.count
  }

  /// The character position at the UTF-8 offset `offset` of `displayText` (inside the
  /// pre-edit, the position it stands at).
  func position(ofDisplayOffset offset: Int) -> Int {
    if settings.isSecure {
      return min(max(offset, 0) / String(Self.bullet).utf8.count, model.count)
    }
    guard let range = preeditDisplayRange else { return model.characterOffset(ofUTF8: offset) }
    if offset <= range.lowerBound { return model.characterOffset(ofUTF8: offset) }
    if offset < range.upperBound { return model.selection.lowerBound }
    let selected = model.utf8Offset(of: model.selection.upperBound) - range.lowerBound
    return model.characterOffset(ofUTF8: offset - range.count + selected)
  }

  /// The UTF-8 range of the pre-edit in `displayText`; `nil` without one.
  var preeditDisplayRange: Range<Int>? {
    guard let preedit, !settings.isSecure else { return nil }
    let lower = model.utf8Offset(of: model.selection.lowerBound)
    return lower..<lower + preedit.text.utf8.count
  }

  /// The UTF-8 offset in `displayText` where the caret is drawn: the head of the selection,
  /// or the input method's caret inside its pre-edit.
  var caretDisplayOffset: Int {
    guard let preedit, let range = preeditDisplayRange else {
      return displayOffset(of: model.head)
    }
    return range.lowerBound + preedit.text.prefix(preedit.caret).utf8.count
  }

  // MARK: Editing

  /// Applies `change` to the model; writes the text back when it changed, and redraws.
  func edit(_ change: (inout TextEditingModel) -> Void) {
    let before = model.text
    change(&model)
    noteActivity()
    if model.text != before {
      if case .text(let binding) = source { binding.wrappedValue = model.text }
      inputNode?.invalidateLayout()
    }
    publishSelection()
    redraw()
  }

  /// The selection last given to the primary selection, so that it is given once.
  private var publishedSelection: String?

  /// Gives the selected text (a secure field's never) to the graph's primary selection, where
  /// other programs read it and a middle click pastes it, as X11 programs do.
  private func publishSelection() {
    guard model.hasSelection, !settings.isSecure else {
      publishedSelection = nil
      return
    }
    guard let primary = graph?.focus.primarySelection else { return }
    let selected = model.selectedText
    guard selected != publishedSelection else { return }
    publishedSelection = selected
    primary.string = selected
  }

  /// Asks for the field to be drawn again (caret, selection or scroll changed).
  func redraw() {
    inputNode?.invalidateDrawing()
    graph?.onNeedsUpdate?()
  }

  /// Types `characters` at the caret, capitalised as the field's traits say; a field on one
  /// line leaves out line breaks.
  func type(_ characters: String) {
    var text = characters
    if !isMultiline { text = String(text.filter { !$0.isNewline }) }
    guard !text.isEmpty else { return }
    if let capitalization = settings.traits.autocapitalization, !settings.isSecure {
      let before = model.text[..<model.index(at: model.selection.lowerBound)]
      text = capitalization.apply(to: text, after: before)
    }
    edit { $0.insert(text, kind: .typing) }
  }

  // MARK: Input methods

  /// Shows `preedit` at the caret, in place of the selection, without changing the text
  /// (`nil` or an empty text removes it). A secure field takes none, as input methods are
  /// off in password fields; returns whether the input took it.
  @discardableResult
  func setPreedit(_ newValue: TextPreedit?) -> Bool {
    guard !settings.isSecure, settings.isEnabled else { return false }
    let value = newValue?.text.isEmpty == false ? newValue : nil
    guard value != preedit else { return true }
    preedit = value
    noteActivity()
    inputNode?.invalidateLayout()
    redraw()
    return true
  }

  /// Drops the pre-edit, if any, leaving the text as it was.
  func cancelPreedit() {
    guard preedit != nil else { return }
    preedit = nil
    inputNode?.invalidateLayout()
    redraw()
  }

  /// The input method settled on `text`: the pre-edit goes, and `text` is typed in place of
  /// the selection (one undo step, as typing is).
  func commit(_ text: String) {
    cancelPreedit()
    type(text)
  }

  /// Copies the selection to the pasteboard; a secure field copies nothing.
  func copy() {
    guard !settings.isSecure, model.hasSelection, let graph else { return }
    graph.focus.pasteboard.string = model.selectedText
  }

  /// Cuts the selection to the pasteboard; a secure field cuts nothing.
  func cut() {
    guard !settings.isSecure, model.hasSelection, let graph else { return }
    graph.focus.pasteboard.string = model.selectedText
    edit { _ = $0.cut() }
  }

  /// Pastes the pasteboard's text over the selection; on one line, line breaks become spaces.
  func paste() {
    guard let graph, let text = graph.focus.pasteboard.string else { return }
    insertPasted(text)
  }

  /// Inserts pasted `text` at the caret, replacing the selection (on one line, line breaks
  /// become spaces).
  func insertPasted(_ text: String) {
    guard !text.isEmpty else { return }
    var text = text
    if !isMultiline {
      text = String(text.map { $0.isNewline ? " " : $0 })
    }
    edit { $0.insert(text, kind: .paste) }
  }

  /// Submits the field: editing ends (a formatted value is parsed), then the `onCommit` and
  /// `onSubmit` actions run, so that an action may move focus on.
  func submit() {
    let actions = settings.submitActions
    let onCommit = settings.onCommit
    graph?.focus.setFocus(nil)
    onCommit?()
    actions.run(.text)
  }

  /// Parses a formatted field's text into its value and shows the value formatted again.
  private func commitFormattedValue() {
    guard case .formatted(let format, let commit) = source else { return }
    commit(model.text)
    let shown = format()
    if shown != model.text {
      model.setText(shown)
      inputNode?.invalidateLayout()
    }
  }

  // MARK: Clicks

  /// A press at `point` (root coordinates): one places the caret, two select the word, three
  /// the line (all of a field on one line).
  func press(at point: CGPoint, count: Int) {
    guard let node = inputNode else { return }
    // A click ends what the input method was composing (the host resets it).
    cancelPreedit()
    let position = node.position(at: point)
    switch count {
    case 2: edit { $0.select($0.wordRange(at: position)) }
    case 3:
      edit { model in
        model.select(isMultiline ? model.paragraphRange(containing: position) : 0..<model.count)
      }
    default: edit { $0.move(to: position) }
    }
  }

  /// The pointer dragged to `point` after a press: the selection runs from the press to here.
  func drag(to point: CGPoint) {
    guard let node = inputNode else { return }
    let position = node.position(at: point)
    edit { $0.move(to: position, extending: true) }
  }

  // MARK: Focus

  /// Focus came: the caret shows and starts blinking.
  func didGainFocus() {
    settings.onEditingChanged?(true)
    noteActivity()
    redraw()
  }

  /// Focus went: the pre-edit is dropped, a formatted value is parsed, the caret stops, the
  /// text scrolls back to its start.
  func didLoseFocus() {
    cancelPreedit()
    commitFormattedValue()
    settings.onEditingChanged?(false)
    stopBlinking()
    scrollOffset = .zero
    redraw()
  }

  /// The window gained or lost the keyboard focus: the caret blinks only while it has it.
  func windowFocusChanged() {
    if graph?.isWindowFocused == true {
      noteActivity()
    } else {
      stopBlinking()
    }
    redraw()
  }

  // MARK: Blinking

  /// A key or click: the caret shows, and blinks from now.
  func noteActivity() {
    guard let graph else { return }
    lastActivity = graph.animationTime
    caretIsVisible = true
    if isFocused, graph.isWindowFocused, !isBlinking {
      isBlinking = true
      graph.startAnimating(blink)
    }
  }

  private func stopBlinking() {
    caretIsVisible = true
    guard isBlinking else { return }
    isBlinking = false
    graph?.stopAnimating(blink)
  }

  /// The blinking at `time`: returns whether it goes on (the input has focus in a focused
  /// window, and the last key or click was less than `blinkTimeout` ago).
  fileprivate func blinkStep(at time: Double) -> Bool {
    guard let graph, isFocused, graph.isWindowFocused else {
      isBlinking = false
      setCaretVisible(true)
      return false
    }
    let elapsed = max(time - lastActivity, 0)
    guard elapsed < Self.blinkTimeout else {
      isBlinking = false
      setCaretVisible(true)
      return false
    }
    setCaretVisible(Int(elapsed / Self.blinkHalfPeriod) % 2 == 0)
    return true
  }

  private func setCaretVisible(_ visible: Bool) {
    guard visible != caretIsVisible else { return }
    caretIsVisible = visible
    inputNode?.invalidateDrawing()
  }
}

/// Drives a caret's blinking on the graph's frame clock.
@MainActor
final class CaretBlink: AnimationDriver {
  private weak var session: TextInputSession?

  init(session: TextInputSession) {
    self.session = session
  }

  func advance(to time: Double) -> Bool {
    session?.blinkStep(at: time) ?? false
  }
}

/// The persistent place of a text input's view in its owner: tells the focus controller when
/// the view leaves the graph.
@MainActor
final class TextInputAnchor: NodeAttachment {
  weak var session: TextInputSession?
  @GraphReference var graph: ViewGraph?

  /// Makes this anchor the one of `session`'s current view.
  func attach(_ session: TextInputSession, graph: ViewGraph) {
    self.session = session
    self.graph = graph
    session.anchor = self
  }

  override func detach() {
    guard let session, session.anchor === self else { return }
    graph?.focus.sessionLeft(session)
  }
}
