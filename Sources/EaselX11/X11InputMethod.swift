import CX11
import Easel
import Foundation

/// A window's input method through XIM (IBus, fcitx, …), so that text needing more than one
/// key (Chinese from pinyin, Japanese from kana) can be composed in the window's text fields.
///
/// It is used only when the locale modifiers name an input method server (`@im=ibus`, from
/// `XMODIFIERS` or given to the window): without one, Xlib's local input method would compose
/// with its own Compose table, and keys go on through the window's own path (libxkbcommon,
/// with its dead keys and Compose sequences) instead.
///
/// The input context draws its pre-edit through callbacks (on the spot: PreeditStart, Draw,
/// Caret and Done, `XIMPreeditCallbacks | XIMStatusNothing`), handed to the window as a
/// `TextPreedit` that the focused field shows at its caret; where the server offers only
/// `XIMPreeditNothing | XIMStatusNothing`, it shows its pre-edit itself, if at all. The
/// context has the input method's focus only while the window has the keyboard and a text
/// field that takes an input method has focus; its spot (`XNSpotLocation`) goes to that
/// field's caret when it takes focus and follows the caret as the window's own keys and
/// clicks move it, not as the input method types. When the server goes away (`XNDestroyCallback`) the window types through its
/// own path again, and connects to the server when it comes back
/// (`XRegisterIMInstantiateCallback`).
///
/// XIM gives its text in the locale's encoding, and Xlib reads it under the process's locale:
/// with a server named, the process's `LC_CTYPE` is made UTF-8 (the environment's, else
/// C.UTF-8) when it is not.
@MainActor
final class X11InputMethod {
  /// How the input context shows what the input method composes.
  enum Style: Equatable, Sendable {
    /// On the spot: the window draws the pre-edit, given through callbacks.
    case callbacks
    /// The input method shows its pre-edit itself (in a window of its own), if at all.
    case nothing
  }

  private let display: OpaquePointer
  private let window: Window
  /// The locale modifiers naming the server (`@im=ibus`).
  let modifiers: String
  /// The selection the server owns while it runs (`@server=ibus`).
  private let serverAtom: Atom
  private var im: XIM?
  /// The input context on the window; `nil` while no server is connected.
  private(set) var context: XIC?
  /// How the context shows its pre-edit; `nil` while no server is connected.
  private(set) var style: Style?
  /// The events the input context needs the window to select (`XNFilterEvents`).
  private(set) var filterEvents = 0
  /// Called with the pre-edit as the input method composes (`nil` when it ends).
  var onPreedit: ((TextPreedit?) -> Void)?
  /// Called when `filterEvents` changed: the window selects its events again.
  var onEventMaskChange: (() -> Void)?
  /// The pre-edit so far, by Unicode scalar (XIM counts characters of the locale's
  /// encoding), and the input method's caret in it.
  private var composing: [Unicode.Scalar] = []
  private var composingCaret = 0
  /// Whether the window has the keyboard focus.
  private var windowIsFocused = false
  /// Whether a text field that takes an input method has focus.
  private var textInputIsFocused = false
  /// Whether the context has the input method's focus.
  private(set) var contextIsFocused = false
  /// The spot last given to the context, in window pixels.
  private var spot: (x: Int16, y: Int16)?
  /// Whether an instantiate callback waits for the server to (re)appear.
  private var isWaitingForServer = false
  /// Whether `close()` has run.
  private var isClosed = false
  /// Whether one of the input method's callbacks is running: Xlib's XIM is not reentrant (a
  /// request that waits for the server's reply, made from inside a callback, loses the
  /// server's messages), so what the window asks meanwhile waits for `applyPendingChanges()`.
  private var isInCallback = false
  /// A caret given while a callback ran, to apply after it (`.some(nil)`: no field), and
  /// whether it moves the spot.
  private var pendingCaret: (caret: CGRect?, movesSpot: Bool)?
  /// Whether a reset was asked for while a callback ran.
  private var pendingReset = false
  /// What the server composed when Escape cancelled it: a server may answer the reset by
  /// committing it (IBus does, or not, as its processes race), and that commit is dropped.
  /// Forgotten once the server composes something else (it answers the reset before it takes
  /// the next key) or the commit came.
  private var cancelledText: String?

  /// The name of the input method server `modifiers` name (`ibus` in `@im=ibus`), or `nil`
  /// when they name none, or Xlib's local input method (`none`, `local`).
  static func serverName(in modifiers: String) -> String? {
    guard let range = modifiers.range(of: "@im=") else { return nil }
    let name = modifiers[range.upperBound...].prefix { $0 != "@" }
    guard !name.isEmpty, name != "none", name != "local" else { return nil }
    return String(name)
  }

