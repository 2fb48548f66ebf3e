/// An environment with runs of edits applied to it, one after another, remembering the last:
/// the views a body makes at one place (a `ForEach`'s rows in a stack) hold one array of
/// edits between them (copied on write, never written), so passing the environment down to
/// a thousand rows applies their edits once rather than a thousand times, each a copy of the
/// environment's storage.
struct EditedEnvironments {
  private let base: EnvironmentValues
  private var last: (edits: [EnvironmentEdit], environment: EnvironmentValues)?

  init(_ base: EnvironmentValues) { self.base = base }

  /// `base` with `edits` applied in order.
  mutating func applying(_ edits: [EnvironmentEdit]) -> EnvironmentValues {
    guard !edits.isEmpty else { return base }
    if let last, last.edits.count == edits.count, Self.shareStorage(last.edits, edits) {
      return last.environment
    }
    var environment = base
    for edit in edits { edit.apply(&environment) }
    last = (edits, environment)
    return environment
  }

  /// Whether two arrays are copies of one: the same elements in the same storage.
  private static func shareStorage(_ a: [EnvironmentEdit], _ b: [EnvironmentEdit]) -> Bool {
    a.withUnsafeBufferPointer { first in
      b.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
    }
  }
}
