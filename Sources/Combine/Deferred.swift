/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber, as in Combine.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The kind of values published by this publisher.
  public typealias Output = DeferredPublisher.Output
  /// The kind of errors this publisher might publish.
  public typealias Failure = DeferredPublisher.Failure

  /// The closure to execute when this publisher receives a subscription.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a publisher that makes a new publisher for each subscriber with
  /// `createPublisher`.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes a publisher and attaches `subscriber` to it.
  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().subscribe(subscriber)
  }
}
