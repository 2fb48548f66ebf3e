/// A random number generator whose sequence depends only on its seed (SplitMix64), for input
/// storms and fuzzing that must replay exactly: the same seed gives the same numbers on every
/// machine and Swift version, which the standard library's `random(in:using:)` does not
/// promise, so `int(in:)` and `chance(_:)` map the numbers themselves.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, each about equally likely (the high half of a 64 × 64-bit product).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
    guard span != 0 else { return Int(truncatingIfNeeded: next()) }
    let high = next().multipliedFullWidth(by: span).high
    return range.lowerBound &+ Int(truncatingIfNeeded: high)
  }

  /// `true` with probability `probability` (0 to 1), to a 2⁻⁵³ step.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1p-53 < probability
  }
}
