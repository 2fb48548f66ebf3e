import Foundation

extension Path {
  /// Adds an arc of a circle, drawn as cubic Béziers of at most 90° each.
  ///
  /// As in SwiftUI, angles are measured from the positive x axis towards the positive y axis,
  /// and `clockwise` is meant in a y-up space: in SwiftUI's (and Easel's) y-down coordinates,
  /// `clockwise: false` sweeps towards increasing angles, which turns *clockwise on screen*
  /// (0° → 90° goes from the right of the centre down to below it), and `clockwise: true`
  /// sweeps towards decreasing angles, counter-clockwise on screen. A line joins the current
  /// point to the start of the arc; an empty path starts at it.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    let fullTurn = 2 * Double.pi
    if clockwise {
      if end > start { end -= ((end - start) / fullTurn).rounded(.up) * fullTurn }
    } else {
      if end < start { end += ((start - end) / fullTurn).rounded(.up) * fullTurn }
    }
    // No more than one full turn, either way.
    end = start + min(max(end - start, -fullTurn), fullTurn)
    appendArc(center: center, radius: radius, from: start, sweep: end - start, transform: transform)
  }

  /// Adds an arc of a circle that starts at `startAngle` and sweeps by `delta` (positive:
  /// towards increasing angles, clockwise on screen).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, from: startAngle.radians, sweep: delta.radians,
      transform: transform)
  }

  /// Adds a line from the current point towards `tangent1End`, then an arc of `radius` that is
  /// tangent to the line from the current point to `tangent1End` and to the line from
  /// `tangent1End` to `tangent2End`, ending at its tangent point on the second line (as
  /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`). When the three points are on
  /// one line, or the radius is zero, it adds a line to `tangent1End` only.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else {
      move(to: tangent1End.applying(transform))
      return
    }
    // Work in the arc's own space, where the current point is mapped back through the
    // transform.
    let p0 = current.applying(transform.inverted())
    let p1 = tangent1End
    let p2 = tangent2End
    guard radius > 0, let v1 = Self.normalized(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)),
      let v2 = Self.normalized(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)),
      abs(v1.x * v2.y - v1.y * v2.x) > 1e-12
    else {
      addLine(to: p1.applying(transform))
      return
    }
    let cosine = min(max(v1.x * v2.x + v1.y * v2.y, -1), 1)
    let half = acos(cosine) / 2
    let tangentDistance = radius / tan(half)
    let t1 = CGPoint(x: p1.x + v1.x * tangentDistance, y: p1.y + v1.y * tangentDistance)
    let t2 = CGPoint(x: p1.x + v2.x * tangentDistance, y: p1.y + v2.y * tangentDistance)
    let bisector = Self.normalized(CGPoint(x: v1.x + v2.x, y: v1.y + v2.y)) ?? .zero
    let centreDistance = radius / sin(half)
    let centre = CGPoint(
      x: p1.x + bisector.x * centreDistance, y: p1.y + bisector.y * centreDistance)
    let startAngle = atan2(t1.y - centre.y, t1.x - centre.x)
    var sweep = atan2(t2.y - centre.y, t2.x - centre.x) - startAngle
    // The arc is the short way round: less than half a turn.
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(center: centre, radius: radius, from: startAngle, sweep: sweep, transform: transform)
  }

  /// Appends an arc from `start` radians sweeping by `sweep`, as cubic Béziers of at most a
  /// quarter turn each, joined to the current point by a line.
  private mutating func appendArc(
    center: CGPoint, radius: CGFloat, from start: Double, sweep: Double,
    transform: CGAffineTransform
  ) {
    let point = { (angle: Double) in
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let first = point(start).applying(transform)
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    guard sweep != 0, radius > 0, sweep.isFinite else { return }
    let segments = max(Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)), 1)
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<segments {
      let next = angle + step
      let from = point(angle)
      let to = point(next)
      addCurve(
        to: to.applying(transform),
        control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
          .applying(transform),
        control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
          .applying(transform))
      angle = next
    }
  }

  /// `vector` scaled to length 1, or `nil` for a zero vector.
  static func normalized(_ vector: CGPoint) -> CGPoint? {
    let length = hypot(vector.x, vector.y)
    guard length > 0, length.isFinite else { return nil }
    return CGPoint(x: vector.x / length, y: vector.y / length)
  }
}
