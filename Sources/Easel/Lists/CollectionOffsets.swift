import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (as a list's `onDelete` gives them).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination` (as a
  /// list's `onMove` gives them), keeping their order.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    var kept: [Element] = []
    var insertion = destination
    for (offset, element) in self.enumerated() where !source.contains(offset) {
      kept.append(element)
    }
    insertion -= source.filter { $0 < destination }.count
    kept.insert(contentsOf: moved, at: Swift.min(Swift.max(insertion, 0), kept.count))
    var position = startIndex
    for element in kept {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
