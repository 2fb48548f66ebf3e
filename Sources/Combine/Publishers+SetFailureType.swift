extension Publishers {
  /// A publisher that appears to send a specified failure type, as in Combine: it never
  /// fails, but its type says it may, so it can join publishers that can.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send the failure type `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      let hooks = TransformHooks<Output, Never, Output, Failure>(
        value: { .emit($0) }, completion: { _ in (nil, .finished) })
      TransformSubscription.attach(subscriber, to: upstream, hooks: hooks)
    }

    /// The same upstream, appearing to send the failure type `E` instead.
    public func setFailureType<E: Error>(to failure: E.Type)
      -> Publishers.SetFailureType<
        Upstream, E
      >
    {
      Publishers.SetFailureType<Upstream, E>(upstream: upstream)
    }
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}
