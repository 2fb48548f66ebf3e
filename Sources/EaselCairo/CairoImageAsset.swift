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

  /// Reads the PNG or SVG file at `url` (told by its contents), within the limits of
  /// `CairoImageFile`. A PNG whose name ends in `@2x` or `@3x` has that many pixels per point.
  ///
  /// Throws an `ImageFileError` that says what is wrong with the file.
  static func load(_ url: URL) throws(ImageFileError) -> CairoImageAsset {
    let decoded = try CairoImageFile.decode(url)
    let (size, scale) = decoded.pointSize(readFrom: url)
    switch decoded {
    case .svg(let handle, _):
      return CairoImageAsset(url: url, storage: .svg(handle), size: size)
    case .bitmap(let surface):
      return CairoImageAsset(url: url, storage: .bitmap(surface, scale: scale), size: size)
    }
  }
}
