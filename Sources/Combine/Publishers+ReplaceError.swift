extension Publishers {
  /// A publisher that replaces any error in the stream with a provided element, as in
  /// Combine: on failure it sends that element, then finishes.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// ReplaceError never fails.
    public typealias Failure = Never

    /// The element with which to replace errors from the upstream publisher.
    public let output: Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that sends `output` and finishes in place of a failure.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Never {
      let output = self.output
      let hooks = TransformHooks<Upstream.Output, Upstream.Failure, Output, Never>(
        value: { .emit($0) },
        completion: { completion in
          switch completion {
          case .finished: (nil, .finished)
          case .failure: (output, .finished)
          }
        })
      TransformSubscription.attach(subscriber, to: upstream, hooks: hooks)
    }
  }
}

extension Publisher {
  /// Replaces any error in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}
