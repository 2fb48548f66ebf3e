import Foundation

/// One number moving from one value to another with an animation, on the graph's clock: how
/// far a sheet shows, how opaque an alert is.
struct ScalarMotion {
  /// Where the motion started.
  var from: CGFloat
  /// Where it ends.
  var to: CGFloat
  /// When it started, in seconds on the graph's clock.
  var start: Double
  /// How it moves; `nil` for a value that is simply there.
  var animation: Animation?

  /// A value that does not move.
  static func resting(at value: CGFloat) -> ScalarMotion {
    ScalarMotion(from: value, to: value, start: 0, animation: nil)
  }

  /// The value at `time`.
  func value(at time: Double) -> CGFloat {
    guard let animation else { return to }
    let fraction = CGFloat(animation.fraction(at: time - start))
    return from + (to - from) * fraction
  }

  /// Whether the motion is over at `time`.
  func isFinished(at time: Double) -> Bool {
    guard let animation else { return true }
    return animation.isFinished(at: time - start)
  }
}
