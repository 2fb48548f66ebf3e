extension Publishers {
  /// A publisher that converts any failure from the upstream publisher into a new error,
  /// as in Combine.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts upstream's failure with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts upstream's failure with `map`.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      let transform = self.transform
      let hooks = TransformHooks<Output, Upstream.Failure, Output, Failure>(
        value: { .emit($0) }, completion: { (nil, $0.mapError(transform)) })
      TransformSubscription.attach(subscriber, to: upstream, hooks: hooks)
    }
  }
}

extension Publisher {
  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}
