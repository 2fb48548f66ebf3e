import CCairo
import Easel
import Foundation

/// Draws the successive frames of a window into one image, kept while the size and scale
/// hold: a window's back buffer.
///
/// A frame draws again only where it differs from the frame before (`FrameDamage`): the
/// damaged rectangles are cleared to the background and every item touching them drawn
/// again, in order, in one pass clipped to all of them, so the image holds what a full
/// redraw would. The first frame, a new size,
/// scale or background, and damage over most of the frame draw everything.
///
/// Curved fills are painted through cached coverage masks (`CoverageCache`), as shapes repeat
/// from frame to frame; this differs from `CairoImage.draw(_:background:)` by a step or two
/// of a channel on a few edge pixels.
@MainActor
public final class FrameRenderer {
  /// The image the last frame was drawn into.
  public private(set) var image: CairoImage?
  /// Whether frames draw only what changed; when `false`, every frame is drawn whole.
  public var drawsDamageOnly = true
  /// The rectangles, in points, the last frame drew; the whole frame when it drew it all,
  /// empty when nothing changed. A window presents only these.
  public private(set) var damagedRects: [CGRect] = []

  /// The last frame's items, with the pixels each can change, and its background.
  private var previous: (items: [DisplayList.Item], extents: [FrameDamage.ItemExtent?])?
  private var previousBackground: Color.Resolved?

  /// Creates a renderer with no image yet.
  public init() {}

  /// Draws `list` over `background` into the image of `size` points at `scale`, made anew
  /// only when the size or scale changed; returns it.
  @discardableResult
  public func draw(
    _ list: DisplayList, background: Color.Resolved, size: CGSize, scale: CGFloat
  ) throws -> CairoImage {
    // What the render caches kept for earlier frames and this one does not draw may give way
    // to new entries (`RenderFrames`).
    RenderFrames.begin()
    let target: CairoImage
    var isFresh = false
    if let image, image.size == size, image.scale == scale {
      target = image
    } else {
      if image != nil { RenderFrames.resized() }
      target = try CairoImage(size: size, scale: scale)
      image = target
      isFresh = true
    }
    // A window's frames repeat their shapes: curved fills are painted from cached masks.
    let wasEnabled = CoverageCache.isEnabled
    CoverageCache.isEnabled = true
    defer { CoverageCache.isEnabled = wasEnabled }
    let whole = CGRect(origin: .zero, size: size)
    guard drawsDamageOnly, !isFresh, let previous, previousBackground == background else {
      target.draw(list, background: background)
      if drawsDamageOnly {
        // Extents are worked out when the next frame needs them.
        self.previous = (list.items, Array(repeating: nil, count: list.items.count))
      } else {
        self.previous = nil
      }
      previousBackground = background
      damagedRects = [whole]
      return target
    }
    let damage = FrameDamage.between(
      old: previous.items, oldExtents: previous.extents, new: list.items, scale: scale,
      pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight)
    self.previous = (list.items, damage.extents)
    guard let boxes = damage.rectangles, let tiles = damage.tiles else {
      target.draw(list, background: background)
      damagedRects = [whole]
      return target
    }
    damagedRects = boxes.map { $0.rect(scale: scale) }
    guard !boxes.isEmpty else { return target }
    // One pass over the items, clipped to all the damaged rectangles at once: the
    // background is laid down in them, then every item touching a damaged tile is drawn
    // again (the others cannot change a damaged pixel).
    let cr = cairo_create(target.surface)!
    defer { cairo_destroy(cr) }
    cairo_new_path(cr)
    for box in boxes {
      cairo_rectangle(
        cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
    }
    cairo_clip(cr)
    CairoImage.clear(cr, to: background)
    cairo_scale(cr, scale, scale)
    var items: [DisplayList.Item] = []
    items.reserveCapacity(list.items.count)
    for index in damage.extents.indices
    where tiles.touches(damage.extents[index]?.pixels ?? .unbounded) {
      items.append(list.items[index])
    }
    let clip = DirectCompositor.Clip(
      boxes: boxes.map {
        DirectCompositor.Box(x0: Int32($0.x0), y0: Int32($0.y0), x1: Int32($0.x1), y1: Int32($0.y1))
      }, rowHeight: Int32(tiles.size))
    CairoRenderer.draw(items, on: cr, clippedTo: clip, scale: scale)
    cairo_surface_flush(target.surface)
    return target
  }
}
