/// The subscription of an operator that continues with a second publisher when the first
/// completes: `prepend`/`append` (after the first finishes) and `catch` (after it fails).
///
/// It counts what the subscriber asked for, so the second publisher is asked for what the
/// first did not deliver.
final class TwoStageSubscription<Downstream: Subscriber, FirstFailure: Error>: Subscription,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  /// What to do when the first publisher completes: complete downstream, or continue with a
  /// second publisher.
  enum Next {
    case complete(Subscribers.Completion<Downstream.Failure>)
    case `continue`(AnyPublisher<Output, Downstream.Failure>)
  }

  private let lock = CombineLock()
  private var downstream: Downstream?
  private var current: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var stage = 0
  private let next: (Subscribers.Completion<FirstFailure>) -> Next

  private init(
    downstream: Downstream, next: @escaping (Subscribers.Completion<FirstFailure>) -> Next
  ) {
    self.downstream = downstream
    self.next = next
  }

  /// Subscribes `downstream` to `first`, then to what `next` says when it completes.
  static func start<First: Publisher>(
    _ downstream: Downstream, first: First,
    next: @escaping (Subscribers.Completion<FirstFailure>) -> Next
  ) where First.Output == Output, First.Failure == FirstFailure {
    let subscription = TwoStageSubscription(downstream: downstream, next: next)
    downstream.receive(subscription: subscription)
    first.subscribe(
      TwoStageChild<Output, FirstFailure>(
        subscription: { subscription.received(subscription: $0, stage: 0) },
        value: { subscription.received($0, stage: 0) },
        completion: { subscription.receivedFirst(completion: $0) }))
  }

  func received(subscription: any Subscription, stage: Int) {
    let pending = lock.withLock { () -> Subscribers.Demand? in
      guard downstream != nil, stage == self.stage, current == nil else { return nil }
      current = subscription
      return demand
    }
    guard let pending else {
      subscription.cancel()
      return
    }
    if pending > 0 { subscription.request(pending) }
  }

  func received(_ value: Output, stage: Int) -> Subscribers.Demand {
    let target = lock.withLock { () -> Downstream? in
      guard stage == self.stage, let downstream else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(value)
    lock.withLock { demand += more }
    return more
  }

  func receivedFirst(completion: Subscribers.Completion<FirstFailure>) {
    guard lock.withLock({ stage == 0 && downstream != nil }) else { return }
    switch next(completion) {
    case .complete(let final):
      finish(final)
    case .continue(let second):
      lock.withLock {
        stage = 1
        current = nil
      }
      second.subscribe(
        TwoStageChild<Output, Downstream.Failure>(
          subscription: { self.received(subscription: $0, stage: 1) },
          value: { self.received($0, stage: 1) },
          completion: { self.finish($0) }))
    }
  }

  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let target = lock.withLock {
      defer {
        downstream = nil
        current = nil
      }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    let source = lock.withLock {
      demand += more
      return current
    }
    source?.request(more)
  }

  func cancel() {
    let source = lock.withLock {
      defer {
        downstream = nil
        current = nil
      }
      return current
    }
    source?.cancel()
  }
}

/// The subscriber a `TwoStageSubscription` attaches to its first or second publisher: it
/// passes what it receives to its parent.
final class TwoStageChild<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let subscriptionHandler: (any Subscription) -> Void
  private let valueHandler: (Input) -> Subscribers.Demand
  private let completionHandler: (Subscribers.Completion<Failure>) -> Void

  init(
    subscription: @escaping (any Subscription) -> Void,
    value: @escaping (Input) -> Subscribers.Demand,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    subscriptionHandler = subscription
    valueHandler = value
    completionHandler = completion
  }

  func receive(subscription: any Subscription) {
    subscriptionHandler(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    valueHandler(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completionHandler(completion)
  }
}
