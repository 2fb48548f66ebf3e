import Foundation

extension Path {
  /// The outline of the area a stroke of `style` covers, as a path to fill (with the non-zero
  /// rule).
  ///
  /// Curves are flattened to within 0.02 points first; the outline is the union of one
  /// rectangle per straight piece, the joins at corners (mitre up to the mitre limit, else
  /// bevel; round; bevel), the caps at the ends of open subpaths (butt, square, round) and,
  /// with a dash pattern, only the dashes (dashes of zero length are left out). Every piece
  /// turns the same way, so that filling the outline covers their union.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    guard half > 0, half.isFinite else { return Path() }
    var stroker = Stroker(half: half, style: style, tolerance: 0.02)
    for contour in dashedContours(style) { stroker.add(contour) }
    return stroker.outline
  }

  /// The contours cut into the dashes of `style`'s pattern (the whole contours when it has
  /// none). The pattern starts again, at `dashPhase`, on every subpath.
  func dashedContours(_ style: StrokeStyle) -> [PathContour] {
    let all = contours
    var pattern = style.dash.map { max($0, 0) }
    guard !pattern.isEmpty, pattern.reduce(0, +) > 0 else { return all }
    // An odd pattern repeats with its on and off lengths swapped.
    if pattern.count % 2 == 1 { pattern += pattern }
    let period = pattern.reduce(0, +)
    var result: [PathContour] = []
    for contour in all {
      let lengths = contour.segments.map { $0.length() }
      let total = lengths.reduce(0, +)
      guard total > 0, total / period < 100_000 else { continue }
      // Where the phase falls in the pattern.
      var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
      if phase < 0 { phase += period }
      var index = 0
      var remaining = pattern[0]
      while phase > 0 {
        if phase >= remaining {
          phase -= remaining
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        } else {
          remaining -= phase
          phase = 0
        }
      }
      var position: CGFloat = 0
      while position < total {
        let next = min(position + remaining, total)
        if index % 2 == 0 && next > position {
          result += Self.trim([contour], lengths: [lengths], from: position, to: next)
        }
        position = next
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      }
    }
    return result
  }
}

/// Builds the outline of a stroke, one contour at a time.
private struct Stroker {
  let half: CGFloat
  let style: StrokeStyle
  let tolerance: CGFloat
  var outline = Path()

  init(half: CGFloat, style: StrokeStyle, tolerance: CGFloat) {
    self.half = half
    self.style = style
    self.tolerance = tolerance
  }

  /// A point of a flattened contour, and whether a join of the stroke's style belongs there
  /// (a corner between two segments) rather than the seam inside a flattened curve.
  private struct Vertex {
    var point: CGPoint
    var isCorner: Bool
  }

  mutating func add(_ contour: PathContour) {
    var vertices = [Vertex(point: contour.start, isCorner: true)]
    for segment in contour.segments {
      let samples = segment.flattened(tolerance: tolerance).dropFirst()
      for (offset, sample) in samples.enumerated() {
        let vertex = Vertex(point: sample.point, isCorner: offset == samples.count - 1)
        if let last = vertices.last,
          hypot(vertex.point.x - last.point.x, vertex.point.y - last.point.y) < 1e-9
        {
          vertices[vertices.count - 1].isCorner =
            vertices[vertices.count - 1].isCorner
            || vertex.isCorner
          continue
        }
        vertices.append(vertex)
      }
    }
    var closed = contour.isClosed
    if closed, vertices.count > 1, let first = vertices.first, let last = vertices.last,
      hypot(first.point.x - last.point.x, first.point.y - last.point.y) < 1e-9
    {
      vertices.removeLast()
    }
    guard vertices.count > 1 else {
      // A subpath of no length: a dot for round and square caps.
      if !closed, let point = vertices.first?.point { addDot(at: point) }
      return
    }
    if vertices.count == 2 { closed = false }
    let count = vertices.count
    let segmentCount = closed ? count : count - 1
    for i in 0..<segmentCount {
      let a = vertices[i].point
      let b = vertices[(i + 1) % count].point
      addPolygon(band(from: a, to: b))
    }
    // Joins between consecutive segments.
    let joinIndices = closed ? Array(0..<count) : Array(1..<(count - 1))
    for i in joinIndices {
      let previous = vertices[(i + count - 1) % count].point
      let vertex = vertices[i]
      let next = vertices[(i + 1) % count].point
      addJoin(
        at: vertex.point, from: previous, to: next,
        style: vertex.isCorner ? style.lineJoin : .bevel)
    }
    if !closed {
      addCap(at: vertices[0].point, awayFrom: vertices[1].point)
      addCap(at: vertices[count - 1].point, awayFrom: vertices[count - 2].point)
    }
  }

