import CCairo
import Easel
import Foundation

/// Draws a `DisplayList` with Cairo onto any Cairo context: an image surface for PNGs and tests,
/// or the back buffer of a window.
@MainActor
public enum CairoRenderer {
  /// Whether the items being drawn are inside a transform that an animation changes from
  /// frame to frame: text there is laid out for the transformation rounded
  /// (`PangoLayoutCache.Matrix.rounded`), so that a scale animation reuses a few layouts
  /// instead of shaping its text again for every frame's scale.
  private(set) static var isInsideAnimatingTransform = false

  /// Draws `list` on `cr`, whose user space is in points. Items wholly outside the clip
  /// (the surface, when nothing is clipped) are skipped.
  public static func draw(_ list: DisplayList, on cr: OpaquePointer) {
    let visible = clipBounds(of: cr)
    let wasWhole = clipIsWholePixels
    clipIsWholePixels = OpaqueCover.clipIsWholePixels(of: cr)
    defer { clipIsWholePixels = wasWhole }
    DirectCompositor.withContext(cr) {
      draw(list.items, on: cr, visible: visible)
    }
  }

  /// Whether the clip in effect is made of whole device pixels (or there is none): an
  /// opaque fill then paints every pixel inside it wholly, which `OpaqueCover` relies on.
  /// Through an antialiased clip edge (a rounded clip, a rectangle's edge inside a pixel)
  /// part of what is under a fill shows.
  private(set) static var clipIsWholePixels = true

  /// Draws `items` in order on `cr`, leaving out those that opaque rectangles drawn after
  /// them hide (`OpaqueCover`), and the parts they hide of large fills, and, when `visible`
  /// is given, those wholly outside it.
  static func draw(_ items: [DisplayList.Item], on cr: OpaquePointer, visible: CGRect?) {
    guard items.count > 1, let map = OpaqueCover.map(for: cr) else {
      for item in items { draw(item, on: cr, visible: visible) }
      return
    }
    let hidden = OpaqueCover.hidden(in: items, map: map)
    for index in items.indices where hidden?[index] != true {
      guard let parts = OpaqueCover.uncoveredParts(of: index, in: items, map: map) else {
        draw(items[index], on: cr, visible: visible)
        continue
      }
      // A large fill mostly covered by what comes after it: drawn only where it shows.
      cairo_save(cr)
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      var pixels = map.pixelSpace
      cairo_set_matrix(cr, &pixels)
      cairo_new_path(cr)
      for part in parts {
        cairo_rectangle(cr, part.x0, part.y0, part.x1 - part.x0, part.y1 - part.y0)
      }
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
      DirectCompositor.withClip(on: cr) { draw(items[index], on: cr, visible: visible) }
      cairo_restore(cr)
    }
  }

  /// Draws `items` on `cr`, whose clip is `clip` (rectangles of device pixels, which are the
  /// points of `cr`'s user space times `scale`): as `draw(_:on:)`, without asking Cairo for
  /// the clip.
  static func draw(
    _ items: [DisplayList.Item], on cr: OpaquePointer, clippedTo clip: DirectCompositor.Clip,
    scale: CGFloat
  ) {
    let bounds = clip.bounds
    let visible = CGRect(
      x: CGFloat(bounds.x0) / scale, y: CGFloat(bounds.y0) / scale,
      width: CGFloat(bounds.x1 - bounds.x0) / scale, height: CGFloat(bounds.y1 - bounds.y0) / scale)
    let wasWhole = clipIsWholePixels
    clipIsWholePixels = true
    defer { clipIsWholePixels = wasWhole }
    DirectCompositor.withContext(cr, clip: clip) {
      draw(items, on: cr, visible: visible)
    }
  }

  /// The bounds of what `cr` can still draw on, in its user space: its clip's extents.
  static func clipBounds(of cr: OpaquePointer) -> CGRect? {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
    return CGRect(x: x1, y: y1, width: max(x2 - x1, 0), height: max(y2 - y1, 0))
  }

