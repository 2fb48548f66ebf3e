/// The subscribers of a publisher that sends the same values to all of them: the subjects,
/// `ObservableObjectPublisher`, `@Published`'s publisher and the timer publisher.
///
/// Each subscriber gets its own `SubjectConduit`, which counts what it asked for; a value
/// sent when a subscriber has asked for nothing more is not delivered to it, as in Combine.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = CombineLock()
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var upstreams: [any Subscription] = []
  private var completion: Subscribers.Completion<Failure>?

  /// The number of subscribers attached now.
  var subscriberCount: Int { lock.withLock { conduits.count } }

  /// Whether the subject has completed.
  var isCompleted: Bool { lock.withLock { completion != nil } }

  /// Attaches `subscriber`. `current` gives the value a new subscriber gets on its first
  /// demand (a current-value subject's); `nil` for none. A subscriber attached after the
  /// completion receives its subscription and then the completion.
  func attach<S: Subscriber>(_ subscriber: S, current: (() -> Output?)? = nil)
  where S.Input == Output, S.Failure == Failure {
    let conduit = SubjectConduit(
      core: self, downstream: AnySubscriber(subscriber), initial: current)
    let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if completion == nil { conduits.append(conduit) }
      return completion
    }
    if finished != nil { conduit.dropInitial() }
    subscriber.receive(subscription: conduit)
    if let finished { conduit.finish(finished) }
  }

  /// Sends `value` to every subscriber that asked for one; nothing after the completion.
  func send(_ value: Output) {
    let current = lock.withLock { completion == nil ? conduits : [] }
    for conduit in current { conduit.offer(value) }
  }

  /// Sends the completion to every subscriber and detaches them; only the first counts.
  func send(completion: Subscribers.Completion<Failure>) {
    let current = lock.withLock { () -> [SubjectConduit<Output, Failure>] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer {
        conduits = []
        upstreams = []
      }
      return conduits
    }
    for conduit in current { conduit.finish(completion) }
  }

  /// Keeps an upstream subscription and asks it for unlimited values (a subject subscribed to
  /// a publisher); a completed subject cancels it instead.
  func send(subscription: any Subscription) {
    let accepted = lock.withLock {
      guard completion == nil else { return false }
      upstreams.append(subscription)
      return true
    }
    if accepted {
      subscription.request(.unlimited)
    } else {
      subscription.cancel()
    }
  }

  /// Detaches a cancelled subscriber.
  func remove(_ conduit: SubjectConduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}

/// One subscriber's subscription to a `SubjectCore`: what it asked for, and the value it gets
/// first (a current-value subject's) when it asks.
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = CombineLock()
  private weak var core: SubjectCore<Output, Failure>?
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var initial: (() -> Output?)?

  init(
    core: SubjectCore<Output, Failure>, downstream: AnySubscriber<Output, Failure>,
    initial: (() -> Output?)?
  ) {
    self.core = core
    self.downstream = downstream
    self.initial = initial
  }

  func request(_ more: Subscribers.Demand) {
    let first = lock.withLock { () -> (() -> Output?)? in
      guard downstream != nil else { return nil }
      demand += more
      guard demand > 0, let initial else { return nil }
      self.initial = nil
      return initial
    }
    if let first, let value = first() { offer(value) }
  }

  /// Forgets the first value: the subject completed before the subscriber came.
  func dropInitial() {
    lock.withLock { initial = nil }
  }

  /// Delivers `value` if the subscriber has asked for one.
  func offer(_ value: Output) {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(value)
    if more > 0 {
      lock.withLock { if downstream != nil { demand += more } }
    }
  }

  /// Delivers the completion and detaches the subscriber.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock {
      defer {
        downstream = nil
        initial = nil
      }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func cancel() {
    let wasAttached = lock.withLock {
      defer {
        downstream = nil
        initial = nil
      }
      return downstream != nil
    }
    if wasAttached { core?.remove(self) }
  }
}
