extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers, as in
  /// Combine.
  ///
  /// It waits until each upstream has published an element, then publishes the oldest
  /// unpublished element of each as a tuple. It finishes when an upstream has finished and
  /// every element it published has been paired, and fails as soon as either fails.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values (they wait in a
  /// queue until paired), and a pair the subscriber has not asked for is dropped.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The oldest unpaired element of each, as a tuple.
    public typealias Output = (A.Output, B.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Creates a publisher that pairs the elements of `a` and `b` in order.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      let a = self.a
      let b = self.b
      let queues = ZipQueues(count: 2)
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: A.Output.self)) },
          { b.subscribe($0.child(1, input: B.Output.self)) },
        ],
        combine: { index, value in
          queues.add(value, at: index).map { ($0[0] as! A.Output, $0[1] as! B.Output) }
        },
        isExhausted: queues.isExhausted)
    }
  }

  /// A publisher created by applying the zip function to three upstream publishers, as in
  /// Combine.
  ///
  /// Differs from Combine: each upstream is asked for unlimited values (they wait in a
  /// queue until matched), and a tuple the subscriber has not asked for is dropped.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The oldest unmatched element of each, as a tuple.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Creates a publisher that matches the elements of `a`, `b` and `c` in order.
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
      let queues = ZipQueues(count: 3)
      FanInSubscription.start(
        subscriber,
        [
          { a.subscribe($0.child(0, input: A.Output.self)) },
          { b.subscribe($0.child(1, input: B.Output.self)) },
          { c.subscribe($0.child(2, input: C.Output.self)) },
        ],
        combine: { index, value in
          queues.add(value, at: index).map {
            ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
          }
        },
        isExhausted: queues.isExhausted)
    }
  }
}

/// The elements of each of a zip's publishers waiting to be matched. Used only under its
/// subscription's lock.
final class ZipQueues: @unchecked Sendable {
  private var queues: [[Any]]

  init(count: Int) {
    queues = Array(repeating: [], count: count)
  }

  /// Queues `value` from publisher `index`; when every queue has an element, takes the
  /// oldest of each.
  func add(_ value: Any, at index: Int) -> [Any]? {
    queues[index].append(value)
    guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
    return queues.indices.map { queues[$0].removeFirst() }
  }

  /// Whether no more tuples can be made: a finished publisher has nothing waiting.
  func isExhausted(_ finished: [Bool]) -> Bool {
    finished.indices.contains { finished[$0] && queues[$0].isEmpty }
  }
}

extension Publisher {
  /// Combines elements from another publisher and delivers pairs of elements as tuples.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Zip(self, other).map(transform)
  }

  /// Combines elements from two other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines elements from two other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }
}
