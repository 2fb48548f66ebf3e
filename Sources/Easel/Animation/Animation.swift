import Foundation

/// How a change moves from its old value to its new one over time, as SwiftUI describes it:
/// timing curves with a duration, or springs.
///
/// `progress(at:)` gives the fraction of the change done at a time; the animation engine
/// interpolates render values with it.
public struct Animation: Equatable, Sendable {
  /// The shape of an animation.
  enum Curve: Equatable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A damped spring; `response` is the period of the undamped spring in seconds.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
  }

  let curve: Curve
  /// The delay before the animation starts, in seconds.
  var delay: Double = 0
  /// The playback speed multiplier.
  var speed: Double = 1
  /// How many times the animation plays (nil for forever), and whether it reverses.
  var repeatCount: Int? = 1
  var autoreverses = false

  init(_ curve: Curve) { self.curve = curve }

  /// The default animation: a smooth spring, as in SwiftUI since iOS 17.
  public static let `default` = Animation.spring(response: 0.5, dampingFraction: 1)

  /// A linear animation of `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration))
  }
  /// A linear animation of 0.35 seconds.
  public static let linear = linear(duration: 0.35)

  /// An animation that starts slowly, of `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration))
  }
  /// An ease-in animation of 0.35 seconds.
  public static let easeIn = easeIn(duration: 0.35)

  /// An animation that ends slowly, of `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  /// An ease-out animation of 0.35 seconds.
  public static let easeOut = easeOut(duration: 0.35)

  /// An animation that starts and ends slowly, of `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  /// An ease-in-out animation of 0.35 seconds.
  public static let easeInOut = easeInOut(duration: 0.35)

  /// An animation along a custom cubic Bézier timing curve.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(.bezier(x1: c0x, y1: c0y, x2: c1x, y2: c1y, duration: duration))
  }

  /// A damped spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      .spring(
        response: max(response, 0.001), dampingFraction: max(dampingFraction, 0),
        blendDuration: blendDuration))
  }
  /// The default spring.
  public static let spring = spring(response: 0.5)

  /// A spring that settles in about `duration` seconds with `bounce` (0 none, up to 1; below
  /// 0 an overdamped spring): a response of `duration` and a damping fraction of
  /// `1 − bounce` (or `1 / (1 + bounce)` below 0), as SwiftUI relates them.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    spring(
      response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
      blendDuration: blendDuration)
  }

  /// A spring given by its physics: a mass on a spring of `stiffness` with `damping`. Its
  /// period is `2π √(mass / stiffness)` and its damping fraction
  /// `damping / (2 √(mass × stiffness))`.
  ///
  /// Differs from SwiftUI: Easel's springs start at rest: `initialVelocity` is not applied.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let mass = max(mass, 0.0001)
    let stiffness = max(stiffness, 0.0001)
    return spring(
      response: 2 * Double.pi * (mass / stiffness).squareRoot(),
      dampingFraction: damping / (2 * (mass * stiffness).squareRoot()))
  }

  /// A spring that settles in about `duration` seconds with `bounce`, as
  /// `spring(duration:bounce:)`.
  ///
  /// Differs from SwiftUI: Easel's springs start at rest: `initialVelocity` is not applied.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(duration: duration, bounce: bounce)
  }

  /// The default interpolating spring.
  public static let interpolatingSpring = interpolatingSpring()
  /// A stiff spring for interactive changes.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }
  /// A spring with no bounce.
  public static let smooth = spring(response: 0.5, dampingFraction: 1)
  /// A quick spring with a little bounce.
  public static let snappy = spring(response: 0.5, dampingFraction: 0.85)
  /// A spring with a visible bounce.
  public static let bouncy = spring(response: 0.5, dampingFraction: 0.7)

  /// A spring with no bounce that settles in about `duration` seconds, with `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A quick spring with a little bounce (0.15), plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a visible bounce (0.3), plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }

  /// This animation, played `speed` times as fast.
  ///
  /// The speed applies to everything before it, a delay included, as in SwiftUI:
  /// `.delay(1).speed(2)` waits half a second, `.speed(2).delay(1)` a whole one.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    // Time is (clock − delay) × speed: a delay given before this speed shrinks with it.
    if speed > 0 { copy.delay = delay / speed }
    return copy
  }

  /// This animation, played `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = max(repeatCount, 1)
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation, repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }

  /// The time one play of the curve takes, in seconds (springs: until they settle within
  /// 0.1 % of the change).
  public var duration: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration): duration / speed
    case .spring(let response, let damping, _):
      Animation.springSettlingTime(response: response, damping: damping) / speed
    }
  }

  /// The fraction of the change done `time` seconds after the change (before delay and
  /// repeats), from 0 at the start to 1 at the end; springs may overshoot.
  public func progress(at time: Double) -> Double {
    let t = (time - delay) * speed
    guard t > 0 else { return 0 }
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      guard duration > 0, t < duration else { return 1 }
      return Animation.bezierValue(x: t / duration, x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let response, let damping, _):
      return Animation.springValue(time: t, response: response, damping: damping)
    }
  }

  /// The length of one play of the curve in the animation's own time, before speed.
  private var playLength: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration): max(duration, 0)
    case .spring(let response, let damping, _):
      Animation.springSettlingTime(response: response, damping: damping)
    }
  }

  /// The fraction of the change shown `time` seconds after the change, with the delay, speed,
  /// repeats and reversals applied; 1 once the animation is over.
  func fraction(at time: Double) -> Double {
    if isFinished(at: time) { return 1 }
    let t = (time - delay) * speed
    guard t > 0 else { return 0 }
    let length = playLength
    guard length > 0 else { return 1 }
    let play = (t / length).rounded(.down)
    var within = t - play * length
    if autoreverses, Int(play) % 2 == 1 { within = length - within }
    return Animation(curve).progress(at: within)
  }

  /// Whether the animation is over `time` seconds after the change (never, for one that
  /// repeats forever).
  func isFinished(at time: Double) -> Bool {
    guard let repeatCount else { return false }
    let t = (time - delay) * speed
    return t >= playLength * Double(repeatCount)
  }

  /// A time, after the change, at or before the first at which `isFinished(at:)` holds:
  /// infinity for an animation that repeats forever. Those who advance many animations on
  /// each frame look at their runs only once this time has come.
  func earliestFinish() -> Double {
    guard let repeatCount else { return .infinity }
    guard speed > 0 else { return 0 }
    let end = delay + playLength * Double(repeatCount) / speed
    // Below the exact end by more than the rounding of `isFinished(at:)`'s arithmetic.
    return end - max(abs(end), 1) * 1e-9
  }

  /// The y of the cubic Bézier timing curve at `x`, found by Newton's method with bisection.
  static func bezierValue(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<16 {
      let error = coordinate(t, x1, x2) - x
      if abs(error) < 1e-7 { break }
      if error > 0 { high = t } else { low = t }
      let d = slope(t, x1, x2)
      let next = t - error / d
      t = (d.magnitude > 1e-6 && next > low && next < high) ? next : (low + high) / 2
    }
    return coordinate(t, y1, y2)
  }

  /// A unit step response of a spring with the given period and damping ratio.
  static func springValue(time t: Double, response: Double, damping: Double) -> Double {
    let omega = 2 * Double.pi / response
    if damping < 1 {
      let decay = exp(-damping * omega * t)
      let omegaD = omega * (1 - damping * damping).squareRoot()
      return 1 - decay * (cos(omegaD * t) + damping * omega / omegaD * sin(omegaD * t))
    }
    let decay = exp(-omega * t)
    return 1 - decay * (1 + omega * t)
  }

  /// When a spring's motion stays within 0.1 % of the change.
  static func springSettlingTime(response: Double, damping: Double) -> Double {
    let omega = 2 * Double.pi / response
    guard damping < 1 else {
      // e^(−ωt)·(1 + ωt) = 0.001 at ωt ≈ 9.2335 (the critically damped step response).
      return criticalSettlingPhase / omega
    }
    // The underdamped motion stays inside e^(−ζωt) / √(1 − ζ²).
    let zeta = max(damping, 0.05)
    return (log(1000) - 0.5 * log(1 - zeta * zeta)) / (zeta * omega)
  }

  /// The ωt at which a critically damped spring's step response is 0.1 % short of its end,
  /// solved once by bisection.
  static let criticalSettlingPhase: Double = {
    var low = 0.0
    var high = 50.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if exp(-middle) * (1 + middle) > 0.001 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }()
}
