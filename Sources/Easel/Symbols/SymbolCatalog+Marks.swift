import Foundation

/// Marks: checkmarks, crosses, plus and minus, the information, warning and question signs,
/// ellipses and list lines.
extension SymbolCatalog {
  /// The ring of the `.circle` symbols.
  static let ring = circle(12, 12, 10)

  /// `mark` alone, in a ring, and cut out of a filled disc, as `name`, `name.circle` and
  /// `name.circle.fill`. `extra` adds filled details (dots), drawn or cut out the same way.
  static func circled(
    _ name: String, mark: Path, inRing ringMark: Path, extra: Path? = nil,
    ringExtra: Path? = nil, markWidth: CGFloat = Symbol.lineWidth
  ) -> [String: Symbol] {
    [
      name: make { s in
        s.stroke(mark, width: markWidth)
        if let extra { s.fill(extra) }
      },
      "\(name).circle": make { s in
        s.stroke(ring, role: .secondary)
        s.stroke(ringMark, width: markWidth)
        if let ringExtra { s.fill(ringExtra) }
      },
      "\(name).circle.fill": make { s in
        s.solid(ring)
        s.clearStroke(ringMark, width: markWidth)
        if let ringExtra { s.clear(ringExtra) }
      },
    ]
  }

  /// checkmark, checkmark.circle, checkmark.circle.fill.
  static func checkmarks() -> [String: Symbol] {
    circled(
      "checkmark", mark: polyline([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)]),
      inRing: polyline([(7.5, 12.3), (10.6, 15.4), (16.5, 8.8)]))
  }

  /// xmark, xmark.circle, xmark.circle.fill.
  static func xmarks() -> [String: Symbol] {
    func cross(_ low: CGFloat, _ high: CGFloat) -> Path {
      joined([line(low, low, high, high), line(high, low, low, high)])
    }
    return circled("xmark", mark: cross(5.5, 18.5), inRing: cross(8.5, 15.5))
  }

  /// plus, minus and their circled variants.
  static func plusAndMinus() -> [String: Symbol] {
    let plus = circled(
      "plus", mark: joined([line(12, 4, 12, 20), line(4, 12, 20, 12)]),
      inRing: joined([line(12, 7, 12, 17), line(7, 12, 17, 12)]))
    let minus = circled("minus", mark: line(4, 12, 20, 12), inRing: line(7, 12, 17, 12))
    return plus.merging(minus) { first, _ in first }
  }

  /// info.circle, exclamationmark.triangle, questionmark.circle and their relatives.
  static func signs() -> [String: Symbol] {
    // The "i": a dot over a stem with a foot.
    let infoStem = joined([polyline([(10.4, 10.8), (12, 10.8), (12, 16.9)]), line(10, 17, 14, 17)])
    let infoDot = circle(12, 7.3, 1.4)
    let info = circled(
      "info", mark: scaled(infoStem, by: 1.4, about: 12, 14, to: 12, 15.5),
      inRing: infoStem, extra: circle(12, 7.3, 1.9), ringExtra: infoDot, markWidth: 1.8)

    let question = questionMark(scale: 1)
    let questionDot = circle(12, 17.6, 1.25)
    let questionSigns = circled(
      "questionmark", mark: scaled(question, by: 1.45, about: 12, 10, to: 12, 8.6),
      inRing: question, extra: circle(12, 19.4, 1.5), ringExtra: questionDot)

    let triangle = polygon([(12, 3), (21.8, 20), (2.2, 20)])
    let bar = line(12, 9, 12, 14)
    let dot = circle(12, 17.1, 1.25)
    let warnings: [String: Symbol] = [
      "exclamationmark": make { s in
        s.stroke(line(12, 3.5, 12, 15), width: 2.4)
        s.fill(circle(12, 20, 1.6))
      },
      "exclamationmark.triangle": make { s in
        s.stroke(triangle, role: .accent(.yellow))
        s.stroke(bar)
        s.fill(dot)
      },
      "exclamationmark.triangle.fill": make { s in
        s.solid(triangle, role: .accent(.yellow))
        s.clearStroke(bar)
        s.clear(dot)
      },
    ]
    return info.merging(questionSigns) { first, _ in first }
      .merging(warnings) { first, _ in first }
  }

  /// ellipsis, ellipsis.circle.
  static func ellipses() -> [String: Symbol] {
    [
      "ellipsis": make { s in
        s.fill(joined([circle(5, 12, 1.75), circle(12, 12, 1.75), circle(19, 12, 1.75)]))
      },
      "ellipsis.circle": make { s in
        s.stroke(ring, role: .secondary)
        s.fill(joined([circle(7.6, 12, 1.3), circle(12, 12, 1.3), circle(16.4, 12, 1.3)]))
      },
    ]
  }

  /// line.3.horizontal, list.bullet.
  static func lists() -> [String: Symbol] {
    [
      "line.3.horizontal": make { s in
        s.stroke(joined([line(4, 6, 20, 6), line(4, 12, 20, 12), line(4, 18, 20, 18)]))
      },
      "list.bullet": make { s in
        s.fill(joined([circle(4.5, 6, 1.5), circle(4.5, 12, 1.5), circle(4.5, 18, 1.5)]))
        s.stroke(joined([line(9, 6, 20.5, 6), line(9, 12, 20.5, 12), line(9, 18, 20.5, 18)]))
      },
    ]
  }
}