  /// Connects `window` to the input method server that `modifiers` (else `XMODIFIERS`) name;
  /// `nil` when they name none, which leaves keys to the window's own path. A named server that
  /// is not running is waited for: the window types through its own path until it comes.
  init?(display: OpaquePointer, window: Window, modifiers: String?) {
    let modifiers = modifiers ?? ProcessInfo.processInfo.environment["XMODIFIERS"] ?? ""
    guard let name = Self.serverName(in: modifiers) else { return nil }
    self.display = display
    self.window = window
    self.modifiers = modifiers
    serverAtom = XInternAtom(display, "@server=\(name)", 0)
    if !open() { waitForServer() }
  }

  /// Frees the input context and closes the input method; nothing is done with it afterwards.
  func close() {
    // Nothing is told any more, whatever Xlib calls back while the context goes.
    isClosed = true
    onPreedit = nil
    onEventMaskChange = nil
    stopWaitingForServer()
    if let context { XDestroyIC(context) }
    if let im { XCloseIM(im) }
    context = nil
    im = nil
    style = nil
  }

  // MARK: Opening

  /// Runs `body` with `LC_CTYPE` a UTF-8 locale and the input method's locale modifiers set.
  ///
  /// The process's `LC_CTYPE` stays UTF-8 afterwards (the environment's locale, else C.UTF-8,
  /// unless it was UTF-8 already): Xlib reads the text of the server's pre-edit callbacks
  /// with the C library's `mblen`, under the process's locale, and under "C" it loops for
  /// ever on the first character beyond ASCII.
  private func withInputMethodLocale<Result>(_ body: () -> Result) -> Result {
    if !Self.localeIsUTF8, setlocale(LC_CTYPE, "") == nil || !Self.localeIsUTF8 {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    XSetLocaleModifiers(modifiers)
    return body()
  }

  /// Whether the current `LC_CTYPE` encodes text as UTF-8.
  private static var localeIsUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// Opens the input method and makes the window's input context; returns whether it could.
  private func open() -> Bool {
    withInputMethodLocale {
      guard XSupportsLocale() != 0, let im = XOpenIM(display, nil, nil, nil) else { return false }
      guard let style = Self.bestStyle(of: im), let context = makeContext(im, style: style)
      else {
        XCloseIM(im)
        return false
      }
      self.im = im
      self.context = context
      self.style = style
      easel_xim_set_destroy_callback(im, clientData, Self.destroyed)
      filterEvents = Int(easel_xic_filter_events(context))
      spot = nil
      contextIsFocused = false
      onEventMaskChange?()
      updateFocus()
      return true
    }
  }

  /// The style to use of those the input method offers: the pre-edit on the spot through
  /// callbacks, else none shown by the window; `nil` when it offers neither.
  private static func bestStyle(of im: XIM) -> Style? {
    guard let styles = easel_xim_styles(im) else { return nil }
    defer { XFree(styles) }
    let offered = (0..<Int(styles.pointee.count_styles)).map {
      styles.pointee.supported_styles[$0]
    }
    if offered.contains(XIMStyle(XIMPreeditCallbacks | XIMStatusNothing)) { return .callbacks }
    if offered.contains(XIMStyle(XIMPreeditNothing | XIMStatusNothing)) { return .nothing }
    return nil
  }

  private func makeContext(_ im: XIM, style: Style) -> XIC? {
    switch style {
    case .callbacks:
      return easel_xic_create_callbacks(
        im, window, clientData, Self.preeditStarted, Self.preeditDone, Self.preeditDrawn,
        Self.preeditCaretMoved)
    case .nothing:
      return easel_xic_create_nothing(im, window)
    }
  }

  /// This object, as the callbacks' client data.
  private var clientData: XPointer {
    Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
  }

  /// Waits for the server to appear, to open the input method then.
  private func waitForServer() {
    guard !isWaitingForServer else { return }
    let registered = withInputMethodLocale {
      XRegisterIMInstantiateCallback(display, nil, nil, nil, Self.instantiated, clientData)
    }
    isWaitingForServer = registered != 0
  }

  private func stopWaitingForServer() {
    guard isWaitingForServer else { return }
    isWaitingForServer = false
    _ = withInputMethodLocale {
      XUnregisterIMInstantiateCallback(display, nil, nil, nil, Self.instantiated, clientData)
    }
  }

  /// The server appeared: opens the input method.
  private func serverAppeared() {
    guard context == nil, !isClosed else { return }
    stopWaitingForServer()
    if !open() { waitForServer() }
  }

  /// The server went away, and with it the input method and its context (which Xlib frees):
  /// what it composed is dropped, keys go the window's own way, and the server is waited for.
  private func serverWentAway() {
    guard !isClosed else { return }
    im = nil
    context = nil
    style = nil
    contextIsFocused = false
    filterEvents = 0
    onEventMaskChange?()
    if !composing.isEmpty {
      composing = []
      composingCaret = 0
      onPreedit?(nil)
    }
    waitForServer()
  }

  /// Whether the server still owns its selection. Setting the spot and resetting wait for the
  /// server's answer, and Xlib waits for ever when the server has gone and it has not yet
  /// read the news (the destroy callback follows): they are asked only of a running server.
  private var serverIsRunning: Bool {
    XGetSelectionOwner(display, serverAtom) != 0
  }

  // MARK: Focus and spot

  /// The window gained or lost the keyboard focus.
  func setWindowFocused(_ focused: Bool) {
    windowIsFocused = focused
    updateFocus()
  }

  /// The focused text field's caret in window pixels, or `nil` when no field that takes an
  /// input method has focus: the context's spot, from its bottom-left corner, while nothing
  /// is composed.
  func setTextInputCaret(_ caret: CGRect?, movingSpot: Bool) {
    if isInCallback {
      let moves = movingSpot || pendingCaret?.movesSpot == true
      pendingCaret = (caret, moves)
      return
    }
    let gainsFocus = caret != nil && !textInputIsFocused
    textInputIsFocused = caret != nil
    if let caret, let context, movingSpot || gainsFocus {
      let point = (
        x: Int16(clamping: Int(caret.minX.rounded())), y: Int16(clamping: Int(caret.maxY.rounded()))
      )
      // The spot moves only when a field takes focus or after the window's own keys and
      // clicks, never while the input method types or composes: ibus-x11, told of a new spot
      // between or during its updates, hid its pre-edit, drew it again out of order and lost
      // it.
      if spot == nil || spot! != point, !isComposing, serverIsRunning {
        spot = point
        _ = easel_xic_set_spot(context, point.x, point.y)
      }
    }
    updateFocus()
  }

  /// Gives the context the input method's focus while the window has the keyboard and a text
  /// field takes input, and takes it away otherwise.
  private func updateFocus() {
    guard let context else { return }
    let focused = windowIsFocused && textInputIsFocused
    guard focused != contextIsFocused else { return }
    contextIsFocused = focused
    if focused { XSetICFocus(context) } else { XUnsetICFocus(context) }
  }

  // MARK: Composing

  /// Whether the input method is composing: it drew a pre-edit that has not ended.
  var isComposing: Bool { !composing.isEmpty }

  /// Tells the input method to drop what it composes (the field dropped its pre-edit).
  func reset() {
    if isInCallback {
      pendingReset = true
      return
    }
    guard let context else { return }
    composing = []
    composingCaret = 0
    guard serverIsRunning else { return }
    if let left = Xutf8ResetIC(context) { XFree(left) }
  }

  /// Drops what the input method composes and what it commits in answer: Escape came back
  /// from the server while it composed (a server that cancels on Escape takes the key).
  func cancel() {
    guard let preedit else { return }
    reset()
    cancelledText = preedit.text
  }

  /// Whether `text`, committed by the server, is its answer to `cancel()`, and so dropped.
  func dropsCommit(_ text: String) -> Bool {
    guard let cancelledText, text == cancelledText else { return false }
    self.cancelledText = nil
    return true
  }

  /// The text the input method committed with `event`: a key event it made (keycode 0)
  /// whose lookup gives characters; `nil` for any other key, which the window reads itself.
  func committedText(_ event: inout XKeyEvent) -> String? {
    guard let context, event.keycode == 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: 64)
    var keysym: KeySym = 0
    var status: Int32 = 0
    var count = Xutf8LookupString(
      context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    if status == XBufferOverflow {
      buffer = [CChar](repeating: 0, count: Int(count) + 1)
      count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    }
    guard status == XLookupChars || status == XLookupBoth, count > 0 else { return nil }
    let bytes = buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Applies what the window asked for while a callback ran: the window calls it after each
  /// event, outside Xlib's dispatching.
  func applyPendingChanges() {
    guard !isInCallback else { return }
    if pendingReset {
      pendingReset = false
      // Only while the input method still composes.
      if isComposing { reset() }
    }
    if let pending = pendingCaret {
      pendingCaret = nil
      setTextInputCaret(pending.caret, movingSpot: pending.movesSpot)
    }
  }

  /// Runs a callback's `body` with `isInCallback` set.
  fileprivate func inCallback(_ body: () -> Void) {
    let outer = isInCallback
    isInCallback = true
    defer { isInCallback = outer }
    body()
  }

  /// What the input method composes now; `nil` when nothing.
  var preedit: TextPreedit? {
    guard !composing.isEmpty else { return nil }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: composing)
    var before = String.UnicodeScalarView()
    before.append(contentsOf: composing.prefix(composingCaret))
    return TextPreedit(String(scalars), caret: String(before).count)
  }

  private func publish() {
    onPreedit?(preedit)
  }

  /// PreeditDraw: `length` characters from `first` become `text` (when it has a string; a
  /// text without one changes only how they look), and the caret moves to `caret`.
  fileprivate func draw(_ data: XIMPreeditDrawCallbackStruct) {
    let first = min(max(Int(data.chg_first), 0), composing.count)
    let length = min(max(Int(data.chg_length), 0), composing.count - first)
    var replacement: [Unicode.Scalar]?
    if let text = data.text?.pointee {
      if text.encoding_is_wchar != 0 {
        if let wide = text.string.wide_char {
          replacement = (0..<Int(text.length)).compactMap {
            Unicode.Scalar(UInt32(bitPattern: wide[$0]))
          }
        }
      } else if let bytes = text.string.multi_byte {
        replacement = Array(String(cString: bytes).unicodeScalars)
      }
    } else {
      replacement = []
    }
    if let replacement {
      composing.replaceSubrange(first..<first + length, with: replacement)
    }
    composingCaret = min(max(Int(data.caret), 0), composing.count)
    if let cancelledText, !composing.isEmpty, preedit?.text != cancelledText {
      self.cancelledText = nil
    }
    publish()
  }

  /// PreeditCaret: the caret moves as `data` says; the position it ends at is written back.
  fileprivate func moveCaret(_ data: inout XIMPreeditCaretCallbackStruct) {
    switch data.direction {
    case XIMAbsolutePosition: composingCaret = Int(data.position)
    case XIMForwardChar: composingCaret += 1
    case XIMBackwardChar: composingCaret -= 1
    case XIMLineStart: composingCaret = 0
    case XIMLineEnd: composingCaret = composing.count
    default: break
    }
    composingCaret = min(max(composingCaret, 0), composing.count)
    data.position = Int32(composingCaret)
    publish()
  }

  /// PreeditStart and PreeditDone: composing begins or ends with nothing composed.
  fileprivate func clearComposing() {
    let had = !composing.isEmpty
    composing = []
    composingCaret = 0
    if had { publish() }
  }

  // MARK: Callbacks from Xlib (on the main thread, inside XFilterEvent or a round trip)

  /// The object a callback's client data points to, by its address (a plain number, which
  /// may cross into the main actor).
  private static func object(_ address: UInt) -> X11InputMethod? {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Unmanaged<X11InputMethod>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static let preeditStarted: EaselXIMStartProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated {
      guard let object = object(address) else { return }
      object.inCallback { object.clearComposing() }
    }
    return -1
  }

  private static let preeditDone: EaselXIMProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated {
      guard let object = object(address) else { return }
      object.inCallback { object.clearComposing() }
    }
  }

  private static let preeditDrawn: EaselXIMProc = { _, client, callData in
    let address = UInt(bitPattern: client)
    let data = UInt(bitPattern: callData)
    MainActor.assumeIsolated {
      guard let pointer = UnsafeRawPointer(bitPattern: data), let object = object(address)
      else { return }
      let drawn = pointer.assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
      object.inCallback { object.draw(drawn) }
    }
  }

  private static let preeditCaretMoved: EaselXIMProc = { _, client, callData in
    let address = UInt(bitPattern: client)
    let data = UInt(bitPattern: callData)
    MainActor.assumeIsolated {
      guard let pointer = UnsafeMutableRawPointer(bitPattern: data), let object = object(address)
      else { return }
      let caret = pointer.assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
      object.inCallback { object.moveCaret(&caret.pointee) }
    }
  }

  private static let destroyed: EaselXIMDestroyProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { object(address)?.serverWentAway() }
  }

  private static let instantiated: XIDProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { object(address)?.serverAppeared() }
  }
}
