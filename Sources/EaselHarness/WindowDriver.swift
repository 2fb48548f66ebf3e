import CX11
import EaselCairo
import EaselX11
import Foundation

/// Drives an Easel window (such as `easel preview`'s) from another X connection, for the window
/// tests and benchmarks: injects pointer input with XTest, resizes the window, reads its
/// pixels, and waits for presented frames through the window's handshake instead of sleeping.
///
/// The handshake: the test sends the window a `_EASEL_SYNC` ClientMessage carrying a serial;
/// the window draws a frame after handling everything queued before the message and sets its
/// `_EASEL_PRESENTED` property to (frame, serial, animating). X requests run in order, so once
/// the property shows the serial, the frame that reflects every earlier input is on screen.
public final class WindowDriver {
  /// What the window last published.
  public struct Presented: Equatable, Sendable {
    /// The frame number (1 for the first).
    public var frame: Int
    /// The highest sync serial the frame answers.
    public var sync: Int
    /// Whether animations or gestures still ask for frames.
    public var animating: Bool
    /// The time the frame took, from the start of its redraw to its presentation, in
    /// microseconds (0 from a window that does not publish it).
    public var frameMicroseconds = 0
    /// The longest time any frame after the first took, in microseconds.
    public var longestFrameMicroseconds = 0
    /// The last frame after which the window, idle, returned its free memory to the system
    /// (0 before it first did, or from a window that does not publish it).
    public var idleAfterFrame = 0
    /// Where the longest frame after the first spent its time (`nil` before a second frame,
    /// or from a window that does not publish it).
    public var longestFrame: FrameTimings?

    /// A handshake's values.
    public init(
      frame: Int, sync: Int, animating: Bool, frameMicroseconds: Int = 0,
      longestFrameMicroseconds: Int = 0
    ) {
      self.frame = frame
      self.sync = sync
      self.animating = animating
      self.frameMicroseconds = frameMicroseconds
      self.longestFrameMicroseconds = longestFrameMicroseconds
    }
  }

  /// The driver's own connection.
  public let display: OpaquePointer
  /// The window driven (0 until `waitForNewWindow` has found one).
  public private(set) var window: Window
  /// The process that shows the window, when the caller knows it: a wait that times out
  /// reports what it is doing (`ChildProcess.diagnosis`), so that a window that stopped
  /// answering can be told from one that is slow or gone.
  public var process: ChildProcess?
  private let presentedAtom: Atom
  private let syncAtom: Atom
  private var serial = 0

  /// Opens a connection to `displayName` that drives `window`.
  public convenience init(displayName: String, window: Window) throws {
    try self.init(displayName: displayName)
    self.window = window
    XSelectInput(display, window, PropertyChangeMask)
    XFlush(display)
  }

  /// Opens a connection to `displayName` that watches the root window for the next top-level
  /// window (see `waitForNewWindow`), so that a window's first frame can be timed from the
  /// moment its process starts.
  public convenience init(watchingForWindowsOn displayName: String) throws {
    try self.init(displayName: displayName)
    XSelectInput(display, XDefaultRootWindow(display), SubstructureNotifyMask)
    XFlush(display)
  }

