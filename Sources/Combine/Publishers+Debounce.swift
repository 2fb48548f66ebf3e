extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses
  /// between events, as in Combine.
  ///
  /// Each element restarts the wait; when `dueTime` passes with no newer element, the latest
  /// is delivered on `scheduler` (dropped if the subscriber has asked for nothing more). The
  /// completion is delivered on `scheduler` at once; an element still waiting then is
  /// dropped.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher's delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that waits `dueTime` of quiet before publishing the latest
    /// element.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        DebounceSubscription(
          downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// One subscription of `debounce`: asks upstream for everything, keeps the latest element,
/// and delivers it when no newer one came for the due time.
final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var upstream = UpstreamLink()
  private var demand = Subscribers.Demand.none
  private var latest: Input?
  private var generation = 0

  init(
    downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
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
    let current = lock.withLock { () -> Int? in
      guard !upstream.isEnded else { return nil }
      generation += 1
      latest = input
      return generation
    }
    guard let current else { return .none }
    scheduler.schedule(
      after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
      options: options
    ) { self.fire(current) }
    return .none
  }

  private func fire(_ expected: Int) {
    let value = lock.withLock { () -> Input? in
      guard expected == generation, !upstream.isEnded, let value = latest else { return nil }
      latest = nil
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
      guard !upstream.isEnded else { return false }
      upstream.end()
      generation += 1
      latest = nil
      return true
    }
    guard proceed else { return }
    scheduler.schedule(options: options) { self.downstream.receive(completion: completion) }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let source = lock.withLock {
      latest = nil
      return upstream.end()
    }
    source?.cancel()
  }
}
