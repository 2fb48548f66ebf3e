import CCairo
import Easel
import Foundation

/// Draws a material's or glass's backdrop: what is already drawn under the shape is copied,
/// blurred, its saturation changed, and painted back clipped to the shape under a tint.
@MainActor
enum BackdropRenderer {
  static func draw(_ backdrop: DisplayList.Backdrop, on cr: OpaquePointer) {
    let scale = OffscreenRenderer.scale(of: cr)
    let margin = BlurRenderer.margin(radius: backdrop.radius)
    let area = OffscreenRenderer.pixelAligned(
      backdrop.frame.insetBy(dx: -margin, dy: -margin), scale: scale)
    let width = Int32((area.width * scale).rounded())
    let height = Int32((area.height * scale).rounded())
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoRenderer.addPath(backdrop.path, to: cr)
    cairo_clip(cr)
    // A blur too large to copy is left out: the tint alone is still drawn.
    if width > 0, height > 0, width <= 8192, height <= 8192,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    {
      defer { cairo_surface_destroy(surface) }
      // What is drawn so far under the area, in device pixels.
      var x = Double(area.minX)
      var y = Double(area.minY)
      cairo_user_to_device(cr, &x, &y)
      let copy = cairo_create(surface)!
      cairo_set_source_surface(copy, cairo_get_group_target(cr), -x.rounded(), -y.rounded())
      cairo_paint(copy)
      cairo_destroy(copy)
      GaussianBlur.blur(surface, sigma: Double(backdrop.radius) / 2 * scale, edges: .repeated)
      if backdrop.saturation != 1 { saturate(surface, by: backdrop.saturation) }
      cairo_surface_set_device_scale(surface, scale, scale)
      cairo_set_source_surface(cr, surface, area.minX, area.minY)
      cairo_paint(cr)
    }
    let tint = backdrop.tint
    cairo_set_source_rgba(
      cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.opacity))
    cairo_paint(cr)
  }

  /// Moves every pixel's colour away from (above 1) or towards (below 1) its grey.
  private static func saturate(_ surface: OpaquePointer, by amount: Double) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let factor = Float(amount)
    for row in 0..<height {
      let line = data + row * stride
      for column in 0..<width {
        let pixel = line + column * 4
        // Premultiplied BGRA in memory on little-endian machines.
        let alpha = Float(pixel[3])
        let blue = Float(pixel[0])
        let green = Float(pixel[1])
        let red = Float(pixel[2])
        let grey = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        func clamp(_ value: Float) -> UInt8 { UInt8(max(0, min(alpha, value)).rounded()) }
        pixel[0] = clamp(grey + (blue - grey) * factor)
        pixel[1] = clamp(grey + (green - grey) * factor)
        pixel[2] = clamp(grey + (red - grey) * factor)
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
