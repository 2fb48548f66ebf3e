/// The subscription of an operator that turns each upstream element into a publisher and
/// sends what those publishers send: `flatMap` (several at once, up to `maxPublishers`) and
/// `switchToLatest` (only the newest; a new one cancels the one before).
///
/// Each inner publisher is asked for unlimited values, and what the subscriber did not ask
/// for is dropped. It finishes when upstream and every inner publisher have finished, and
/// fails with the first failure, cancelling the rest.
final class InnerPublishersSubscription<Input, Inner: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, @unchecked Sendable
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let transform: (Input) -> Inner
  private let maxPublishers: Subscribers.Demand
  private let switching: Bool
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  /// The inner publishers running, by key, with their subscriptions once they have them.
  private var inner: [Int: (any Subscription)?] = [:]
  private var nextKey = 0
  private var upstreamFinished = false
  private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream, maxPublishers: Subscribers.Demand, switching: Bool,
    transform: @escaping (Input) -> Inner
  ) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.switching = switching
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock {
      guard upstream == nil, downstream != nil else { return false }
      upstream = subscription
      return true
    }
    guard accepted, let target = lock.withLock({ downstream }) else {
      subscription.cancel()
      return
    }
    target.receive(subscription: self)
    subscription.request(switching ? .unlimited : maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let publisher = transform(input)
    let (key, replaced) = lock.withLock { () -> (Int?, [any Subscription]) in
      guard downstream != nil else { return (nil, []) }
      var replaced: [any Subscription] = []
      if switching {
        replaced = inner.values.compactMap { $0 }
        inner.removeAll()
      }
      nextKey += 1
      inner[nextKey] = .some(nil)
      return (nextKey, replaced)
    }
    for old in replaced { old.cancel() }
    guard let key else { return .none }
    publisher.subscribe(
      TwoStageChild<Inner.Output, Inner.Failure>(
        subscription: { self.innerSubscribed($0, key: key) },
        value: { self.innerValue($0, key: key) },
        completion: { self.innerCompleted($0, key: key) }))
    return .none
  }

  private func innerSubscribed(_ subscription: any Subscription, key: Int) {
    let accepted = lock.withLock {
      guard downstream != nil, inner[key] != nil else { return false }
      inner[key] = subscription
      return true
    }
    if accepted {
      subscription.request(.unlimited)
    } else {
      subscription.cancel()
    }
  }

  private func innerValue(_ value: Inner.Output, key: Int) -> Subscribers.Demand {
    let target = lock.withLock { () -> Downstream? in
      guard let downstream, inner[key] != nil, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(value)
    if more > 0 { lock.withLock { demand += more } }
    return .none
  }

  /// What an inner publisher's completion leads to.
  private enum Outcome {
    case none
    case requestMore
    case complete(Downstream, [any Subscription])
  }

  private func innerCompleted(_ completion: Subscribers.Completion<Failure>, key: Int) {
    let outcome = lock.withLock { () -> Outcome in
      guard let downstream, inner.removeValue(forKey: key) != nil else { return .none }
      if case .failure = completion {
        self.downstream = nil
        defer {
          inner.removeAll()
          upstream = nil
        }
        return .complete(downstream, inner.values.compactMap { $0 } + [upstream].compactMap { $0 })
      }
      if upstreamFinished && inner.isEmpty {
        self.downstream = nil
        return .complete(downstream, [])
      }
      return switching || maxPublishers == .unlimited ? .none : .requestMore
    }
    switch outcome {
    case .none: break
    case .requestMore: lock.withLock { upstream }?.request(.max(1))
    case .complete(let target, let others):
      for other in others { other.cancel() }
      target.receive(completion: completion)
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let (target, others) = lock.withLock { () -> (Downstream?, [any Subscription]) in
      guard let downstream else { return (nil, []) }
      upstream = nil
      upstreamFinished = true
      if case .finished = completion, !inner.isEmpty { return (nil, []) }
      self.downstream = nil
      defer { inner.removeAll() }
      return (downstream, inner.values.compactMap { $0 })
    }
    for other in others { other.cancel() }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let all = lock.withLock { () -> [any Subscription] in
      downstream = nil
      defer {
        inner.removeAll()
        upstream = nil
      }
      return inner.values.compactMap { $0 } + [upstream].compactMap { $0 }
    }
    for subscription in all { subscription.cancel() }
  }
}
