/// A publisher that emits an output to each subscriber just once, and then finishes, as in
/// Combine.
public struct Just<Output>: Publisher {
  /// Just never fails.
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Creates a publisher that emits `output` once, then finishes.
  public init(_ output: Output) {
    self.output = output
  }

  /// Sends the output when the subscriber asks for a value, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
    SequenceSubscription.start(
      subscriber, elements: CollectionOfOne(output).makeIterator(), completion: .finished)
  }
}

extension Just: Equatable where Output: Equatable {}
