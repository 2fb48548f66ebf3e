import Foundation

/// Options that configure how a symbol effect plays: how often it repeats and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
  enum Repetition: Hashable, Sendable {
    /// The effect's own default: once for an effect played on a change, forever for a
    /// pulse or a variable colour while active.
    case automatic
    case forever
    case count(Int)
  }

  var repetition = Repetition.automatic
  /// How fast the effect plays: 1 at its normal pace.
  var speed = 1.0

  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

  /// Options that repeat the effect for as long as it is active (or forever, on a change).
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

  /// Options that play the effect once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

  /// Options that play the effect `count` times (`nil`: forever).
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Options that play the effect `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating the effect.
  public var repeating: SymbolEffectOptions {
    var copy = self
    copy.repetition = .forever
    return copy
  }

  /// These options, playing the effect once.
  public var nonRepeating: SymbolEffectOptions {
    var copy = self
    copy.repetition = .count(1)
    return copy
  }

  /// These options, playing the effect `count` times (`nil`: forever).
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var copy = self
    copy.repetition = count.map { .count(max($0, 1)) } ?? .forever
    return copy
  }

  /// These options, with the effect played `speed` times as fast (speeds multiply).
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speed *= max(speed, 0.01)
    return copy
  }
}
