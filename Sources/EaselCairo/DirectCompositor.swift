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
/// drawn with (`CairoRenderer.draw(_:on:)` with `CoverageCache.isEnabled`) while its clip is
/// known as rectangles of whole pixels (the frame as one, or the damaged rectangles of a frame
/// drawn again, as `FrameRenderer` sets them), with the `OVER` operator, into an ARGB32 image
/// surface (the frame, or an offscreen group pushed for opacity). A mask is composited once
/// for each clip rectangle it overlaps, cut to it: nothing lands outside the clip.
@MainActor
enum DirectCompositor {
  /// Whether fills may be composited directly at all; tests turn it off to compare with
  /// Cairo's own compositing.
  static var isEnabled = true
  /// The context fills may be composited on directly, or `nil`.
  private static var context: OpaquePointer?
  /// The pixels `context`'s clip lets through, in device space.
  private static var clip = Clip(box: Box(x0: 0, y0: 0, x1: 0, y1: 0))
  /// The bounds of `clip`, and whether it is that one rectangle: read on every fill without
  /// touching `clip`'s arrays.
  private static var clipBounds = Box(x0: 0, y0: 0, x1: 0, y1: 0)
  private static var clipIsOneBox = true
  /// How many clips the renderer has set on `context` now.
  private static var clipDepth = 0
  /// Counts of fills composited directly, for tests.
  private(set) static var compositedCount = 0

  /// The destination last wrapped for pixman, and what it was wrapped from.
  private static var destination: OpaquePointer?
  private static var destinationKey: DestinationKey?

  /// A rectangle of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
  struct Box {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32
  }

  /// A clip of whole device pixels: disjoint rectangles, ordered by their top row, with an
  /// index from rows of `rowHeight` pixels to the first rectangle that reaches down into
  /// them, so that a fill finds the rectangles it overlaps without going through all.
  struct Clip {
    let boxes: [Box]
    /// For each band of `rowHeight` rows from the top of `bounds`, the first box whose
    /// bottom lies below the band's top; `boxes.count` when none does.
    private let firstBox: [Int]
    private let rowHeight: Int32
    /// The bounds of all the boxes.
    let bounds: Box

    /// A clip of one rectangle.
    init(box: Box) {
      boxes = [box]
      firstBox = []
      rowHeight = 1
      bounds = box
    }

    /// A clip of `boxes`, which must be disjoint and ordered by `y0`.
    init(boxes: [Box], rowHeight: Int32 = 16) {
      self.boxes = boxes
      self.rowHeight = max(rowHeight, 1)
      guard let first = boxes.first else {
        firstBox = []
        bounds = Box(x0: 0, y0: 0, x1: 0, y1: 0)
        return
      }
      var bounds = first
      for box in boxes {
        bounds.x0 = min(bounds.x0, box.x0)
        bounds.y0 = min(bounds.y0, box.y0)
        bounds.x1 = max(bounds.x1, box.x1)
        bounds.y1 = max(bounds.y1, box.y1)
      }
      self.bounds = bounds
      let bands = Int((bounds.y1 - bounds.y0 + self.rowHeight - 1) / self.rowHeight)
      var firstBox = Array(repeating: boxes.count, count: max(bands, 0))
      // Boxes come by their top row: the first to reach a band is the lowest index there.
      for (index, box) in boxes.enumerated() where box.y1 > box.y0 {
        let from = Int((box.y0 - bounds.y0) / self.rowHeight)
        let to = Int((box.y1 - 1 - bounds.y0) / self.rowHeight)
        for band in from...to where firstBox[band] > index { firstBox[band] = index }
      }
      // A box reaching a band lower down reaches every band up to its own: keep the
      // smallest index seen from below.
      var smallest = boxes.count
      for band in firstBox.indices.reversed() {
        smallest = min(smallest, firstBox[band])
        firstBox[band] = smallest
      }
      self.firstBox = firstBox
    }

    /// The index of the first box that may overlap row `y` or rows below it.
    func firstBox(reaching y: Int32) -> Int {
      guard !firstBox.isEmpty else { return 0 }
      if y < bounds.y0 { return 0 }
      let band = Int((y - bounds.y0) / rowHeight)
      return band < firstBox.count ? firstBox[band] : boxes.count
    }
  }

