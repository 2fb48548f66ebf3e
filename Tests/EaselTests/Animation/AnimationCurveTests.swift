import Foundation
import Testing

@testable import Easel

/// The timing of `Animation`: Apple's Bézier control points, delay, speed, repeats, springs,
/// and the finishing time that lets a frame skip the runs of unfinished animations.
@Suite struct AnimationCurveTests {
  /// The y of a cubic Bézier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1) at `x`, found here by
  /// bisection on the curve's parameter: an evaluation independent of the library's.
  static func bezierY(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  @Test func easeCurvesUseApplesControlPoints() {
    let cases: [(Animation, (Double, Double, Double, Double))] = [
      (.easeIn(duration: 1), (0.42, 0, 1, 1)),
      (.easeOut(duration: 1), (0, 0, 0.58, 1)),
      (.easeInOut(duration: 1), (0.42, 0, 0.58, 1)),
      (.timingCurve(0.2, 0.8, 0.3, 1, duration: 1), (0.2, 0.8, 0.3, 1)),
    ]
    for (animation, points) in cases {
      for time in stride(from: 0.05, to: 1, by: 0.05) {
        let expected = Self.bezierY(time, points.0, points.1, points.2, points.3)
        #expect(abs(animation.progress(at: time) - expected) < 1e-6, "\(points) at \(time)")
      }
    }
    // Numbers to hold on to: ease-in-out is symmetric, ease-in starts slowly and ease-out
    // quickly.
    #expect(abs(Animation.easeInOut(duration: 1).progress(at: 0.5) - 0.5) < 1e-9)
    #expect(abs(Animation.easeIn(duration: 1).progress(at: 0.5) - 0.3153) < 1e-3)
    #expect(abs(Animation.easeOut(duration: 1).progress(at: 0.5) - 0.6847) < 1e-3)
    #expect(abs(Animation.linear(duration: 2).progress(at: 0.6) - 0.3) < 1e-9)
    // The default duration is 0.35 s.
    #expect(Animation.easeInOut.progress(at: 0.35) == 1)
    #expect(Animation.easeInOut.progress(at: 0.34) < 1)
  }

  /// A speed applies to what comes before it, delay included, as SwiftUI's speed wraps the
  /// animation it modifies; a delay after it is not scaled.
  @Test func delayAndSpeedShiftAndScaleTime() {
    let delayedThenFaster = Animation.easeInOut(duration: 1).delay(0.5).speed(2)
    #expect(delayedThenFaster.fraction(at: 0.24) == 0)
    #expect(abs(delayedThenFaster.fraction(at: 0.5) - 0.5) < 1e-9)
    #expect(!delayedThenFaster.isFinished(at: 0.74))
    #expect(delayedThenFaster.isFinished(at: 0.75))
    let fasterThenDelayed = Animation.easeInOut(duration: 1).speed(2).delay(0.5)
    #expect(fasterThenDelayed.fraction(at: 0.49) == 0)
    #expect(abs(fasterThenDelayed.fraction(at: 0.75) - 0.5) < 1e-9)
    #expect(!fasterThenDelayed.isFinished(at: 0.99))
    #expect(fasterThenDelayed.isFinished(at: 1.0))
    #expect(fasterThenDelayed.fraction(at: 1.2) == 1)
  }

  @Test func repeatsPlayAgainAndReverse() {
    let reversing = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
    #expect(abs(reversing.fraction(at: 0.25) - 0.25) < 1e-6)
    #expect(abs(reversing.fraction(at: 1.25) - 0.75) < 1e-6)
    #expect(abs(reversing.fraction(at: 2.25) - 0.25) < 1e-6)
    #expect(!reversing.isFinished(at: 2.99))
    #expect(reversing.isFinished(at: 3))
    let restarting = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(abs(restarting.fraction(at: 1.25) - 0.25) < 1e-6)
    let forever = Animation.linear(duration: 1).repeatForever()
    #expect(!forever.isFinished(at: 1_000_000))
    #expect(abs(forever.fraction(at: 1_000.5) - 0.5) < 1e-6)
  }

  @Test func springsSettleAndOnlyUnderdampedOnesOvershoot() {
    for animation in [Animation.smooth, .snappy, .bouncy, .spring, .default] {
      #expect(animation.progress(at: 0) == 0)
      // Settled to within 0.1 % at the duration (the run ends there, so no visible snap).
      #expect(abs(animation.progress(at: animation.duration) - 1) < 1.05e-3, "\(animation)")
    }
    let samples = stride(from: 0.0, through: 2, by: 0.01)
    #expect(samples.allSatisfy { Animation.smooth.progress(at: $0) <= 1 + 1e-9 })
    #expect(samples.contains { Animation.bouncy.progress(at: $0) > 1.01 })
  }

  /// A frame skips an animated value's runs until the earliest time one may have finished:
  /// that time must never be later than the first at which `isFinished(at:)` holds, and
  /// should not be much earlier.
  @Test func earliestFinishNeverComesAfterTheFinish() {
    var animations: [Animation] = []
    for base in [
      Animation.linear(duration: 0.3), .easeInOut(duration: 1 / 3), .easeOut(duration: 0),
      .snappy, .bouncy, .spring(response: 0.7, dampingFraction: 0.3),
    ] {
      for delay: Double in [0, 0.1, 1 / 7] {
        for speed: Double in [1, 0.5, 3] {
          for repeats in [1, 2, 5] {
            animations.append(base.delay(delay).speed(speed).repeatCount(repeats))
          }
        }
      }
    }
    for animation in animations {
      let hint = animation.earliestFinish()
      #expect(hint.isFinite)
      // Finished a hair after the hint, and not a hair before it.
      #expect(animation.isFinished(at: hint + 1e-6), "\(animation)")
      #expect(!animation.isFinished(at: hint - 1e-6), "\(animation)")
      // Never finished before the hint, wherever the run's start lies on the clock: a frame
      // compares the clock with the start plus the hint.
      for start in [0, 1e-3, 123.456, 86_400.25] {
        #expect(!animation.isFinished(at: (start + hint).nextDown - start), "\(animation)")
      }
    }
    #expect(Animation.linear(duration: 1).repeatForever().earliestFinish() == .infinity)
    #expect(Animation.linear(duration: 1).speed(0).earliestFinish() == 0)
  }
}
