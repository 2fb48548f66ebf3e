extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific
  /// scheduler, as in Combine: each element and the completion, in order; the subscription
  /// itself is delivered where it is made.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher uses to deliver elements.
    public let scheduler: Context
    /// Scheduler options used to customize element delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers the events of `upstream` on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let scheduler = self.scheduler
      let options = self.options
      upstream.subscribe(
        ScheduledDelivery(downstream: subscriber) { action in
          scheduler.schedule(options: options, action)
        })
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Delivers each value and the completion through `deliver` (a scheduler's), in order:
/// `receive(on:)` and `delay(for:)`. Demand passes through to upstream; what the subscriber
/// asks for when a value reaches it is asked of upstream then.
final class ScheduledDelivery<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private let deliver: (@escaping () -> Void) -> Void
  /// Ended when cancelled, or when the completion is delivered.
  private var upstream = UpstreamLink()
  /// Upstream has completed; its completion may still be on its way.
  private var isCompleted = false

  init(downstream: Downstream, deliver: @escaping (@escaping () -> Void) -> Void) {
    self.downstream = downstream
    self.deliver = deliver
  }

  func receive(subscription: any Subscription) {
    guard lock.withLock({ upstream.take(subscription) }) else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !lock.withLock({ upstream.isEnded || isCompleted }) else { return .none }
    deliver {
      guard !self.lock.withLock({ self.upstream.isEnded }) else { return }
      let more = self.downstream.receive(input)
      if more > 0 { self.lock.withLock { self.upstream.subscription }?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let proceed = lock.withLock {
      guard !isCompleted, !upstream.isEnded else { return false }
      isCompleted = true
      return true
    }
    guard proceed else { return }
    deliver {
      let cancelled = self.lock.withLock {
        defer { self.upstream.end() }
        return self.upstream.isEnded
      }
      if !cancelled { self.downstream.receive(completion: completion) }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream.subscription }?.request(demand)
  }

  func cancel() {
    lock.withLock { upstream.end() }?.cancel()
  }
}
