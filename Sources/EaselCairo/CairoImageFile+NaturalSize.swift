import CCairo
import Foundation

extension CairoImageFile {
  /// The natural size in points of the PNG or SVG file at `url`, and its pixels per point (2
  /// or 3 for a PNG named `@2x` or `@3x`, else 1), decoded within this type's limits; `nil`
  /// when the file cannot be read as an image. For code that asks an image its size before
  /// anything draws it (UIKit's `UIImage`).
  public static func naturalSize(of url: URL) -> (size: CGSize, scale: CGFloat)? {
    guard let decoded = try? decode(url) else { return nil }
    defer { decoded.release() }
    switch decoded {
    case .svg(_, let size):
      return (size, 1)
    case .bitmap(let surface):
      let stem = url.deletingPathExtension().lastPathComponent
      let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
      let size = CGSize(
        width: CGFloat(cairo_image_surface_get_width(surface)) / scale,
        height: CGFloat(cairo_image_surface_get_height(surface)) / scale)
      return (size, scale)
    }
  }
}
