import CCairo

/// Changing the pixels of an ARGB32 image surface in place, as the colour effects do
/// (`BlurRenderer`'s opaque copy, `ColorMatrixRenderer`, `BackdropRenderer`'s saturation).
enum ImageSurfacePixels {
  /// Replaces each pixel of `surface` with what `transform` makes of it, row by row. A pixel
  /// is premultiplied ARGB in a native-endian 32-bit word: alpha in the top byte, blue in the
  /// bottom. Cairo is told of the change afterwards.
  @inline(__always)
  static func transform(_ surface: OpaquePointer, _ transform: (UInt32) -> UInt32) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let words = UnsafeMutableRawPointer(data)
    for y in 0..<height {
      for x in 0..<width {
        let offset = y * stride + x * 4
        let pixel = words.load(fromByteOffset: offset, as: UInt32.self)
        words.storeBytes(of: transform(pixel), toByteOffset: offset, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
