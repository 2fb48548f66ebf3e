import Dispatch
import Foundation

/// How `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers run on the installed
/// `_SchedulingClock`: each of their members asks the clock if one is installed, and falls
/// back on the scheduler's own queue, run loop or timer (handed the action as a `Sendable`
/// closure) if not.
extension _SchedulingClock {
  /// The installed clock's time as a date, else the real date: `now` of `RunLoop` and
  /// `OperationQueue`.
  static var currentDate: Date {
    guard let clock = current else { return Date() }
    return clock.date(atNanoseconds: clock.nowNanoseconds)
  }

  /// The installed clock's time as a dispatch time, else the real one: `now` of
  /// `DispatchQueue`.
  static var currentDispatchTime: DispatchTime {
    guard let clock = current else { return .now() }
    return clock.dispatchTime(atNanoseconds: clock.nowNanoseconds)
  }

  /// Queues `action` now on the installed clock (after what is already due now); without a
  /// clock, hands it to `real`.
  static func schedule(_ action: @escaping () -> Void, otherwise real: (UncheckedAction) -> Void) {
    guard let clock = current else { return real(UncheckedAction(action)) }
    clock.scheduleNow(action)
  }

  /// Queues `action` at `time` on the installed clock; without a clock, hands it to `real`.
  static func schedule(
    at time: some SchedulingClockTime, _ action: @escaping () -> Void,
    otherwise real: (UncheckedAction) -> Void
  ) {
    guard let clock = current else { return real(UncheckedAction(action)) }
    clock.schedule(atNanoseconds: time.nanoseconds(on: clock), action)
  }

  /// Runs `action` at `time`, then every `interval` nanoseconds, on the installed clock until
  /// cancelled; without a clock, hands it to `real`, which returns what cancels it.
  static func scheduleRepeating(
    from time: some SchedulingClockTime, everyNanoseconds interval: Int64,
    _ action: @escaping () -> Void, otherwise real: (UncheckedAction) -> any Cancellable
  ) -> any Cancellable {
    guard let clock = current else { return real(UncheckedAction(action)) }
    return clock.scheduleRepeating(
      atNanoseconds: time.nanoseconds(on: clock), interval: interval, action)
  }
}

/// A scheduler's time that a `_SchedulingClock` can place: a date (`RunLoop`,
/// `OperationQueue`) or a dispatch time (`DispatchQueue`).
protocol SchedulingClockTime {
  /// The clock's time, in nanoseconds, at this time.
  func nanoseconds(on clock: _SchedulingClock) -> Int64
}

extension Date: SchedulingClockTime {
  func nanoseconds(on clock: _SchedulingClock) -> Int64 { clock.nanoseconds(of: self) }
}

extension DispatchTime: SchedulingClockTime {
  func nanoseconds(on clock: _SchedulingClock) -> Int64 { clock.nanoseconds(of: self) }
}
