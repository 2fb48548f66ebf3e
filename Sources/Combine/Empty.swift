/// A publisher that never publishes any values, and optionally finishes immediately, as in
/// Combine.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher finishes as soon as it is subscribed to; otherwise it never does.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.completeImmediately = completeImmediately
  }

  /// Finishes at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    if completeImmediately {
      SequenceSubscription.start(
        subscriber, elements: EmptyCollection<Output>().makeIterator(), completion: .finished)
    } else {
      subscriber.receive(subscription: Subscriptions.empty)
    }
  }

  /// Whether both complete immediately or both never complete.
  public static func == (lhs: Empty, rhs: Empty) -> Bool {
    lhs.completeImmediately == rhs.completeImmediately
  }
}
