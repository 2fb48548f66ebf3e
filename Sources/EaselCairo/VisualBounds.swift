import Easel
import Foundation

/// A rectangle, in an item's user space, that holds every pixel the item can touch: what the
/// renderer tests against the clip to skip items that cannot show. Conservative, unlike
/// `ShadowRenderer.bounds(of:)`: strokes take in their joins and caps, text the ink that
/// reaches past its line box (accents, italics).
@MainActor
enum VisualBounds {
  /// The bounds of `item` alone, or `nil` when they are not known without visiting its
  /// contents (groups, transforms and offsets, whose items are tested one by one).
  static func of(_ item: DisplayList.Item) -> CGRect? {
    switch item.operation {
    case .fill(let path, _):
      return path.boundingRect
    case .stroke(let path, _, let style):
      let join = style.lineJoin == .miter ? max(style.miterLimit, 2.squareRoot()) : 2.squareRoot()
      let reach = style.lineWidth / 2 * join
      return path.boundingRect.insetBy(dx: -reach, dy: -reach)
    case .text(let run):
      let size = max(run.font.size, 1)
      return run.frame.insetBy(dx: -size, dy: -size)
    case .image(_, let rect):
      return rect
    case .custom(let drawing):
      // A custom drawing is clipped to its frame.
      return drawing.frame
    case .backdrop(let backdrop):
      return backdrop.frame
    case .clip(let path, _):
      // Whatever the clipped items draw stays inside the clip.
      return path.boundingRect
    case .shadow(let shadow, let items):
      guard let content = of(items) else { return nil }
      let spread = shadow.radius * 1.5 + 1
      return content.union(
        content.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -spread, dy: -spread))
    case .offset, .opacity, .transform, .blur, .mask, .blend, .group, .colorMatrix:
      return nil
    }
  }

  /// The union of the bounds of `items` (moved items included), or `nil` when any is unknown.
  static func of(_ items: [DisplayList.Item]) -> CGRect? {
    var result = CGRect.null
    for item in items {
      let bounds: CGRect?
      if case .offset(let offset, let inner) = item.operation {
        bounds = of(inner)?.offsetBy(dx: offset.width, dy: offset.height)
      } else {
        bounds = of(item)
      }
      guard let bounds else { return nil }
      result = result.union(bounds)
    }
    return result
  }
}
