extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription, as
  /// in Combine: it calls one closure with each value and another with the completion.
  ///
  /// After the completion or `cancel()` it lets go of its subscription and closures.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, @unchecked Sendable
  {
    private let lock = CombineLock()
    private var upstream = UpstreamLink()
    /// The closure to execute on receipt of a value.
    public private(set) var receiveValue: (Input) -> Void
    /// The closure to execute on completion.
    public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// Creates a sink that runs `receiveValue` with each value and `receiveCompletion` with
    /// the completion.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// `Sink`.
    public var description: String { "Sink" }

    /// Keeps the subscription and asks it for unlimited values; a second subscription is
    /// cancelled.
    public func receive(subscription: any Subscription) {
      if lock.withLock({ upstream.take(subscription) }) {
        subscription.request(.unlimited)
      } else {
        subscription.cancel()
      }
    }

    /// Runs `receiveValue` with the value.
    public func receive(_ value: Input) -> Subscribers.Demand {
      let handler = lock.withLock { upstream.isEnded ? nil : receiveValue }
      handler?(value)
      return .none
    }

    /// Runs `receiveCompletion`, then lets go of the subscription and closures.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let handler = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
        guard !upstream.isEnded else { return nil }
        defer { release() }
        return receiveCompletion
      }
      handler?(completion)
    }

    /// Cancels the subscription and lets go of the closures.
    public func cancel() {
      let source = lock.withLock { () -> (any Subscription)? in
        guard !upstream.isEnded else { return nil }
        defer { release() }
        return upstream.subscription
      }
      source?.cancel()
    }

    /// Ends the stream: drops the subscription and the closures (which may hold what holds this
    /// sink).
    private func release() {
      upstream.end()
      receiveValue = { _ in }
      receiveCompletion = { _ in }
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior, which asks for unlimited values; the
  /// subscription lasts until the returned cancellable is cancelled or released.
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
    receiveValue: @escaping ((Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
