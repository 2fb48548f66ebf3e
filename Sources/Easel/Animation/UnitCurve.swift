import Foundation

/// A function from progress in [0, 1] to an output value, pinned at (0, 0) and (1, 1): the
/// pace of an interpolation, as a scroll transition's `interactive(timingCurve:)` uses it.
public struct UnitCurve: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A quarter circle: slow, then fast.
    case circularEaseIn
    /// A quarter circle: fast, then slow.
    case circularEaseOut
    /// Two quarter circles: slow, fast, slow.
    case circularEaseInOut
    /// The inverse of `circularEaseInOut`: fast, slow, fast.
    case circularEaseOutIn
  }

  let shape: Shape

  /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      shape: .bezier(
        x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
        x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
  }

  /// Progress as it is: the output equals the input.
  public static let linear = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 1, y2: 1))
  /// Starts slowly, then speeds up (the Bézier curve with control points (0.42, 0) and (1, 1)).
  public static let easeIn = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Starts quickly, then slows down (control points (0, 0) and (0.58, 1)).
  public static let easeOut = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Starts and ends slowly (control points (0.42, 0) and (0.58, 1)).
  public static let easeInOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// A quarter circle that starts slowly: 1 − √(1 − x²).
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
  /// A quarter circle that ends slowly: √(1 − (1 − x)²).
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
  /// Two quarter circles, slow at both ends.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

  /// The output at `progress`, which is clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .bezier(let x1, let y1, let x2, let y2):
      if x1 == y1 && x2 == y2 { return x }
      return Animation.bezierValue(x: x, x1: x1, y1: y1, x2: x2, y2: y2)
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
    case .circularEaseOutIn:
      return x < 0.5
        ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2
        : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
    }
  }

  /// The slope of the curve at `progress` (clamped to [0, 1]): how fast the output changes
  /// for the input, 1 everywhere for `linear`.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .bezier(let x1, let y1, let x2, let y2):
      if x1 == y1 && x2 == y2 { return 1 }
      // dy/dx = (dy/dt) / (dx/dt) at the parameter t where the curve's x is `x`.
      let t = Self.parameter(x: x, x1: x1, x2: x2)
      let dx = Self.slope(t, x1, x2)
      let dy = Self.slope(t, y1, y2)
      return dx.magnitude < 1e-9 ? (dy >= 0 ? .infinity : -.infinity) : dy / dx
    default:
      // The circular curves: a central difference, exact enough for a pace.
      let step = 1e-5
      let low = max(x - step, 0)
      let high = min(x + step, 1)
      return (value(at: high) - value(at: low)) / (high - low)
    }
  }

  /// The curve that undoes this one: `inverse.value(at: value(at: x)) == x`.
  public var inverse: UnitCurve {
    switch shape {
    case .bezier(let x1, let y1, let x2, let y2):
      // Reflecting a Bézier curve in the diagonal swaps its control points' coordinates.
      return UnitCurve(shape: .bezier(x1: y1, y1: x1, x2: y2, y2: x2))
    case .circularEaseIn: return UnitCurve(shape: .circularEaseOut)
    case .circularEaseOut: return UnitCurve(shape: .circularEaseIn)
    case .circularEaseInOut: return UnitCurve(shape: .circularEaseOutIn)
    case .circularEaseOutIn: return UnitCurve(shape: .circularEaseInOut)
    }
  }

  /// The parameter t at which a Bézier curve's x is `x`, by bisection.
  private static func parameter(x: Double, x1: Double, x2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<48 {
      let t = (low + high) / 2
      if coordinate(t, x1, x2) < x { low = t } else { high = t }
    }
    return (low + high) / 2
  }

  private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
