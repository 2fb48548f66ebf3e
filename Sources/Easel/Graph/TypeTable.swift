/// Answers by type: a small table indexed by the type's address, in front of a dictionary.
/// Building a leaf view asks four of these questions; a dictionary hashes the type with a
/// `Hasher` and probes for each (about 230 instructions), the table compares one address.
struct TypeTable<Value> {
  private var recent = [(type: ObjectIdentifier, value: Value)?](repeating: nil, count: 64)
  private var all: [ObjectIdentifier: Value] = [:]

  /// The value kept for `type`, or `nil` when there is none yet.
  subscript(type: Any.Type) -> Value? {
    get {
      let key = ObjectIdentifier(type)
      if let entry = recent[Self.slot(key)], entry.type == key { return entry.value }
      return all[key]
    }
    set {
      let key = ObjectIdentifier(type)
      all[key] = newValue
      recent[Self.slot(key)] = newValue.map { (key, $0) }
    }
  }

  /// The table's slot for a type: bits of its metadata's address above the alignment's.
  private static func slot(_ key: ObjectIdentifier) -> Int {
    Int((UInt(bitPattern: key) >> 4) & 63)
  }
}