  /// The unit vector from `a` to `b`.
  private func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    Path.normalized(CGPoint(x: b.x - a.x, y: b.y - a.y)) ?? CGPoint(x: 1, y: 0)
  }

  /// The rectangle a straight piece from `a` to `b` covers.
  private func band(from a: CGPoint, to b: CGPoint) -> [CGPoint] {
    let d = direction(a, b)
    let n = CGPoint(x: -d.y * half, y: d.x * half)
    return [
      CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
      CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
    ]
  }

  private mutating func addJoin(
    at p: CGPoint, from previous: CGPoint, to next: CGPoint, style join: CGLineJoin
  ) {
    let d1 = direction(previous, p)
    let d2 = direction(p, next)
    let cross = d1.x * d2.y - d1.y * d2.x
    let dot = d1.x * d2.x + d1.y * d2.y
    if join == .round {
      addPolygon(circle(at: p))
      return
    }
    // Straight on, or a U-turn (where mitre and bevel add nothing).
    guard abs(cross) > 1e-9 else { return }
    // The outer side is to the left of a turn to the right (clockwise on screen).
    let sign: CGFloat = cross > 0 ? -1 : 1
    let o1 = CGPoint(x: -d1.y * sign, y: d1.x * sign)
    let o2 = CGPoint(x: -d2.y * sign, y: d2.x * sign)
    let corner1 = CGPoint(x: p.x + o1.x * half, y: p.y + o1.y * half)
    let corner2 = CGPoint(x: p.x + o2.x * half, y: p.y + o2.y * half)
    if join == .miter {
      // sin of half the angle between the two lines.
      let sineHalf = ((1 + dot) / 2).squareRoot()
      if sineHalf > 0, 1 / sineHalf <= style.miterLimit,
        let bisector = Path.normalized(CGPoint(x: o1.x + o2.x, y: o1.y + o2.y))
      {
        let reach = half / sineHalf
        let tip = CGPoint(x: p.x + bisector.x * reach, y: p.y + bisector.y * reach)
        addPolygon([p, corner1, tip, corner2])
        return
      }
    }
    addPolygon([p, corner1, corner2])
  }

  /// The cap at the end `p` of an open subpath whose last piece comes from `inner`.
  private mutating func addCap(at p: CGPoint, awayFrom inner: CGPoint) {
    switch style.lineCap {
    case .butt:
      break
    case .round:
      addPolygon(circle(at: p))
    case .square:
      let d = direction(inner, p)
      let extended = CGPoint(x: p.x + d.x * half, y: p.y + d.y * half)
      addPolygon(band(from: p, to: extended))
    }
  }

  /// What a subpath of no length draws: a circle for round caps, a square for square caps.
  private mutating func addDot(at p: CGPoint) {
    switch style.lineCap {
    case .butt:
      break
    case .round:
      addPolygon(circle(at: p))
    case .square:
      addPolygon(band(from: CGPoint(x: p.x - half, y: p.y), to: CGPoint(x: p.x + half, y: p.y)))
    }
  }

  /// A polygon within `tolerance` of the circle of radius `half` around `p`.
  private func circle(at p: CGPoint) -> [CGPoint] {
    let ratio = min(max(1 - tolerance / half, -1), 1)
    let step = max(2 * acos(Double(ratio)), 1e-3)
    let count = min(max(Int((2 * Double.pi / step).rounded(.up)), 8), 720)
    return (0..<count).map { i in
      let angle = 2 * Double.pi * Double(i) / Double(count)
      return CGPoint(x: p.x + half * CGFloat(cos(angle)), y: p.y + half * CGFloat(sin(angle)))
    }
  }

  /// Adds a closed polygon, turned clockwise on screen so that all pieces wind the same way.
  private mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count > 2 else { return }
    var area: CGFloat = 0
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    outline.addLines(area > 0 ? points : points.reversed())
    outline.closeSubpath()
  }
}
