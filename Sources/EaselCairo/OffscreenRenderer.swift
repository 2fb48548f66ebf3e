import CCairo
import Easel
import Foundation

/// Draws display-list items into an image surface of their own, at the resolution of the
/// context they will be painted back onto: the first step of shadows and blurs.
@MainActor
enum OffscreenRenderer {
  /// Pixels per point of `cr`'s user space (the length of a unit x vector in device space).
  static func scale(of cr: OpaquePointer) -> Double {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(), 0.01)
  }

  /// `area` grown outward to whole pixels at `scale`.
  static func pixelAligned(_ area: CGRect, scale: Double) -> CGRect {
    let minX = (area.minX * scale).rounded(.down) / scale
    let minY = (area.minY * scale).rounded(.down) / scale
    let maxX = (area.maxX * scale).rounded(.up) / scale
    let maxY = (area.maxY * scale).rounded(.up) / scale
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The size in pixels of the surface `render` makes for `area` at `scale`.
  static func pixelSize(of area: CGRect, scale: Double) -> (width: Int, height: Int) {
    (Int((area.width * scale).rounded(.up)), Int((area.height * scale).rounded(.up)))
  }

  /// A new image surface of `format` covering `area` (user space) at `scale` pixels per
  /// point, with `items` drawn into it; its device scale is set, so it paints back at
  /// `area.origin` at the right size. `nil` when the area is empty or unreasonably large. The
  /// caller destroys the surface.
  static func render(
    _ items: [DisplayList.Item], area: CGRect, scale: Double, format: cairo_format_t
  ) -> OpaquePointer? {
    let (width, height) = pixelSize(of: area, scale: scale)
    guard width > 0, height > 0, width * height <= 16_000_000,
      let surface = cairo_image_surface_create(format, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let offscreen = cairo_create(surface)!
    cairo_scale(offscreen, scale, scale)
    cairo_translate(offscreen, -area.minX, -area.minY)
    CairoRenderer.draw(DisplayList(items: items), on: offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(surface)
    return surface
  }
}