  /// Whether something covering `bounds` may show inside `visible` (`nil`: anywhere). A
  /// point of margin takes in the pixels antialiasing touches beyond a shape's edge.
  private static func mayShow(_ bounds: CGRect?, in visible: CGRect?) -> Bool {
    guard let visible, let bounds, !bounds.isNull else { return true }
    return bounds.insetBy(dx: -1, dy: -1).intersects(visible)
  }

  /// Draws `item` on `cr`; when `visible` (the clip's bounds in the item's user space) is
  /// given, parts of it that cannot show there are skipped.
  static func draw(_ item: DisplayList.Item, on cr: OpaquePointer, visible: CGRect? = nil) {
    if let visible, !mayShow(VisualBounds.of(item), in: visible) { return }
    switch item.operation {
    case .fill(let path, let paint):
      // Curved outlines go through their cached coverage; rectangles are filled directly.
      if CoverageCache.fill(path, paint: paint, on: cr) { return }
      CairoPaint.set(paint, covering: path.boundingRect, on: cr)
      addPath(path, to: cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
    case .stroke(let path, let paint, let style):
      addPath(path, to: cr)
      CairoPaint.set(
        paint, covering: path.boundingRect.insetBy(dx: -style.lineWidth, dy: -style.lineWidth),
        on: cr)
      setStroke(style, on: cr)
      cairo_stroke(cr)
    case .text(let run):
      drawText(run, on: cr)
    case .opacity(let opacity, let items):
      cairo_push_group(cr)
      draw(items, on: cr, visible: visible)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    case .offset(let offset, let items):
      cairo_save(cr)
      cairo_translate(cr, offset.width, offset.height)
      let moved = visible?.offsetBy(dx: -offset.width, dy: -offset.height)
      draw(items, on: cr, visible: moved)
      cairo_restore(cr)
    case .shadow(let shadow, let items):
      ShadowRenderer.drawShadow(shadow, of: items, on: cr)
      draw(items, on: cr, visible: visible)
    case .transform(let transform, let items):
      // A transform that flattens the plane (a scale of 0, a card turned edge-on) shows
      // nothing; Cairo would refuse it and stop drawing altogether.
      guard transform.inverted() != nil else { return }
      cairo_save(cr)
      var matrix = cairo_matrix_t(
        xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
        y0: transform.ty)
      cairo_transform(cr, &matrix)
      let inside = visible.flatMap { rect in transform.inverted().map { $0.apply(to: rect) } }
      let wasAnimating = isInsideAnimatingTransform
      if item.isAnimating { isInsideAnimatingTransform = true }
      draw(items, on: cr, visible: inside)
      isInsideAnimatingTransform = wasAnimating
      cairo_restore(cr)
    case .clip(let path, let items):
      cairo_save(cr)
      let wasWhole = clipIsWholePixels
      if wasWhole { clipIsWholePixels = OpaqueCover.isWholePixels(path, on: cr) }
      addPath(path, to: cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
      DirectCompositor.withClip(on: cr) {
        draw(items, on: cr, visible: visible)
      }
      clipIsWholePixels = wasWhole
      cairo_restore(cr)
    case .image(let image, let rect):
      CairoImageRenderer.draw(image, in: rect, on: cr)
    case .custom(let drawing):
      DirectCompositor.withClip(on: cr) { CairoImageRenderer.drawCustom(drawing, on: cr) }
    case .blur(let blur, let items):
      BlurRenderer.draw(blur, of: items, on: cr)
    case .mask(let items, let mask):
      cairo_push_group(cr)
      for child in items { draw(child, on: cr) }
      let content = cairo_pop_group(cr)
      cairo_push_group(cr)
      for child in mask { draw(child, on: cr) }
      let coverage = cairo_pop_group(cr)
      cairo_set_source(cr, content)
      cairo_mask(cr, coverage)
      cairo_pattern_destroy(coverage)
      cairo_pattern_destroy(content)
    case .blend(let mode, let items):
      BlendRenderer.draw(items, mode: mode, on: cr)
    case .colorMatrix(let matrix, let items):
      ColorMatrixRenderer.draw(items, through: matrix, on: cr, visible: visible)
    case .group(let items):
      cairo_push_group(cr)
      draw(items, on: cr, visible: visible)
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
    case .backdrop(let backdrop):
      BackdropRenderer.draw(backdrop, on: cr)
    }
  }

  /// Replaces the current path of `cr` with `path`.
  static func addPath(_ path: Path, to cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
      case .quadCurve(let p, let c):
        // Cairo draws cubics only: raise the degree of the quadratic exactly.
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(
          cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
          p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath:
        cairo_close_path(cr)
      }
    }
  }

  /// Sets `style`'s width, caps, joins and dashes on `cr`.
  static func setStroke(_ style: StrokeStyle, on cr: OpaquePointer) {
    cairo_set_line_width(cr, style.lineWidth)
    cairo_set_miter_limit(cr, style.miterLimit)
    switch style.lineCap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    let dashes = style.dash.map { Double($0) }
    cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
  }

  /// What `run` is laid out with to be drawn.
  static func layoutParameters(of run: DisplayList.TextRun) -> PangoTextEngine.LayoutParameters {
    let width = run.layoutWidth ?? run.frame.width
    return PangoTextEngine.LayoutParameters(
      string: run.string, font: run.font, width: width.isFinite ? width : nil,
      lineLimit: run.lineLimit, truncationMode: run.truncationMode, alignment: run.alignment,
      spans: run.spans, lineSpacing: run.lineSpacing)
  }

  /// Draws a text run with the very layout the engine measured: same width, fonts and spans,
  /// line limit, ellipsis, alignment and line spacing. Its logical rectangle is moved onto the
  /// frame. Layouts come from the shared cache, so an unchanged run is not shaped again.
  private static func drawText(_ run: DisplayList.TextRun, on cr: OpaquePointer) {
    let parameters = layoutParameters(of: run)
    // Text is shaped for the device's transformation, except small capitals: Pango 1.50 sizes
    // the capitals it makes up (for fonts without `smcp`) by the transformation twice, so
    // they are shaped in points, as measured.
    // Under an animating transform, and under any plain scale (a device zoomed to fit the
    // window), glyph positions are laid out for a nearby transformation (entries rounded to
    // sixteenths): the glyphs themselves are drawn through the exact one. Each new scale makes
    // Pango match and sort the system's fonts again, on two threads it starts for that
    // scale; rounded, a window being resized meets a few dozen scales instead of one per
    // size (threads started while resizing the gallery fell from about 4,200 to 350 a minute).
    // Rotations keep their exact matrix: rounding would skew them.
    let exact = PangoLayoutCache.Matrix(of: cr)
    let matrix =
      parameters.usesSmallCapitals
      ? PangoLayoutCache.Matrix.identity
      : isInsideAnimatingTransform || exact.isScale ? exact.rounded : exact
    let (handle, origin) = PangoLayoutCache.shared.handleAndOrigin(
      for: parameters, matrix: matrix)
    let point = CGPoint(x: run.frame.minX - origin.x, y: run.frame.minY - origin.y)
    // In a window's frames, text of one colour is painted from its cached coverage.
    if CoverageCache.isEnabled, TextMask.canDraw(run),
      TextMask.draw(handle, at: point, color: run.color, on: cr)
    {
      return
    }
    cairo_set_source_rgba(
      cr, Double(run.color.red), Double(run.color.green), Double(run.color.blue),
      Double(run.color.opacity))
    cairo_move_to(cr, point.x, point.y)
    pango_cairo_show_layout(cr, handle.layout)
  }
}
