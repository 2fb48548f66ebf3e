extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur, as in
  /// Combine.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the
    /// upstream publisher.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream
    /// publisher.
    public var receiveOutput: ((Output) -> Void)?
    /// A closure that executes when the upstream publisher finishes normally or terminates
    /// with an error.
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that runs the given closures on its events.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches `subscriber`, running the closures as events pass.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let output = receiveOutput
      let completion = receiveCompletion
      let hooks = TransformHooks<Output, Failure, Output, Failure>(
        value: {
          output?($0)
          return .emit($0)
        },
        completion: {
          completion?($0)
          return (nil, $0)
        },
        onSubscription: receiveSubscription, onRequest: receiveRequest,
        onCancel: receiveCancel)
      TransformSubscription.attach(subscriber, to: upstream, hooks: hooks)
    }
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
