import Foundation

/// Symbols that point: chevrons, arrows, the share arrow, the paper plane and the location
/// arrow.
extension SymbolCatalog {
  /// chevron.left, chevron.right, chevron.up, chevron.down, chevron.up.chevron.down (a menu
  /// picker's two small chevrons, one over the other).
  static func chevrons() -> [String: Symbol] {
    let left = polyline([(15.5, 4), (7.5, 12), (15.5, 20)])
    let upAndDown = joined([
      polyline([(7, 9.5), (12, 4.5), (17, 9.5)]), polyline([(7, 14.5), (12, 19.5), (17, 14.5)]),
    ])
    return [
      "chevron.up.chevron.down": make { $0.stroke(upAndDown) },
      "chevron.left": make { $0.stroke(left) },
      "chevron.right": make { $0.stroke(mirrored(left)) },
      "chevron.up": make { $0.stroke(rotated(left, degrees: 90)) },
      "chevron.down": make { $0.stroke(rotated(left, degrees: -90)) },
    ]
  }

  /// arrow.left, arrow.right, arrow.up, arrow.down, arrow.clockwise, arrow.counterclockwise.
  static func arrows() -> [String: Symbol] {
    let left = joined([line(20, 12, 4.5, 12), polyline([(11, 5.5), (4.5, 12), (11, 18.5)])])
    // Most of a circle, travelling clockwise from the upper right round to the top, where the
    // head points right.
    let loop = arc(12, 12.8, 7.8, from: -40, to: 270)
    let head = polyline([(8.8, 1.8), (12.3, 5), (8.8, 8.2)])
    let clockwise = joined([loop, head])
    return [
      "arrow.left": make { $0.stroke(left) },
      "arrow.right": make { $0.stroke(mirrored(left)) },
      "arrow.up": make { $0.stroke(rotated(left, degrees: 90)) },
      "arrow.down": make { $0.stroke(rotated(left, degrees: -90)) },
      "arrow.clockwise": make { $0.stroke(clockwise) },
      "arrow.counterclockwise": make { $0.stroke(mirrored(clockwise)) },
    ]
  }

  /// square.and.arrow.up, square.and.arrow.down: an open box with an arrow through its top.
  static func shareArrows() -> [String: Symbol] {
    var box = Path()
    box.move(to: pt(8.5, 9.5))
    box.addLine(to: pt(7.3, 9.5))
    box.addQuadCurve(to: pt(5.5, 11.3), control: pt(5.5, 9.5))
    box.addLine(to: pt(5.5, 19.2))
    box.addQuadCurve(to: pt(7.3, 21), control: pt(5.5, 21))
    box.addLine(to: pt(16.7, 21))
    box.addQuadCurve(to: pt(18.5, 19.2), control: pt(18.5, 21))
    box.addLine(to: pt(18.5, 11.3))
    box.addQuadCurve(to: pt(16.7, 9.5), control: pt(18.5, 9.5))
    box.addLine(to: pt(15.5, 9.5))
    let up = joined([line(12, 2.5, 12, 14.5), polyline([(8, 6.5), (12, 2.5), (16, 6.5)])])
    let down = joined([line(12, 2.5, 12, 14.5), polyline([(8, 10.5), (12, 14.5), (16, 10.5)])])
    return [
      "square.and.arrow.up": make { s in
        s.stroke(box, role: .secondary)
        s.stroke(up)
      },
      "square.and.arrow.down": make { s in
        s.stroke(box, role: .secondary)
        s.stroke(down)
      },
    ]
  }

  /// paperplane, paperplane.fill.
  static func paperplanes() -> [String: Symbol] {
    let plane = polygon([(21, 3), (14, 21), (10.8, 13.2), (3, 10)])
    let fold = line(10.8, 13.2, 21, 3)
    return [
      "paperplane": make { s in
        s.stroke(plane)
        s.stroke(fold)
      },
      "paperplane.fill": make { s in
        s.solid(plane)
        s.clearStroke(fold, width: 1.5)
      },
    ]
  }

  /// location, location.fill: the navigation arrow.
  static func locations() -> [String: Symbol] {
    let arrow = polygon([(20.5, 3.5), (12.3, 20.8), (10.8, 13.2), (3.2, 11.7)])
    return [
      "location": make { $0.stroke(arrow) },
      "location.fill": make { $0.solid(arrow) },
    ]
  }
}
