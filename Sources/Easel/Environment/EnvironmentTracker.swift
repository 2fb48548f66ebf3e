/// Records which environment values a view read while its body ran, so that a later change to
/// the environment re-evaluates only the views that read what changed. The layout tree has one
/// more, with which shapes record what their style reads (`LayoutTreeState.paintTracker`).
final class EnvironmentTracker: @unchecked Sendable {
  // Only touched on the main actor, while the graph evaluates bodies; `@unchecked` because it
  // rides inside `EnvironmentValues`, which is `Sendable`.

  /// Whether reads are being recorded (only while the owning view's body runs).
  var isRecording = false
  /// The values read while recording.
  private(set) var reads = EnvironmentReads()

  /// Records that the value of `key` was read as `value`.
  func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    guard isRecording else { return }
    reads.record(key, value: value)
  }

  /// Whether any value was read.
  var hasReads: Bool { !reads.isEmpty }

  /// Forgets every read, before the body runs again.
  func reset() {
    reads.removeAll()
  }

  /// Whether any value read differs in `environment`. Values that are not `Equatable` always
  /// count as changed.
  func hasChanges(in environment: EnvironmentValues) -> Bool {
    reads.hasChanges(in: environment)
  }
}
