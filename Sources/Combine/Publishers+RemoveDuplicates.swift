extension Publishers {
  /// A publisher that publishes only elements that don't match the previous element, as in
  /// Combine.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that drops an element `predicate` finds equivalent to the one
    /// before it.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`; each subscriber compares against the last element it was
    /// offered (published or not).
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      var previous: Output?
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return .skip }
          return .emit(value)
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}
