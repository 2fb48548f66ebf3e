import Foundation

/// The outline of a 2D shape: subpaths of lines and Bézier curves.
///
/// Coordinates follow SwiftUI: the origin is top-left and y grows downwards. Arcs are stored
/// as cubic Béziers, so every backend draws the same curve.
public struct Path: Equatable, Sendable {
  /// One drawing step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the start of the current subpath, closing it.
    case closeSubpath
  }

  /// The elements, in drawing order.
  public private(set) var elements: [Element] = []
  private var subpathStart: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path by running `callback` on an empty one.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a rectangular path.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a rounded-rectangle path.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// Creates a rounded-rectangle path with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize) {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return subpathStart
    }
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { move(to: point) }
    elements.append(.line(to: point))
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
  }

  /// Adds a closed rectangle, clockwise from its top-left corner.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds closed rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rectangle with elliptical corners of `cornerSize`, clamped to half the rectangle.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    let r = rect.standardized
    let rx = min(max(cornerSize.width, 0), r.width / 2)
    let ry = min(max(cornerSize.height, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r)
      return
    }
    let k = Path.kappa
    move(to: CGPoint(x: r.minX + rx, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ry),
      control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    addCurve(
      to: CGPoint(x: r.maxX - rx, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
      control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ry),
      control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    addCurve(
      to: CGPoint(x: r.minX + rx, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
      control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, starting at its rightmost point.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let rx = r.width / 2
    let ry = r.height / 2
    let k = Path.kappa
    move(to: CGPoint(x: r.maxX, y: center.y))
    addCurve(
      to: CGPoint(x: center.x, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: center.y + ry * k),
      control2: CGPoint(x: center.x + rx * k, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: center.y),
      control1: CGPoint(x: center.x - rx * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: center.y + ry * k))
    addCurve(
      to: CGPoint(x: center.x, y: r.minY),
      control1: CGPoint(x: r.minX, y: center.y - ry * k),
      control2: CGPoint(x: center.x - rx * k, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: center.y),
      control1: CGPoint(x: center.x + rx * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: center.y - ry * k))
    closeSubpath()
  }

  /// Adds an arc of a circle.
  ///
  /// As in SwiftUI (and Core Graphics), `clockwise: false` sweeps towards increasing angles,
  /// which in Easel's y-down coordinates turns clockwise on screen; `clockwise: true` sweeps
  /// towards decreasing angles. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    let fullTurn = 2 * Double.pi
    if clockwise {
      while end > start { end -= fullTurn }
      if start - end > fullTurn { end = start - fullTurn }
    } else {
      while end < start { end += fullTurn }
      if end - start > fullTurn { end = start + fullTurn }
    }
    let point = { (angle: Double) in
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    let sweep = end - start
    guard sweep != 0, radius > 0 else { return }
    let segments = Int((abs(sweep) / (Double.pi / 2)).rounded(.up))
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<segments {
      let next = angle + step
      let from = point(angle)
      let to = point(next)
      addCurve(
        to: to,
        control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }

  /// The smallest rectangle holding every point and control point of the path.
  public var boundingRect: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
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
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Returns the path moved by `offset`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: move(p))
      case .line(let p): .line(to: move(p))
      case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
      case .curve(let p, let c1, let c2):
        .curve(to: move(p), control1: move(c1), control2: move(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    copy.subpathStart = subpathStart.map(move)
    return copy
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The distance of a cubic Bézier control point that approximates a quarter circle.
  static let kappa: CGFloat = 0.552_284_749_831
}