  private struct DestinationKey: Equatable {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int32
    var height: Int32
    var stride: Int32
  }

  /// Runs `body` with fills on `cr` composited directly when `cr` qualifies: mask caching is
  /// on and `cr`'s clip is one rectangle of whole pixels. The previous context is restored
  /// afterwards, so that an offscreen drawing inside a frame does not take the frame's place.
  ///
  /// `clip`, when given, is `cr`'s clip as the caller set it — rectangles of whole pixels,
  /// such as the damaged part of a frame — so it need not be asked for.
  static func withContext<R>(_ cr: OpaquePointer, clip given: Clip? = nil, _ body: () -> R) -> R {
    let previousContext = context
    let previousDepth = clipDepth
    let previousClip = clip
    let previousBounds = clipBounds
    let previousIsOneBox = clipIsOneBox
    let found = isEnabled && CoverageCache.isEnabled ? given ?? pixelClip(of: cr) : nil
    context = found == nil ? nil : cr
    if let found {
      clip = found
      clipBounds = found.bounds
      clipIsOneBox = found.boxes.count == 1
    }
    clipDepth = 0
    defer {
      context = previousContext
      clipDepth = previousDepth
      clip = previousClip
      clipBounds = previousBounds
      clipIsOneBox = previousIsOneBox
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

  /// The clip of `cr` in device space when it is one rectangle of whole pixels on an image
  /// surface, else `nil`.
  private static func pixelClip(of cr: OpaquePointer) -> Clip? {
    let target = cairo_get_group_target(cr)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let list = cairo_copy_clip_rectangle_list(cr)
    else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let rectangle = list.pointee.rectangles?.pointee
    else { return nil }
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
    let edges = [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
    // Rectangle lists hold only axis-aligned rectangles; the corners must be whole pixels
    // (the surface's extents when nothing is clipped).
    for edge in edges where abs(edge - edge.rounded()) >= 1e-6 || abs(edge) >= 1e7 {
      return nil
    }
    return Clip(
      box: Box(
        x0: Int32(edges[0].rounded()), y0: Int32(edges[1].rounded()),
        x1: Int32(edges[2].rounded()), y1: Int32(edges[3].rounded())))
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
    // Only the pixels inside the clip's rectangles, in the target's pixels (device space
    // moved by the target's offset, as for an offscreen group): the mask is composited once
    // for each rectangle it overlaps, which are disjoint, so no pixel is painted twice.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let dx = Int32(offsetX.rounded())
    let dy = Int32(offsetY.rounded())
    let right = x + width
    let bottom = y + height
    let bounds = clipBounds
    guard x < bounds.x1 + dx, right > bounds.x0 + dx, y < bounds.y1 + dy, bottom > bounds.y0 + dy
    else { return true }
    var source: OpaquePointer?
    /// Composites the part of the mask inside `box`; `false` when nothing could be.
    func composite(_ box: Box) -> Bool {
      let left = max(x, box.x0 + dx)
      let top = max(y, box.y0 + dy)
      let boxRight = min(right, box.x1 + dx)
      let boxBottom = min(bottom, box.y1 + dy)
      guard boxRight > left, boxBottom > top else { return true }
      if source == nil {
        var pixmanColor = pixmanColor(color)
        source = pixman_image_create_solid_fill(&pixmanColor)
        guard source != nil else { return false }
      }
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, mask, destination, 0, 0, left - x, top - y, left, top,
        boxRight - left, boxBottom - top)
      return true
    }
    if clipIsOneBox {
      // Nothing drawn yet: Cairo may still draw it all.
      guard composite(bounds) else { return false }
    } else {
      let boxes = clip.boxes
      var index = clip.firstBox(reaching: y - dy)
      while index < boxes.count {
        let box = boxes[index]
        index += 1
        if box.y0 + dy >= bottom { break }
        // The first rectangle fails before anything is drawn: Cairo may still draw it all.
        guard composite(box) else { return false }
      }
    }
    guard let source else { return true }
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
