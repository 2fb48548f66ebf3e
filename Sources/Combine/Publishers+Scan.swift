extension Publishers {
  /// A publisher that transforms elements from the upstream publisher by providing the
  /// current element to a closure along with the last value returned by the closure, as in
  /// Combine.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, for the first element.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element, and returns the next
    /// result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the running results of `nextPartialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches `subscriber`; each subscriber starts from `initialResult`.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let next = nextPartialResult
      var accumulated = initialResult
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks { value in
          accumulated = next(accumulated, value)
          return .emit(accumulated)
        })
    }
  }
}

extension Publisher {
  /// Transforms elements from the upstream publisher by providing the current element to a
  /// closure along with the last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
