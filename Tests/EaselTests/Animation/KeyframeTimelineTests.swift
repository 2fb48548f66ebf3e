import Foundation
import Testing

@testable import Easel

/// `KeyframeTimeline` on its own: tracks back to back from their start, each keyframe with
/// its interpolation, the timeline as long as its longest track; and `Spring`'s numbers.
@MainActor
@Suite struct KeyframeTimelineTests {
  struct Pose {
    var scale = 1.0
    var offset = 0.0
    var angle = Angle.zero
  }

  @Test func aLinearKeyframeIsTheMidpointHalfway() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
    }
    #expect(timeline.duration == 1)
    #expect(timeline.value(time: 0) == 0)
    #expect(timeline.value(time: 0.5) == 5)
    #expect(timeline.value(progress: 0.25) == 2.5)
    #expect(timeline.value(time: 1) == 10)
    // After the end, the last value.
    #expect(timeline.value(time: 7) == 10)
  }

  @Test func aTimingCurvePacesALinearKeyframe() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn)
    }
    let expected = UnitCurve.easeIn.value(at: 0.5) * 100
    #expect(abs(timeline.value(time: 1) - expected) < 1e-9)
    #expect(expected < 50)
  }

  @Test func tracksRunTogetherAndAShortOneHoldsItsLastValue() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 0.5)
        LinearKeyframe(1.5, duration: 0.5)
      }
      KeyframeTrack(\.offset) {
        LinearKeyframe(100.0, duration: 2)
      }
    }
    #expect(timeline.duration == 2)
    let quarter = timeline.value(time: 0.25)
    #expect(quarter.scale == 1.5)
    #expect(quarter.offset == 12.5)
    // The second scale keyframe starts from the first's value.
    #expect(timeline.value(time: 0.75).scale == 1.75)
    let late = timeline.value(time: 1.5)
    #expect(late.scale == 1.5)
    #expect(late.offset == 75)
    // A property no track names keeps the initial value.
    #expect(late.angle == .zero)
  }

  @Test func aMoveKeyframeJumps() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(5.0)
      LinearKeyframe(15.0, duration: 1)
      MoveKeyframe(-1.0)
    }
    #expect(timeline.duration == 1)
    #expect(timeline.value(time: 0) == 5)
    #expect(timeline.value(time: 0.5) == 10)
    #expect(timeline.value(time: 1) == -1)
  }

  /// Adjacent cubic keyframes make a Catmull-Rom spline: through each keyframe value, with
  /// the slope there the change between its neighbours over the time between them.
  @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(30.0, duration: 1)
      CubicKeyframe(0.0, duration: 1)
    }
    #expect(timeline.duration == 3)
    #expect(abs(timeline.value(time: 1) - 10) < 1e-12)
    #expect(abs(timeline.value(time: 2) - 30) < 1e-12)
    #expect(timeline.value(time: 3) == 0)
    // Hermite from 0 (at rest) to 10 with end slope (30 − 0) / 2 = 15: at s = ½,
    // 0.5 · 10 − 0.125 · 15 = 3.125.
    #expect(abs(timeline.value(time: 0.5) - 3.125) < 1e-12)
    // The slope is the same on both sides of each keyframe.
    let h = 1e-6
    func slope(_ a: Double, _ b: Double) -> Double {
      (timeline.value(time: b) - timeline.value(time: a)) / (b - a)
    }
    #expect(abs(slope(1 - h, 1) - 15) < 1e-3)
    #expect(abs(slope(1, 1 + h) - 15) < 1e-3)
    // At 2: (0 − 10) / 2 = −5.
    #expect(abs(slope(2 - h, 2) + 5) < 1e-3)
    #expect(abs(slope(2, 2 + h) + 5) < 1e-3)
  }

  @Test func aCubicKeyframeAfterALinearOneKeepsItsVelocity() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      CubicKeyframe(10.0, duration: 1, endVelocity: 0.0)
    }
    let h = 1e-6
    let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
    #expect(abs(after - 10) < 1e-3)
    // Overshoots the flat end, then comes back to it.
    #expect(timeline.value(time: 1.4) > 10)
    #expect(timeline.value(time: 2) == 10)
  }

  @Test func aSpringKeyframeSettlesAtItsTarget() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, spring: spring)
    }
    #expect(abs(timeline.duration - spring.settlingDuration) < 1e-9)
    #expect(abs(timeline.value(time: timeline.duration - 1e-9) - 100) < 0.1)
    #expect(timeline.value(time: timeline.duration) == 100)
    // A bouncy spring overshoots on the way, by e^(−πζ / √(1 − ζ²)) = 4.60 % at ζ = 0.7.
    let peak =
      stride(from: 0.0, to: timeline.duration, by: 0.001).map {
        timeline.value(time: $0)
      }.max() ?? 0
    #expect(abs(peak - 104.60) < 0.01)
    // The value follows the spring's own motion.
    #expect(abs(timeline.value(time: 0.2) - spring.value(target: 100.0, time: 0.2)) < 1e-9)
  }

  @Test func aShortSpringKeyframeHandsOnWhereItGotTo() {
    let spring = Spring(duration: 1, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 0.25, spring: spring)
      LinearKeyframe(0.0, duration: 1)
    }
    #expect(timeline.duration == 1.25)
    let reached = spring.value(target: 100.0, time: 0.25)
    #expect(reached > 10 && reached < 90)
    #expect(abs(timeline.value(time: 0.75) - reached / 2) < 1e-9)
  }

  @Test func keyframesMayBeChosenAndRepeated() {
    func timeline(bounces: Int, up: Bool) -> KeyframeTimeline<Double> {
      KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
          if up {
            LinearKeyframe(10.0, duration: 1)
          } else {
            LinearKeyframe(-10.0, duration: 1)
          }
          for _ in 0..<bounces {
            LinearKeyframe(0.0, duration: 0.5)
          }
        }
      }
    }
    #expect(timeline(bounces: 3, up: true).duration == 2.5)
    #expect(timeline(bounces: 3, up: true).value(time: 1) == 10)
    #expect(timeline(bounces: 0, up: false).value(time: 0.5) == -5)
  }

  /// Keyframes and track content of your own, composed in a body.
  struct Wiggle: KeyframeTrackContent {
    let size: Double
    var body: some KeyframeTrackContent<Double> {
      LinearKeyframe(size, duration: 0.5)
      LinearKeyframe(-size, duration: 0.5)
    }
  }

  struct Shake: Keyframes {
    var body: some Keyframes<Pose> {
      KeyframeTrack(\.offset) {
        Wiggle(size: 4)
        Wiggle(size: 2)
      }
      KeyframeTrack(\.angle) {
        LinearKeyframe(Angle.degrees(90), duration: 1)
      }
    }
  }

  @Test func customKeyframesComposeInTheirBodies() {
    let timeline = KeyframeTimeline(initialValue: Pose()) { Shake() }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5).offset == 4)
    #expect(timeline.value(time: 1).offset == -4)
    #expect(timeline.value(time: 1.75).offset == 0)
    #expect(abs(timeline.value(time: 0.5).angle.degrees - 45) < 1e-9)
  }

  @Test func springsConvertBetweenTheirDescriptions() {
    // The numbers of SwiftUI's documentation.
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let physical = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.duration - 0.628) < 0.001)
    #expect(abs(physical.bounce - 0.5) < 1e-9)
    #expect(abs(physical.dampingRatio - 0.5) < 1e-9)
    // Settling time, as Animation's springs measure it.
    #expect(
      abs(
        spring.settlingDuration
          - Animation.springSettlingTime(response: 0.5, damping: 0.7)) < 1e-6)
    let settling = Spring(settlingDuration: 2, dampingRatio: 0.5)
    #expect(abs(settling.settlingDuration - 2) < 1e-6)
  }

  @Test func aSpringMovesWithItsVelocity() {
    let spring = Spring(duration: 0.4, bounce: 0.2)
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<120 {
      spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
    }
    #expect(abs(value - 1) < 1e-3)
    // The velocity is the derivative of the value.
    let h = 1e-6
    let numeric =
      (spring.value(target: 1.0, initialVelocity: 2.0, time: 0.1 + h)
        - spring.value(target: 1.0, initialVelocity: 2.0, time: 0.1)) / h
    #expect(abs(spring.velocity(target: 1.0, initialVelocity: 2.0, time: 0.1) - numeric) < 1e-3)
    // Overdamped and critically damped springs too.
    for damped in [Spring(response: 0.5, dampingRatio: 1), Spring(response: 0.5, dampingRatio: 2)] {
      let numeric =
        (damped.value(target: 1.0, initialVelocity: -1.0, time: 0.2 + h)
          - damped.value(target: 1.0, initialVelocity: -1.0, time: 0.2)) / h
      #expect(
        abs(damped.velocity(target: 1.0, initialVelocity: -1.0, time: 0.2) - numeric) < 1e-3)
      #expect(damped.value(target: 1.0, time: 0) == 0)
    }
  }
}
