import Foundation

/// The heights of a section's items that differ from their estimate, in item order, with
/// their running sums: where an item starts takes the sum of the differences before it,
/// found by a binary search. Summed one by one for every item placed, a list scrolled
/// through thousands of rows (each measured row of another height adds one) paid for all of
/// them in every frame.
///
/// The sums are added up in item order (before, a dictionary's order); heights measured from
/// text are multiples of Pango's unit, a 1024th of a point, and add up exactly either way.
struct ListHeightDeltas {
  /// The items with a difference, ascending.
  private var items: [Int] = []
  /// Each one's difference from its estimate.
  private var deltas: [CGFloat] = []
  /// `sums[i]`: the differences of `items[0..<i]` added up; one more than `items`.
  private var sums: [CGFloat] = [0]

  /// Whether no item differs from its estimate.
  var isEmpty: Bool { items.isEmpty }

  /// The index in `items` of the first item at or after `item`.
  private func position(of item: Int) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The difference of `item`'s height from its estimate: 0 when there is none.
  subscript(item: Int) -> CGFloat {
    let index = position(of: item)
    return index < items.count && items[index] == item ? deltas[index] : 0
  }

  /// The differences of the items before `item` added up.
  func sum(before item: Int) -> CGFloat { sums[position(of: item)] }

  /// Sets `item`'s difference from its estimate; 0 forgets it.
  mutating func set(_ delta: CGFloat, for item: Int) {
    let index = position(of: item)
    let exists = index < items.count && items[index] == item
    if delta == 0 {
      guard exists else { return }
      items.remove(at: index)
      deltas.remove(at: index)
      sums.removeLast()
    } else if exists {
      deltas[index] = delta
    } else {
      items.insert(item, at: index)
      deltas.insert(delta, at: index)
      sums.append(0)
    }
    // The sums from the item on, added up again in order.
    for later in index..<deltas.count { sums[later + 1] = sums[later] + deltas[later] }
  }
}
