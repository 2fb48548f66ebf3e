extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later
  /// elements, as in Combine.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    /// Creates a publisher that drops the first `count` elements of `upstream`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`; each subscriber has the first elements dropped.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      var remaining = count
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks { value in
          guard remaining > 0 else { return .emit(value) }
          remaining -= 1
          return .skip
        })
    }
  }
}

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
