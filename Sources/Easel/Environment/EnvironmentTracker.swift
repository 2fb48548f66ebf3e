/// Records which environment values a view read while its body ran, so that a later change to
/// the environment re-evaluates only the views that read what changed.
final class EnvironmentTracker: @unchecked Sendable {
  // Only touched on the main actor, while the graph evaluates bodies; `@unchecked` because it
  // rides inside `EnvironmentValues`, which is `Sendable`.

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

  /// Whether reads are being recorded (only while the owning view's body runs).
  var isRecording = false
  /// The first value read, kept inline: a view that reads anything most often reads one value
  /// (a shape's colour reads the colour scheme), and an array's storage costs an allocation.
  private var firstRead: Read?
  /// The values read after the first, each once. An array searched in order rather than a
  /// dictionary: a view reads a few values, and a dictionary's first entry costs an
  /// allocation and several times an array's work.
  private var laterReads: [Read] = []

  /// Records that the value of `key` was read as `value`.
  func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    guard isRecording else { return }
    let id = ObjectIdentifier(key)
    guard let firstID = firstRead?.id else {
      firstRead = Read(id: id, value: value, key: key)
      return
    }
    guard firstID != id, !laterReads.contains(where: { $0.id == id }) else { return }
    laterReads.append(Read(id: id, value: value, key: key))
  }

  /// Whether any value was read.
  var hasReads: Bool { firstRead != nil }

  /// Forgets every read, before the body runs again.
  func reset() {
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
