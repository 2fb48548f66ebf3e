/// A publisher that immediately terminates with the specified error, as in Combine.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that fails with `error` as soon as it is subscribed to.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a publisher with the given output type that fails with `failure`.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  /// Sends the failure at once.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    SequenceSubscription.start(
      subscriber, elements: EmptyCollection<Output>().makeIterator(), completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
