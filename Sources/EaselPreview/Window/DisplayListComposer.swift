import Easel
import EaselCairo
import Foundation

/// Builds display-list items outside the core, to place several graphs' lists in one window.
///
/// `DisplayList.Item` has no public initialiser, so the composer copies an item drawn by a
/// one-pixel graph and replaces its operation. (Core could offer `Item(operation:source:)`.)
@MainActor
enum DisplayListComposer {
  private static let template: DisplayList.Item? = {
    let graph = ViewGraph(
      root: Rectangle().fill(Color.black).frame(width: 1, height: 1), textEngine: PangoTextEngine())
    graph.layout(in: CGSize(width: 1, height: 1))
    return graph.displayList().items.first
  }()

  /// An item drawing `operation`; `nil` only if the template could not be made.
  static func item(_ operation: DisplayList.Operation) -> DisplayList.Item? {
    guard var item = template else { return nil }
    item.operation = operation
    item.source = -1
    return item
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
