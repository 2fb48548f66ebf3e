import CCairo
import Easel
import Foundation

/// A laid-out text's glyphs rasterised once into a coverage mask, for a window's frames: the
/// same label drawn again, in any colour, is one composite of the mask, not a walk of Pango's
/// runs and Cairo's glyph cache.
///
/// A mask is made for one transformation and one position of the text's origin within a
/// pixel (the fraction past the whole pixel), so its glyphs land on the very pixels Cairo's
/// own drawing would put them on; moving the text by whole pixels reuses it. The glyphs are
/// added into the mask and the colour composited through it, as Cairo's image compositor
/// draws a glyph run, so the pixels are the same. Only text of one colour with no lines
/// (underlines, strikethroughs) and only characters no font draws in colour (below U+2190,
/// where emoji begin) qualifies; the rest is drawn by Pango as before.
@MainActor
final class TextMask {
  /// Where a mask applies: the linear part of the transformation to device pixels, and the
  /// fraction of a pixel the text's origin lies past a whole one.
  struct Key: Hashable {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double
    var fractionX: Double
    var fractionY: Double
  }

  /// The most masks one layout keeps (its positions within a pixel, its scales).
  static let perLayoutCapacity = 8
  /// The largest mask made, in pixels; larger text is drawn directly.
  static let maximumArea = 512 * 512

  /// Whether text may be drawn through masks at all; tests turn it off to compare with
  /// Pango's own drawing.
  static var isEnabled = true
  /// Counts, for tests: masks made, and masks reused.
  private(set) static var misses = 0
  private(set) static var hits = 0

  let surface: OpaquePointer
  /// The surface's pixels as a pixman image, for `DirectCompositor`.
  let pixmanImage: OpaquePointer?
  /// The mask's top-left pixel relative to the whole pixel the text's origin lies in.
  let left: Int32
  let top: Int32
  let width: Int32
  let height: Int32

  /// The bytes of the mask's pixels.
  var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * Int(height) }

  private init(surface: OpaquePointer, left: Int32, top: Int32, width: Int32, height: Int32) {
    self.surface = surface
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    pixmanImage = cairo_image_surface_get_data(surface).flatMap { data in
      pixman_image_create_bits(
        PIXMAN_a8, width, height,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(surface))
    }
  }

  isolated deinit {
    if let pixmanImage { pixman_image_unref(pixmanImage) }
    cairo_surface_destroy(surface)
  }

  /// Whether `run` can be drawn through a mask: one colour, no lines, no colour glyphs.
  static func canDraw(_ run: DisplayList.TextRun) -> Bool {
    guard isEnabled else { return false }
    for span in run.spans
    where span.color != nil || span.underline != nil || span.strikethrough != nil
      || span.backgroundColor != nil
    {
      return false
    }
    for scalar in run.string.unicodeScalars where scalar.value >= 0x2190 { return false }
    return true
  }

  /// Paints `handle`'s layout in `color` with its origin at `point` (user space of `cr`)
  /// through its cached mask; `false` (drawing nothing) when the text does not fit in a mask.
  static func draw(
    _ handle: PangoLayoutCache.LayoutHandle, at point: CGPoint, color: Color.Resolved,
    on cr: OpaquePointer
  ) -> Bool {
    // User space to device pixels: the current matrix, then the target's device transform
    // (an offscreen group's offset).
    let device = TargetPixels(of: cr)
    let (ctm, scaleX, scaleY) = (device.ctm, device.scaleX, device.scaleY)
    let (offsetX, offsetY) = (device.offsetX, device.offsetY)
    let deviceX = (ctm.xx * point.x + ctm.xy * point.y + ctm.x0) * scaleX + offsetX
    let deviceY = (ctm.yx * point.x + ctm.yy * point.y + ctm.y0) * scaleY + offsetY
    guard deviceX.isFinite, deviceY.isFinite, abs(deviceX) < 1e6, abs(deviceY) < 1e6 else {
      return false
    }
    let wholeX = deviceX.rounded(.down)
    let wholeY = deviceY.rounded(.down)
    let key = Key(
      xx: ctm.xx * scaleX, yx: ctm.yx * scaleY, xy: ctm.xy * scaleX, yy: ctm.yy * scaleY,
      fractionX: deviceX - wholeX, fractionY: deviceY - wholeY)
    let mask: TextMask
    if let cached = handle.masks[key] {
      hits += 1
      mask = cached
    } else {
      guard let made = make(handle.layout, for: key) else { return false }
      misses += 1
      PangoLayoutCache.shared.keep(made, for: key, in: handle)
      mask = made
    }
    let x = Int32(wholeX) + mask.left
    let y = Int32(wholeY) + mask.top
    if let image = mask.pixmanImage,
      DirectCompositor.paint(
        color, through: image, width: mask.width, height: mask.height, x: x, y: y, on: cr)
    {
      return true
    }
    // Through Cairo, in device pixels.
    cairo_set_source_rgba(
      cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
    device.paintSource(through: mask.surface, x: Double(x), y: Double(y), on: cr)
    return true
  }

  /// Rasterises `layout`'s glyphs for `key`: its ink rectangle, transformed and grown by two
  /// pixels for antialiasing, holds them.
  private static func make(_ layout: OpaquePointer, for key: Key) -> TextMask? {
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    guard ink.width > 0, ink.height > 0 else { return nil }
    let unit = Double(PANGO_SCALE)
    let inkLeft = Double(ink.x) / unit
    let inkTop = Double(ink.y) / unit
    let inkRight = Double(ink.x + ink.width) / unit
    let inkBottom = Double(ink.y + ink.height) / unit
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (u, v) in [
      (inkLeft, inkTop), (inkRight, inkTop), (inkLeft, inkBottom), (inkRight, inkBottom),
    ] {
      let x = key.xx * u + key.xy * v + key.fractionX
      let y = key.yx * u + key.yy * v + key.fractionY
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    let left = (minX - 2).rounded(.down)
    let top = (minY - 2).rounded(.down)
    let width = (maxX + 2).rounded(.up) - left
    let height = (maxY + 2).rounded(.up) - top
    guard width > 0, height > 0, width * height <= Double(maximumArea) else { return nil }
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(surface)!
    // The same transformation, with the origin where it falls in the frame's pixel.
    var matrix = cairo_matrix_t(
      xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.fractionX - left,
      y0: key.fractionY - top)
    cairo_set_matrix(cr, &matrix)
    // Glyphs add up in the mask, as in the mask Cairo's compositor builds for a glyph run.
    cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_move_to(cr, 0, 0)
    pango_cairo_show_layout(cr, layout)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return TextMask(
      surface: surface, left: Int32(left), top: Int32(top), width: Int32(width),
      height: Int32(height))
  }
}
