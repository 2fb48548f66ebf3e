import Easel
import Foundation

extension FrameDamage {
  /// Marks on `grid` the pixels where `new`, the item that replaces `old`, draws differently,
  /// looking inside the two when they are the same container (a clip, an offset, a
  /// transform, an opacity or a group with the same parameters): then only the items inside
  /// that changed are damaged, where they were and where they are, through the container's
  /// geometry, and so on down. Returns `false`, marking nothing, when the two are not such a
  /// pair: the caller damages both whole.
  ///
  /// Items that came or went inside (a view shown by an `if`, whose items a stack places
  /// among its siblings' in the same container) damage only their own extents: the items
  /// alike before and after them are matched from both ends. Before, a dial whose value arc
  /// went at 0 and came back had the container of its whole page, and so the whole window
  /// with its backdrops, drawn again: the longest frames of `make soak`.
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
    // The items alike at the start and at the end of both keep their pixels; in between,
    // items are compared pair by pair when both hold as many, else those that went are
    // damaged where they were and those that came where they are.
    var prefix = 0
    while prefix < oldItems.count, prefix < newItems.count,
      same(oldItems[prefix], newItems[prefix])
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldItems.count - prefix, suffix < newItems.count - prefix,
      same(oldItems[oldItems.count - 1 - suffix], newItems[newItems.count - 1 - suffix])
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(oldItems.count - suffix)
    let newMiddle = prefix..<(newItems.count - suffix)
    guard oldMiddle.count == newMiddle.count else {
      for index in oldMiddle {
        grid.mark(PixelBox(covering: inside(extent(of: oldItems[index])), scale: scale))
      }
      for index in newMiddle {
        grid.mark(PixelBox(covering: inside(extent(of: newItems[index])), scale: scale))
      }
      return true
    }
    for (o, n) in zip(oldMiddle, newMiddle) where !same(oldItems[o], newItems[n]) {
      if markChangedItems(
        from: oldItems[o], to: newItems[n], on: &grid, scale: scale, through: inside)
      {
        continue
      }
      let before = PixelBox(covering: inside(extent(of: oldItems[o])), scale: scale)
      let after = PixelBox(covering: inside(extent(of: newItems[n])), scale: scale)
      grid.mark(before)
      if after != before { grid.mark(after) }
    }
    return true
  }
}
