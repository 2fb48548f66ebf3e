/// The publisher an `ObservableObject` sends on before any of its `@Published` properties
/// changes. Combine is not on Linux: this is Easel's small, synchronous replacement with the
/// same name and `send()`.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [Int: () -> Void] = [:]
  private var nextToken = 0
  private let lock = NSLockLike()

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    let current = lock.withLock { Array(subscribers.values) }
    for subscriber in current { subscriber() }
  }

  /// Calls `handler` before each change until the returned subscription is cancelled or
  /// released.
  public func sink(receiveValue handler: @escaping () -> Void) -> AnyCancellable {
    let token = lock.withLock {
      nextToken += 1
      subscribers[nextToken] = handler
      return nextToken
    }
    return AnyCancellable { [weak self] in
      guard let self else { return }
      _ = self.lock.withLock { self.subscribers.removeValue(forKey: token) }
    }
  }

  /// The number of live subscriptions.
  var subscriberCount: Int { lock.withLock { subscribers.count } }
}

/// A subscription that ends when cancelled or released, like Combine's.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?

  /// Creates a subscription that runs `cancel` once when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  deinit { cancel() }

  /// Ends the subscription.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps the subscription alive as long as `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
