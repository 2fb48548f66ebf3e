import CX11
import Dispatch
import EaselCairo
import Foundation

/// Something that happened to a window.
public enum WindowEvent: Equatable, Sendable {
  /// Part of the window needs drawing again.
  case expose
  /// The window's size changed; the new size is in pixels.
  case resize(width: Int, height: Int)
  /// The window manager asked the window to close.
  case close
  /// The primary button (the finger) went down at a point in pixels.
  case press(x: Int, y: Int)
  /// The primary button came up at a point in pixels.
  case release(x: Int, y: Int)
  /// The pointer moved with the primary button down, to a point in pixels.
  case drag(x: Int, y: Int)
  /// The wheel turned at a point in pixels: `dy` is negative upwards, in notches.
  case wheel(x: Int, y: Int, dx: Int, dy: Int)
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
  private var readSource: (any DispatchSourceRead)?
  /// The window's size in pixels, as last configured.
  public private(set) var pixelSize: (width: Int, height: Int)
  /// Called with each event, on the main actor.
  public var onEvent: ((WindowEvent) -> Void)?

  /// Opens `displayName` (or `$DISPLAY`) and creates a window of `width`×`height` pixels.
  public init(
    displayName: String? = nil, title: String, width: Int, height: Int
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
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
      | PointerMotionMask | KeyPressMask
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
    var protocols = [deleteWindowAtom]
    XSetWMProtocols(display, window, &protocols, 1)
    setClassAndPID()
    setTitle(title)
  }

  isolated deinit {
    readSource?.cancel()
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
        display, window, atom("_NET_WM_NAME"), atom("UTF8_STRING"), 8, PropModeReplace,
        buffer.baseAddress, Int32(buffer.count))
    }
  }

  /// Shows the window and starts delivering its events on the main queue.
  public func show() {
    XMapWindow(display, window)
    XFlush(display)
    let source = DispatchSource.makeReadSource(
      fileDescriptor: XConnectionNumber(display), queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.processPendingEvents() }
    }
    source.resume()
    readSource = source
  }

  /// Handles every event Xlib has queued or can read without blocking.
  public func processPendingEvents() {
    var event = XEvent()
    while XPending(display) > 0 {
      XNextEvent(display, &event)
      handle(event)
    }
    XFlush(display)
  }

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
      onEvent?(.press(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
    case ButtonRelease where event.xbutton.button == UInt32(Button1):
      onEvent?(.release(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
    case ButtonPress where (4...7).contains(event.xbutton.button):
      // Wheel notches arrive as presses of buttons 4 (up), 5 (down), 6 (left), 7 (right).
      let button = event.xbutton.button
      onEvent?(
        .wheel(
          x: Int(event.xbutton.x), y: Int(event.xbutton.y),
          dx: button == 6 ? -1 : button == 7 ? 1 : 0, dy: button == 4 ? -1 : button == 5 ? 1 : 0))
    case MotionNotify where event.xmotion.state & UInt32(Button1Mask) != 0:
      onEvent?(.drag(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
    case ClientMessage:
      if Atom(event.xclient.data.l.0) == deleteWindowAtom { onEvent?(.close) }
    default:
      break
    }
  }

  /// Copies `image` to the window's top-left corner.
  public func present(_ image: CairoImage) throws(X11Error) {
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
      XPutImage(display, window, graphicsContext, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
      // The pixels belong to the Cairo image: detach them before Xlib frees the XImage.
      ximage.pointee.data = nil
      _ = ximage.pointee.f.destroy_image(ximage)
      return true
    }
    guard presented else { throw .cannotCreateImage(width: width, height: height) }
    XFlush(display)
  }
}
