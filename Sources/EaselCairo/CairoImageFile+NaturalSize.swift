import Foundation

extension CairoImageFile {
  /// The natural size in points of the PNG or SVG file at `url`, and its pixels per point (2
  /// or 3 for a PNG named `@2x` or `@3x`, else 1), decoded within this type's limits; `nil`
  /// when the file cannot be read as an image. For code that asks an image its size before
  /// anything draws it (UIKit's `UIImage`).
  public static func naturalSize(of url: URL) -> (size: CGSize, scale: CGFloat)? {
    guard let decoded = try? decode(url) else { return nil }
    defer { decoded.release() }
    return decoded.pointSize(readFrom: url)
  }
}
