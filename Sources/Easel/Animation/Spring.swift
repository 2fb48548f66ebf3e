import Foundation

/// A representation of a spring's motion: converts between the ways of describing a spring
/// (a perceptual duration and bounce; a response and damping ratio; a mass, stiffness and
/// damping) and gives its position and velocity over time, as SwiftUI's `Spring` does.
///
/// The spring moves a value towards a target from a displacement and an initial velocity;
/// positions are computed in closed form (underdamped, critically damped or overdamped).
public struct Spring: Hashable, Sendable {
  /// The period of the undamped spring, in seconds.
  public let response: Double
  /// The damping as a fraction of the damping that stops the spring without a bounce.
  public let dampingRatio: Double
  /// The mass on the spring.
  public let mass: Double

  /// A spring of the given response and damping ratio, with unit mass.
  public init(response: Double, dampingRatio: Double) {
    self.response = max(response, 0.0001)
    self.dampingRatio = max(dampingRatio, 0)
    self.mass = 1
  }

  /// A spring of the given perceptual duration and bounce: a `bounce` of 0 is critically
  /// damped, up to 1 undamped, and below 0 (down to −1) overdamped. The response is
  /// `duration` and the damping ratio `1 − bounce` (`1 / (1 + bounce)` below 0).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let bounce = min(max(bounce, -0.9999), 1)
    self.init(
      response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// A spring given by its physics: a `mass` on a spring of `stiffness` with `damping`. Its
  /// response is `2π √(mass / stiffness)` and its damping ratio
  /// `damping / (2 √(mass × stiffness))`, at most 1 unless `allowOverDamping`.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let mass = max(mass, 0.0001)
    let stiffness = max(stiffness, 0.0001)
    var ratio = max(damping, 0) / (2 * (mass * stiffness).squareRoot())
    if !allowOverDamping { ratio = min(ratio, 1) }
    self.response = 2 * Double.pi * (mass / stiffness).squareRoot()
    self.dampingRatio = ratio
    self.mass = mass
  }

  /// A spring with `dampingRatio` that comes to rest (within `epsilon` of a unit change) in
  /// about `settlingDuration` seconds.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
    // Settling time scales with the response when the damping ratio is fixed.
    self.init(
      response: unitSettling > 0 ? max(settlingDuration, 0) / unitSettling : 0.0001,
      dampingRatio: dampingRatio)
  }

  /// The perceptual duration, which defines the pace of the spring: its response.
  public var duration: TimeInterval { response }

  /// How bouncy the spring is: `1 − dampingRatio`, or `1 / dampingRatio − 1` when overdamped.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The spring stiffness: `mass × (2π / response)²`.
  public var stiffness: Double {
    let omega = 2 * Double.pi / response
    return mass * omega * omega
  }

  /// The damping coefficient: `4π × dampingRatio × mass / response`.
  public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }

  /// The time the spring takes to come to rest within 0.001 of a unit change from rest.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  // MARK: Motion

  /// The position of a spring that starts at zero with `initialVelocity` and moves towards
  /// `target`, `time` seconds later.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity of a spring that starts at zero with `initialVelocity` and moves towards
  /// `target`, `time` seconds later.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The position of a spring that starts at `fromValue` with `initialVelocity` and moves
  /// towards `toValue`, `time` seconds later.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let (a, b, _, _) = coefficients(at: max(time, 0))
    // The displacement from the target decays: x(t) = a·x₀ + b·v₀.
    return toValue + (fromValue - toValue).scaled(by: a) + initialVelocity.scaled(by: b)
  }

  /// The velocity of a spring that starts at `fromValue` with `initialVelocity` and moves
  /// towards `toValue`, `time` seconds later.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let (_, _, da, db) = coefficients(at: max(time, 0))
    return (fromValue - toValue).scaled(by: da) + initialVelocity.scaled(by: db)
  }

  /// Moves a spring's `value` and `velocity` on by `deltaTime` towards `target`.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let from = value
    let start = velocity
    value = self.value(fromValue: from, toValue: target, initialVelocity: start, time: deltaTime)
    velocity = self.velocity(
      fromValue: from, toValue: target, initialVelocity: start, time: deltaTime)
  }

  /// The time after which a spring moving from zero to `target` with `initialVelocity`
  /// stays within `epsilon` of it (the bound of its decaying motion).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = 0.001
  ) -> TimeInterval {
    let x0 = target.magnitudeSquared.squareRoot()
    let v0 = initialVelocity.magnitudeSquared.squareRoot()
    let epsilon = max(epsilon, 1e-12)
    guard x0 > 0 || v0 > 0 else { return 0 }
    let omega = 2 * Double.pi / response
    let zeta = dampingRatio
    // An upper bound of |x(t)| that only decreases, so that the time it falls to epsilon is
    // found by bisection.
    let envelope: (Double) -> Double
    if zeta < 1 {
      // An undamped spring never settles: a tiny damping bounds the answer.
      let zeta = max(zeta, 0.0001)
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let amplitude = (x0 * x0 + pow((v0 + zeta * omega * x0) / omegaD, 2)).squareRoot()
      envelope = { t in amplitude * exp(-zeta * omega * t) }
    } else if zeta == 1 {
      envelope = { t in exp(-omega * t) * (x0 + (v0 + omega * x0) * t) }
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 + abs(r1) * x0) / (r1 - r2)
      let c1 = x0 + c2
      envelope = { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
    }
    var high = response
    while envelope(high) > epsilon, high < 1e6 { high *= 2 }
    var low = 0.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if envelope(middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }

  /// The coefficients of the displacement `x(t) = a·x₀ + b·v₀` and of its velocity
  /// `x′(t) = da·x₀ + db·v₀`, for the unit-mass spring of this response and damping ratio.
  private func coefficients(at t: Double) -> (Double, Double, Double, Double) {
    let omega = 2 * Double.pi / response
    let zeta = dampingRatio
    if zeta < 1 {
      let alpha = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-alpha * t)
      let (c, s) = (cos(omegaD * t), sin(omegaD * t))
      return (
        decay * (c + alpha / omegaD * s), decay * s / omegaD,
        -decay * s * (alpha * alpha / omegaD + omegaD), decay * (c - alpha / omegaD * s)
      )
    }
    if zeta == 1 {
      let decay = exp(-omega * t)
      return (
        decay * (1 + omega * t), decay * t, -decay * omega * omega * t, decay * (1 - omega * t)
      )
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let (e1, e2) = (exp(r1 * t), exp(r2 * t))
    let spread = r2 - r1
    return (
      e1 - r1 * (e2 - e1) / spread, (e2 - e1) / spread,
      r1 * e1 - r1 * (r2 * e2 - r1 * e1) / spread, (r2 * e2 - r1 * e1) / spread
    )
  }

  // MARK: Presets

  /// A smooth spring with no bounce: a duration of 0.5 seconds.
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  /// A smooth spring of `duration`, with `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A quick spring with a little bounce (0.15).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// A quick spring of `duration` with a little bounce (0.15), plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a visible bounce (0.3).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A spring of `duration` with a visible bounce (0.3), plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// A spring animation with the motion of `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation.spring(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration)
  }

  /// An interpolating spring animation with the motion of `spring`. Easel's springs start at
  /// rest: `initialVelocity` is not applied.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    Animation.spring(spring)
  }
}
