import Foundation

/// An image resource found by an `ImageProvider`: its name, its natural size, and the backend's
/// decoded image, which display lists carry to the renderer unopened.
public struct ImageAsset: Sendable {
  /// The name the image was asked for by.
  public var name: String
  /// The natural size in points: the pixel size divided by the image's scale (1 point per
  /// pixel unless its file says otherwise, as `name@2x.png` does), or an SVG's intrinsic size.
  public var size: CGSize
  /// The backend's loaded image, or `nil` when the renderer is to load it by name.
  public var backing: (any AnyObject & Sendable)?

  /// Creates an asset.
  public init(name: String, size: CGSize, backing: (any AnyObject & Sendable)? = nil) {
    self.name = name
    self.size = size
    self.backing = backing
  }
}

/// Finds image resources for `Image(_:)` by name and reports their natural sizes, so that the
/// core lays images out without decoding them itself. A backend supplies the provider (the
/// Cairo one in `EaselCairo` reads PNG and SVG files from a search path) and passes it to
/// `ViewGraph`, as it does its `TextEngine`.
@MainActor
public protocol ImageProvider: AnyObject {
  /// The image called `name`, or `nil` when there is none (or it cannot be read).
  func image(named name: String) -> ImageAsset?
}
