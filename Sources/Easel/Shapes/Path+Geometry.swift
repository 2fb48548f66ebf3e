import Foundation

extension Path {
  /// The smallest rectangle holding the whole path: its end points and the extremes of its
  /// curves (not their control points). `.null` for an empty path.
  public var boundingRect: CGRect {
    // Without allocating: a curve whose control points lie in the box already found lies in
    // it too (a Bézier curve stays inside its control points' hull), so only curves that
    // reach out of it are solved for their extremes.
    guard case .move = elements.first else { return contourBounds }
    var box = PointBox()
    func include(_ p: CGPoint) { box.include(p) }
    func inside(_ p: CGPoint) -> Bool { box.contains(p, margin: 0) }
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        include(p)
        current = p
        start = p
      case .line(let p):
        include(p)
        current = p
      case .quadCurve(let p, let c):
        include(p)
        if !inside(c) {
          include(PathSegment(points: [current, c, p]).bounds)
        }
        current = p
      case .curve(let p, let c1, let c2):
        include(p)
        if !inside(c1) || !inside(c2) {
          include(PathSegment(points: [current, c1, c2, p]).bounds)
        }
        current = p
      case .closeSubpath:
        current = start
      }
    }
    func include(_ rect: CGRect) {
      include(rect.origin)
      include(CGPoint(x: rect.maxX, y: rect.maxY))
    }
    return box.rect
  }

  /// The bounds worked out contour by contour, segment by segment.
  var contourBounds: CGRect {
    var box = CGRect.null
    for contour in contours {
      box = box.union(CGRect(origin: contour.start, size: .zero))
      for segment in contour.segments { box = box.union(segment.bounds) }
    }
    return box
  }

  /// Whether `point` is inside the path when it is filled: by the non-zero winding rule, or
  /// the even-odd rule when `eoFill` is set. Open subpaths count as closed by a straight line,
  /// as they are when filled; curves are flattened to within a hundredth of a point.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    // Hit testing asks every shape under a view tree (every row's switch, for a touch on a
    // list): most are far from the point, and are answered without flattening their curves.
    guard mayContain(point) else { return false }
    let winding = windingNumber(of: point)
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// Whether `point` lies within the flattening tolerance of the box of the path's points and
  /// control points. A curve stays inside its control points' hull, and so does its flattened
  /// polygon, so nothing of the path winds around a point outside the box.
  private func mayContain(_ point: CGPoint) -> Bool {
    var box = PointBox()
    func include(_ p: CGPoint) { box.include(p) }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quadCurve(let p, let c):
        include(p)
        include(c)
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .closeSubpath: break
      }
    }
    return box.contains(point, margin: 0.01)
  }

  /// The number of times the path winds around `point`, counting turns clockwise on screen
  /// as positive.
  func windingNumber(of point: CGPoint) -> Int {
    var winding = 0
    for polygon in polygons(tolerance: 0.01) where polygon.count > 1 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        // A ray from the point towards +x crosses the edge a→b.
        if a.y <= point.y {
          if b.y > point.y && Self.side(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && Self.side(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }

  /// Positive when `p` is on the clockwise-on-screen side of the line from `a` to `b`.
  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// Each subpath as a polygon, with curves flattened to within `tolerance`.
  func polygons(tolerance: CGFloat) -> [[CGPoint]] {
    contours.map { contour in
      var polygon = [contour.start]
      for segment in contour.segments {
        polygon.append(contentsOf: segment.flattened(tolerance: tolerance).dropFirst().map(\.point))
      }
      return polygon
    }
  }

  /// The length of the path: every subpath's segments, closing lines included.
  var length: CGFloat {
    contours.reduce(0) { total, contour in
      contour.segments.reduce(total) { $0 + $1.length() }
    }
  }
}

/// The smallest box holding the points included so far (empty at first).
private struct PointBox {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity

  mutating func include(_ p: CGPoint) {
    minX = min(minX, p.x)
    maxX = max(maxX, p.x)
    minY = min(minY, p.y)
    maxY = max(maxY, p.y)
  }

  /// Whether `p` lies in the box grown by `margin` on every side.
  func contains(_ p: CGPoint, margin: CGFloat) -> Bool {
    p.x >= minX - margin && p.x <= maxX + margin && p.y >= minY - margin
      && p.y <= maxY + margin
  }

  /// The box, or `.null` when nothing was included.
  var rect: CGRect {
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
