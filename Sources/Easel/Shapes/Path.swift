import Foundation

/// The outline of a 2D shape: subpaths of lines and Bézier curves.
///
/// Coordinates follow SwiftUI: the origin is top-left and y grows downwards. Arcs, ellipses
/// and rounded corners are stored as cubic Béziers, so every backend draws the same curve.
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

    /// The element with every point mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> Element {
      switch self {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c):
        .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(
          to: p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
  }

  /// The elements, in drawing order.
  public private(set) var elements: [Element] = []

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

  /// Creates a rounded-rectangle path with corners of `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded-rectangle path with elliptical corners of `cornerSize`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a rounded-rectangle path whose corners may have different radii.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from, or `nil` for an empty path. After
  /// `closeSubpath()` it is the start of the closed subpath.
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return subpathStart
    }
  }

  /// The first point of the last subpath.
  private var subpathStart: CGPoint? {
    for element in elements.reversed() {
      if case .move(let p) = element { return p }
    }
    return nil
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    startIfNeeded(at: point)
    elements.append(.line(to: point))
  }

  /// Adds straight lines through `lines`, starting a subpath at the first point.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    startIfNeeded(at: control)
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    startIfNeeded(at: control1)
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last else { return }
    if case .closeSubpath = last { return }
    elements.append(.closeSubpath)
  }

  /// Starts a subpath at `point` when the path is empty, as Core Graphics does for a segment
  /// added without a current point.
  private mutating func startIfNeeded(at point: CGPoint) {
    if currentPoint == nil { move(to: point) }
  }

  /// Adds a closed rectangle, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
    addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
    closeSubpath()
  }

  /// Adds closed rectangles.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a closed ellipse inscribed in `rect`, starting at its rightmost point and running
  /// clockwise on screen.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let rx = r.width / 2
    let ry = r.height / 2
    let k = Path.kappa
    var ellipse = Path()
    ellipse.move(to: CGPoint(x: r.maxX, y: center.y))
    ellipse.addCurve(
      to: CGPoint(x: center.x, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: center.y + ry * k),
      control2: CGPoint(x: center.x + rx * k, y: r.maxY))
    ellipse.addCurve(
      to: CGPoint(x: r.minX, y: center.y),
      control1: CGPoint(x: center.x - rx * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: center.y + ry * k))
    ellipse.addCurve(
      to: CGPoint(x: center.x, y: r.minY),
      control1: CGPoint(x: r.minX, y: center.y - ry * k),
      control2: CGPoint(x: center.x - rx * k, y: r.minY))
    ellipse.addCurve(
      to: CGPoint(x: r.maxX, y: center.y),
      control1: CGPoint(x: center.x + rx * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: center.y - ry * k))
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// Appends `path`'s elements, each point mapped by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    if transform.isIdentity {
      elements.append(contentsOf: path.elements)
    } else {
      elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }
  }

  /// Returns the path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var copy = Path()
    copy.elements = elements.map { $0.applying(transform) }
    return copy
  }

  /// Returns the path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The distance of a cubic Bézier control point that approximates a quarter circle.
  static let kappa: CGFloat = 0.552_284_749_831
}

extension Path: Shape {
  /// A path used as a shape draws itself, whatever the rectangle.
  public func path(in rect: CGRect) -> Path { self }
}
