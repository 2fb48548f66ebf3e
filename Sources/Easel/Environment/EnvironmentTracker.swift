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
  /// The values read, each once. An array searched in order rather than a dictionary: a view
  /// reads a few values, often one (a shape's colour, the colour scheme), and a dictionary's
  /// first entry costs an allocation and several times an array's work.
  private(set) var reads: [Read] = []

  /// Records that the value of `key` was read as `value`.
  func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    guard isRecording else { return }
    let id = ObjectIdentifier(key)
    guard !reads.contains(where: { $0.id == id }) else { return }
    reads.append(Read(id: id, value: value, key: key))
  }

  /// Whether any value was read.
  var hasReads: Bool { !reads.isEmpty }

  /// Forgets every read, before the body runs again.
  func reset() {
    reads.removeAll(keepingCapacity: true)
  }

  /// Whether any value read differs in `environment`. Values that are not `Equatable` always
  /// count as changed.
  func hasChanges(in environment: EnvironmentValues) -> Bool {
    reads.contains { $0.hasChanged(in: environment) }
  }
}
