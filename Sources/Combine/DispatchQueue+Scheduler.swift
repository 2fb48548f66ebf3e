import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// Returns the distance to another dispatch queue time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return end >= start
        ? Stride(nanoseconds: Int(clamping: end - start))
        : Stride(nanoseconds: -Int(clamping: start - end))
    }

    /// Returns a dispatch queue scheduler time calculated by advancing this instance's time
    /// by the given interval.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
      let (sum, overflow) = start.addingReportingOverflow(Int64(n.magnitude))
      let nanoseconds = overflow ? (n.magnitude > 0 ? Int64.max : 1) : Swift.max(sum, 1)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)))
    }

    /// Creates a time from its encoded uptime in nanoseconds.
    public init(from decoder: Decoder) throws {
      let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
      dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
    }

    /// Encodes the uptime in nanoseconds.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// Hashes the uptime.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Whether both are the same uptime.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// A distance between two dispatch times, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// A floating-point literal is seconds.
      public typealias FloatLiteralType = Double
      /// An integer literal is seconds.
      public typealias IntegerLiteralType = Int
      /// The magnitude is nanoseconds.
      public typealias Magnitude = Int

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int

      fileprivate init(nanoseconds: Int) {
        magnitude = nanoseconds
      }

      /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates a dispatch queue time interval from a dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).0
        case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).0
        case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).0
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(_ timeInterval: Double) {
        magnitude = Int(clamping: Int64((timeInterval * 1e9).rounded()))
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) {
        self.init(value)
      }

      /// Creates a dispatch queue time interval from an integer seconds value.
      public init(integerLiteral value: Int) {
        self.init(.seconds(value))
      }

      /// Creates a dispatch queue time interval from a binary integer number of seconds, if
      /// it can be represented exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(.seconds(seconds))
      }

      /// Converts seconds into a stride.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// Converts floating-point seconds into a stride.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// Converts milliseconds into a stride.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// Converts microseconds into a stride.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// Converts nanoseconds into a stride.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

      /// Whether `lhs` is shorter than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two strides' nanoseconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }
      /// The sum of two strides.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }
      /// The difference of two strides.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    /// Creates dispatch queue scheduler options.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The minimum tolerance allowed by the scheduler: none.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// This scheduler's definition of the current moment in time: the installed
  /// `_SchedulingClock`'s, or the current dispatch time.
  public var now: SchedulerTimeType { SchedulerTimeType(_SchedulingClock.currentDispatchTime) }

  /// Performs the action on the queue at the next possible opportunity (on the installed
  /// `_SchedulingClock` at its current time, if any).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    _SchedulingClock.schedule(action) { work in
      async(
        group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
        execute: { work.run() })
    }
  }

  /// Performs the action on the queue at `date` (on the installed `_SchedulingClock`, if
  /// any).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    _SchedulingClock.schedule(at: date.dispatchTime, action) { work in
      asyncAfter(
        deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
        flags: options?.flags ?? [], execute: { work.run() })
    }
  }

  /// Performs the action on the queue at `date`, then every `interval`, until cancelled (on
  /// the installed `_SchedulingClock`, if any).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    _SchedulingClock.scheduleRepeating(
      from: date.dispatchTime, everyNanoseconds: Int64(interval.magnitude), action
    ) { work in
      let timer = DispatchSource.makeTimerSource(queue: self)
      timer.schedule(
        deadline: date.dispatchTime, repeating: interval.timeInterval,
        leeway: tolerance.timeInterval)
      timer.setEventHandler { work.run() }
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }
}
