/// Records which environment values a view read while its body ran, so that a later change to
/// the environment re-evaluates only the views that read what changed.
final class EnvironmentTracker: @unchecked Sendable {
  // Only touched on the main actor, while the graph evaluates bodies; `@unchecked` because it
  // rides inside `EnvironmentValues`, which is `Sendable`.

  /// One value read: what it was, and how to read it again from another environment.
  struct Read {
    var value: any Sendable
    var reread: (EnvironmentValues) -> any Sendable
  }

  /// Whether reads are being recorded (only while the owning view's body runs).
  var isRecording = false
  private(set) var reads: [ObjectIdentifier: Read] = [:]

  /// Records that the value of `key` was read as `value`.
  func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    guard isRecording, reads[ObjectIdentifier(key)] == nil else { return }
    reads[ObjectIdentifier(key)] = Read(value: value, reread: { $0.untrackedValue(for: key) })
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
    reads.values.contains { !valuesEqual($0.value, $0.reread(environment)) }
  }
}
