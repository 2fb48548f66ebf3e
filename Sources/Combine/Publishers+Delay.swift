extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver,
  /// as in Combine: each is delivered on `scheduler`, `interval` after it came.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in delivering delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    /// Options relevant to the scheduler's behavior.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers each event of `upstream` `interval` later.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let interval = self.interval
      let tolerance = self.tolerance
      let scheduler = self.scheduler
      let options = self.options
      upstream.subscribe(
        ScheduledDelivery(downstream: subscriber) { action in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
            action)
        })
    }
  }
}

extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time
  /// on a particular scheduler.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}
