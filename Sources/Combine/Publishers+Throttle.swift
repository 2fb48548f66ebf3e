extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval, as in Combine.
  ///
  /// An element that comes at least `interval` after the last one published is published at
  /// once (on `scheduler`); otherwise one is published when `interval` has passed since the
  /// last: the latest to come in the meantime (`latest: true`) or the first (`latest:
  /// false`). On completion an element still waiting is published, then the completion.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// Whether to emit the most recent element received during the interval, rather than
    /// the first.
    public let latest: Bool

    /// Creates a publisher that publishes at most one element per `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        ThrottleSubscription(
          downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher
  /// in the specified time interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

/// One subscription of `throttle`.
final class ThrottleSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private var upstream = UpstreamLink()
  private var demand = Subscribers.Demand.none
  private var pending: Input?
  private var lastEmission: Context.SchedulerTimeType?
  private var isScheduled = false
  /// Cancelled, or the completion delivered (which comes after upstream's, on `scheduler`).
  private var isDone = false

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    latest: Bool
  ) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
  }

  func receive(subscription: any Subscription) {
    guard lock.withLock({ upstream.take(subscription) }) else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let now = scheduler.now
    let due = lock.withLock { () -> Context.SchedulerTimeType? in
      guard !isDone else { return nil }
      if latest || pending == nil { pending = input }
      guard !isScheduled else { return nil }
      isScheduled = true
      guard let last = lastEmission, last.distance(to: now) < interval else { return now }
      return last.advanced(by: interval)
    }
    if let due {
      scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: nil) {
        self.emit()
      }
    }
    return .none
  }

  private func emit() {
    let now = scheduler.now
    let value = lock.withLock { () -> Input? in
      isScheduled = false
      guard !isDone, let value = pending else { return nil }
      pending = nil
      lastEmission = now
      guard demand > 0 else { return nil }
      demand -= 1
      return value
    }
    guard let value else { return }
    let more = downstream.receive(value)
    if more > 0 { lock.withLock { demand += more } }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let proceed = lock.withLock {
      guard !isDone, upstream.subscription != nil else { return false }
      upstream.end()
      return true
    }
    guard proceed else { return }
    scheduler.schedule(options: nil) {
      let last = self.lock.withLock { () -> Input? in
        self.isDone = true
        defer { self.pending = nil }
        return self.demand > 0 ? self.pending : nil
      }
      if let last { _ = self.downstream.receive(last) }
      self.downstream.receive(completion: completion)
    }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let source = lock.withLock {
      isDone = true
      pending = nil
      return upstream.end()
    }
    source?.cancel()
  }
}
