import CCairo
import Easel
import Foundation

extension CairoImage {
  /// Calls `body` with the image's pixel bytes to change them: premultiplied ARGB in
  /// native-endian 32-bit words, `bytesPerRow` apart. Cairo sees the changes afterwards.
  public func withUnsafeMutablePixelBytes<R>(
    _ body: (UnsafeMutableRawBufferPointer) throws -> R
  ) rethrows -> R {
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    defer { cairo_surface_mark_dirty(surface) }
    return try body(UnsafeMutableRawBufferPointer(start: data, count: bytesPerRow * pixelHeight))
  }
}
