import Foundation

/// One drawn piece of a path with its start point made explicit: the form path geometry
/// (bounds, hit testing, trimming, stroking) works on.
struct PathSegment: Equatable, Sendable {
  /// The control polygon: 2 points for a line, 3 for a quadratic, 4 for a cubic.
  var points: [CGPoint]

  /// The first point.
  var start: CGPoint { points[0] }
  /// The last point.
  var end: CGPoint { points[points.count - 1] }

  /// The point at parameter `t` (0–1), by de Casteljau's construction.
  func point(at t: CGFloat) -> CGPoint {
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map { Self.lerp($0, $1, t) }
    }
    return level[0]
  }

  /// The two halves of the segment split at `t`, each exactly the same curve.
  func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    var left: [CGPoint] = [points[0]]
    var right: [CGPoint] = [points[points.count - 1]]
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map { Self.lerp($0, $1, t) }
      left.append(level[0])
      right.append(level[level.count - 1])
    }
    return (PathSegment(points: left), PathSegment(points: right.reversed()))
  }

  /// The part of the segment between parameters `t0` and `t1`.
  func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
    if t0 <= 0 && t1 >= 1 { return self }
    let tail = t0 > 0 ? split(at: t0).1 : self
    guard t1 < 1 else { return tail }
    let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
    return tail.split(at: min(max(local, 0), 1)).0
  }

  /// The segment as a path element (its start is the current point).
  var element: Path.Element {
    switch points.count {
    case 2: .line(to: points[1])
    case 3: .quadCurve(to: points[2], control: points[1])
    default: .curve(to: points[3], control1: points[1], control2: points[2])
    }
  }

  /// The parameters (strictly inside 0–1) where x or y reaches an extreme: with the end
  /// points, the places that bound the curve.
  var extremeParameters: [CGFloat] {
    var result: [CGFloat] = []
    for axis in [\CGPoint.x, \CGPoint.y] {
      let v = points.map { $0[keyPath: axis] }
      switch v.count {
      case 3:
        // B'(t) ∝ (p1 - p0) + t (p0 - 2 p1 + p2).
        let denominator = v[0] - 2 * v[1] + v[2]
        if denominator != 0 { result.append((v[0] - v[1]) / denominator) }
      case 4:
        // B'(t)/3 = a t² + b t + c.
        let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
        let b = 2 * (v[0] - 2 * v[1] + v[2])
        let c = v[1] - v[0]
        if abs(a) < 1e-12 {
          if b != 0 { result.append(-c / b) }
        } else {
          let discriminant = b * b - 4 * a * c
          if discriminant >= 0 {
            let root = discriminant.squareRoot()
            result.append((-b + root) / (2 * a))
            result.append((-b - root) / (2 * a))
          }
        }
      default:
        break
      }
    }
    return result.filter { $0 > 0 && $0 < 1 }
  }

  /// The tight bounds of the segment.
  var bounds: CGRect {
    var box = CGRect(origin: start, size: .zero)
    for p in [end] + extremeParameters.map(point(at:)) {
      box = box.union(CGRect(origin: p, size: .zero))
    }
    return box
  }

  /// Points along the segment, from its start to its end, no farther from the curve than
  /// `tolerance`, with the parameter of each.
  func flattened(tolerance: CGFloat) -> [(point: CGPoint, t: CGFloat)] {
    guard points.count > 2 else { return [(start, 0), (end, 1)] }
    // The second differences bound the distance between the curve and its chords.
    var largest: CGFloat = 0
    for i in 0..<(points.count - 2) {
      let dx = points[i].x - 2 * points[i + 1].x + points[i + 2].x
      let dy = points[i].y - 2 * points[i + 1].y + points[i + 2].y
      largest = max(largest, hypot(dx, dy))
    }
    let degree = CGFloat(points.count - 1)
    let bound = degree * (degree - 1) * largest / 8
    let count = Int(min(max((bound / max(tolerance, 1e-6)).squareRoot().rounded(.up), 1), 1000))
    return (0...count).map { i in
      let t = CGFloat(i) / CGFloat(count)
      return (i == count ? end : point(at: t), t)
    }
  }

  /// The length of the segment, measured along a fine flattening.
  func length(tolerance: CGFloat = 0.01) -> CGFloat {
    let samples = flattened(tolerance: tolerance)
    var total: CGFloat = 0
    for (a, b) in zip(samples, samples.dropFirst()) {
      total += hypot(b.point.x - a.point.x, b.point.y - a.point.y)
    }
    return total
  }

  /// The parameter at which the length from the start reaches `distance`.
  func parameter(atLength distance: CGFloat, tolerance: CGFloat = 0.01) -> CGFloat {
    guard points.count > 2 else {
      let total = hypot(end.x - start.x, end.y - start.y)
      return total > 0 ? min(max(distance / total, 0), 1) : 0
    }
    let samples = flattened(tolerance: tolerance)
    var travelled: CGFloat = 0
    for (a, b) in zip(samples, samples.dropFirst()) {
      let step = hypot(b.point.x - a.point.x, b.point.y - a.point.y)
      if travelled + step >= distance {
        let fraction = step > 0 ? (distance - travelled) / step : 0
        return a.t + (b.t - a.t) * fraction
      }
      travelled += step
    }
    return 1
  }

  static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}

/// A subpath: a start point, the segments that follow it, and whether it is closed.
struct PathContour: Equatable, Sendable {
  /// Where the subpath starts.
  var start: CGPoint
  /// The segments, in order; a closed contour ends with the closing line when its last point
  /// is not its start.
  var segments: [PathSegment] = []
  /// Whether the subpath was closed with `closeSubpath()`.
  var isClosed = false

  /// The last point.
  var end: CGPoint { segments.last?.end ?? start }
}

extension Path {
  /// The path as contours with explicit segments.
  var contours: [PathContour] {
    var result: [PathContour] = []
    var current: PathContour?
    func add(_ points: [CGPoint]) {
      if current == nil {
        // Drawing after a close (or with no move) starts at the last subpath's start.
        current = PathContour(start: result.last?.start ?? points[0])
      }
      let from = current!.end
      current!.segments.append(PathSegment(points: [from] + points))
    }
    for element in elements {
      switch element {
      case .move(let p):
        if let contour = current { result.append(contour) }
        current = PathContour(start: p)
      case .line(let p): add([p])
      case .quadCurve(let p, let c): add([c, p])
      case .curve(let p, let c1, let c2): add([c1, c2, p])
      case .closeSubpath:
        guard var contour = current else { continue }
        if contour.end != contour.start {
          contour.segments.append(PathSegment(points: [contour.end, contour.start]))
        }
        contour.isClosed = true
        result.append(contour)
        current = nil
      }
    }
    if let contour = current { result.append(contour) }
    return result
  }

  /// A path made of `contours`.
  init(contours: [PathContour]) {
    self.init()
    for contour in contours {
      move(to: contour.start)
      for segment in contour.segments { append(segment.element) }
      if contour.isClosed { closeSubpath() }
    }
  }

  /// Appends one element as it is.
  private mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }
}
