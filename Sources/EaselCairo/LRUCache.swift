/// A dictionary of bounded size that forgets the least recently used entry when it is full.
///
/// Lookups and insertions take constant time: entries live in an array, linked from the most
/// to the least recently used, and a full cache reuses the slot of the least recently used one.
struct LRUCache<Key: Hashable, Value> {
  /// An entry and its neighbours in recency order (indices into `entries`, -1 for none).
  private struct Entry {
    var key: Key
    var value: Value
    var newer: Int
    var older: Int
  }

  /// The most entries the cache holds.
  let capacity: Int
  private var entries: [Entry] = []
  private var slots: [Key: Int] = [:]
  private var newest = -1
  private var oldest = -1

  /// Creates an empty cache of `capacity` entries (at least one).
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// The number of entries.
  var count: Int { entries.count }

  /// The value for `key`, which becomes the most recently used, or `nil`.
  mutating func value(for key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToFront(slot)
    return entries[slot].value
  }

  /// Stores `value` for `key` as the most recently used entry, dropping the least recently
  /// used one when the cache is full. Returns the value that left the cache: the one replaced
  /// for `key`, or the one dropped, or `nil`.
  @discardableResult
  mutating func insert(_ value: Value, for key: Key) -> Value? {
    if let slot = slots[key] {
      let replaced = entries[slot].value
      entries[slot].value = value
      moveToFront(slot)
      return replaced
    }
    if entries.count < capacity {
      entries.append(Entry(key: key, value: value, newer: -1, older: newest))
      let slot = entries.count - 1
      if newest >= 0 { entries[newest].newer = slot }
      newest = slot
      if oldest < 0 { oldest = slot }
      slots[key] = slot
      return nil
    }
    // Reuse the least recently used slot.
    let slot = oldest
    let dropped = entries[slot].value
    slots[entries[slot].key] = nil
    entries[slot].key = key
    entries[slot].value = value
    slots[key] = slot
    moveToFront(slot)
    return dropped
  }

  /// Every value, in no particular order.
  var values: [Value] { entries.map(\.value) }

  /// The least recently used entry's value, which keeps its place, or `nil` when empty.
  var leastRecentlyUsed: Value? {
    oldest >= 0 ? entries[oldest].value : nil
  }

  /// Removes the least recently used entry and returns its value, or `nil` when empty.
  mutating func removeLeastRecentlyUsed() -> Value? {
    guard oldest >= 0 else { return nil }
    return remove(slot: oldest)
  }

  /// Removes the entry for `key` and returns its value, or `nil` when there is none.
  mutating func removeValue(for key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return remove(slot: slot)
  }

  /// Removes the entry in `slot`, keeping the others' order and the entries dense.
  private mutating func remove(slot: Int) -> Value {
    let removed = entries[slot]
    // Unlink it from its neighbours.
    if removed.newer >= 0 {
      entries[removed.newer].older = removed.older
    } else {
      newest = removed.older
    }
    if removed.older >= 0 {
      entries[removed.older].newer = removed.newer
    } else {
      oldest = removed.newer
    }
    slots[removed.key] = nil
    // Move the last entry into the freed slot, so entries stay dense.
    let last = entries.count - 1
    if slot != last {
      let moved = entries[last]
      entries[slot] = moved
      slots[moved.key] = slot
      if moved.newer >= 0 { entries[moved.newer].older = slot } else { newest = slot }
      if moved.older >= 0 { entries[moved.older].newer = slot } else { oldest = slot }
    }
    entries.removeLast()
    return removed.value
  }

  /// Forgets every entry.
  mutating func removeAll() {
    entries.removeAll()
    slots.removeAll()
    newest = -1
    oldest = -1
  }

  /// Makes the entry in `slot` the most recently used.
  private mutating func moveToFront(_ slot: Int) {
    guard slot != newest else { return }
    let newer = entries[slot].newer
    let older = entries[slot].older
    // Unlink: the entry is not the newest, so it has a newer neighbour.
    entries[newer].older = older
    if older >= 0 { entries[older].newer = newer } else { oldest = newer }
    // Link in front.
    entries[slot].older = newest
    entries[slot].newer = -1
    entries[newest].newer = slot
    newest = slot
  }
}
