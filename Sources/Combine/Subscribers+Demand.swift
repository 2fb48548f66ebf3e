extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the
  /// subscription, as in Combine: a count, or unlimited.
  ///
  /// Adding to `.unlimited` stays unlimited, as does a sum that overflows; subtracting
  /// `.unlimited` from a count gives `.none`. Differs from Combine: subtracting more than a
  /// count holds gives `.none` rather than stopping the program.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// The count; `nil` when unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)

    /// A request for no elements from the publisher.
    public static let none = Demand(count: 0)

    /// Creates a demand for the given maximum number of elements (at least zero).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(count: value)
    }

    /// The number of requested values, or `nil` if unlimited.
    public var max: Int? { count }

    /// `unlimited`, or `max(n)`.
    public var description: String {
      guard let count else { return "unlimited" }
      return "max(\(count))"
    }

    /// The sum of two demands; unlimited when either is, or when the sum overflows.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// The demand with `rhs` more elements (or fewer, for a negative `rhs`).
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs - (-rhs) : lhs + Demand(count: rhs)
    }

    /// Adds `rhs` elements to `lhs`.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The demand multiplied by `rhs`; unlimited stays unlimited, and an overflow is unlimited.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: Swift.max(rhs, 0))
      return overflow ? .unlimited : Demand(count: product)
    }

    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    /// The demand less `rhs`: unlimited minus anything is unlimited, a count minus unlimited
    /// is none, and a count never goes below zero.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      guard let b = rhs.count else { return .none }
      return Demand(count: Swift.max(a - b, 0))
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    /// The demand with `rhs` fewer elements.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs + (-rhs) : lhs - Demand(count: rhs)
    }

    /// Subtracts `rhs` elements from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Whether the demand asks for more than `rhs` elements.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    /// Whether the demand asks for at least `rhs` elements.
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
    /// Whether `lhs` is more than the demand.
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
    /// Whether `lhs` is at least the demand.
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }
    /// Whether the demand asks for fewer than `rhs` elements.
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    /// Whether `lhs` is less than the demand.
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
    /// Whether the demand asks for at most `rhs` elements.
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    /// Whether `lhs` is at most the demand.
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
    /// Whether the demand asks for exactly `rhs` elements.
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    /// Whether the demand asks for other than `rhs` elements.
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
    /// Whether the demand asks for exactly `lhs` elements.
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
    /// Whether the demand asks for other than `lhs` elements.
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }

    /// Whether `lhs` asks for fewer elements than `rhs`; unlimited is the most.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }

    /// Creates a demand from its encoded count; a count above `Int.max` is unlimited.
    public init(from decoder: Decoder) throws {
      let raw = try decoder.singleValueContainer().decode(UInt.self)
      count = raw > UInt(Int.max) ? nil : Int(raw)
    }

    /// Encodes the count as one unsigned number; unlimited as `Int.max + 1`.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(count.map { UInt($0) } ?? UInt(Int.max) + 1)
    }
  }
}
