import Easel
import Foundation

/// Draws the successive frames of a window into one image, kept while the size and scale
/// hold: a window's back buffer. Each frame clears it and draws the whole display list, so a
/// frame does not depend on the frames before it.
///
/// Curved fills are painted through cached coverage masks (`CoverageCache`), as shapes repeat
/// from frame to frame; this differs from `CairoImage.draw(_:background:)` by a step or two
/// of a channel on a few edge pixels.
@MainActor
public final class FrameRenderer {
  /// The image the last frame was drawn into.
  public private(set) var image: CairoImage?

  /// Creates a renderer with no image yet.
  public init() {}

  /// Draws `list` over `background` into the image of `size` points at `scale`, made anew
  /// only when the size or scale changed; returns it.
  @discardableResult
  public func draw(
    _ list: DisplayList, background: Color.Resolved, size: CGSize, scale: CGFloat
  ) throws -> CairoImage {
    let target: CairoImage
    if let image, image.size == size, image.scale == scale {
      target = image
    } else {
      target = try CairoImage(size: size, scale: scale)
      image = target
    }
    // A window's frames repeat their shapes: curved fills are painted from cached masks.
    let wasEnabled = CoverageCache.isEnabled
    CoverageCache.isEnabled = true
    defer { CoverageCache.isEnabled = wasEnabled }
    target.draw(list, background: background)
    return target
  }
}
