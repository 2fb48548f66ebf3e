import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval, as
  /// in Combine: connect it (or use `autoconnect()`) to start the timer.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval, as in
  /// Combine.
  ///
  /// `connect()` adds a repeating `Timer` to the run loop in the mode given. Every subscriber
  /// gets the ticks that come while it is subscribed and has asked for values.
  ///
  /// Differs from Combine: while a test host's clock is installed (`_SchedulingClock`), the
  /// timer runs on that clock and the dates are the clock's.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The publisher emits dates.
    public typealias Output = Date
    /// The timer publisher never fails.
    public typealias Failure = Never

    /// The interval between ticks, in seconds.
    public final let interval: TimeInterval
    /// The allowed timing variance when emitting events, if any.
    public final let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public final let runLoop: RunLoop
    /// The run loop mode in which to run the timer.
    public final let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public final let options: RunLoop.SchedulerOptions?

    private let core = SubjectCore<Date, Never>()

    /// Creates a publisher that emits the date every `interval` seconds once connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`; it receives the ticks from now on, once connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
      core.attach(subscriber)
    }

    /// Starts the timer: the first tick comes one interval from now. Cancel the result to
    /// stop it.
    public func connect() -> any Cancellable {
      let core = self.core
      if let clock = _SchedulingClock.current {
        let step = _SchedulingClock.nanoseconds(interval)
        let ticks = clock.scheduleRepeating(
          atNanoseconds: clock.nowNanoseconds + step, interval: step
        ) {
          [weak clock] in
          guard let clock else { return }
          core.send(clock.date(atNanoseconds: clock.nowNanoseconds))
        }
        return AnyCancellable { ticks.cancel() }
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in core.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      let handle = UncheckedTimer(timer: timer)
      return AnyCancellable { handle.timer.invalidate() }
    }
  }
}
