import CX11
import Dispatch
import Easel
import EaselCairo
import EaselHost
import Foundation

/// Something that happened to a window.
public enum WindowEvent: Equatable, Sendable {
  /// Part of the window needs drawing again.
  case expose
  /// The window's size changed; the new size is in pixels.
  case resize(width: Int, height: Int)
  /// The window manager asked the window to close.
  case close
  /// The primary button (the finger) went down at a point in pixels, with `modifiers` held.
  case press(x: Int, y: Int, modifiers: EventModifiers)
  /// The middle button went down at a point in pixels: X11 programs paste the PRIMARY
  /// selection there.
  case middlePress(x: Int, y: Int)
  /// The primary button came up at a point in pixels.
  case release(x: Int, y: Int)
  /// The pointer moved with the primary button down, to a point in pixels.
  case drag(x: Int, y: Int)
  /// The wheel turned at a point in pixels: `dy` is negative upwards, in notches, with
  /// `modifiers` held.
  case wheel(x: Int, y: Int, dx: Int, dy: Int, modifiers: EventModifiers)
  /// The pointer moved with no button down, to a point in pixels.
  case hover(x: Int, y: Int)
  /// The pointer left the window.
  case leave
  /// The window gained (`true`) or lost the keyboard focus.
  case focus(Bool)
  /// A client asked to be told when everything it sent before has been drawn: answer by
  /// publishing the next presented frame with this serial (see `publishPresentedFrame`).
  case sync(serial: Int)
}

/// A top-level X11 window: it opens the connection, sets the window manager's properties,
/// delivers events through the main queue and presents Cairo images.
///
/// Events arrive through a Dispatch read source on the X connection, on the main queue, so
/// the window sleeps while nothing happens and Swift's main actor runs in the same loop.
@MainActor
public final class X11Window {
  /// The connection to the X server.
  let display: OpaquePointer
  /// The window's X identifier.
  public let window: Window
  private let screen: Int32
  private let visual: UnsafeMutablePointer<Visual>
  private let depth: Int32
  private let graphicsContext: GC
  private let deleteWindowAtom: Atom
  private let syncAtom: Atom
  private let presentedAtom: Atom
  /// `_NET_WM_NAME` and `UTF8_STRING`, looked up once: each lookup is a round trip, which
  /// reads whatever events have come into Xlib's queue.
  private let titleAtoms: (name: Atom, utf8: Atom)
  private var sharedImage: SharedImage?
  /// Whether presenting goes through shared memory (MIT-SHM); `false` after the server
  /// refused it or without the extension, when images are sent over the connection.
  public private(set) var usesSharedMemory: Bool
  private var readSource: (any DispatchSourceRead)?
  /// The window's size in pixels, as last configured.
  public private(set) var pixelSize: (width: Int, height: Int)
  /// Called with each event, on the main actor.
  public var onEvent: ((WindowEvent) -> Void)?
  /// Called with each key pressed, on the main actor.
  public var onKey: ((KeyPress) -> Void)?
  /// Called with what the input method composes as it changes (`nil` when it composes
  /// nothing), on the main actor: the focused field shows it at its caret.
  public var onPreedit: ((TextPreedit?) -> Void)?
  /// Called with text the input method committed, on the main actor: typed text.
  public var onCommit: ((String) -> Void)?

  /// The name of the ClientMessage a client sends to ask for a presented-frame answer; its
  /// first 32-bit datum is the client's serial.
  public nonisolated static let syncMessageName = "_EASEL_SYNC"
  /// The name of the window property (CARDINAL, 32-bit) the window sets after each presented
  /// frame: the frame number, the highest sync serial received before the frame was drawn,
  /// and 1 while animations or gestures still ask for frames (0 when idle); then the figures
  /// of `publishPresentedFrame`.
  public nonisolated static let presentedPropertyName = "_EASEL_PRESENTED"

