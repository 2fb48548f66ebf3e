import Easel
import EaselCairo
import Foundation

/// Builds display-list items outside the core, to place several graphs' lists in one window.
@MainActor
enum DisplayListComposer {
  /// An item drawing `operation`, made by the host rather than a node.
  static func item(_ operation: DisplayList.Operation) -> DisplayList.Item? {
    DisplayList.Item(operation: operation)
  }

  /// `items` moved by `origin` and scaled by `zoom` about their top-left corner, clipped to
  /// `clip` (in their own coordinates) over a fill of `background`.
  static func place(
    _ items: [DisplayList.Item], at origin: CGPoint, zoom: CGFloat, clip: Path?,
    background: Color.Resolved?
  ) -> [DisplayList.Item] {
    var content = items
    if let background, let clip, let fill = item(.fill(clip, .color(background))) {
      content.insert(fill, at: 0)
    }
    if let clip, let clipped = item(.clip(clip, content)) { content = [clipped] }
    if zoom != 1,
      let scaled = item(
        .transform(
          DisplayList.AffineTransform(scale: CGSize(width: zoom, height: zoom), about: .zero),
          content))
    {
      content = [scaled]
    }
    if origin != .zero,
      let moved = item(.offset(CGSize(width: origin.x, height: origin.y), content))
    {
      content = [moved]
    }
    return content
  }
}
