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
  private var upstream: (any Subscription)?
  /// Cancelled, or the completion delivered.
  private var isDone = false
  /// Upstream has completed; its completion may still be on its way.
  private var isCompleted = false

  init(downstream: Downstream, deliver: @escaping (@escaping () -> Void) -> Void) {
    self.downstream = downstream
    self.deliver = deliver
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock {
      guard upstream == nil, !isDone else { return false }
      upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !lock.withLock({ isDone || isCompleted }) else { return .none }
    deliver {
      guard !self.lock.withLock({ self.isDone }) else { return }
      let more = self.downstream.receive(input)
      if more > 0 { self.lock.withLock { self.upstream }?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let proceed = lock.withLock {
      guard !isCompleted, !isDone else { return false }
      isCompleted = true
      return true
    }
    guard proceed else { return }
    deliver {
      let cancelled = self.lock.withLock {
        defer {
          self.isDone = true
          self.upstream = nil
        }
        return self.isDone
      }
      if !cancelled { self.downstream.receive(completion: completion) }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let source = lock.withLock {
      defer {
        isDone = true
        upstream = nil
      }
      return upstream
    }
    source?.cancel()
  }
}
