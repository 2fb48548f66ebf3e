import CCairo
import Easel
import Foundation

extension CairoImage {
  /// Reads the PNG file at `url` into a new image of `scale` pixels per point (its size in
  /// points is its pixel size divided by `scale`).
  ///
  /// Throws a `CairoError` when the file is missing or is not a PNG that Cairo can decode.
  public convenience init(contentsOfPNG url: URL, scale: CGFloat = 1) throws {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw CairoError("cannot read \(url.path)", CAIRO_STATUS_FILE_NOT_FOUND)
    }
    guard let decoded = cairo_image_surface_create_from_png(url.path) else {
      throw CairoError("cannot decode \(url.path)", CAIRO_STATUS_NO_MEMORY)
    }
    try self.init(decodedSurface: decoded, scale: scale, what: url.path)
  }

  /// Decodes PNG `data` into a new image of `scale` pixels per point.
  public convenience init(pngData data: Data, scale: CGFloat = 1) throws {
    let decoded = PNGStream.decode(data).surface
    guard let decoded else {
      throw CairoError("cannot decode PNG data", CAIRO_STATUS_NO_MEMORY)
    }
    try self.init(decodedSurface: decoded, scale: scale, what: "PNG data")
  }

  /// Copies a freshly decoded surface (which this consumes) into a new image.
  private convenience init(decodedSurface decoded: OpaquePointer, scale: CGFloat, what: String)
    throws
  {
    defer { cairo_surface_destroy(decoded) }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError("cannot decode \(what) as PNG", status)
    }
    let width = CGFloat(cairo_image_surface_get_width(decoded))
    let height = CGFloat(cairo_image_surface_get_height(decoded))
    let scale = scale > 0 ? scale : 1
    try self.init(size: CGSize(width: width / scale, height: height / scale), scale: scale)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, decoded, 0, 0)
    cairo_paint(cr)
    cairo_surface_flush(surface)
  }
}
