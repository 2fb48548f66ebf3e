import CCairo
import Easel
import Foundation

/// Paints a solid colour through a cached coverage mask straight into an image surface with
/// pixman, as Cairo's image compositor does for `cairo_mask_surface` — the same pixman
/// operation on the same colour and mask, so the same pixels — without the setup Cairo goes
/// through on every call (patterns, clip and extents checks, wrapping the mask and the
/// colour), which costs more than compositing a control-sized mask.
///
/// Only where nothing can differ from Cairo's own drawing: on the context a window frame is
/// drawn with (`CairoRenderer.draw(_:on:)` with `CoverageCache.isEnabled`) while it has no
/// clip, with the `OVER` operator, into an ARGB32 image surface (the frame, or an offscreen
/// group pushed for opacity).
@MainActor
enum DirectCompositor {
  /// Whether fills may be composited directly at all; tests turn it off to compare with
  /// Cairo's own compositing.
  static var isEnabled = true
  /// The context fills may be composited on directly, or `nil`.
  private static var context: OpaquePointer?
  /// How many clips the renderer has set on `context` now.
  private static var clipDepth = 0
  /// Counts of fills composited directly, for tests.
  private(set) static var compositedCount = 0

  /// The destination last wrapped for pixman, and what it was wrapped from.
  private static var destination: OpaquePointer?
  private static var destinationKey: DestinationKey?

  private struct DestinationKey: Equatable {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int32
    var height: Int32
    var stride: Int32
  }

  /// Runs `body` with fills on `cr` composited directly when `cr` qualifies: mask caching is
  /// on and `cr` has no clip. The previous context is restored afterwards, so that an
  /// offscreen drawing inside a frame does not take the frame's place.
  static func withContext<R>(_ cr: OpaquePointer, _ body: () -> R) -> R {
    let previousContext = context
    let previousDepth = clipDepth
    context = isEnabled && CoverageCache.isEnabled && isUnclipped(cr) ? cr : nil
    clipDepth = 0
    defer {
      context = previousContext
      clipDepth = previousDepth
    }
    return body()
  }

  /// Runs `body` while a clip is set on `cr`: nothing is composited directly meanwhile.
  static func withClip<R>(on cr: OpaquePointer, _ body: () -> R) -> R {
    guard cr == context else { return body() }
    clipDepth += 1
    defer { clipDepth -= 1 }
    return body()
  }

  /// Whether `cr` has no clip: its clip is one rectangle holding its whole target.
  private static func isUnclipped(_ cr: OpaquePointer) -> Bool {
    let target = cairo_get_group_target(cr)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let list = cairo_copy_clip_rectangle_list(cr)
    else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let rectangle = list.pointee.rectangles?.pointee
    else { return false }
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (rectangle.x, rectangle.y), (rectangle.x + rectangle.width, rectangle.y),
      (rectangle.x, rectangle.y + rectangle.height),
      (rectangle.x + rectangle.width, rectangle.y + rectangle.height),
    ] {
      var deviceX = x
      var deviceY = y
      cairo_user_to_device(cr, &deviceX, &deviceY)
      xs.append(deviceX)
      ys.append(deviceY)
    }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let width = Double(cairo_image_surface_get_width(target))
    let height = Double(cairo_image_surface_get_height(target))
    // Device space is the surface's pixels moved by the device offset.
    return xs.min()! <= offsetX && ys.min()! <= offsetY && xs.max()! >= offsetX + width
      && ys.max()! >= offsetY + height
  }

  /// Paints `color` through `mask` (an A8 pixman image) with its top-left corner at pixel
  /// (`x`, `y`) of the current target of `cr`; `false` (drawing nothing) when the fill does
  /// not qualify and must go through Cairo.
  static func paint(
    _ color: Color.Resolved, through mask: OpaquePointer, width: Int32, height: Int32,
    x: Int32, y: Int32, on cr: OpaquePointer
  ) -> Bool {
    guard cr == context, clipDepth == 0, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else {
      return false
    }
    let target = cairo_get_group_target(cr)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return false }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return false }
    let key = DestinationKey(
      data: data, width: cairo_image_surface_get_width(target),
      height: cairo_image_surface_get_height(target),
      stride: cairo_image_surface_get_stride(target))
    if key != destinationKey {
      if let destination { pixman_image_unref(destination) }
      destination = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, key.width, key.height,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), key.stride)
      destinationKey = destination == nil ? nil : key
    }
    guard let destination else { return false }
    var pixmanColor = pixmanColor(color)
    guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return false }
    pixman_image_composite32(
      PIXMAN_OP_OVER, source, mask, destination, 0, 0, 0, 0, x, y, width, height)
    pixman_image_unref(source)
    cairo_surface_mark_dirty(target)
    compositedCount += 1
    return true
  }

  /// Paints `color` through `mask` (an A8 image surface, such as a shadow's blurred
  /// coverage) placed at `point` in user space, as `cairo_mask_surface` does; `false`
  /// (drawing nothing) when that is not a copy of whole pixels — the user space scaled
  /// exactly as the mask's pixels, with no rotation, and the mask landing on whole pixels —
  /// or the fill does not qualify otherwise.
  static func paint(
    _ color: Color.Resolved, throughSurface mask: OpaquePointer, at point: CGPoint,
    on cr: OpaquePointer
  ) -> Bool {
    guard cr == context, clipDepth == 0,
      cairo_surface_get_type(mask) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(mask) == CAIRO_FORMAT_A8
    else { return false }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    var maskScaleX = 1.0
    var maskScaleY = 1.0
    cairo_surface_get_device_scale(mask, &maskScaleX, &maskScaleY)
    let target = cairo_get_group_target(cr)
    var targetScaleX = 1.0
    var targetScaleY = 1.0
    cairo_surface_get_device_scale(target, &targetScaleX, &targetScaleY)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx == maskScaleX, matrix.yy == maskScaleY,
      targetScaleX == 1, targetScaleY == 1
    else { return false }
    var x = Double(point.x)
    var y = Double(point.y)
    cairo_user_to_device(cr, &x, &y)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    x += offsetX
    y += offsetY
    guard abs(x - x.rounded()) < 1e-9, abs(y - y.rounded()) < 1e-9, abs(x) < 1e6, abs(y) < 1e6
    else { return false }
    cairo_surface_flush(mask)
    guard let data = cairo_image_surface_get_data(mask) else { return false }
    let width = cairo_image_surface_get_width(mask)
    let height = cairo_image_surface_get_height(mask)
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8, width, height,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(mask))
    else { return false }
    defer { pixman_image_unref(image) }
    return paint(
      color, through: image, width: width, height: height, x: Int32(x.rounded()),
      y: Int32(y.rounded()), on: cr)
  }

  /// The colour as Cairo gives it to pixman: clamped, premultiplied, in 16 bits a channel
  /// (`d × 65535 + 0.5`, truncated).
  static func pixmanColor(_ color: Color.Resolved) -> pixman_color_t {
    func clamped(_ value: Float) -> Double { min(max(Double(value), 0), 1) }
    func short(_ value: Double) -> UInt16 { UInt16(value * 65535.0 + 0.5) }
    let alpha = clamped(color.opacity)
    return pixman_color_t(
      red: short(clamped(color.red) * alpha), green: short(clamped(color.green) * alpha),
      blue: short(clamped(color.blue) * alpha), alpha: short(alpha))
  }
}
