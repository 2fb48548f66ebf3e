extension Publishers {
  /// A publisher that republishes all non-nil results of calling a closure with each
  /// received element, as in Combine.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional
    /// values.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that republishes the non-nil results of `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks { transform($0).map { .emit($0) } ?? .skip })
    }
  }
}

extension Publisher {
  /// Calls a closure with each received element and publishes any returned optional that
  /// has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}
