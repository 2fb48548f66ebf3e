extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers, as in
  /// Combine: `connect()` subscribes the subject to upstream; subscribers attach to the
  /// subject.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public final let upstream: Upstream
    /// A closure that returns a subject each time a subscriber attaches to the multicast
    /// publisher.
    public final let createSubject: () -> SubjectType

    private let lock = CombineLock()
    private var madeSubject: SubjectType?

    /// Creates a multicast publisher that delivers through the subject `createSubject`
    /// makes (once).
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock.withLock {
        if let madeSubject { return madeSubject }
        let made = createSubject()
        madeSubject = made
        return made
      }
    }

    /// Attaches `subscriber` to the subject.
    public func receive<S: Subscriber>(subscriber: S)
    where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
      subject.subscribe(subscriber)
    }

    /// Subscribes the subject to upstream; cancel the result to end it.
    public func connect() -> any Cancellable {
      upstream.subscribe(subject)
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers,
  /// as in Combine: upstream is subscribed to once, when the first subscriber comes, and the
  /// subscription ends when the last leaves. Later subscribers get what comes after they
  /// subscribed.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
      let subject = PassthroughSubject<Output, Failure>()
      shared = Multicast(upstream: upstream) { subject }.autoconnect()
    }

    /// Attaches `subscriber` to the shared stream.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      shared.subscribe(subscriber)
    }

    /// Whether both are the same publisher.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

extension Publisher {
  /// Applies a closure to create a subject that delivers elements to subscribers.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<
      Self, S
    > where Failure == S.Failure, Output == S.Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Shares the output of an upstream publisher with multiple subscribers.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
