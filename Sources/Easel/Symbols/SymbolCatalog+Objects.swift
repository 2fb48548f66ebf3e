import Foundation

/// Everyday objects: gear, person, magnifying glass, trash can, house, bell, envelope, hand,
/// calendar, clock, lock and sliders.
extension SymbolCatalog {
  /// gear, gearshape, gearshape.fill.
  static func gears() -> [String: Symbol] {
    var points: [(CGFloat, CGFloat)] = []
    for tooth in 0..<8 {
      let angle = Double(tooth) * 45
      for (radius, offset) in [(7.6, -15.0), (10.0, -8.0), (10.0, 8.0), (7.6, 15.0)] {
        let point = polar(12, 12, radius, angle + offset)
        points.append((point.x, point.y))
      }
    }
    let wheel = polygon(points)
    let hub = circle(12, 12, 3)
    let outline = make { s in
      s.stroke(wheel)
      s.stroke(hub)
    }
    return [
      "gear": outline,
      "gearshape": outline,
      "gearshape.fill": make { s in
        s.solid(wheel)
        s.clear(circle(12, 12, 3.2))
      },
    ]
  }

  /// person, person.fill, person.circle, person.circle.fill.
  static func people() -> [String: Symbol] {
    var body = Path()
    body.move(to: pt(4, 20.5))
    body.addCurve(to: pt(12, 13.5), control1: pt(4, 16.5), control2: pt(7.5, 13.5))
    body.addCurve(to: pt(20, 20.5), control1: pt(16.5, 13.5), control2: pt(20, 16.5))
    body.closeSubpath()
    let head = circle(12, 7.3, 3.9)
    // In a ring: shoulders that meet the ring 9 units from the centre, below a smaller head.
    let leftShoulder = polar(12, 12, 9, 135)
    let rightShoulder = polar(12, 12, 9, 45)
    var shoulders = Path()
    shoulders.move(to: leftShoulder)
    shoulders.addCurve(to: pt(12, 14.6), control1: pt(7.3, 16.2), control2: pt(9.4, 14.6))
    shoulders.addCurve(to: rightShoulder, control1: pt(14.6, 14.6), control2: pt(16.7, 16.2))
    var torso = shoulders
    torso.addArc(
      center: centre, radius: 9, startAngle: .degrees(45), endAngle: .degrees(135),
      clockwise: false)
    torso.closeSubpath()
    let smallHead = circle(12, 9.2, 3.3)
    return [
      "person": make { s in
        s.stroke(head)
        s.stroke(body)
      },
      "person.fill": make { s in
        s.solid(head)
        s.solid(body)
      },
      "person.circle": make { s in
        s.stroke(ring, role: .secondary)
        s.stroke(smallHead)
        s.stroke(shoulders)
      },
      "person.circle.fill": make { s in
        s.solid(ring)
        s.clear(circle(12, 9.2, 3.6))
        s.clear(torso)
      },
    ]
  }

  /// magnifyingglass.
  static func magnifyingGlasses() -> [String: Symbol] {
    [
      "magnifyingglass": make { s in
        s.stroke(circle(10.3, 10.3, 6.6))
        s.stroke(line(15.2, 15.2, 20.5, 20.5), width: 2.6)
      }
    ]
  }

  /// trash, trash.fill.
  static func trashCans() -> [String: Symbol] {
    let lid = line(3.5, 6, 20.5, 6)
    let handle = polyline([(9, 6), (9, 4.2), (10, 3.2), (14, 3.2), (15, 4.2), (15, 6)])
    var can = Path()
    can.move(to: pt(5.5, 6))
    can.addLine(to: pt(6.6, 19))
    can.addQuadCurve(to: pt(8.3, 20.6), control: pt(6.8, 20.6))
    can.addLine(to: pt(15.7, 20.6))
    can.addQuadCurve(to: pt(17.4, 19), control: pt(17.2, 20.6))
    can.addLine(to: pt(18.5, 6))
    let ribs = joined([line(10, 10, 10, 16.5), line(14, 10, 14, 16.5)])
    var closedCan = can
    closedCan.closeSubpath()
    return [
      "trash": make { s in
        s.stroke(can)
        s.stroke(joined([lid, handle]))
        s.stroke(ribs, width: 1.6, role: .secondary)
      },
      "trash.fill": make { s in
        s.solid(closedCan)
        s.stroke(joined([lid, handle]))
        s.clearStroke(ribs, width: 1.6)
      },
    ]
  }

  /// house, house.fill.
  static func houses() -> [String: Symbol] {
    let roof = polyline([(2.5, 11.5), (12, 3), (21.5, 11.5)])
    let walls = polyline([(5, 9.3), (5, 20.5), (19, 20.5), (19, 9.3)])
    let door = polyline([(9.8, 20.5), (9.8, 14.5), (14.2, 14.5), (14.2, 20.5)])
    let shell = polygon([(5, 9.26), (12, 3), (19, 9.26), (19, 20.5), (5, 20.5)])
    return [
      "house": make { s in
        s.stroke(joined([roof, walls]))
        s.stroke(door, role: .secondary)
      },
      "house.fill": make { s in
        s.solid(shell)
        s.stroke(roof)
        s.clear(roundedRect(10, 14, 4, 8.5, radius: 1))
      },
    ]
  }

