/// The environment values something read (a view's body, a shape's style), each once, as they
/// were read: what a later environment is compared with, to learn whether the reader must
/// run again (`EnvironmentTracker` records them).
struct EnvironmentReads {
  /// One value read: what it was, and the key, which compares it with the value in another
  /// environment (`EnvironmentKey._isUnchanged(_:in:)`): a metatype rather than a closure,
  /// which would cost an allocation for every read.
  struct Read {
    /// The key's identifier.
    var id: ObjectIdentifier
    var value: any Sendable
    var key: any EnvironmentKey.Type

    /// Whether the value read is no longer the key's value in `environment`.
    func hasChanged(in environment: EnvironmentValues) -> Bool {
      !key._isUnchanged(value, in: environment)
    }
  }

  /// The first value read, kept inline: a reader that reads anything most often reads one
  /// value (a shape's colour reads the colour scheme), and an array's storage costs an
  /// allocation.
  private var firstRead: Read?
  /// The values read after the first. An array searched in order rather than a dictionary:
  /// a reader reads a few values, and a dictionary's first entry costs an allocation and
  /// several times an array's work.
  private var laterReads: [Read] = []

  /// Adds that the value of `key` was read as `value`, unless it was read before.
  mutating func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    let id = ObjectIdentifier(key)
    guard let firstID = firstRead?.id else {
      firstRead = Read(id: id, value: value, key: key)
      return
    }
    guard firstID != id, !laterReads.contains(where: { $0.id == id }) else { return }
    laterReads.append(Read(id: id, value: value, key: key))
  }

  /// Whether nothing was read.
  var isEmpty: Bool { firstRead == nil }

  /// Forgets every read, keeping the storage for the next.
  mutating func removeAll() {
    firstRead = nil
    laterReads.removeAll(keepingCapacity: true)
  }

  /// Whether any value read differs in `environment`. Values that are not `Equatable` always
  /// count as changed.
  func hasChanges(in environment: EnvironmentValues) -> Bool {
    guard let firstRead else { return false }
    return firstRead.hasChanged(in: environment)
      || laterReads.contains { $0.hasChanged(in: environment) }
  }
}
