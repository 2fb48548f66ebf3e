import CCairo
import Easel
import Foundation

/// Symbols drawn in a window's frames, kept as images between frames: a symbol's layers
/// rasterised once at the pixel size and the fraction of a pixel it lands at, then composited
/// from that image wherever it appears again — the chevron of every row of a list, the icons
/// of a screen sliding by whole pixels during a push. Stroking a symbol's outlines costs far
/// more than compositing its pixels: drawing the symbols of a 40-row list was two thirds of
/// their share of a push frame at 2×.
///
/// Used for a window's frames (with `CoverageCache.isEnabled`), not for one-off images, which
/// keep Cairo's own drawing. In a window, a symbol is always drawn this way when its matrix
/// only scales and moves, cached or not, so what is drawn depends only on the display list:
/// its place is taken to 1/64 of a pixel and its size to 1/64 of a pixel, the layers are
/// drawn into an image from those, and the image is composited at a whole pixel.
@MainActor
enum VectorGraphicCache {
  /// Positions and sizes are kept to this fraction of a pixel.
  static let subdivisions = 64.0
  /// How many bytes of images are kept at most; the least recently used go first.
  static let byteCapacity = 8 << 20
  /// How many bytes are kept once some were not drawn in the recent frames (see
  /// `RenderFrames`).
  static let idleByteCapacity = 2 << 20
  /// The largest image made, in pixels; larger symbols are drawn directly.
  static let maximumArea = 384 * 384

  /// A symbol at a size and a fraction of a pixel.
  struct Key: Hashable {
    let graphic: DisplayList.VectorGraphic
    /// The symbol's rectangle in 1/64 pixels: its size, and where it starts inside the
    /// image's first pixel (after the margin).
    let width: Int
    let height: Int
    let phaseX: Int
    let phaseY: Int

    static func == (a: Key, b: Key) -> Bool {
      a.width == b.width && a.height == b.height && a.phaseX == b.phaseX
        && a.phaseY == b.phaseY && a.graphic == b.graphic
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(graphic.name)
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(phaseX)
      hasher.combine(phaseY)
      for layer in graphic.layers {
        if case .color(let color) = layer.paint {
          hasher.combine(color.red)
          hasher.combine(color.green)
          hasher.combine(color.blue)
          hasher.combine(color.opacity)
        }
      }
    }
  }

  private static var rasters = SurfaceCache<Key>(
    count: 2048, byteCapacity: byteCapacity, idleByteCapacity: idleByteCapacity)
  /// Counts, for tests: images made, and images reused.
  private(set) static var misses = 0
  private(set) static var hits = 0
  /// The bytes of images kept now, for tests.
  static var byteCount: Int { rasters.bytes }

  /// Draws `graphic` in `rect` on `cr` from its image; `false` (drawing nothing) when this is
  /// not a window's frame, the matrix turns or skews, or the symbol is too large.
  static func draw(
    _ graphic: DisplayList.VectorGraphic, in rect: CGRect, margin: CGFloat, on cr: OpaquePointer
  ) -> Bool {
    guard CoverageCache.isEnabled else { return false }
    let device = TargetPixels(of: cr)
    let ctm = device.ctm
    guard ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.yy > 0 else { return false }
    let scaleX = ctm.xx * device.scaleX
    let scaleY = ctm.yy * device.scaleY
    // The rectangle in the target's pixels, starting at a whole pixel plus a phase.
    let deviceX = rect.minX * scaleX + ctm.x0 * device.scaleX + device.offsetX
    let deviceY = rect.minY * scaleY + ctm.y0 * device.scaleY + device.offsetY
    let key = Key(
      graphic: graphic, width: Int((rect.width * scaleX * subdivisions).rounded()),
      height: Int((rect.height * scaleY * subdivisions).rounded()),
      phaseX: Int(((deviceX - deviceX.rounded(.down)) * subdivisions).rounded()),
      phaseY: Int(((deviceY - deviceY.rounded(.down)) * subdivisions).rounded()))
    // The image holds the rectangle and `margin` points around it, in whole pixels.
    let marginX = Int((margin * scaleX).rounded(.up))
    let marginY = Int((margin * scaleY).rounded(.up))
    let pixelWidth = (key.phaseX + key.width) / Int(subdivisions) + 2 * marginX + 2
    let pixelHeight = (key.phaseY + key.height) / Int(subdivisions) + 2 * marginY + 2
    guard pixelWidth * pixelHeight <= maximumArea else { return false }
    let raster: OpaquePointer
    if let cached = rasters.surface(for: key) {
      hits += 1
      raster = cached
    } else {
      misses += 1
      guard
        let made = rasterise(
          key, size: (pixelWidth, pixelHeight), margin: (Double(marginX), Double(marginY)))
      else { return false }
      raster = rasters.keep(made, for: key)
    }
    // Composite the image at its whole pixel, in the target's pixels.
    cairo_save(cr)
    var pixels = cairo_matrix_t(
      xx: 1 / device.scaleX, yx: 0, xy: 0, yy: 1 / device.scaleY,
      x0: -device.offsetX / device.scaleX, y0: -device.offsetY / device.scaleY)
    cairo_set_matrix(cr, &pixels)
    let x = deviceX.rounded(.down) - Double(marginX)
    let y = deviceY.rounded(.down) - Double(marginY)
    cairo_set_source_surface(cr, raster, x, y)
    // Filling the image's own rectangle, not painting: a paint would go over the whole clip.
    cairo_new_path(cr)
    cairo_rectangle(
      cr, x, y, Double(cairo_image_surface_get_width(raster)),
      Double(cairo_image_surface_get_height(raster)))
    cairo_fill(cr)
    cairo_restore(cr)
    return true
  }

  /// The layers of `key`'s symbol drawn into a new image of `size` pixels, the rectangle
  /// starting `margin` whole pixels plus its phase from the top-left corner.
  private static func rasterise(
    _ key: Key, size: (width: Int, height: Int), margin: (x: Double, y: Double)
  ) -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let graphic = key.graphic
    cairo_translate(
      cr, margin.x + Double(key.phaseX) / subdivisions, margin.y + Double(key.phaseY) / subdivisions
    )
    cairo_scale(
      cr, Double(key.width) / subdivisions / graphic.designSize.width,
      Double(key.height) / subdivisions / graphic.designSize.height)
    CairoImageRenderer.drawLayers(of: graphic, on: cr)
    cairo_surface_flush(surface)
    return surface
  }

  /// Forgets the least recently used images while past `idleByteCapacity` and not drawn in
  /// the recent frames.
  static func trimToIdleCapacity() {
    rasters.trimToIdleCapacity()
  }

  /// The window rests after it was resized (see `RenderFrames.rest()`): keeps only the
  /// images drawn in `frame`, the last one.
  static func keepOnly(drawnIn frame: Int) {
    rasters.keepOnly(drawnIn: frame)
  }
}
