extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes, as in
  /// Combine.
  public struct First<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher of the first element of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`: the first element, then the completion (upstream is cancelled).
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      TransformSubscription.attach(
        subscriber, to: upstream, hooks: TransformHooks { .emitAndFinish($0) })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure, as in Combine.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the first element of `upstream` that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`: the first matching element, then the completion.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks { predicate($0) ? .emitAndFinish($0) : .skip })
    }
  }
}

extension Publisher {
  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
}
