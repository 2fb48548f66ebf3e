extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers, as in
  /// Combine: the elements of both, as they come. It finishes when both have finished and
  /// fails as soon as either fails.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    /// The kind of values published by this publisher.
    public typealias Output = A.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher of the elements of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, B.Output == S.Input {
      let a = self.a
      let b = self.b
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: Output.self)) },
          { b.subscribe($0.child(1, input: Output.self)) },
        ],
        combine: { $1 as? Output })
    }

    /// Merges a third publisher.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P>
    where B.Failure == P.Failure, B.Output == P.Output {
      Publishers.Merge3(a, b, other)
    }
  }

  /// A publisher created by applying the merge function to three upstream publishers, as in
  /// Combine.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output
  {
    /// The kind of values published by this publisher.
    public typealias Output = A.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C

    /// Creates a publisher of the elements of `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where C.Failure == S.Failure, C.Output == S.Input {
      let a = self.a
      let b = self.b
      let c = self.c
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: Output.self)) },
          { b.subscribe($0.child(1, input: Output.self)) },
          { c.subscribe($0.child(2, input: Output.self)) },
        ],
        combine: { $1 as? Output })
    }
  }

  /// A publisher created by applying the merge function to an arbitrary number of upstream
  /// publishers, as in Combine.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publishers that this publisher receives elements from.
    public let publishers: [Upstream]

    /// Creates a publisher of the elements of the given publishers.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher of the elements of the publishers in `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
      publishers = Array(upstream)
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      FanInSubscription.start(
        subscriber,
        publishers.enumerated().map { index, publisher in
          { publisher.subscribe($0.child(index, input: Output.self)) }
        },
        combine: { $1 as? Output })
    }

    /// The same publishers and `other`.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher of the same
  /// type, delivering an interleaved sequence of elements.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Combines elements from this publisher with those from two other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// Combines elements from this publisher with those from another publisher of the same
  /// type.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}
