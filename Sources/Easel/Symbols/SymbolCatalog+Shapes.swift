import Foundation

/// Symbols that are one simple shape: hearts, stars, circles and squares, bookmarks, bolts and
/// the weather.
extension SymbolCatalog {
  /// The outline of a heart, its point at the bottom.
  static func heartPath() -> Path {
    var p = Path()
    p.move(to: pt(12, 20.2))
    p.addCurve(to: pt(2.5, 9.3), control1: pt(6.5, 16.4), control2: pt(2.5, 13.3))
    p.addCurve(to: pt(7.2, 4), control1: pt(2.5, 6.2), control2: pt(4.6, 4))
    p.addCurve(to: pt(12, 6.9), control1: pt(9.3, 4), control2: pt(11, 5.2))
    p.addCurve(to: pt(16.8, 4), control1: pt(13, 5.2), control2: pt(14.7, 4))
    p.addCurve(to: pt(21.5, 9.3), control1: pt(19.4, 4), control2: pt(21.5, 6.2))
    p.addCurve(to: pt(12, 20.2), control1: pt(21.5, 13.3), control2: pt(17.5, 16.4))
    p.closeSubpath()
    return p
  }

  /// heart, heart.fill, heart.slash, heart.slash.fill.
  static func hearts() -> [String: Symbol] {
    let heart = heartPath()
    let slash = line(3.5, 3.5, 20.5, 20.5)
    return [
      "heart": make { $0.stroke(heart) },
      "heart.fill": make { $0.solid(heart, role: .accent(.red)) },
      "heart.slash": make { s in
        s.stroke(heart)
        s.clearStroke(slash, width: 5)
        s.stroke(slash)
      },
      "heart.slash.fill": make { s in
        s.solid(heart, role: .accent(.red))
        s.clearStroke(slash, width: 5)
        s.stroke(slash)
      },
    ]
  }

  /// A five-pointed star, one point up.
  static func starPath() -> Path {
    let points = (0..<10).map { index -> (CGFloat, CGFloat) in
      let radius: CGFloat = index.isMultiple(of: 2) ? 10 : 4.3
      let point = polar(12, 12.8, radius, -90 + Double(index) * 36)
      return (point.x, point.y)
    }
    return polygon(points)
  }

  /// star, star.fill.
  static func stars() -> [String: Symbol] {
    let star = starPath()
    return [
      "star": make { $0.stroke(star) },
      "star.fill": make { $0.solid(star, role: .accent(.yellow)) },
    ]
  }

  /// circle, circle.fill, square, square.fill, square.grid.2x2.
  static func basicShapes() -> [String: Symbol] {
    let ring = circle(12, 12, 10)
    let square = roundedRect(3, 3, 18, 18, radius: 3.5)
    let cells = joined([
      roundedRect(3.5, 3.5, 7, 7, radius: 1.8), roundedRect(13.5, 3.5, 7, 7, radius: 1.8),
      roundedRect(3.5, 13.5, 7, 7, radius: 1.8), roundedRect(13.5, 13.5, 7, 7, radius: 1.8),
    ])
    return [
      "circle": make { $0.stroke(ring) },
      "circle.fill": make { $0.solid(ring) },
      "square": make { $0.stroke(square) },
      "square.fill": make { $0.solid(square) },
      "square.grid.2x2": make { $0.stroke(cells) },
    ]
  }

  /// bookmark, bookmark.fill.
  static func bookmarks() -> [String: Symbol] {
    let ribbon = polygon([(6, 3), (18, 3), (18, 21), (12, 16.3), (6, 21)])
    return [
      "bookmark": make { $0.stroke(ribbon) },
      "bookmark.fill": make { $0.solid(ribbon) },
    ]
  }

  /// bolt, bolt.fill.
  static func bolts() -> [String: Symbol] {
    let bolt = polygon([
      (13.5, 2), (4.5, 13.5), (11.3, 13.5), (10.5, 22), (19.5, 10.5), (12.7, 10.5),
    ])
    return [
      "bolt": make { $0.stroke(bolt) },
      "bolt.fill": make { $0.solid(bolt, role: .accent(.yellow)) },
    ]
  }

