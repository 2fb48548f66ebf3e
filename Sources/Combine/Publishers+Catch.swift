extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher, as in Combine.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = NewPublisher.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to
    /// replace the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that continues with `handler`'s publisher when `upstream` fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
      let handler = self.handler
      TwoStageSubscription.start(subscriber, first: upstream) { completion in
        switch completion {
        case .finished: .complete(.finished)
        case .failure(let error): .continue(AnyPublisher(handler(error)))
        }
      }
    }
  }
}

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }
}
