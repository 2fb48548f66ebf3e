import CX11

/// Reads a window property of type CARDINAL and format 32, as the window manager's
/// (`_NET_WORKAREA`, `_NET_FRAME_EXTENTS`) and Easel's own handshake (`_EASEL_PRESENTED`) are.
package enum CardinalProperty {
  /// The first `count` items of `property` on `window`, as the C longs Xlib returns them
  /// (a 32-bit value in each), or `nil` when the property is not set with that type and format.
  package static func read(
    _ property: Atom, of window: Window, on display: OpaquePointer, count: Int
  )
    -> [UInt]?
  {
    var type: Atom = 0
    var format: Int32 = 0
    var items: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, property, 0, count, 0, XA_CARDINAL, &type, &format, &items, &after,
      &data)
    guard status == Success, let data else { return nil }
    defer { XFree(data) }
    guard type == XA_CARDINAL, format == 32, items > 0 else { return nil }
    let values = UnsafeRawPointer(data).bindMemory(to: UInt.self, capacity: Int(items))
    return (0..<Int(items)).map { values[$0] }
  }
}
