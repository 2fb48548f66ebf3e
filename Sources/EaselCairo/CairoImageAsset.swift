import CCairo
import CRsvg
import Easel
import Foundation

/// A decoded image file: a PNG as a Cairo image surface, or an SVG as a librsvg handle. The
/// `CairoImageProvider` makes one per file and hands it to the core inside an `ImageAsset`;
/// display lists carry it back to the renderer.
@MainActor
final class CairoImageAsset {
  /// The decoded contents.
  enum Storage {
    /// A bitmap: a Cairo image surface, `scale` pixels per point.
    case bitmap(OpaquePointer, scale: CGFloat)
    /// A vector document.
    case svg(UnsafeMutablePointer<RsvgHandle>)
  }

  /// The file the image was read from.
  let url: URL
  let storage: Storage
  /// The natural size in points.
  let size: CGSize

  private init(url: URL, storage: Storage, size: CGSize) {
    self.url = url
    self.storage = storage
    self.size = size
  }

  isolated deinit {
    switch storage {
    case .bitmap(let surface, _): cairo_surface_destroy(surface)
    case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
    }
  }

  /// An error reading an image file.
  struct LoadError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads the PNG or SVG file at `url` (chosen by its extension). A PNG whose name ends in
  /// `@2x` or `@3x` has that many pixels per point.
  static func load(_ url: URL) throws -> CairoImageAsset {
    if url.pathExtension.lowercased() == "svg" {
      return try loadSVG(url)
    }
    let surface = try loadPNGSurface(url)
    let stem = url.deletingPathExtension().lastPathComponent
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    let size = CGSize(
      width: CGFloat(cairo_image_surface_get_width(surface)) / scale,
      height: CGFloat(cairo_image_surface_get_height(surface)) / scale)
    return CairoImageAsset(url: url, storage: .bitmap(surface, scale: scale), size: size)
  }

  /// Decodes the PNG file at `url` into a new Cairo image surface, which the caller owns.
  static func loadPNGSurface(_ url: URL) throws -> OpaquePointer {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw LoadError(description: "cannot read \(url.path)")
    }
    guard let surface = cairo_image_surface_create_from_png(url.path) else {
      throw LoadError(description: "cannot decode \(url.path)")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw LoadError(
        description:
          "cannot decode PNG \(url.path): \(String(cString: cairo_status_to_string(status)))")
    }
    return surface
  }

  private static func loadSVG(_ url: URL) throws -> CairoImageAsset {
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_file(url.path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw LoadError(description: "cannot read SVG \(url.path): \(message)")
    }
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // No absolute width and height: take the view box's size, or a default.
      var hasViewBox: gboolean = 0
      var viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      width = hasViewBox != 0 ? viewBox.width : 100
      height = hasViewBox != 0 ? viewBox.height : 100
    }
    return CairoImageAsset(
      url: url, storage: .svg(handle), size: CGSize(width: width, height: height))
  }
}
