import Easel
import Foundation

extension WindowHost {
  /// The part of the screen the window may cover, in points (see `X11Window.workArea()`).
  public var workArea: CGRect { rect(window.workArea()) }

  /// Where the window's content is on the screen, in points.
  public var screenFrame: CGRect { rect(window.screenFrame()) }

  /// The window manager's decorations around the window, in points (zero without a window
  /// manager that says).
  public var frameExtents: EdgeInsets {
    let extents = window.frameExtents()
    return EdgeInsets(
      top: CGFloat(extents.top) / scale, leading: CGFloat(extents.left) / scale,
      bottom: CGFloat(extents.bottom) / scale, trailing: CGFloat(extents.right) / scale)
  }

  /// Asks for the window's content to cover `frame` (points of the screen), with its
  /// decorations around it. The window is laid out and drawn again once the new size comes.
  public func requestScreenFrame(_ frame: CGRect) {
    window.requestFrame(
      X11Window.ScreenRect(
        x: Int((frame.minX * scale).rounded()), y: Int((frame.minY * scale).rounded()),
        width: Int((frame.width * scale).rounded()), height: Int((frame.height * scale).rounded())
      ))
  }

  /// A rectangle of screen pixels in points.
  private func rect(_ pixels: X11Window.ScreenRect) -> CGRect {
    CGRect(
      x: CGFloat(pixels.x) / scale, y: CGFloat(pixels.y) / scale,
      width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }
}
