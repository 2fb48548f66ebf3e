extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher, as in Combine: the suffix is subscribed to when the prefix finishes; a
  /// failure of the prefix ends the stream.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Suffix.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Suffix.Failure

    /// The publisher to republish, in its entirety, before republishing elements from
    /// `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    /// Creates a publisher of the elements of `prefix`, then those of `suffix`.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
      let suffix = AnyPublisher(self.suffix)
      TwoStageSubscription.start(subscriber, first: prefix) { completion in
        switch completion {
        case .finished: .continue(suffix)
        case .failure: .complete(completion)
        }
      }
    }
  }
}

extension Publisher {
  /// Prefixes a publisher's output with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes a publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes the output of this publisher with the elements emitted by the given
  /// publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher's output with the specified elements.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends a publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
