/// A type-erasing cancellable object that runs a closure when cancelled, as in Combine: it
/// cancels itself when released, so a subscription lives as long as its `AnyCancellable`.
///
/// Differs from Combine: it is `Sendable` (cancelling is thread-safe).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = CombineLock()
  private var cancelAction: (() -> Void)?

  /// Creates a cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Creates a cancellable that cancels `canceller` once, when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = canceller.cancel
  }

  deinit { cancel() }

  /// Cancels the activity; later calls do nothing.
  public final func cancel() {
    let action = lock.withLock {
      defer { cancelAction = nil }
      return cancelAction
    }
    action?()
  }

  /// Stores this cancellable in `collection`, which keeps it (and its subscription) alive.
  public final func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this cancellable in `set`, which keeps it (and its subscription) alive.
  public final func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Hashes the identity of the cancellable.
  public final func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Whether both are the same cancellable.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
}
