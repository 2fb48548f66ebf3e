/// Delivers the elements of an iterator as the subscriber asks for them, then a completion:
/// the subscription of `Just`, `Publishers.Sequence`, `Empty` and `Fail`.
///
/// With nothing to deliver, the completion is sent as soon as the subscriber has its
/// subscription, without waiting for demand, as in Combine.
final class SequenceSubscription<Downstream: Subscriber, Elements: IteratorProtocol>:
  Subscription, @unchecked Sendable
where Elements.Element == Downstream.Input {
  private let lock = CombineLock()
  private var downstream: Downstream?
  private var elements: Elements
  private var next: Downstream.Input?
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  private init(
    downstream: Downstream, elements: Elements,
    completion: Subscribers.Completion<Downstream.Failure>
  ) {
    self.downstream = downstream
    self.elements = elements
    self.completion = completion
    next = self.elements.next()
  }

  /// Subscribes `downstream` to `elements`, then `completion`.
  static func start(
    _ downstream: Downstream, elements: Elements,
    completion: Subscribers.Completion<Downstream.Failure>
  ) {
    let subscription = SequenceSubscription(
      downstream: downstream, elements: elements, completion: completion)
    downstream.receive(subscription: subscription)
    subscription.finishIfEmpty()
  }

  private func finishIfEmpty() {
    let target = lock.withLock { () -> Downstream? in
      guard next == nil, !isDelivering else { return nil }
      defer { downstream = nil }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    let start = lock.withLock {
      demand += more
      guard !isDelivering, downstream != nil else { return false }
      isDelivering = true
      return true
    }
    guard start else { return }
    while true {
      let step = lock.withLock { () -> (Downstream, Downstream.Input?)? in
        guard let downstream else { return nil }
        if let value = next {
          guard demand > 0 else { return nil }
          demand -= 1
          next = elements.next()
          return (downstream, value)
        }
        self.downstream = nil
        return (downstream, nil)
      }
      guard let (target, value) = step else { break }
      guard let value else {
        target.receive(completion: completion)
        break
      }
      let extra = target.receive(value)
      lock.withLock { demand += extra }
    }
    lock.withLock { isDelivering = false }
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }
}
