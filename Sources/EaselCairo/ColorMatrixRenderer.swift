import CCairo
import Easel
import Foundation

/// Draws content through a colour matrix (`brightness`, `saturation`, `colorInvert` and the
/// other colour effects): the content is drawn into a group, whose pixels are
/// unpremultiplied, passed through the matrix, clamped and premultiplied again before the group
/// is painted.
@MainActor
enum ColorMatrixRenderer {
  /// Draws `items` on `cr` through `matrix`.
  static func draw(
    _ items: [DisplayList.Item], through matrix: DisplayList.ColorMatrix, on cr: OpaquePointer,
    visible: CGRect?
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // No matrix here makes a transparent pixel visible, so the group needs to cover only what
    // the items draw.
    if let bounds = VisualBounds.of(items), !bounds.isNull, !bounds.isInfinite {
      let margin: CGFloat = 2
      cairo_rectangle(
        cr, bounds.minX - margin, bounds.minY - margin, bounds.width + 2 * margin,
        bounds.height + 2 * margin)
      cairo_clip(cr)
    }
    cairo_push_group(cr)
    for item in items { CairoRenderer.draw(item, on: cr, visible: visible) }
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    filter(group, through: matrix)
    cairo_set_source(cr, group)
    cairo_paint(cr)
  }

  /// Passes the pixels of the group `pattern`'s image surface through `matrix`, in place.
  private static func filter(_ pattern: OpaquePointer, through matrix: DisplayList.ColorMatrix) {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let surface = groupSurface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return }
    let m = matrix.entries.map { Float($0) }
    // A transparent pixel stays transparent when no input reaches opacity on its own.
    let keepsClear = m[19] <= 0
    ImageSurfacePixels.transform(surface) { pixel in
      let alpha = Float(pixel >> 24) / 255
      if alpha == 0 && keepsClear { return pixel }
      let scale: Float = alpha > 0 ? 1 / (alpha * 255) : 0
      let r = Float((pixel >> 16) & 0xFF) * scale
      let g = Float((pixel >> 8) & 0xFF) * scale
      let b = Float(pixel & 0xFF) * scale
      func row(_ i: Int) -> Float {
        min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * alpha + m[i + 4], 0), 1)
      }
      let newAlpha = row(15)
      let a255 = newAlpha * 255
      return UInt32((a255).rounded()) << 24 | UInt32((row(0) * a255).rounded()) << 16
        | UInt32((row(5) * a255).rounded()) << 8 | UInt32((row(10) * a255).rounded())
    }
  }
}
