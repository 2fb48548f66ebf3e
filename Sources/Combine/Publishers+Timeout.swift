extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified
  /// time interval without producing an element, as in Combine.
  ///
  /// The wait starts at subscription and again at each element. When it runs out, the
  /// publisher finishes (or fails with `customError`'s error) and cancels upstream. Elements
  /// and the completion are delivered on `scheduler`.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?
    /// A closure that makes the error to fail with when the time runs out; without one, the
    /// publisher finishes.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that gives up on `upstream` after `interval` without an element.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        TimeoutSubscription(
          downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
          customError: customError))
    }
  }
}

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

/// One subscription of `timeout`: passes demand and elements through (elements on the
/// scheduler), and after each element, or the subscription, waits for the interval; a wait
/// that no element interrupted ends the stream.
final class TimeoutSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  private var upstream = UpstreamLink()
  private var generation = 0
  /// Whether downstream cancelled or the time ran out: elements and a completion still on
  /// their way to the scheduler are dropped. (Upstream finishing is not a stop: what it sent
  /// before the completion is delivered first, then the completion.)
  private var isStopped = false

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?, customError: (() -> Failure)?
  ) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
  }

  func receive(subscription: any Subscription) {
    let current = lock.withLock { () -> Int? in
      guard upstream.take(subscription) else { return nil }
      generation += 1
      return generation
    }
    guard let current else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
    wait(current)
  }

  /// Starts the wait for the element after the one numbered `current`.
  private func wait(_ current: Int) {
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
      options: options
    ) { self.timedOut(current) }
  }

  private func timedOut(_ expected: Int) {
    let source = lock.withLock { () -> (any Subscription)?? in
      guard expected == generation, !upstream.isEnded else { return nil }
      isStopped = true
      return .some(upstream.end())
    }
    guard let source else { return }
    source?.cancel()
    downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let current = lock.withLock { () -> Int? in
      guard !upstream.isEnded else { return nil }
      generation += 1
      return generation
    }
    guard let current else { return .none }
    scheduler.schedule(options: options) {
      guard !self.lock.withLock({ self.isStopped }) else { return }
      let more = self.downstream.receive(input)
      if more > 0 { self.lock.withLock { self.upstream.subscription }?.request(more) }
    }
    wait(current)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let proceed = lock.withLock {
      guard !upstream.isEnded else { return false }
      upstream.end()
      generation += 1
      return true
    }
    guard proceed else { return }
    scheduler.schedule(options: options) {
      guard !self.lock.withLock({ self.isStopped }) else { return }
      self.downstream.receive(completion: completion)
    }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { upstream.subscription }?.request(more)
  }

  func cancel() {
    lock.withLock { () -> (any Subscription)? in
      isStopped = true
      return upstream.end()
    }?.cancel()
  }
}
