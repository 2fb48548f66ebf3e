extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers, as in
  /// Combine.
  ///
  /// Nothing is published until both have published; then each element from either is
  /// published with the latest of the other. It finishes when both have finished and fails
  /// as soon as either fails.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The latest element of each, as a tuple.
    public typealias Output = (A.Output, B.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Creates a publisher of the latest elements of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      let a = self.a
      let b = self.b
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: A.Output.self)) },
          { b.subscribe($0.child(1, input: B.Output.self)) },
        ],
        combine: latestCombiner(count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) })
    }
  }

  /// A publisher that receives and combines the latest elements from three publishers, as
  /// in Combine.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values, and a value the
  /// subscriber has not asked for is dropped rather than held back.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The latest element of each, as a tuple.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Creates a publisher of the latest elements of `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
      let a = self.a
      let b = self.b
      let c = self.c
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: A.Output.self)) },
          { b.subscribe($0.child(1, input: B.Output.self)) },
          { c.subscribe($0.child(2, input: C.Output.self)) },
        ],
        combine: latestCombiner(count: 3) {
          ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
        })
    }
  }
}

/// Remembers the latest value of each of `count` publishers, and makes the output once all
/// have one. Each subscription gets its own.
private func latestCombiner<Output>(
  count: Int, _ make: @escaping ([Any]) -> Output
) -> (Int, Any) -> Output? {
  var latest = [Any?](repeating: nil, count: count)
  return { index, value in
    latest[index] = value
    let all = latest.compactMap { $0 }
    return all.count == count ? make(all) : nil
  }
}

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
  /// either publisher.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from
  /// either publisher.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two additional publishers and publishes a tuple upon receiving output
  /// from any of the publishers.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Subscribes to two additional publishers and invokes a closure upon receiving output
  /// from any of the publishers.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }
}
