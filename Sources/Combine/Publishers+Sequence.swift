extension Publishers {
  /// A publisher that publishes a given sequence of elements, as its subscriber asks for
  /// them, then finishes; as in Combine.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for `sequence`.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Sends the elements, as many as the subscriber asks for, then finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Elements.Element == S.Input {
      SequenceSubscription.start(
        subscriber, elements: sequence.makeIterator(), completion: .finished)
    }
  }
}

extension Sequence {
  /// A publisher of the elements of this sequence.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
