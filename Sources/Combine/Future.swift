/// A publisher that eventually produces a single value and then finishes or fails, as in
/// Combine.
///
/// The closure runs once, when the future is made; every subscriber, early or late, gets the
/// one result when it has asked for a value.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = CombineLock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  /// Creates a publisher that invokes `attemptToFulfill` now; the promise it is given
  /// delivers the result (only its first call counts), and keeps the future alive until
  /// it is called or released.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { result in self.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let subscribers = lock.withLock { () -> [FutureSubscription<Output, Failure>] in
      guard self.result == nil else { return [] }
      self.result = result
      defer { waiting = [] }
      return waiting
    }
    for subscriber in subscribers { subscriber.resolve(result) }
  }

  /// Attaches `subscriber`; it receives the result once it is known and asked for.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    let subscription = FutureSubscription(downstream: AnySubscriber(subscriber))
    let known = lock.withLock { () -> Result<Output, Failure>? in
      if result == nil { waiting.append(subscription) }
      return result
    }
    subscriber.receive(subscription: subscription)
    if let known { subscription.resolve(known) }
  }
}

/// One subscriber's wait for a `Future`'s result.
final class FutureSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = CombineLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var requested = false

  init(downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  /// The future's result is known: delivered now if asked for (a failure is delivered at
  /// once), else on the first request.
  func resolve(_ result: Result<Output, Failure>) {
    lock.withLock { self.result = result }
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.withLock { requested = true }
    deliverIfReady()
  }

  private func deliverIfReady() {
    let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
      guard let downstream, let result else { return nil }
      if case .success = result, !requested { return nil }
      self.downstream = nil
      return (downstream, result)
    }
    guard let (target, result) = ready else { return }
    switch result {
    case .success(let value):
      _ = target.receive(value)
      target.receive(completion: .finished)
    case .failure(let error):
      target.receive(completion: .failure(error))
    }
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }
}
