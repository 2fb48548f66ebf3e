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
    let factor = Float(amount)
    ImageSurfacePixels.transform(surface) { pixel in
      let alpha = Float(pixel >> 24)
      let red = Float((pixel >> 16) & 0xFF)
      let green = Float((pixel >> 8) & 0xFF)
      let blue = Float(pixel & 0xFF)
      let grey = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      func clamp(_ value: Float) -> UInt32 { UInt32(max(0, min(alpha, value)).rounded()) }
      return pixel & 0xFF00_0000 | clamp(grey + (red - grey) * factor) << 16
        | clamp(grey + (green - grey) * factor) << 8 | clamp(grey + (blue - grey) * factor)
    }
  }
}
