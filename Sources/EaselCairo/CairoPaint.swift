import CCairo
import Easel
import Foundation

/// Sets a display list's paints as Cairo sources: colours as solid sources, linear and radial
/// gradients as Cairo's gradient patterns, and angular gradients as mesh patterns of thin
/// sectors about the centre.
@MainActor
enum CairoPaint {
  /// The number of sectors a full turn of an angular gradient is cut into.
  static let sectorsPerTurn = 128

  /// Makes `paint` the source of `cr`. `extent` is the rectangle (user space) that will be
  /// drawn, which an angular gradient must cover; it is worked out only for one.
  static func set(
    _ paint: DisplayList.Paint, covering extent: @autoclosure () -> CGRect, on cr: OpaquePointer
  ) {
    switch paint {
    case .color(let color):
      cairo_set_source_rgba(
        cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
    case .linearGradient(let gradient, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      setSource(pattern, stops: gradient, on: cr)
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, startRadius, center.x, center.y, endRadius)!
      setSource(pattern, stops: gradient, on: cr)
    case .angularGradient(let gradient, let center, let startAngle, let endAngle):
      let pattern = angularPattern(
        gradient, center: center, startAngle: startAngle, endAngle: endAngle, extent: extent())
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .ellipticalGradient(let gradient, let center, let size, let start, let end):
      // A radial gradient about the origin of a unit square, stretched over `size`.
      let pattern = cairo_pattern_create_radial(0, 0, max(start, 0), 0, 0, max(end, 0))!
      let width = max(size.width, 1e-6)
      let height = max(size.height, 1e-6)
      var matrix = cairo_matrix_t(
        xx: 1 / width, yx: 0, xy: 0, yy: 1 / height, x0: -center.x / width,
        y0: -center.y / height)
      cairo_pattern_set_matrix(pattern, &matrix)
      setSource(pattern, stops: gradient, on: cr)
    }
  }

  /// Adds the stops to a gradient pattern, pads it past its ends, sets it and lets it go.
  private static func setSource(
    _ pattern: OpaquePointer, stops gradient: DisplayList.ResolvedGradient, on cr: OpaquePointer
  ) {
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, Double(stop.color.red), Double(stop.color.green),
        Double(stop.color.blue), Double(stop.color.opacity))
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// A mesh pattern of sectors about `center` reaching past every corner of `extent`: from
  /// `startAngle` to `endAngle` the gradient's colours, and in the rest of the turn the last
  /// colour up to halfway across it, then the first.
  static func angularPattern(
    _ gradient: DisplayList.ResolvedGradient, center: CGPoint, startAngle: Double,
    endAngle: Double, extent: CGRect
  ) -> OpaquePointer {
    let pattern = cairo_pattern_create_mesh()!
    let corners = [
      CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
      CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY),
    ]
    let radius =
      corners.map { hypot($0.x - center.x, $0.y - center.y) }.max().map { $0 + 2 } ?? 0
    guard radius.isFinite, radius > 0 else { return pattern }
    let turn = 2 * Double.pi
    let span = min(max(endAngle - startAngle, 0), turn)
    guard span > 0 else { return pattern }

    // Sector edges: an even division of the span, plus every stop, so sharp stops stay sharp.
    let count = max(Int((Double(sectorsPerTurn) * span / turn).rounded(.up)), 4)
    var locations = (0...count).map { Double($0) / Double(count) }
    locations += gradient.stops.map(\.location)
    locations = Array(Set(locations)).sorted()
    for (lower, upper) in zip(locations, locations.dropFirst()) {
      // Stops sharing a location: the colour just after the lower edge and just before the
      // upper one.
      addSector(
        to: pattern, center: center, radius: radius,
        from: startAngle + lower * span, to: startAngle + upper * span,
        colors: (gradient.color(after: lower), gradient.color(before: upper)))
    }
    let gap = turn - span
    if gap > 1e-9 {
      // The uncovered part of the turn: the last colour, then the first, meeting halfway.
      let middle = endAngle + gap / 2
      let last = gradient.color(before: 1)
      let first = gradient.color(after: 0)
      addSectors(
        to: pattern, center: center, radius: radius, from: endAngle, to: middle, color: last)
      addSectors(
        to: pattern, center: center, radius: radius, from: middle, to: endAngle + gap,
        color: first)
    }
    return pattern
  }

  /// Adds sectors of one colour from `start` to `end`, none wider than a sector of the turn.
  private static func addSectors(
    to pattern: OpaquePointer, center: CGPoint, radius: CGFloat, from start: Double,
    to end: Double, color: Color.Resolved
  ) {
    let count = max(Int(((end - start) / (2 * .pi) * Double(sectorsPerTurn)).rounded(.up)), 1)
    for index in 0..<count {
      let lower = start + (end - start) * Double(index) / Double(count)
      let upper = start + (end - start) * Double(index + 1) / Double(count)
      addSector(
        to: pattern, center: center, radius: radius, from: lower, to: upper,
        colors: (color, color))
    }
  }

  /// Adds one patch: the centre, the arc from `start` to `end` (clockwise on screen), and
  /// back; its colour runs from `colors.0` along the start edge to `colors.1` along the end.
  private static func addSector(
    to pattern: OpaquePointer, center: CGPoint, radius: CGFloat, from start: Double,
    to end: Double, colors: (Color.Resolved, Color.Resolved)
  ) {
    guard end > start else { return }
    func point(_ angle: Double, _ distance: CGFloat) -> CGPoint {
      CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
    }
    // A cubic Bézier close to the arc: control points along the tangents.
    let handle = radius * 4 / 3 * tan((end - start) / 4)
    let p0 = point(start, radius)
    let p1 = point(end, radius)
    let c0 = CGPoint(x: p0.x - handle * sin(start), y: p0.y + handle * cos(start))
    let c1 = CGPoint(x: p1.x + handle * sin(end), y: p1.y - handle * cos(end))
    cairo_mesh_pattern_begin_patch(pattern)
    cairo_mesh_pattern_move_to(pattern, center.x, center.y)
    cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
    cairo_mesh_pattern_curve_to(pattern, c0.x, c0.y, c1.x, c1.y, p1.x, p1.y)
    cairo_mesh_pattern_line_to(pattern, center.x, center.y)
    for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
      cairo_mesh_pattern_set_corner_color_rgba(
        pattern, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue),
        Double(color.opacity))
    }
    cairo_mesh_pattern_end_patch(pattern)
  }
}

extension DisplayList.ResolvedGradient {
  /// The colour just past `location`: where stops share a location, the last of them.
  func color(after location: Double) -> Color.Resolved {
    if let stop = stops.last(where: { $0.location == location }) { return stop.color }
    return color(at: location)
  }

  /// The colour just before `location`: where stops share a location, the first of them.
  func color(before location: Double) -> Color.Resolved {
    if let stop = stops.first(where: { $0.location == location }) { return stop.color }
    return color(at: location)
  }
}
