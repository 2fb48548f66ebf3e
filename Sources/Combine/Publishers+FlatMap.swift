extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher,
  /// as in Combine: the elements of all the new publishers, as they come, with at most
  /// `maxPublishers` of them subscribed at once (upstream is asked for one more element when
  /// one finishes).
  ///
  /// Differs from Combine: each new publisher is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = NewPublisher.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element as a parameter and returns a publisher that produces
    /// elements of that type.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher of the elements of the publishers `transform` makes.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
      upstream.subscribe(
        InnerPublishersSubscription(
          downstream: subscriber, maxPublishers: maxPublishers, switching: false,
          transform: transform))
    }
  }

  /// A publisher that flattens nested publishers, as in Combine: it republishes the
  /// elements of the most recent publisher upstream sent, cancelling the one before.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = P.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = P.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher of the elements of the latest publisher `upstream` sent.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where P.Output == S.Input, Upstream.Failure == S.Failure {
      upstream.subscribe(
        InnerPublishersSubscription(
          downstream: subscriber, maxPublishers: .unlimited, switching: true,
          transform: { (publisher: P) in publisher }))
    }
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a
  /// maximum number of publishers you specify.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements from an upstream publisher that never fails into a new
  /// publisher that may.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// Transforms all elements from an upstream publisher that never fails into new
  /// publishers that never fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into new publishers that never
  /// fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher, from an upstream
  /// that never fails.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, when neither ever
  /// fails.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}
