import CCairo
import Foundation

/// How a context's user space lands on the pixels of the surface it draws into now (the
/// frame, or an offscreen group): the current matrix, then the target's device scale and
/// offset — what a cached mask is placed by.
@MainActor
struct TargetPixels {
  /// The current transformation matrix of the context.
  let ctm: cairo_matrix_t
  /// The target's device scale and offset: a device point (x, y) is the target's pixel
  /// (x × scaleX + offsetX, y × scaleY + offsetY).
  let scaleX: Double
  let scaleY: Double
  let offsetX: Double
  let offsetY: Double

  /// The transformation of `cr` now.
  init(of cr: OpaquePointer) {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    self.ctm = ctm
    let target = cairo_get_group_target(cr)
    var offsetX = 0.0
    var offsetY = 0.0
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    (self.offsetX, self.offsetY, self.scaleX, self.scaleY) = (offsetX, offsetY, scaleX, scaleY)
  }

  /// Paints the current source of `cr` through `mask` (an A8 surface) with its top-left
  /// corner at the target's pixel (`x`, `y`), as Cairo's own masking does.
  func paintSource(through mask: OpaquePointer, x: Double, y: Double, on cr: OpaquePointer) {
    cairo_save(cr)
    var pixels = cairo_matrix_t(
      xx: 1 / scaleX, yx: 0, xy: 0, yy: 1 / scaleY, x0: -offsetX / scaleX, y0: -offsetY / scaleY)
    cairo_set_matrix(cr, &pixels)
    cairo_mask_surface(cr, mask, x, y)
    cairo_restore(cr)
  }
}
