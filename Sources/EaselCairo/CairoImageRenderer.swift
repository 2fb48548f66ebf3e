import CCairo
import CRsvg
import Easel
import Foundation

/// Draws a display list's images (symbols' vector graphics, PNG and SVG resources) and custom
/// drawings with Cairo, for `CairoRenderer`.
@MainActor
enum CairoImageRenderer {
  /// Draws `image` scaled into `rect` on `cr`, whose user space is in points.
  static func draw(_ image: DisplayList.ImageReference, in rect: CGRect, on cr: OpaquePointer) {
    guard rect.width > 0, rect.height > 0 else { return }
    switch image.content {
    case .vector(let graphic):
      drawVector(graphic, in: rect, on: cr)
    case .resource(let asset):
      // An asset from another provider is read again by name from the default search path.
      guard
        let decoded = (asset.backing as? CairoImageAsset)
          ?? CairoImageProvider().image(named: asset.name)?.backing as? CairoImageAsset
      else { return }
      drawAsset(decoded, image: image, in: rect, on: cr)
    }
  }

  /// Calls a custom drawing's callback with `cr` moved to its frame's origin and clipped to it.
  static func drawCustom(_ drawing: DisplayList.CustomDrawing, on cr: OpaquePointer) {
    let frame = drawing.frame
    cairo_save(cr)
    cairo_translate(cr, frame.minX, frame.minY)
    cairo_rectangle(cr, 0, 0, frame.width, frame.height)
    cairo_clip(cr)
    cairo_new_path(cr)
    cairo_set_source_rgb(cr, 0, 0, 0)
    drawing.draw(UnsafeMutableRawPointer(cr), frame.size)
    cairo_restore(cr)
  }

  // MARK: Vector graphics

