extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher, as in
  /// Combine: it connects when the first subscriber subscribes, and cancels the connection
  /// when the last subscriber cancels or completes.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream

    private let lock = CombineLock()
    private var subscribers = 0
    private var connection: (any Cancellable)?

    /// Creates a publisher that connects `upstream` while it has subscribers.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber` to upstream, connecting it if this is the first subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let first = lock.withLock {
        subscribers += 1
        return subscribers == 1
      }
      upstream.subscribe(AutoconnectSubscription(downstream: subscriber, owner: self))
      if first {
        let made = upstream.connect()
        let stale = lock.withLock { () -> (any Cancellable)? in
          guard subscribers > 0, connection == nil else { return made }
          connection = made
          return nil
        }
        stale?.cancel()
      }
    }

    /// One subscriber left: the last one's leaving cancels the connection.
    fileprivate func subscriberLeft() {
      let ended = lock.withLock { () -> (any Cancellable)? in
        subscribers -= 1
        guard subscribers == 0 else { return nil }
        defer { connection = nil }
        return connection
      }
      ended?.cancel()
    }
  }
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

/// One subscriber of an `Autoconnect`: tells it when the subscriber leaves, by cancelling
/// or by the completion, once.
private final class AutoconnectSubscription<Downstream: Subscriber, Upstream: ConnectablePublisher>:
  Subscriber, Subscription, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private var owner: Publishers.Autoconnect<Upstream>?
  private var upstream: (any Subscription)?

  init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
    self.downstream = downstream
    self.owner = owner
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    leave()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let source = lock.withLock {
      defer { upstream = nil }
      return upstream
    }
    source?.cancel()
    leave()
  }

  private func leave() {
    let owner = lock.withLock {
      defer { self.owner = nil }
      return self.owner
    }
    owner?.subscriberLeft()
  }
}
