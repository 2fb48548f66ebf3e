import Easel
import Foundation

extension FrameDamage {
  /// Marks on `grid` the pixels where `new`, the item that replaces `old`, draws differently,
  /// looking inside the two when they are the same container (a clip, an offset, a
  /// transform, an opacity or a group with the same parameters and as many items): then only
  /// the items inside that changed are damaged, where they were and where they are, through
  /// the container's geometry, and so on down. Returns `false`, marking nothing, when the two
  /// are not such a pair: the caller damages both whole.
  ///
  /// A screen's content usually sits in one such container at the top of the list (a tab
  /// view's page clipped to its bounds, a canvas placed in the preview window): without this,
  /// a row moving in it damaged all of the container, the whole screen, and every backdrop
  /// over it (a tab bar's material) was blurred again each frame.
  ///
  /// The containers looked into draw each item on its own, pixel by pixel (clipped, moved,
  /// composited with one opacity): an item's change shows only in its own extent. A shadow,
  /// blur, mask, blend or colour matrix is left whole.
  static func markChangedItems(
    from old: DisplayList.Item, to new: DisplayList.Item, on grid: inout TileGrid,
    scale: Double, through outside: @escaping (Extent) -> Extent = { $0 }
  ) -> Bool {
    guard old.isAnimating == new.isAnimating else { return false }
    let inside: (Extent) -> Extent
    let oldItems: [DisplayList.Item]
    let newItems: [DisplayList.Item]
    switch old.operation {
    case .clip(let path, let items):
      guard case .clip(let other, let replaced) = new.operation, path == other else {
        return false
      }
      let bounds = Extent(path.boundingRect)
      inside = { outside($0.intersection(bounds)) }
      (oldItems, newItems) = (items, replaced)
    case .offset(let offset, let items):
      guard case .offset(let other, let replaced) = new.operation, offset == other else {
        return false
      }
      let dx = Double(offset.width)
      let dy = Double(offset.height)
      inside = { outside($0.offsetBy(dx: dx, dy: dy)) }
      (oldItems, newItems) = (items, replaced)
    case .transform(let transform, let items):
      guard case .transform(let other, let replaced) = new.operation, transform == other else {
        return false
      }
      inside = { outside($0.applying(transform)) }
      (oldItems, newItems) = (items, replaced)
    case .opacity(let opacity, let items):
      guard case .opacity(let other, let replaced) = new.operation, opacity == other else {
        return false
      }
      inside = outside
      (oldItems, newItems) = (items, replaced)
    case .group(let items):
      guard case .group(let replaced) = new.operation else { return false }
      inside = outside
      (oldItems, newItems) = (items, replaced)
    default:
      return false
    }
    guard oldItems.count == newItems.count else { return false }
    for index in oldItems.indices where !same(oldItems[index], newItems[index]) {
      if markChangedItems(
        from: oldItems[index], to: newItems[index], on: &grid, scale: scale, through: inside)
      {
        continue
      }
      let before = PixelBox(covering: inside(extent(of: oldItems[index])), scale: scale)
      let after = PixelBox(covering: inside(extent(of: newItems[index])), scale: scale)
      grid.mark(before)
      if after != before { grid.mark(after) }
    }
    return true
  }
}