  /// Draws the layers of `graphic` into a group, so that cleared layers cut through the layers
  /// below but not through what is behind, then paints the group.
  ///
  /// The group is clipped to the graphic's rectangle with a wide margin (half its larger side,
  /// for strokes and layers drawn past the design size): a group is as large as the clip, and
  /// without one it would be the whole frame, cleared and painted again for every symbol. In
  /// a window's frames the group is an image kept between frames (`VectorGraphicCache`).
  static func drawVector(
    _ graphic: DisplayList.VectorGraphic, in rect: CGRect, on cr: OpaquePointer
  ) {
    guard graphic.designSize.width > 0, graphic.designSize.height > 0 else { return }
    let margin = max(rect.width, rect.height) / 2
    // A window's frames composite symbols from images kept between frames.
    if VectorGraphicCache.draw(graphic, in: rect, margin: margin, on: cr) { return }
    cairo_save(cr)
    cairo_rectangle(
      cr, rect.minX - margin, rect.minY - margin, rect.width + 2 * margin,
      rect.height + 2 * margin)
    cairo_clip(cr)
    cairo_push_group(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(
      cr, rect.width / graphic.designSize.width, rect.height / graphic.designSize.height)
    drawLayers(of: graphic, on: cr)
    cairo_pop_group_to_source(cr)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Draws `graphic`'s layers on `cr`, whose user space is the graphic's design space: each
  /// filled or stroked in its paint, or cleared (cutting through the layers below).
  static func drawLayers(of graphic: DisplayList.VectorGraphic, on cr: OpaquePointer) {
    for layer in graphic.layers {
      CairoRenderer.addPath(layer.path, to: cr)
      if let paint = layer.paint {
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        CairoPaint.set(paint, covering: layer.path.boundingRect, on: cr)
      } else {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      }
      switch layer.style {
      case .fill(let evenOdd):
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
      case .stroke(let style):
        CairoRenderer.setStroke(style, on: cr)
        cairo_stroke(cr)
      }
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }

  // MARK: Resources

  private static func drawAsset(
    _ asset: CairoImageAsset, image: DisplayList.ImageReference, in rect: CGRect,
    on cr: OpaquePointer
  ) {
    let isPlain =
      image.resizingMode == .stretch && image.capInsets == EdgeInsets()
    switch asset.storage {
    case .bitmap(let surface, let scale):
      drawBitmap(surface, scale: scale, image: image, in: rect, on: cr)
    case .svg(let handle) where isPlain:
      drawSVG(handle, size: asset.size, tint: image.tint, in: rect, on: cr)
    case .svg(let handle):
      // Nine-part and tiled SVGs are rasterized at the device's scale, then drawn as bitmaps;
      // at a lower scale where that raster would pass CairoImageFile's pixel limits.
      let area = asset.size.width * asset.size.height
      guard area > 0 else { return }
      var scale = max(deviceScale(of: cr), 1)
      let pixelLimit = CGFloat(CairoImageFile.maximumPixelCount)
      if area * scale * scale > pixelLimit { scale = (pixelLimit / area).squareRoot() }
      scale = min(
        scale, CGFloat(CairoImageFile.maximumSide) / max(asset.size.width, asset.size.height))
      let width = Int32((asset.size.width * scale).rounded(.up))
      let height = Int32((asset.size.height * scale).rounded(.up))
      guard width > 0, height > 0,
        let raster = cairo_image_surface_create(
          CAIRO_FORMAT_ARGB32, width, height)
      else { return }
      defer { cairo_surface_destroy(raster) }
      let rasterContext = cairo_create(raster)!
      cairo_scale(rasterContext, scale, scale)
      var viewport = RsvgRectangle(
        x: 0, y: 0, width: asset.size.width, height: asset.size.height)
      rsvg_handle_render_document(handle, rasterContext, &viewport, nil)
      cairo_destroy(rasterContext)
      cairo_surface_flush(raster)
      drawBitmap(raster, scale: scale, image: image, in: rect, on: cr)
    }
  }

  /// The number of device pixels per user-space unit of `cr`.
  private static func deviceScale(of cr: OpaquePointer) -> CGFloat {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
  }

  /// Draws the SVG document stretched to `rect`, in `tint` when one is given.
  private static func drawSVG(
    _ handle: UnsafeMutablePointer<RsvgHandle>, size: CGSize, tint: Color.Resolved?,
    in rect: CGRect, on cr: OpaquePointer
  ) {
    guard size.width > 0, size.height > 0 else { return }
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / size.width, rect.height / size.height)
    var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
    if let tint {
      cairo_push_group(cr)
      rsvg_handle_render_document(handle, cr, &viewport, nil)
      let group = cairo_pop_group(cr)
      setColor(tint, on: cr)
      cairo_mask(cr, group)
      cairo_pattern_destroy(group)
    } else {
      rsvg_handle_render_document(handle, cr, &viewport, nil)
    }
    cairo_restore(cr)
  }

  /// Draws a bitmap of `scale` pixels per point into `rect`: as nine parts when the image has
  /// cap insets (the corners keep their size, the edges and middle stretch or tile), else whole.
  private static func drawBitmap(
    _ surface: OpaquePointer, scale: CGFloat, image: DisplayList.ImageReference, in rect: CGRect,
    on cr: OpaquePointer
  ) {
    let pixelWidth = CGFloat(cairo_image_surface_get_width(surface))
    let pixelHeight = CGFloat(cairo_image_surface_get_height(surface))
    guard pixelWidth > 0, pixelHeight > 0, scale > 0 else { return }
    let natural = CGSize(width: pixelWidth / scale, height: pixelHeight / scale)
    let insets = image.capInsets
    let columns = parts(
      natural: natural.width, start: insets.leading, end: insets.trailing, from: rect.minX,
      length: rect.width)
    let rows = parts(
      natural: natural.height, start: insets.top, end: insets.bottom, from: rect.minY,
      length: rect.height)
    for (columnIndex, column) in columns.enumerated() {
      for (rowIndex, row) in rows.enumerated() {
        let source = CGRect(
          x: column.source.lowerBound * scale, y: row.source.lowerBound * scale,
          width: (column.source.upperBound - column.source.lowerBound) * scale,
          height: (row.source.upperBound - row.source.lowerBound) * scale)
        let destination = CGRect(
          x: column.destination.lowerBound, y: row.destination.lowerBound,
          width: column.destination.upperBound - column.destination.lowerBound,
          height: row.destination.upperBound - row.destination.lowerBound)
        // Only the middle parts (all of an image without insets) tile.
        let tiles =
          image.resizingMode == .tile && (columns.count == 1 || columnIndex == 1)
          && (rows.count == 1 || rowIndex == 1)
        drawPart(
          of: surface, source: source, destination: destination, tileScale: tiles ? scale : nil,
          tint: image.tint, on: cr)
      }
    }
  }

  /// One column or row of a nine-part image: the range it takes of the image (in points of
  /// the natural size) and of the destination.
  private struct Part {
    var source: ClosedRange<CGFloat>
    var destination: ClosedRange<CGFloat>
  }

  /// The parts along one axis: the start cap, the middle and the end cap (caps shrink together
  /// when the destination is shorter than both), or the whole length without caps.
  private static func parts(
    natural: CGFloat, start: CGFloat, end: CGFloat, from origin: CGFloat, length: CGFloat
  ) -> [Part] {
    var start = min(max(start, 0), natural)
    var end = min(max(end, 0), natural - start)
    guard start > 0 || end > 0 else {
      return [Part(source: 0...natural, destination: origin...(origin + length))]
    }
    let sourceMiddle = (start)...(natural - end)
    if start + end > length {
      let shrink = length / (start + end)
      start *= shrink
      end *= shrink
    }
    return [
      Part(source: 0...sourceMiddle.lowerBound, destination: origin...(origin + start)),
      Part(source: sourceMiddle, destination: (origin + start)...(origin + length - end)),
      Part(
        source: sourceMiddle.upperBound...natural,
        destination: (origin + length - end)...(origin + length)),
    ].filter {
      $0.source.upperBound > $0.source.lowerBound
        && $0.destination.upperBound > $0.destination.lowerBound
    }
  }

  /// Draws the `source` pixels of `surface` into `destination` (points): stretched, or, when
  /// `tileScale` is given, repeated at that many pixels per point.
  private static func drawPart(
    of surface: OpaquePointer, source: CGRect, destination: CGRect, tileScale: CGFloat?,
    tint: Color.Resolved?, on cr: OpaquePointer
  ) {
    guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
      let part = cairo_surface_create_for_rectangle(
        surface, source.minX, source.minY, source.width, source.height)
    else { return }
    defer { cairo_surface_destroy(part) }
    guard let pattern = cairo_pattern_create_for_surface(part) else { return }
    defer { cairo_pattern_destroy(pattern) }
    // The pattern's matrix maps user space (points) to the part's pixels.
    let scaleX = tileScale ?? source.width / destination.width
    let scaleY = tileScale ?? source.height / destination.height
    var matrix = cairo_matrix_t()
    cairo_matrix_init(
      &matrix, scaleX, 0, 0, scaleY, -destination.minX * scaleX, -destination.minY * scaleY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_extend(pattern, tileScale == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_save(cr)
    cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
    cairo_clip(cr)
    if let tint {
      setColor(tint, on: cr)
      cairo_mask(cr, pattern)
    } else {
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  private static func setColor(_ color: Color.Resolved, on cr: OpaquePointer) {
    cairo_set_source_rgba(
      cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
  }
}