  private init(displayName: String) throws {
    guard let display = XOpenDisplay(displayName) else {
      throw HarnessError("cannot open \(displayName)")
    }
    var event = Int32(0)
    var error = Int32(0)
    var major = Int32(0)
    var minor = Int32(0)
    guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
      XCloseDisplay(display)
      throw HarnessError("the X server has no XTest extension")
    }
    self.display = display
    self.window = 0
    presentedAtom = XInternAtom(display, X11Window.presentedPropertyName, 0)
    syncAtom = XInternAtom(display, X11Window.syncMessageName, 0)
  }

  /// Waits for a window to be created on the root window (with a connection from
  /// `init(watchingForWindowsOn:)`), then drives it; throws when `timeout` seconds pass first.
  @discardableResult
  public func waitForNewWindow(timeout: TimeInterval = 30) throws -> Window {
    let deadline = Date().addingTimeInterval(timeout)
    var event = XEvent()
    let root = XDefaultRootWindow(display)
    while true {
      while XPending(display) > 0 {
        XNextEvent(display, &event)
        if event.type == CreateNotify, event.xcreatewindow.parent == root {
          window = event.xcreatewindow.window
          XSelectInput(display, root, NoEventMask)
          XSelectInput(display, window, PropertyChangeMask)
          XFlush(display)
          return window
        }
      }
      guard sleepForEvents(until: deadline) else { throw timedOut(waitingFor: "a new window") }
    }
  }

  deinit { XCloseDisplay(display) }

  /// The window's `_EASEL_PRESENTED` property, if set.
  public func presented() -> Presented? {
    guard
      let values = CardinalProperty.read(
        presentedAtom, of: window, on: display, count: 6 + FrameTimings.handshakeCount),
      values.count >= 3
    else { return nil }
    var state = Presented(frame: Int(values[0]), sync: Int(values[1]), animating: values[2] != 0)
    if values.count >= 5 {
      state.frameMicroseconds = Int(values[3])
      state.longestFrameMicroseconds = Int(values[4])
    }
    if values.count >= 6 { state.idleAfterFrame = Int(values[5]) }
    state.longestFrame = FrameTimings(handshakeValues: values.dropFirst(6).map { Int($0) })
    return state
  }

  /// Waits until the property satisfies `predicate`, reading PropertyNotify events as they
  /// come; throws when `timeout` seconds pass first.
  @discardableResult
  public func waitForPresented(
    timeout: TimeInterval = 30, _ what: String, where predicate: (Presented) -> Bool
  ) throws -> Presented {
    let deadline = Date().addingTimeInterval(timeout)
    var event = XEvent()
    while true {
      while XPending(display) > 0 { XNextEvent(display, &event) }
      if let state = presented(), predicate(state) { return state }
      // Reading the property (and whatever `predicate` reads) is a round trip, and the
      // PropertyNotify of a change made meanwhile may have come in with its reply: it is in
      // Xlib's queue now, not on the socket, and `poll` would sleep through it to the deadline.
      if XEventsQueued(display, QueuedAlready) > 0 { continue }
      guard sleepForEvents(until: deadline) else { throw timedOut(waitingFor: what) }
    }
  }

  /// Watches the window for `interval` seconds, answering nothing and waiting for nothing, and
  /// returns what it presented last: for a check that the window stays idle, whose wait
  /// ending is not a failure (`waitForPresented` would report it as one, with the process's
  /// stacks).
  public func watch(for interval: TimeInterval) -> Presented? {
    let deadline = Date().addingTimeInterval(interval)
    var event = XEvent()
    repeat {
      while XPending(display) > 0 { XNextEvent(display, &event) }
    } while sleepForEvents(until: deadline)
    return presented()
  }

  /// Sleeps until the connection has something to read or `deadline` comes; returns `false`,
  /// at once, when it has come already.
  private func sleepForEvents(until deadline: Date) -> Bool {
    let remaining = deadline.timeIntervalSinceNow
    guard remaining > 0 else { return false }
    var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, Int32(remaining * 1000) + 1)
    return true
  }

  /// The error of a wait for `what` that timed out, with the window's last handshake and, when
  /// the driver knows it, what the window's process is doing.
  private func timedOut(waitingFor what: String) -> HarnessError {
    var message = "timed out waiting for \(what)"
    if window != 0, let state = presented() {
      message += " (the window last presented frame \(state.frame), answering sync \(state.sync))"
    }
    if let process { message += "; the window's process:\n" + process.diagnosis() }
    return HarnessError(message)
  }

  /// Sends a sync request and waits for the frame that answers it: everything sent before is
  /// drawn on screen.
  @discardableResult
  public func sync(timeout: TimeInterval = 30) throws -> Presented {
    serial += 1
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = syncAtom
    event.xclient.format = 32
    event.xclient.data.l.0 = serial
    XSendEvent(display, window, 0, NoEventMask, &event)
    XFlush(display)
    let wanted = serial
    return try waitForPresented(timeout: timeout, "the answer to sync \(wanted)") {
      $0.sync >= wanted
    }
  }

  /// Syncs, then waits until no animation asks for frames.
  @discardableResult
  public func settle(timeout: TimeInterval = 30) throws -> Presented {
    try sync(timeout: timeout)
    return try waitForPresented(timeout: timeout, "animations to finish") { !$0.animating }
  }

  /// Settles, then waits until the window, idle after its last frame, has returned its free
  /// memory to the system: the moment to read its resident memory.
  @discardableResult
  public func settleAndRest(timeout: TimeInterval = 30) throws -> Presented {
    let settled = try settle(timeout: timeout)
    return try waitForPresented(timeout: timeout, "the window to rest") {
      $0.idleAfterFrame >= settled.frame
    }
  }

  /// Moves the pointer to a point in the window's pixels.
  public func move(to x: Int, _ y: Int) {
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: Window = 0
    let root = XDefaultRootWindow(display)
    XTranslateCoordinates(display, window, root, Int32(x), Int32(y), &rootX, &rootY, &child)
    XTestFakeMotionEvent(display, -1, rootX, rootY, 0)
    XFlush(display)
  }

  /// Presses or releases the primary button where the pointer is.
  public func button(down: Bool) {
    XTestFakeButtonEvent(display, 1, down ? 1 : 0, 0)
    XFlush(display)
  }

  /// Presses or releases a key by its X keysym, such as `XK_Control_L` to hold Control.
  public func key(_ keysym: Int32, down: Bool) {
    let code = XKeysymToKeycode(display, KeySym(keysym))
    XTestFakeKeyEvent(display, UInt32(code), down ? 1 : 0, 0)
    XFlush(display)
  }

  /// Turns the wheel by `notches` where the pointer is: negative upwards (button 4), positive
  /// downwards (button 5).
  public func wheel(_ notches: Int) {
    let button: UInt32 = notches < 0 ? 4 : 5
    for _ in 0..<abs(notches) {
      XTestFakeButtonEvent(display, button, 1, 0)
      XTestFakeButtonEvent(display, button, 0, 0)
    }
    XFlush(display)
  }

  /// Taps at a point in the window's pixels.
  public func tap(at x: Int, _ y: Int) {
    move(to: x, y)
    button(down: true)
    button(down: false)
  }

  /// Resizes the window to `width`×`height` pixels.
  public func resize(to width: Int, _ height: Int) {
    XResizeWindow(display, window, UInt32(width), UInt32(height))
    XFlush(display)
  }

  /// The window's pixel at `(x, y)` as red, green and blue.
  public func pixel(_ x: Int, _ y: Int) throws -> (red: Int, green: Int, blue: Int) {
    guard let image = XGetImage(display, window, Int32(x), Int32(y), 1, 1, UInt.max, ZPixmap)
    else { throw HarnessError("cannot read the window's pixel at (\(x), \(y))") }
    defer { _ = image.pointee.f.destroy_image(image) }
    let value = image.pointee.f.get_pixel(image, 0, 0)
    return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
  }
}
