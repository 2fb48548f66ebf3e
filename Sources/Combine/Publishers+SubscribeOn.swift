extension Publishers {
  /// A publisher that receives elements from an upstream publisher on a specific scheduler,
  /// as in Combine: subscribing to upstream, requests and cancellation run on `scheduler`;
  /// elements arrive where upstream sends them.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes to `upstream` on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`: the subscription to upstream is made on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let scheduler = self.scheduler
      let options = self.options
      let upstream = self.upstream
      let relay = SubscribeOnRelay(downstream: subscriber) {
        scheduler.schedule(options: options, $0)
      }
      scheduler.schedule(options: options) { upstream.subscribe(relay) }
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Passes events through to the subscriber, and its requests and cancellation to upstream
/// through `perform` (the scheduler's).
final class SubscribeOnRelay<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = CombineLock()
  private let downstream: Downstream
  private let perform: (@escaping () -> Void) -> Void
  private var upstream: (any Subscription)?

  init(downstream: Downstream, perform: @escaping (@escaping () -> Void) -> Void) {
    self.downstream = downstream
    self.perform = perform
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard let source = lock.withLock({ upstream }) else { return }
    perform { source.request(demand) }
  }

  func cancel() {
    guard let source = lock.withLock({ upstream }) else { return }
    perform { source.cancel() }
  }
}