  /// Opens `displayName` (or `$DISPLAY`) and creates a window of `width`×`height` pixels.
  ///
  /// `inputMethodModifiers` are the locale modifiers that name the input method server the
  /// window composes text with, as `XMODIFIERS` does (`@im=ibus`); `nil` reads
  /// `XMODIFIERS`. Without a server named, keys go through the window's own path
  /// (libxkbcommon); see `X11InputMethod`.
  public init(
    displayName: String? = nil, title: String, width: Int, height: Int,
    inputMethodModifiers: String? = nil
  ) throws(X11Error) {
    X11Window.installErrorHandlers()
    guard let display = XOpenDisplay(displayName) else {
      throw .cannotOpenDisplay(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"])
    }
    let screen = XDefaultScreen(display)
    let visual = XDefaultVisual(display, screen)!
    let depth = XDefaultDepth(display, screen)
    let v = visual.pointee
    guard depth == 24 || depth == 32, v.red_mask == 0xFF_0000, v.green_mask == 0xFF00,
      v.blue_mask == 0xFF
    else {
      XCloseDisplay(display)
      throw .unsupportedVisual(
        depth: depth, redMask: v.red_mask, greenMask: v.green_mask, blueMask: v.blue_mask)
    }
    let root = XRootWindow(display, screen)
    var attributes = XSetWindowAttributes()
    attributes.background_pixel = XWhitePixel(display, screen)
    attributes.bit_gravity = NorthWestGravity
    attributes.event_mask = Self.eventMask
    let window = XCreateWindow(
      display, root, 0, 0, UInt32(max(width, 1)), UInt32(max(height, 1)), 0, depth,
      UInt32(InputOutput), visual, UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)
    self.display = display
    self.window = window
    self.screen = screen
    self.visual = visual
    self.depth = depth
    self.graphicsContext = XCreateGC(display, window, 0, nil)
    self.pixelSize = (max(width, 1), max(height, 1))
    self.deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
    self.syncAtom = XInternAtom(display, X11Window.syncMessageName, 0)
    self.presentedAtom = XInternAtom(display, X11Window.presentedPropertyName, 0)
    self.titleAtoms = (
      XInternAtom(display, "_NET_WM_NAME", 0), XInternAtom(display, "UTF8_STRING", 0)
    )
    self.usesSharedMemory =
      XShmQueryExtension(display) != 0
      && ProcessInfo.processInfo.environment["EASEL_NO_SHM"] == nil
    var protocols = [deleteWindowAtom]
    XSetWMProtocols(display, window, &protocols, 1)
    setClassAndPID()
    setTitle(title)
    keyboard = XKBKeyboard(display: display)
    inputMethod = X11InputMethod(display: display, window: window, modifiers: inputMethodModifiers)
    inputMethod?.onEventMaskChange = { [weak self] in self?.selectEvents() }
    inputMethod?.onPreedit = { [weak self] preedit in self?.onPreedit?(preedit) }
    selectEvents()
  }

  /// The input method the window composes text with; `nil` when no server is named.
  private(set) var inputMethod: X11InputMethod?

  /// The events the window selects now: its own, those its input context needs, and
  /// property changes while a selection is read in pieces.
  private var selectedEventMask: Int {
    Self.eventMask | (inputMethod?.filterEvents ?? 0)
      | (isWatchingProperties ? PropertyChangeMask : 0)
  }

  /// Whether property changes on the window are selected (`watchingProperties`).
  private var isWatchingProperties = false

  /// Selects `selectedEventMask` on the window.
  private func selectEvents() {
    XSelectInput(display, window, selectedEventMask)
  }

  /// The keyboard's keymap, state and Compose sequences through libxkbcommon; `nil` on a
  /// server without XKB, where keys are read with `XLookupString`.
  private(set) var keyboard: XKBKeyboard?

  isolated deinit { close() }

  /// The events the window asks the X server for.
  static let eventMask =
    ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
    | PointerMotionMask | KeyPressMask | LeaveWindowMask | FocusChangeMask

  /// The `CLIPBOARD` selection, where text fields copy, cut and paste.
  public private(set) lazy var clipboard = X11Selection("CLIPBOARD", of: self)
  /// The `PRIMARY` selection.
  public private(set) lazy var primary = X11Selection("PRIMARY", of: self)

  /// Takes the next event of `type` for this window that `matches` from the connection,
  /// waiting for it until `deadline`; events of that type that do not match are dropped,
  /// others stay queued for `processPendingEvents`. `nil` when none came in time.
  func waitForEvent(
    _ type: Int32, until deadline: ContinuousClock.Instant, where matches: (XEvent) -> Bool
  ) -> XEvent? {
    var event = XEvent()
    while true {
      while XCheckTypedWindowEvent(display, window, type, &event) != 0 {
        if matches(event) { return event }
      }
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { return nil }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(
        min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
      var connection = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
      _ = poll(&connection, 1, milliseconds)
    }
  }

  /// Also asks for property changes on the window while `body` runs (a selection sent in
  /// pieces arrives through them).
  func watchingProperties<R>(_ body: () -> R) -> R {
    isWatchingProperties = true
    selectEvents()
    defer {
      isWatchingProperties = false
      selectEvents()
    }
    return body()
  }

  /// Whether `close()` has run.
  public private(set) var isClosed = false

  /// Destroys the window and closes the connection to the X server, which then frees what
  /// the window held there; nothing else may be done with the window afterwards. Runs once.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    readSource?.cancel()
    readSource = nil
    inputMethod?.close()
    inputMethod = nil
    sharedImage?.release(display)
    sharedImage = nil
    XFreeGC(display, graphicsContext)
    XDestroyWindow(display, window)
    XCloseDisplay(display)
  }

  /// Exits with a clear message when the X connection is lost, instead of Xlib's default
  /// abort, and reports protocol errors without killing the window.
  private static func installErrorHandlers() {
    XSetIOErrorHandler { _ in
      FileHandle.standardError.write(Data("easel: lost the connection to the X server\n".utf8))
      exit(1)
    }
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      if SharedImage.isAttaching {
        // The server cannot share memory with us (a remote display): fall back quietly.
        SharedImage.attachFailed = true
        return 0
      }
      var text = [CChar](repeating: 0, count: 256)
      XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
      let message = String(
        decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      FileHandle.standardError.write(
        Data("easel: X error: \(message) (request \(event.pointee.request_code))\n".utf8))
      return 0
    }
  }

  private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

  private func setClassAndPID() {
    if let hint = XAllocClassHint() {
      "easel".withCString { name in
        "Easel".withCString { className in
          hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
          hint.pointee.res_class = UnsafeMutablePointer(mutating: className)
          XSetClassHint(display, window, hint)
        }
      }
      XFree(hint)
    }
    var pid = UInt(getpid())
    withUnsafeBytes(of: &pid) { bytes in
      _ = XChangeProperty(
        display, window, atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
  }

  /// Sets the window's title, as UTF-8 for modern window managers and Latin-1 for the rest.
  public func setTitle(_ title: String) {
    XStoreName(display, window, title)
    let utf8 = Array(title.utf8)
    utf8.withUnsafeBufferPointer { buffer in
      _ = XChangeProperty(
        display, window, titleAtoms.name, titleAtoms.utf8, 8, PropModeReplace,
        buffer.baseAddress, Int32(buffer.count))
    }
  }

  /// Shows the window and starts delivering its events on the main queue.
  public func show() {
    XMapWindow(display, window)
    XFlush(display)
    // The source watches a duplicate of the connection's descriptor, closed by the source's
    // cancel handler. `cancel()` takes effect later, on libdispatch's own thread: were the
    // watched number closed at once (by `XCloseDisplay` in `close()`) and taken by the next
    // descriptor opened — another window's connection, an inotify watch — libdispatch would
    // still hold it registered, and the source made on the new descriptor would never fire.
    let connection = XConnectionNumber(display)
    let watched = dup(connection)
    let source = DispatchSource.makeReadSource(
      fileDescriptor: watched >= 0 ? watched : connection, queue: .main)
    if watched >= 0 { source.setCancelHandler { _ = Glibc.close(watched) } }
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.processPendingEvents() }
    }
    source.resume()
    readSource = source
  }

  /// Handles every event Xlib has queued or can read without blocking.
  ///
  /// Called after anything that talks to the server, as well as by the read source: a round
  /// trip, or a write that has to wait, reads what the server sent meanwhile into Xlib's
  /// queue, off the socket the read source watches, and an event left there would wait for
  /// the next one to arrive.
  ///
  /// Called again while an event is being handled (a key whose handler draws a frame at once,
  /// as the preview's screenshot key does), it handles nothing: the events wait for the loop
  /// already running, which takes them in order after the one in hand. Handled there and
  /// then, the next key would have run inside the first one's handler, and the first, when
  /// it finished, would have written back the settings it read before, undoing the second.
  public func processPendingEvents() {
    guard !isHandlingEvents else { return }
    isHandlingEvents = true
    defer { isHandlingEvents = false }
    var event = XEvent()
    repeat {
      while XPending(display) > 0 {
        XNextEvent(display, &event)
        // The input method takes the keys it composes with, and its own messages.
        if let inputMethod {
          let filtered = XFilterEvent(&event, 0) != 0
          inputMethod.applyPendingChanges()
          if filtered { continue }
        }
        handle(event)
      }
      XFlush(display)
    } while XEventsQueued(display, QueuedAlready) > 0
  }

  /// Whether `processPendingEvents` is running: an event is being handled.
  private var isHandlingEvents = false

  private func handle(_ event: XEvent) {
    switch event.type {
    case Expose:
      if event.xexpose.count == 0 { onEvent?(.expose) }
    case ConfigureNotify:
      let width = Int(event.xconfigure.width)
      let height = Int(event.xconfigure.height)
      if width != pixelSize.width || height != pixelSize.height {
        pixelSize = (width, height)
        onEvent?(.resize(width: width, height: height))
      }
    case ButtonPress where event.xbutton.button == UInt32(Button1):
      onEvent?(
        .press(
          x: Int(event.xbutton.x), y: Int(event.xbutton.y),
          modifiers: Self.modifiers(event.xbutton.state)))
    case ButtonPress where event.xbutton.button == UInt32(Button2):
      onEvent?(.middlePress(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
    case ButtonRelease where event.xbutton.button == UInt32(Button1):
      onEvent?(.release(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
    case ButtonPress where (4...7).contains(event.xbutton.button):
      // Wheel notches arrive as presses of buttons 4 (up), 5 (down), 6 (left), 7 (right).
      let button = event.xbutton.button
      onEvent?(
        .wheel(
          x: Int(event.xbutton.x), y: Int(event.xbutton.y),
          dx: button == 6 ? -1 : button == 7 ? 1 : 0, dy: button == 4 ? -1 : button == 5 ? 1 : 0,
          modifiers: Self.modifiers(event.xbutton.state)))
    case MotionNotify where event.xmotion.state & UInt32(Button1Mask) != 0:
      onEvent?(.drag(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
    case MotionNotify:
      onEvent?(.hover(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
    case LeaveNotify:
      onEvent?(.leave)
    case FocusIn:
      inputMethod?.setWindowFocused(true)
      onEvent?(.focus(true))
    case FocusOut
    where event.xfocus.detail != NotifyPointer && event.xfocus.detail != NotifyInferior:
      inputMethod?.setWindowFocused(false)
      onEvent?(.focus(false))
    case CX11.KeyPress:
      var keyEvent = event.xkey
      if let inputMethod, let text = inputMethod.committedText(&keyEvent) {
        guard !inputMethod.dropsCommit(text) else { break }
        // The field drops its pre-edit as it types the text. Xlib hands the commit over as a
        // key event after the pre-edit callbacks of the same batch of messages: what the input
        // method composes since (the next syllable) is shown again.
        onCommit?(text)
        if let preedit = inputMethod.preedit { onPreedit?(preedit) }
      } else if let key = readKey(&keyEvent) {
        // Escape the server gave back while composing cancels what it composes; the field
        // drops its pre-edit as the key reaches it.
        if key.key == .escape { inputMethod?.cancel() }
        onKey?(key)
      }
    case SelectionRequest:
      let request = event.xselectionrequest
      (request.selection == primary.atom ? primary : clipboard).answer(request)
    case PropertyNotify where event.xproperty.window != window:
      // A program reading a long selection in pieces deleted the piece it read.
      clipboard.propertyChanged(event.xproperty)
      primary.propertyChanged(event.xproperty)
    case SelectionClear:
      if event.xselectionclear.selection == primary.atom { primary.clear() }
      if event.xselectionclear.selection == clipboard.atom { clipboard.clear() }
    case ClientMessage where event.xclient.message_type == syncAtom:
      onEvent?(.sync(serial: Int(UInt32(truncatingIfNeeded: event.xclient.data.l.0))))
    case ClientMessage:
      if Atom(event.xclient.data.l.0) == deleteWindowAtom { onEvent?(.close) }
    default:
      if let keyboard, event.type == keyboard.eventBase {
        _ = keyboard.handle(event, nextIsKeymapChange: nextEventIsKeymapChange(keyboard))
      }
    }
  }

  /// Whether the event queued next is another change of the keymap (a burst of them reads
  /// the keymap once, at its last).
  private func nextEventIsKeymapChange(_ keyboard: XKBKeyboard) -> Bool {
    guard XEventsQueued(display, QueuedAlready) > 0 else { return false }
    var next = XEvent()
    XPeekEvent(display, &next)
    return keyboard.isKeymapChange(next)
  }

  /// The modifiers an X event's `state` holds (Mod1, Alt, is Option).
  private static func modifiers(_ state: UInt32) -> EventModifiers {
    var modifiers: EventModifiers = []
    if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
    if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
    if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.option) }
    if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
    return modifiers
  }

  /// The named keys by X keysym, as SwiftUI's `KeyEquivalent`s (the function keys as the
  /// private-use characters Apple's platforms give them: F1 is U+F704).
  static let namedKeys: [Int32: KeyEquivalent] = {
    var keys: [Int32: KeyEquivalent] = [
      XK_Left: .leftArrow, XK_Right: .rightArrow, XK_Up: .upArrow, XK_Down: .downArrow,
      XK_KP_Left: .leftArrow, XK_KP_Right: .rightArrow, XK_KP_Up: .upArrow,
      XK_KP_Down: .downArrow, XK_Escape: .escape, XK_Page_Up: .pageUp,
      XK_Page_Down: .pageDown, XK_KP_Page_Up: .pageUp, XK_KP_Page_Down: .pageDown,
      XK_Home: .home, XK_End: .end, XK_KP_Home: .home, XK_KP_End: .end,
      XK_BackSpace: .delete, XK_Delete: .deleteForward, XK_KP_Delete: .deleteForward,
      XK_Return: .return, XK_KP_Enter: .return, XK_Tab: .tab, XK_ISO_Left_Tab: .tab,
      XK_Clear: .clear, XK_Insert: KeyEquivalent("\u{F727}"),
    ]
    for number in 0..<12 {
      let scalar = Unicode.Scalar(0xF704 + UInt32(number))!
      keys[XK_F1 + Int32(number)] = KeyEquivalent(Character(scalar))
    }
    return keys
  }()

  /// The key a key press the window handles names: read by `XKBKeyboard` on a server with
  /// XKB, else by Xlib (`keyPress(_:)`).
  private func readKey(_ event: inout XKeyEvent) -> KeyPress? {
    if let keyboard { return keyboard.keyPress(keycode: event.keycode) }
    return keyPress(&event)
  }

  /// The key an X key event names, with the text it types under the modifiers held; `nil`
  /// for a modifier key alone, or a key that is neither named nor types anything. Used on a
  /// server without XKB; with it, `XKBKeyboard` reads keys.
  private func keyPress(_ event: inout XKeyEvent) -> KeyPress? {
    var buffer = [CChar](repeating: 0, count: 16)
    var keysym: KeySym = 0
    let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    let modifiers = Self.modifiers(event.state)
    if let key = Self.namedKeys[Int32(truncatingIfNeeded: keysym)] {
      let characters =
        key == .return || key == .tab || key == .escape || key == .delete
        ? String(key.character) : ""
      return KeyPress(key, characters: characters, modifiers: modifiers)
    }
    guard count > 0 else { return nil }
    let bytes = buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }
    var text = String(decoding: bytes, as: UTF8.self)
    // Control turns letters into control codes; name the letter instead.
    if let scalar = text.unicodeScalars.first, scalar.value < 0x20,
      let letter = Unicode.Scalar(UInt32(keysym)), keysym < 0x7F
    {
      text = String(Character(letter))
    }
    guard let first = text.first else { return nil }
    return KeyPress(KeyEquivalent(first), characters: text, modifiers: modifiers)
  }

  /// Publishes the presentation handshake: sets the `_EASEL_PRESENTED` property to the frame
  /// number, the last sync serial answered, whether more frames will follow, and the time the
  /// frame took and the longest any frame after the first took, in microseconds, and the
  /// last frame after which the window, idle, returned its free memory to the system (0
  /// before it first did); then, when given, where the longest frame spent its time
  /// (`FrameTimings.handshakeValues`, 14 items). Requests on the connection run in order, so
  /// a client that sees the property change also sees the frame's pixels.
  public func publishPresentedFrame(
    _ frame: Int, sync: Int, animating: Bool, frameMicroseconds: Int = 0,
    longestFrameMicroseconds: Int = 0, idleAfterFrame: Int = 0, longestFrame: FrameTimings? = nil
  ) {
    var values: [UInt] = [
      UInt(frame), UInt(UInt32(truncatingIfNeeded: sync)), animating ? 1 : 0,
      UInt(max(frameMicroseconds, 0)), UInt(max(longestFrameMicroseconds, 0)),
      UInt(max(idleAfterFrame, 0)),
    ]
    if let longestFrame {
      values += longestFrame.handshakeValues.map { UInt(UInt32(clamping: max($0, 0))) }
    }
    let count = values.count
    values.withUnsafeMutableBytes { bytes in
      _ = XChangeProperty(
        display, window, presentedAtom, XA_CARDINAL, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(count))
    }
    XFlush(display)
  }

  /// Copies `image` to the window's top-left corner: through shared memory where the server
  /// offers MIT-SHM, otherwise over the connection with `XPutImage`.
  ///
  /// `rects` (in points, as `FrameRenderer.damagedRects` gives them), when given, are the
  /// only parts of the image that changed since the last image presented, which the window
  /// still shows: only they are copied. `nil` copies all of it.
  public func present(_ image: CairoImage, only rects: [CGRect]? = nil) throws(X11Error) {
    let boxes = rects.map { pixelBoxes(of: $0, in: image) }
    if usesSharedMemory {
      if presentShared(image, only: boxes) { return }
      usesSharedMemory = false
      sharedImage?.release(display)
      sharedImage = nil
    }
    try presentOverConnection(image, only: boxes)
  }

  /// A rectangle of whole pixels of an image: `x`, `y`, `width`, `height`.
  private typealias PixelBox = (x: Int, y: Int, width: Int, height: Int)

  /// The whole pixels of `image` that `rects` (points) touch, clipped to the image.
  private func pixelBoxes(of rects: [CGRect], in image: CairoImage) -> [PixelBox] {
    var boxes: [PixelBox] = []
    for rect in rects where !rect.isNull && !rect.isEmpty {
      // Damaged rectangles are whole pixels divided by the scale: round outwards, with a
      // little slack for the division.
      let x0 = max(Int((rect.minX * image.scale + 1e-6).rounded(.down)), 0)
      let y0 = max(Int((rect.minY * image.scale + 1e-6).rounded(.down)), 0)
      let x1 = min(Int((rect.maxX * image.scale - 1e-6).rounded(.up)), image.pixelWidth)
      let y1 = min(Int((rect.maxY * image.scale - 1e-6).rounded(.up)), image.pixelHeight)
      if x1 > x0, y1 > y0 { boxes.append((x0, y0, x1 - x0, y1 - y0)) }
    }
    return boxes
  }

  /// Presents through a shared-memory image; `false` when the server cannot share memory.
  private func presentShared(_ image: CairoImage, only boxes: [PixelBox]?) -> Bool {
    let width = image.pixelWidth
    let height = image.pixelHeight
    if let shared = sharedImage, shared.width != width || shared.height != height {
      shared.release(display)
      sharedImage = nil
    }
    // A new segment holds nothing yet: all of the image goes in.
    var boxes = boxes
    if sharedImage == nil {
      guard
        let made = SharedImage(
          display: display, visual: visual, depth: depth,
          width: width, height: height)
      else { return false }
      sharedImage = made
      boxes = nil
    }
    guard let shared = sharedImage else { return false }
    if let boxes {
      guard !boxes.isEmpty else { return true }
      image.withUnsafePixelBytes { bytes in
        for box in boxes {
          shared.copy(
            from: bytes, bytesPerRow: image.bytesPerRow, x: box.x, y: box.y, width: box.width,
            height: box.height)
        }
      }
      for box in boxes {
        XShmPutImage(
          display, window, graphicsContext, shared.image, Int32(box.x), Int32(box.y),
          Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height), 0)
      }
    } else {
      image.withUnsafePixelBytes { bytes in
        shared.copy(from: bytes, bytesPerRow: image.bytesPerRow)
      }
      XShmPutImage(
        display, window, graphicsContext, shared.image, 0, 0, 0, 0, UInt32(width),
        UInt32(height), 0)
    }
    // Wait until the server has read the segment before it is written again.
    XSync(display, 0)
    return true
  }

  private func presentOverConnection(_ image: CairoImage, only boxes: [PixelBox]?)
    throws(X11Error)
  {
    let width = image.pixelWidth
    let height = image.pixelHeight
    let bytesPerRow = image.bytesPerRow
    let presented: Bool = image.withUnsafePixelBytes { bytes in
      guard let base = bytes.baseAddress,
        let ximage = XCreateImage(
          display, visual, UInt32(depth), ZPixmap, 0,
          UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: CChar.self)),
          UInt32(width), UInt32(height), 32, Int32(bytesPerRow))
      else { return false }
      ximage.pointee.byte_order = LSBFirst
      for box in boxes ?? [(0, 0, width, height)] {
        XPutImage(
          display, window, graphicsContext, ximage, Int32(box.x), Int32(box.y), Int32(box.x),
          Int32(box.y), UInt32(box.width), UInt32(box.height))
      }
      // The pixels belong to the Cairo image: detach them before Xlib frees the XImage.
      ximage.pointee.data = nil
      _ = ximage.pointee.f.destroy_image(ximage)
      return true
    }
    guard presented else { throw .cannotCreateImage(width: width, height: height) }
    XFlush(display)
  }
}
