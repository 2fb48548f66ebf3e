/// Collects the views whose `@Observable` dependencies changed, from whatever thread wrote
/// them, until the graph's next update takes them.
///
/// Observation reports a change synchronously in the writer's `willSet`, on the writer's
/// thread; the graph is main-actor-bound, so the report waits here.
final class ObservationInbox: @unchecked Sendable {
  private let lock = NSLockLike()
  private var nodes: [WeakViewNode] = []

  /// Records that `node` must run its body again.
  func post(_ node: WeakViewNode) {
    lock.withLock { nodes.append(node) }
  }

  /// Takes every node posted so far.
  func take() -> [WeakViewNode] {
    lock.withLock {
      let taken = nodes
      nodes.removeAll()
      return taken
    }
  }

  /// Whether anything is waiting.
  var isEmpty: Bool { lock.withLock { nodes.isEmpty } }
}
