/// What a `ViewNode` keeps by identity path: the attachments its body made.
///
/// Most nodes keep one or none (a leaf view's body makes a shape, which keeps its colour's
/// animation as an attachment). A dictionary's first entry costs an allocation and about a
/// thousand instructions, a twentieth of building such a view; so the first entry is kept
/// inline, and a dictionary holds the others. (A node's children stay in a dictionary: a node
/// with children most often has many, and the extra comparison with the first costs more
/// there than it saves.)
struct PathMap<Value> {
  /// One entry, kept without a dictionary; `nil` only when the map is empty.
  private var first: (key: IdentityPath, value: Value)?
  /// The entries other than `first`.
  private var rest: [IdentityPath: Value] = [:]

  /// Whether the map holds no entry.
  var isEmpty: Bool { first == nil }

  /// The value at `key`; setting `nil` removes it.
  subscript(key: IdentityPath) -> Value? {
    get {
      guard let first else { return nil }
      if first.key == key { return first.value }
      return rest.isEmpty ? nil : rest[key]
    }
    set {
      guard let first else {
        if let newValue { self.first = (key, newValue) }
        return
      }
      guard first.key == key else {
        rest[key] = newValue
        return
      }
      if let newValue {
        self.first = (key, newValue)
      } else {
        // Another entry, if any, takes the first's place.
        self.first = rest.popFirst()
      }
    }
  }

  /// Removes the value at `key`.
  mutating func removeValue(forKey key: IdentityPath) {
    self[key] = nil
  }

  /// Removes every entry.
  mutating func removeAll() {
    first = nil
    rest.removeAll()
  }

  /// The values, in no particular order.
  var values: LazyMapSequence<Self, Value> { lazy.map(\.value) }
}

extension PathMap: Sequence {
  /// Visits `first`, then the dictionary's entries.
  struct Iterator: IteratorProtocol {
    fileprivate var first: (key: IdentityPath, value: Value)?
    /// `nil` when the map holds one entry or none, as most do.
    fileprivate var rest: Dictionary<IdentityPath, Value>.Iterator?

    mutating func next() -> (key: IdentityPath, value: Value)? {
      if let entry = first {
        first = nil
        return entry
      }
      return rest?.next()
    }
  }

  func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest.isEmpty ? nil : rest.makeIterator())
  }
}