  /// bell, bell.fill.
  static func bells() -> [String: Symbol] {
    var bell = Path()
    bell.move(to: pt(4.5, 17.5))
    bell.addLine(to: pt(6, 15.5))
    bell.addLine(to: pt(6, 10.5))
    bell.addCurve(to: pt(12, 4.3), control1: pt(6, 7), control2: pt(8.6, 4.3))
    bell.addCurve(to: pt(18, 10.5), control1: pt(15.4, 4.3), control2: pt(18, 7))
    bell.addLine(to: pt(18, 15.5))
    bell.addLine(to: pt(19.5, 17.5))
    bell.closeSubpath()
    let clapper = arc(12, 19.6, 2.2, from: 0, to: 180)
    let knob = line(12, 2.5, 12, 4.3)
    return [
      "bell": make { s in
        s.stroke(bell)
        s.stroke(joined([clapper, knob]))
      },
      "bell.fill": make { s in
        s.solid(bell)
        s.stroke(joined([clapper, knob]))
      },
    ]
  }

  /// envelope, envelope.fill.
  static func envelopes() -> [String: Symbol] {
    let letter = roundedRect(2.5, 5, 19, 14, radius: 2.5)
    let flap = polyline([(3.5, 6.5), (12, 13), (20.5, 6.5)])
    return [
      "envelope": make { s in
        s.stroke(letter)
        s.stroke(flap)
      },
      "envelope.fill": make { s in
        s.solid(letter)
        s.clearStroke(flap, width: 1.5)
      },
    ]
  }

  /// hand.thumbsup, hand.thumbsup.fill, and hand.thumbsdown and its fill: the same hand
  /// upside down.
  static func hands() -> [String: Symbol] {
    let cuff = roundedRect(2.5, 10, 3.5, 10.5, radius: 1)
    var hand = Path()
    hand.move(to: pt(8.5, 10.5))
    hand.addLine(to: pt(11.3, 4.8))
    hand.addCurve(to: pt(14.3, 4.6), control1: pt(12, 3.3), control2: pt(13.9, 3.3))
    hand.addLine(to: pt(14.2, 9.5))
    hand.addLine(to: pt(19.3, 9.5))
    hand.addCurve(to: pt(21.2, 11.9), control1: pt(20.6, 9.5), control2: pt(21.5, 10.7))
    hand.addLine(to: pt(19.9, 18.7))
    hand.addCurve(to: pt(17.8, 20.5), control1: pt(19.6, 19.8), control2: pt(18.8, 20.5))
    hand.addLine(to: pt(8.5, 20.5))
    hand.closeSubpath()
    // Mirrored top to bottom about the symbol's middle line (y = 12).
    let upsideDown = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 24)
    return [
      "hand.thumbsup": make { s in
        s.stroke(cuff)
        s.stroke(hand)
      },
      "hand.thumbsup.fill": make { s in
        s.solid(cuff)
        s.solid(hand)
      },
      "hand.thumbsdown": make { s in
        s.stroke(cuff.applying(upsideDown))
        s.stroke(hand.applying(upsideDown))
      },
      "hand.thumbsdown.fill": make { s in
        s.solid(cuff.applying(upsideDown))
        s.solid(hand.applying(upsideDown))
      },
    ]
  }

  /// calendar.
  static func calendars() -> [String: Symbol] {
    let days = joined([
      circle(8, 13.5, 1), circle(12, 13.5, 1), circle(16, 13.5, 1), circle(8, 17, 1),
      circle(12, 17, 1),
    ])
    return [
      "calendar": make { s in
        s.stroke(roundedRect(3, 4.5, 18, 16.5, radius: 2.5))
        s.stroke(joined([line(3, 9.5, 21, 9.5), line(8, 2.5, 8, 6.2), line(16, 2.5, 16, 6.2)]))
        s.fill(days, role: .secondary)
      }
    ]
  }

  /// clock, clock.fill.
  static func clocks() -> [String: Symbol] {
    let hands = polyline([(12, 6.5), (12, 12), (15.8, 14.2)])
    return [
      "clock": make { s in
        s.stroke(ring, role: .secondary)
        s.stroke(hands)
      },
      "clock.fill": make { s in
        s.solid(ring)
        s.clearStroke(hands)
      },
    ]
  }

  /// lock, lock.fill, lock.open.
  static func locks() -> [String: Symbol] {
    var shackle = Path()
    shackle.move(to: pt(7.5, 10.5))
    shackle.addLine(to: pt(7.5, 7.5))
    shackle.addArc(
      center: pt(12, 7.5), radius: 4.5, startAngle: .degrees(180), endAngle: .degrees(360),
      clockwise: false)
    shackle.addLine(to: pt(16.5, 10.5))
    var openShackle = Path()
    openShackle.move(to: pt(12.5, 10.5))
    openShackle.addLine(to: pt(12.5, 7))
    openShackle.addArc(
      center: pt(16.5, 7), radius: 4, startAngle: .degrees(180), endAngle: .degrees(330),
      clockwise: false)
    let body = roundedRect(4.5, 10.5, 15, 11, radius: 2.2)
    let keyhole = circle(12, 16, 1.4)
    return [
      "lock": make { s in
        s.stroke(shackle)
        s.stroke(body)
        s.fill(keyhole)
      },
      "lock.fill": make { s in
        s.stroke(shackle)
        s.solid(body)
        s.clear(keyhole)
      },
      "lock.open": make { s in
        s.stroke(openShackle)
        s.stroke(roundedRect(2.5, 10.5, 15, 11, radius: 2.2))
        s.fill(circle(10, 16, 1.4))
      },
    ]
  }

  /// slider.horizontal.3: three lines, each with a knob.
  static func sliders() -> [String: Symbol] {
    let lines = joined([line(3, 6, 21, 6), line(3, 12, 21, 12), line(3, 18, 21, 18)])
    let knobs = [pt(15, 6), pt(8, 12), pt(16.5, 18)]
    return [
      "slider.horizontal.3": make { s in
        s.stroke(lines, role: .secondary)
        for knob in knobs {
          s.clear(circle(knob.x, knob.y, 3.6))
          s.stroke(circle(knob.x, knob.y, 2.2))
        }
      }
    ]
  }
}
