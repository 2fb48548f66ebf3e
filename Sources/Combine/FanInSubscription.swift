/// The subscription of an operator that subscribes to several publishers at once and sends
/// one stream: `combineLatest`, `merge` and `zip`.
///
/// It asks each upstream for unlimited values and passes on what `combine` makes of each
/// value, as far as the subscriber asked (the rest is dropped). It finishes when every
/// upstream has finished, or earlier when `isExhausted` says no more can come (`zip`, once
/// an upstream that finished has nothing left waiting), and fails with the first failure,
/// cancelling the others.
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private let lock = CombineLock()
  private var downstream: Downstream?
  private var upstreams: [(any Subscription)?]
  private var finished: [Bool]
  private var demand = Subscribers.Demand.none
  /// What to send for a value from upstream `index`, if anything; runs under the lock.
  private let combine: (_ index: Int, _ value: Any) -> Downstream.Input?
  /// Whether nothing more can be sent, given which upstreams finished; runs under the lock.
  private let isExhausted: ((_ finished: [Bool]) -> Bool)?

  private init(
    downstream: Downstream, count: Int,
    combine: @escaping (_ index: Int, _ value: Any) -> Downstream.Input?,
    isExhausted: ((_ finished: [Bool]) -> Bool)?
  ) {
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
    self.combine = combine
    self.isExhausted = isExhausted
  }

  /// Subscribes `downstream`, then makes each of `attach` subscribe a child with its index.
  static func start(
    _ downstream: Downstream,
    _ attach: [(FanInSubscription) -> Void],
    combine: @escaping (_ index: Int, _ value: Any) -> Downstream.Input?,
    isExhausted: ((_ finished: [Bool]) -> Bool)? = nil
  ) {
    let subscription = FanInSubscription(
      downstream: downstream, count: attach.count, combine: combine, isExhausted: isExhausted)
    downstream.receive(subscription: subscription)
    for subscribe in attach { subscribe(subscription) }
  }

  /// A subscriber for upstream `index`.
  func child<Input>(_ index: Int, input: Input.Type) -> FanInChild<Input, Downstream> {
    FanInChild(parent: self, index: index)
  }

  func received(subscription: any Subscription, at index: Int) -> Bool {
    let accepted = lock.withLock {
      guard downstream != nil, upstreams[index] == nil, !finished[index] else { return false }
      upstreams[index] = subscription
      return true
    }
    if accepted {
      subscription.request(.unlimited)
    } else {
      subscription.cancel()
    }
    return accepted
  }

  func received(_ value: Any, at index: Int) {
    let send = lock.withLock { () -> (Downstream, Downstream.Input)? in
      guard let downstream, let output = combine(index, value), demand > 0 else { return nil }
      demand -= 1
      return (downstream, output)
    }
    guard let (target, output) = send else { return }
    let more = target.receive(output)
    if more > 0 { lock.withLock { demand += more } }
    if isExhausted != nil { finishIfExhausted() }
  }

  /// Finishes, cancelling the upstreams still running, when `isExhausted` says nothing more
  /// can come.
  private func finishIfExhausted() {
    let (target, others) = lock.withLock { () -> (Downstream?, [any Subscription]) in
      guard let downstream, let isExhausted, isExhausted(finished) else { return (nil, []) }
      self.downstream = nil
      defer { upstreams = upstreams.map { _ in nil } }
      return (downstream, upstreams.compactMap { $0 })
    }
    for other in others { other.cancel() }
    target?.receive(completion: .finished)
  }

  func received(completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
    let (target, others) = lock.withLock { () -> (Downstream?, [any Subscription]) in
      guard let downstream else { return (nil, []) }
      finished[index] = true
      upstreams[index] = nil
      if case .finished = completion, finished.contains(false),
        !(isExhausted?(finished) ?? false)
      {
        return (nil, [])
      }
      self.downstream = nil
      defer { upstreams = upstreams.map { _ in nil } }
      return (downstream, upstreams.compactMap { $0 })
    }
    for other in others { other.cancel() }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let all = lock.withLock {
      downstream = nil
      defer { upstreams = upstreams.map { _ in nil } }
      return upstreams.compactMap { $0 }
    }
    for upstream in all { upstream.cancel() }
  }
}

/// The subscriber a `FanInSubscription` attaches to one of its publishers.
final class FanInChild<Input, Downstream: Subscriber>: Subscriber, @unchecked Sendable {
  typealias Failure = Downstream.Failure

  private let parent: FanInSubscription<Downstream>
  private let index: Int

  init(parent: FanInSubscription<Downstream>, index: Int) {
    self.parent = parent
    self.index = index
  }

  func receive(subscription: any Subscription) {
    _ = parent.received(subscription: subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.received(input, at: index)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.received(completion: completion, at: index)
  }
}
