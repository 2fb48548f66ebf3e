import Foundation

extension OperationQueue: Scheduler {
  /// The scheduler time type used by the operation queue: a date, the same type as the run
  /// loop's.
  ///
  /// Differs from Combine: there the two are separate types with the same members.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// Options that affect the operation of the operation queue scheduler: none.
  public struct SchedulerOptions: Sendable {}

  /// The minimum tolerance allowed by the scheduler: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// This scheduler's definition of the current moment in time: the installed
  /// `_SchedulingClock`'s date, or now.
  public var now: SchedulerTimeType {
    if let clock = _SchedulingClock.current {
      return SchedulerTimeType(clock.date(atNanoseconds: clock.nowNanoseconds))
    }
    return SchedulerTimeType(Date())
  }

  /// Performs the action as an operation on the queue (on the installed `_SchedulingClock`
  /// at its current time, if any).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let clock = _SchedulingClock.current {
      clock.scheduleNow(action)
      return
    }
    let work = UncheckedAction(action)
    addOperation { work.run() }
  }

  /// Performs the action as an operation on the queue at `date` (on the installed
  /// `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let clock = _SchedulingClock.current {
      clock.schedule(atNanoseconds: clock.nanoseconds(of: date.date), action)
      return
    }
    let work = UncheckedAction(action)
    let delay = max(date.date.timeIntervalSinceNow, 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
      addOperation { work.run() }
    }
  }

  /// Performs the action as an operation on the queue at `date`, then every `interval`,
  /// until cancelled (on the installed `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let clock = _SchedulingClock.current {
      return clock.scheduleRepeating(
        atNanoseconds: clock.nanoseconds(of: date.date),
        interval: _SchedulingClock.nanoseconds(interval.timeInterval), action)
    }
    let work = UncheckedAction(action)
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(
      deadline: .now() + max(date.date.timeIntervalSinceNow, 0),
      repeating: interval.timeInterval, leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
    timer.setEventHandler { [self] in addOperation { work.run() } }
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
