import Foundation

extension RunLoop: Scheduler {
  /// The scheduler time type used by the run loop: a date.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Creates a run loop scheduler time with the given date.
    public init(_ date: Date) {
      self.date = date
    }

    /// Returns the distance to another run loop scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// Returns a run loop scheduler time calculated by advancing this instance's time by the
    /// given interval.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// The interval by which run loop times advance, in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// A floating-point literal is seconds.
      public typealias FloatLiteralType = TimeInterval
      /// An integer literal is seconds.
      public typealias IntegerLiteralType = TimeInterval
      /// The magnitude is seconds.
      public typealias Magnitude = TimeInterval

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval

      /// The value of this time interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// Creates a run loop scheduler time interval from the given time interval.
      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      /// Creates a run loop scheduler time interval from an integer seconds value.
      public init(integerLiteral value: TimeInterval) {
        magnitude = value
      }

      /// Creates a run loop scheduler time interval from a floating-point seconds value.
      public init(floatLiteral value: TimeInterval) {
        magnitude = value
      }

      /// Creates a run loop scheduler time interval from a binary integer type, if it can be
      /// represented exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// Whether `lhs` is shorter than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two strides' seconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// The sum of two strides.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference of two strides.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      /// Converts seconds into a stride.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// Converts floating-point seconds into a stride.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// Converts milliseconds into a stride.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      /// Converts microseconds into a stride.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      /// Converts nanoseconds into a stride.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
  }

  /// Options that affect the operation of the run loop scheduler: none.
  public struct SchedulerOptions: Sendable {}

  /// The minimum tolerance allowed by the scheduler: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// This scheduler's definition of the current moment in time: the installed
  /// `_SchedulingClock`'s date, or now.
  public var now: SchedulerTimeType { SchedulerTimeType(_SchedulingClock.currentDate) }

  /// Performs the action on the run loop at its next pass (on the installed
  /// `_SchedulingClock` at its current time, if any).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    _SchedulingClock.schedule(action) { work in perform { work.run() } }
  }

  /// Performs the action on the run loop at `date`, in its default mode (on the installed
  /// `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    _SchedulingClock.schedule(at: date.date, action) { work in
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
      timer.tolerance = tolerance.timeInterval
      add(timer, forMode: .default)
    }
  }

  /// Performs the action on the run loop at `date`, then every `interval`, until cancelled,
  /// in its default mode (on the installed `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    _SchedulingClock.scheduleRepeating(
      from: date.date, everyNanoseconds: _SchedulingClock.nanoseconds(interval.timeInterval),
      action
    ) { work in
      let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
        work.run()
      }
      timer.tolerance = tolerance.timeInterval
      add(timer, forMode: .default)
      let handle = UncheckedTimer(timer: timer)
      return AnyCancellable { handle.timer.invalidate() }
    }
  }
}

/// A `Timer` kept by a cancellable: invalidating it from another thread is what a run loop
/// timer allows.
struct UncheckedTimer: @unchecked Sendable {
  let timer: Timer
}
