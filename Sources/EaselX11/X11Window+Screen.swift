import CX11
import Foundation

extension X11Window {
  /// A rectangle of the screen in pixels, from the root window's top-left corner.
  public struct ScreenRect: Equatable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width`×`height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The space a window manager's decorations take around a window, in pixels.
  public struct FrameExtents: Equatable, Sendable {
    /// Left of the window.
    public var left = 0
    /// Right of the window.
    public var right = 0
    /// Above the window (the title bar).
    public var top = 0
    /// Below the window.
    public var bottom = 0

    /// No decorations.
    public init() {}
  }

  /// The whole screen the window is on, in pixels.
  public var screenSize: (width: Int, height: Int) {
    let screen = XDefaultScreen(display)
    return (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
  }

  /// The part of the screen windows may cover, in pixels: the window manager's
  /// `_NET_WORKAREA` for the current desktop (`_NET_CURRENT_DESKTOP`), clipped to the screen,
  /// when it sets one (it leaves out panels and docks); the whole screen otherwise.
  public func workArea() -> ScreenRect {
    let (width, height) = screenSize
    let screen = ScreenRect(x: 0, y: 0, width: width, height: height)
    let root = XDefaultRootWindow(display)
    let desktop = cardinals("_NET_CURRENT_DESKTOP", of: root, count: 1)?.first ?? 0
    guard let areas = cardinals("_NET_WORKAREA", of: root, count: 4 * (desktop + 1)),
      areas.count >= 4
    else { return screen }
    // One rectangle per desktop; a window manager that lists fewer gives the first.
    let start = areas.count >= 4 * (desktop + 1) ? 4 * desktop : 0
    let x = max(areas[start], 0)
    let y = max(areas[start + 1], 0)
    let right = min(areas[start] + areas[start + 2], width)
    let bottom = min(areas[start + 1] + areas[start + 3], height)
    guard right > x, bottom > y else { return screen }
    return ScreenRect(x: x, y: y, width: right - x, height: bottom - y)
  }

  /// The window manager's decorations around the window (`_NET_FRAME_EXTENTS`); none when
  /// no window manager sets them.
  public func frameExtents() -> FrameExtents {
    var extents = FrameExtents()
    if let values = cardinals("_NET_FRAME_EXTENTS", of: window, count: 4), values.count == 4 {
      extents.left = values[0]
      extents.right = values[1]
      extents.top = values[2]
      extents.bottom = values[3]
    }
    return extents
  }

  /// Where the window's content is on the screen, in pixels: its top-left corner from the
  /// root window's, and its size as last configured.
  public func screenFrame() -> ScreenRect {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
    return ScreenRect(
      x: Int(x), y: Int(y), width: pixelSize.width, height: pixelSize.height)
  }

  /// Asks for the window's content to cover `frame` (pixels of the screen), its decorations
  /// around it: a window manager places a frame's top-left corner where the window asks
  /// (ICCCM, north-west gravity), so the request is moved up and left by the decorations.
  /// The window's size changes when the server (or the window manager) answers with a
  /// ConfigureNotify, which redraws it.
  public func requestFrame(_ frame: ScreenRect) {
    let extents = frameExtents()
    XMoveResizeWindow(
      display, window, Int32(frame.x - extents.left), Int32(frame.y - extents.top),
      UInt32(max(frame.width, 1)), UInt32(max(frame.height, 1)))
    XFlush(display)
  }

  /// The first `count` items of a CARDINAL property of `window`, or `nil` when it is not set.
  private func cardinals(_ name: String, of window: Window, count: Int) -> [Int]? {
    // Only an atom that exists can name a property that is set.
    let property = XInternAtom(display, name, 1)
    guard property != 0 else { return nil }
    return CardinalProperty.read(property, of: window, on: display, count: count)?.map {
      Int(Int32(truncatingIfNeeded: $0))
    }
  }
}
