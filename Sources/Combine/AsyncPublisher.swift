/// A publisher that exposes its elements as an asynchronous sequence, as in Combine: each
/// call of the iterator's `next()` asks the publisher for one element.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The type of element produced by this asynchronous sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as an
  /// asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// The iterator that produces the elements of the sequence.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherSubscriber<P.Output, Never>
    fileprivate let lifetime: IterationLifetime

    /// The next element, or `nil` once the publisher has finished.
    public mutating func next() async -> P.Output? {
      try? await inner.next()
    }
  }

  /// Creates the iterator, which subscribes to the publisher.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherSubscriber<P.Output, Never>()
    publisher.subscribe(inner)
    return Iterator(inner: inner, lifetime: IterationLifetime(inner))
  }
}

/// A publisher that exposes its elements as an asynchronous throwing sequence, as in
/// Combine: a failure is thrown from the iterator's `next()`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The type of element produced by this asynchronous sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as a
  /// throwing asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// The iterator that produces the elements of the sequence.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherSubscriber<P.Output, P.Failure>
    fileprivate let lifetime: IterationLifetime

    /// The next element, or `nil` once the publisher has finished; throws its failure.
    public mutating func next() async throws -> P.Output? {
      try await inner.next()
    }
  }

  /// Creates the iterator, which subscribes to the publisher.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherSubscriber<P.Output, P.Failure>()
    publisher.subscribe(inner)
    return Iterator(inner: inner, lifetime: IterationLifetime(inner))
  }
}

extension Publisher where Failure == Never {
  /// The elements from the publisher, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The elements from the publisher, as a throwing asynchronous sequence.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind an async publisher's iterator: it asks for one element per call of
/// `next()` and resumes the waiting call with it, or with the end.
final class AsyncPublisherSubscriber<Input, Failure: Error>: Subscriber, Cancellable,
  @unchecked Sendable
{
  /// An element handed from the publisher's context to the waiting task, which owns it
  /// from then on.
  struct Delivery: @unchecked Sendable {
    let element: Input
  }

  private let lock = CombineLock()
  private var subscription: (any Subscription)?
  /// The call of `next()` waiting, if any.
  private var waiting: CheckedContinuation<Delivery?, any Error>?
  /// How the stream ended, once it has; `nil` while it runs.
  private var ending: Result<Void, any Error>?
  /// Whether `next()` asked for an element before the subscription came.
  private var wantsOne = false

  func receive(subscription: any Subscription) {
    let request = lock.withLock { () -> Bool in
      guard self.subscription == nil, ending == nil else { return false }
      self.subscription = subscription
      return wantsOne
    }
    if request { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let continuation = lock.withLock { () -> CheckedContinuation<Delivery?, any Error>? in
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: Delivery(element: input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let continuation = lock.withLock { () -> CheckedContinuation<Delivery?, any Error>? in
      switch completion {
      case .finished: ending = .success(())
      case .failure(let error): ending = .failure(error)
      }
      subscription = nil
      defer { waiting = nil }
      return waiting
    }
    switch completion {
    case .finished: continuation?.resume(returning: nil)
    case .failure(let error): continuation?.resume(throwing: error)
    }
  }

  /// The next element: asks for one and waits for it; `nil` at the end (a failure once).
  func next() async throws -> Input? {
    try await delivery()?.element
  }

  private func delivery() async throws -> Delivery? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (request, ended) = lock.withLock {
          () -> ((any Subscription)?, Result<Void, any Error>?) in
          if let ending {
            // A failure is thrown once; after it the sequence is over.
            self.ending = .success(())
            return (nil, ending)
          }
          waiting = continuation
          if subscription == nil { wantsOne = true }
          return (subscription, nil)
        }
        switch ended {
        case .success?: continuation.resume(returning: nil)
        case .failure(let error)?: continuation.resume(throwing: error)
        case nil: request?.request(.max(1))
        }
      }
    } onCancel: {
      self.cancel()
    }
  }

  /// Ends the sequence: cancels the subscription and ends a waiting `next()` with `nil`.
  func cancel() {
    let (source, continuation) = lock.withLock {
      () -> ((any Subscription)?, CheckedContinuation<Delivery?, any Error>?) in
      defer {
        subscription = nil
        waiting = nil
        if ending == nil { ending = .success(()) }
      }
      return (subscription, waiting)
    }
    source?.cancel()
    continuation?.resume(returning: nil)
  }
}

/// Cancels an iteration's subscription when the last copy of its iterator goes away (a loop
/// left with `break`).
final class IterationLifetime: Sendable {
  private let subscriber: any Cancellable & Sendable

  init(_ subscriber: any Cancellable & Sendable) {
    self.subscriber = subscriber
  }

  deinit {
    subscriber.cancel()
  }
}
