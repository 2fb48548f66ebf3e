import Foundation

/// Small path-making helpers for drawing symbols on the 24×24 grid, with (0, 0) top-left and
/// y growing downwards.
extension SymbolCatalog {
  /// The centre of the grid.
  static let centre = CGPoint(x: 12, y: 12)

  /// A point on the grid.
  static func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
  }

  /// Makes a symbol by running `draw` on an empty builder.
  static func make(_ draw: (inout SymbolBuilder) -> Void) -> Symbol {
    var builder = SymbolBuilder()
    draw(&builder)
    return builder.symbol
  }

  /// Straight lines through `points`, closed back to the first when `closed` is set.
  static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Path {
    var path = Path()
    path.addLines(points.map { CGPoint(x: $0.0, y: $0.1) })
    if closed { path.closeSubpath() }
    return path
  }

  /// A closed polygon through `points`.
  static func polygon(_ points: [(CGFloat, CGFloat)]) -> Path {
    polyline(points, closed: true)
  }

  /// A straight line.
  static func line(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> Path {
    polyline([(x1, y1), (x2, y2)])
  }

  /// A circle of radius `r` around (`cx`, `cy`).
  static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
  }

  /// A rectangle with circular corners of `radius`.
  static func roundedRect(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius: CGFloat
  ) -> Path {
    Path(
      roundedRect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius,
      style: .circular)
  }

  /// An open arc of a circle from `start` to `end` degrees (0° points right, 90° down),
  /// sweeping clockwise on screen unless `counterclockwise` is set.
  static func arc(
    _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from start: Double, to end: Double,
    counterclockwise: Bool = false
  ) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: cx, y: cy), radius: r, startAngle: .degrees(start),
      endAngle: .degrees(end), clockwise: counterclockwise)
    return path
  }

  /// The point at `degrees` on a circle of radius `r` around (`cx`, `cy`).
  static func polar(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, _ degrees: Double) -> CGPoint {
    let radians = degrees * .pi / 180
    return CGPoint(x: cx + r * cos(radians), y: cy + r * sin(radians))
  }

  /// The subpaths of `paths`, one after another, as one path.
  static func joined(_ paths: [Path]) -> Path {
    var result = Path()
    for path in paths { append(path, to: &result) }
    return result
  }

  /// Adds `path`'s elements to the end of `result`.
  static func append(_ path: Path, to result: inout Path) {
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: p)
      case .line(let p): result.addLine(to: p)
      case .quadCurve(let p, let c): result.addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): result.addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: result.closeSubpath()
      }
    }
  }

  /// `path` with every point moved by `transform`.
  static func transformed(_ path: Path, by transform: (CGPoint) -> CGPoint) -> Path {
    var result = Path()
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: transform(p))
      case .line(let p): result.addLine(to: transform(p))
      case .quadCurve(let p, let c):
        result.addQuadCurve(to: transform(p), control: transform(c))
      case .curve(let p, let c1, let c2):
        result.addCurve(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// `path` turned by `degrees` (clockwise on screen) about the grid's centre.
  static func rotated(_ path: Path, degrees: Double) -> Path {
    let radians = degrees * .pi / 180
    let (c, s) = (cos(radians), sin(radians))
    return transformed(path) { p in
      let (dx, dy) = (p.x - centre.x, p.y - centre.y)
      // Snap to a 1/1000 of a unit so quarter turns land exactly on the grid.
      let x = ((centre.x + dx * c - dy * s) * 1000).rounded() / 1000
      let y = ((centre.y + dx * s + dy * c) * 1000).rounded() / 1000
      return CGPoint(x: x, y: y)
    }
  }

  /// `path` mirrored left to right about the grid's vertical centre line.
  static func mirrored(_ path: Path) -> Path {
    transformed(path) { CGPoint(x: 2 * centre.x - $0.x, y: $0.y) }
  }

  /// `path` scaled by `factor` about (`cx`, `cy`) and then moved so that point lands on
  /// (`tx`, `ty`).
  static func scaled(
    _ path: Path, by factor: CGFloat, about cx: CGFloat = 12, _ cy: CGFloat = 12,
    to tx: CGFloat = 12, _ ty: CGFloat = 12
  ) -> Path {
    transformed(path) { CGPoint(x: tx + ($0.x - cx) * factor, y: ty + ($0.y - cy) * factor) }
  }
}
