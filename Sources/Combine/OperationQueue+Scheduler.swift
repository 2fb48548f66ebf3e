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
  public var now: SchedulerTimeType { SchedulerTimeType(_SchedulingClock.currentDate) }

  /// Performs the action as an operation on the queue (on the installed `_SchedulingClock`
  /// at its current time, if any).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    _SchedulingClock.schedule(action) { work in addOperation { work.run() } }
  }

  /// Performs the action as an operation on the queue at `date` (on the installed
  /// `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    _SchedulingClock.schedule(at: date.date, action) { work in
      let delay = max(date.date.timeIntervalSinceNow, 0)
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
        addOperation { work.run() }
      }
    }
  }

  /// Performs the action as an operation on the queue at `date`, then every `interval`,
  /// until cancelled (on the installed `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    _SchedulingClock.scheduleRepeating(
      from: date.date, everyNanoseconds: _SchedulingClock.nanoseconds(interval.timeInterval),
      action
    ) { work in
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.schedule(
        deadline: .now() + max(date.date.timeIntervalSinceNow, 0),
        repeating: interval.timeInterval, leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
      timer.setEventHandler { [self] in addOperation { work.run() } }
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }
}
