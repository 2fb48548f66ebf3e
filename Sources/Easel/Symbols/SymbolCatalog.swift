import Foundation

/// Easel's built-in system symbols: common SF Symbol names drawn with `Path` on a 24×24 grid.
///
/// Each family of related symbols is drawn by one function (in the `SymbolCatalog+*.swift`
/// files). Outline symbols are stroked 2 units wide with round caps and joins; filled
/// variants fill the same outline (and stroke it, so that both cover the same area), with
/// details cut out. The list is documented in `docs/symbols.md`.
enum SymbolCatalog {
  /// Every symbol by name, drawn once on first use.
  static let symbols: [String: Symbol] = {
    var all: [String: Symbol] = [:]
    let families: [[String: Symbol]] = [
      hearts(), stars(), checkmarks(), xmarks(), chevrons(), plusAndMinus(), gears(), people(),
      magnifyingGlasses(), trashCans(), houses(), bells(), bookmarks(), envelopes(),
      basicShapes(), signs(), arrows(), mediaControls(), speakers(), hands(), ellipses(),
      lists(), calendars(), clocks(), locations(), locks(), eyes(), cameras(), photos(),
      paperplanes(), shareArrows(), sliders(), bolts(), clouds(), suns(), moons(),
    ]
    for family in families {
      all.merge(family) { first, _ in first }
    }
    return all
  }()

  /// The names of every symbol, sorted.
  static var names: [String] { symbols.keys.sorted() }

  /// The symbol called `name`, or `nil` when Easel does not draw one.
  static func symbol(named name: String) -> Symbol? {
    symbols[name]
  }

  /// What an unknown symbol name draws: a rounded square with a question mark.
  static let placeholder = make { s in
    s.stroke(roundedRect(3, 3, 18, 18, radius: 4))
    s.stroke(questionMark(scale: 0.75), width: 1.75)
    s.fill(circle(12, 16.4, 1.1))
  }

  /// The hook of a question mark drawn around (12, 10), `scale` times the full size.
  static func questionMark(scale: CGFloat) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: 8.8, y: 9.4))
    path.addCurve(
      to: CGPoint(x: 12, y: 6.2), control1: CGPoint(x: 8.8, y: 7.4),
      control2: CGPoint(x: 10.3, y: 6.2))
    path.addCurve(
      to: CGPoint(x: 15.2, y: 9.2), control1: CGPoint(x: 13.8, y: 6.2),
      control2: CGPoint(x: 15.2, y: 7.5))
    path.addCurve(
      to: CGPoint(x: 12, y: 12.6), control1: CGPoint(x: 15.2, y: 11.3),
      control2: CGPoint(x: 12, y: 11.3))
    path.addLine(to: CGPoint(x: 12, y: 13.8))
    return scaled(path, by: scale, about: 12, 10, to: 12, 10.5)
  }
}

/// Remembers which missing image and symbol names have been reported, so that each is logged
/// to standard error once per process however many views show it.
///
/// The set is `static` storage behind a lock: it is independent of any graph (several graphs —
/// a window and its screenshots, or parallel tests — share the one message), touched only to
/// log, and never read to decide what to draw.
enum ImageWarnings {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var reported: Set<String> = []

  /// Writes `message` to standard error unless a message with `key` was written before;
  /// returns whether it wrote.
  @discardableResult
  static func warnOnce(key: String, _ message: @autoclosure () -> String) -> Bool {
    let isNew = lock.withLock { reported.insert(key).inserted }
    if isNew {
      FileHandle.standardError.write(Data("easel: \(message())\n".utf8))
    }
    return isNew
  }
}
