extension Publishers {
  /// A publisher that republishes all elements that match a provided closure, as in
  /// Combine.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes the elements for which `isIncluded` is true.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` through the filter.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = self.isIncluded
      TransformSubscription.attach(
        subscriber, to: upstream, hooks: TransformHooks { isIncluded($0) ? .emit($0) : .skip })
    }
  }
}

extension Publisher {
  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}
