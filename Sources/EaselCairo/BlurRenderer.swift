import CCairo
import Easel
import Foundation

/// Draws blurred content: the items are drawn offscreen in full colour at device resolution,
/// blurred (`GaussianBlur`, on premultiplied colour so edges fade cleanly), and painted back.
@MainActor
enum BlurRenderer {
  /// How far a blur of `radius` points reaches past its content: three standard deviations.
  static func margin(radius: CGFloat) -> CGFloat {
    (radius / 2 * 3).rounded(.up) + 1
  }

  /// Draws `items` blurred as `blur` says on `cr` (whose user space is in points).
  static func draw(_ blur: DisplayList.Blur, of items: [DisplayList.Item], on cr: OpaquePointer) {
    let scale = OffscreenRenderer.scale(of: cr)
    let area: CGRect
    if blur.isOpaque {
      area = OffscreenRenderer.pixelAligned(blur.frame, scale: scale)
    } else {
      guard let content = ShadowRenderer.bounds(of: items), !content.isEmpty else { return }
      let margin = margin(radius: blur.radius)
      area = OffscreenRenderer.pixelAligned(
        content.insetBy(dx: -margin, dy: -margin), scale: scale)
    }
    guard
      let surface = OffscreenRenderer.render(
        items, area: area, scale: scale, format: CAIRO_FORMAT_ARGB32)
    else {
      // Too large to blur offscreen: the content is drawn sharp rather than not at all.
      for item in items { CairoRenderer.draw(item, on: cr) }
      return
    }
    defer { cairo_surface_destroy(surface) }
    GaussianBlur.blur(
      surface, sigma: Double(blur.radius) / 2 * scale,
      edges: blur.isOpaque ? .repeated : .transparent)
    if blur.isOpaque { makeOpaque(surface) }
    cairo_surface_set_device_scale(surface, scale, scale)
    cairo_save(cr)
    cairo_set_source_surface(cr, surface, area.minX, area.minY)
    cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Sets every pixel's alpha to full, keeping its premultiplied colour: the image as if
  /// composited over black.
  private static func makeOpaque(_ surface: OpaquePointer) {
    ImageSurfacePixels.transform(surface) { $0 | 0xFF00_0000 }
  }
}
