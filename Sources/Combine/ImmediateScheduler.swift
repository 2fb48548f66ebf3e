/// A scheduler for performing synchronous actions, as in Combine: it runs every action at
/// once, on the calling thread, and its time never moves.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler: a count that never advances.
  public struct SchedulerTimeType: Strideable, Sendable {
    private let value: Int

    fileprivate init(value: Int) {
      self.value = value
    }

    /// Returns the distance to another immediate scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.value - value)
    }

    /// Advances the time by the specified amount.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(value: value + n.magnitude)
    }

    /// The increment by which the immediate scheduler counts time.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// A floating-point literal counts as its integer part.
      public typealias FloatLiteralType = Double
      /// An integer literal is the count.
      public typealias IntegerLiteralType = Int
      /// The magnitude is the count.
      public typealias Magnitude = Int

      /// The value of this time interval.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) {
        magnitude = value
      }

      /// Creates an immediate scheduler time interval from an integer seconds value.
      public init(integerLiteral value: Int) {
        magnitude = value
      }

      /// Creates an immediate scheduler time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) {
        magnitude = Int(value)
      }

      /// Creates an immediate scheduler time interval from a binary integer type.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      /// Whether `lhs` is less than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two strides.
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

      /// A stride of zero: the immediate scheduler has no time to wait.
      public static func seconds(_ s: Int) -> Stride { Stride(0) }
      /// A stride of zero.
      public static func seconds(_ s: Double) -> Stride { Stride(0) }
      /// A stride of zero.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
      /// A stride of zero.
      public static func microseconds(_ us: Int) -> Stride { Stride(0) }
      /// A stride of zero.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
    }
  }

  /// The immediate scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// The immediate scheduler's time, which never advances.
  public var now: SchedulerTimeType { SchedulerTimeType(value: 0) }

  /// The minimum tolerance allowed by the scheduler: zero.
  public var minimumTolerance: SchedulerTimeType.Stride { Stride(0) }

  /// Runs the action now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs the action now, whatever the date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs the action once, now; the result cancels nothing.
  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }

  private typealias Stride = SchedulerTimeType.Stride
}