  /// The outline of a cloud with a flat bottom.
  static func cloudPath() -> Path {
    var p = Path()
    p.move(to: pt(6.5, 19))
    p.addCurve(to: pt(2.5, 14.8), control1: pt(4.3, 19), control2: pt(2.5, 17.1))
    p.addCurve(to: pt(6.6, 10.6), control1: pt(2.5, 12.5), control2: pt(4.3, 10.6))
    p.addCurve(to: pt(13, 5.5), control1: pt(7.2, 7.6), control2: pt(9.8, 5.5))
    p.addCurve(to: pt(19, 10.8), control1: pt(16.2, 5.5), control2: pt(18.8, 7.8))
    p.addCurve(to: pt(21.5, 14.9), control1: pt(20.6, 11.5), control2: pt(21.5, 13.1))
    p.addCurve(to: pt(17.5, 19), control1: pt(21.5, 17.2), control2: pt(19.7, 19))
    p.closeSubpath()
    return p
  }

  /// cloud, cloud.fill.
  static func clouds() -> [String: Symbol] {
    let cloud = cloudPath()
    return [
      "cloud": make { $0.stroke(cloud) },
      "cloud.fill": make { $0.solid(cloud) },
    ]
  }

  /// The eight rays of a sun around the grid's centre.
  static func sunRays() -> Path {
    joined(
      (0..<8).map { index in
        let angle = Double(index) * 45
        let inner = polar(12, 12, 7.4, angle)
        let outer = polar(12, 12, 9.8, angle)
        return line(inner.x, inner.y, outer.x, outer.y)
      })
  }

  /// sun.max, sun.max.fill.
  static func suns() -> [String: Symbol] {
    let rays = sunRays()
    return [
      "sun.max": make { s in
        s.stroke(circle(12, 12, 4.2), role: .accent(.orange))
        s.stroke(rays, role: .accent(.yellow))
      },
      "sun.max.fill": make { s in
        s.solid(circle(12, 12, 4.2), role: .accent(.orange))
        s.stroke(rays, role: .accent(.yellow))
      },
    ]
  }

  /// A crescent: a disc with a smaller disc taken out of its upper right.
  static func crescentPath() -> Path {
    let outer = (centre: pt(11.5, 12.5), radius: 9.0)
    let inner = (centre: pt(16.8, 7.6), radius: 7.6)
    let dx = inner.centre.x - outer.centre.x
    let dy = inner.centre.y - outer.centre.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let along =
      (outer.radius * outer.radius - inner.radius * inner.radius + distance * distance)
      / (2 * distance)
    let across = (outer.radius * outer.radius - along * along).squareRoot()
    let base = pt(outer.centre.x + along * dx / distance, outer.centre.y + along * dy / distance)
    let first = pt(base.x - across * dy / distance, base.y + across * dx / distance)
    let second = pt(base.x + across * dy / distance, base.y - across * dx / distance)
    // The upper point of the two, where the outer arc starts.
    let (top, bottom) = first.y < second.y ? (first, second) : (second, first)
    func angle(_ point: CGPoint, around centre: CGPoint) -> Angle {
      .radians(atan2(point.y - centre.y, point.x - centre.x))
    }
    var p = Path()
    // Down the far side of the outer circle, then back up the inner circle's near side.
    p.addArc(
      center: outer.centre, radius: outer.radius, startAngle: angle(top, around: outer.centre),
      endAngle: angle(bottom, around: outer.centre), clockwise: true)
    p.addArc(
      center: inner.centre, radius: inner.radius, startAngle: angle(bottom, around: inner.centre),
      endAngle: angle(top, around: inner.centre), clockwise: false)
    p.closeSubpath()
    return p
  }

  /// moon, moon.fill.
  static func moons() -> [String: Symbol] {
    let moon = crescentPath()
    return [
      "moon": make { $0.stroke(moon) },
      "moon.fill": make { $0.solid(moon) },
    ]
  }
}
