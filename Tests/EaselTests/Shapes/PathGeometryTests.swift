import Easel
import Foundation
import Testing

/// Path geometry: arcs and their direction, tight bounds, transforms, hit testing, trimming.
@Suite struct PathGeometryTests {
  /// Whether two numbers are within `tolerance`.
  static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  static func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
  }

  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
      && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
  }

  @Test func boundingRectOfACurveIsTightNotItsControlPoints() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100),
      control2: CGPoint(x: 100, y: 100))
    // y(t) = 300 t (1 - t): at most 75, halfway.
    #expect(Self.close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))

    var quad = Path()
    quad.move(to: CGPoint(x: 0, y: 0))
    quad.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 20, y: -40))
    #expect(Self.close(quad.boundingRect, CGRect(x: 0, y: -20, width: 40, height: 20)))
    #expect(Path().boundingRect.isNull)
  }

  @Test func boundingRectOfArcs() {
    var quarter = Path()
    quarter.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0),
      endAngle: .degrees(90), clockwise: false)
    #expect(Self.close(quarter.boundingRect, CGRect(x: 50, y: 50, width: 40, height: 40)))

    var circle = Path()
    circle.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    #expect(Self.close(circle.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
    // A quarter turn at most per cubic: four curves after the first point.
    #expect(circle.elements.count == 5)
  }

  @Test func clockwiseFalseTurnsClockwiseOnScreenInYDownCoordinates() {
    // Seed 000's ArcShape: 0° to 90°, clockwise: false. In y-down coordinates that is the
    // quarter from the right of the centre down to below it.
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0),
      endAngle: .degrees(90), clockwise: false)
    #expect(Self.close(arc.currentPoint, CGPoint(x: 50, y: 90)))
    let middle = arc.trimmedPath(from: 0, to: 0.5).currentPoint
    let diagonal = 40 / 2.0.squareRoot()
    #expect(Self.close(middle, CGPoint(x: 50 + diagonal, y: 50 + diagonal), 0.05))

    // clockwise: true goes the other way round: three quarters, through the top.
    var long = Path()
    long.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0),
      endAngle: .degrees(90), clockwise: true)
    #expect(Self.close(long.currentPoint, CGPoint(x: 50, y: 90)))
    #expect(Self.close(long.boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80)))
    let halfway = long.trimmedPath(from: 0, to: 0.5).currentPoint
    #expect(Self.close(halfway, CGPoint(x: 50 - diagonal, y: 50 - diagonal), 0.05))
  }

  @Test func relativeArcSweepsByItsDelta() {
    var path = Path()
    path.addRelativeArc(
      center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-90))
    #expect(Self.close(path.elements.first.flatMap(Self.point), CGPoint(x: 0, y: 10)))
    #expect(Self.close(path.currentPoint, CGPoint(x: 10, y: 0)))
  }

  @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    // A line to the first tangent point, then a quarter circle to the second.
    #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
    #expect(Self.close(path.currentPoint, CGPoint(x: 100, y: 20)))
    #expect(Self.close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20)))
    // The arc alone: the last 10π of the path's length.
    let arc = path.trimmedPath(from: 80 / (80 + 10 * .pi), to: 1)
    #expect(Self.close(arc.boundingRect, CGRect(x: 80, y: 0, width: 20, height: 20), 0.05))
  }

  @Test func affineTransformsComposeAsInCoreGraphics() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    // A positive rotation turns clockwise on screen: right becomes down.
    #expect(Self.close(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1)))
    // translatedBy/scaledBy apply the new step first.
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(Self.close(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 3)))
    let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 10, y: 0))
    #expect(u == t)
    let round = CGPoint(x: 7, y: -4).applying(t).applying(t.inverted())
    #expect(Self.close(round, CGPoint(x: 7, y: -4)))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(
      Self.close(
        CGRect(x: 0, y: 0, width: 20, height: 10).applying(rotation),
        CGRect(x: -10, y: 0, width: 10, height: 20)))
  }

  @Test func pathsTransformAndOffset() {
    let rect = Path(CGRect(x: 0, y: 0, width: 20, height: 10))
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(Self.close(rotated.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 20)))
    #expect(
      rect.offsetBy(dx: 5, dy: 7).boundingRect == CGRect(x: 5, y: 7, width: 20, height: 10))
    var added = Path()
    added.addRect(
      CGRect(x: 0, y: 0, width: 10, height: 10), transform: .init(scaleX: 3, y: 2))
    #expect(added.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 20))
    var ellipse = Path()
    ellipse.addEllipse(
      in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .init(translationX: 100, y: 0))
    #expect(Self.close(ellipse.boundingRect, CGRect(x: 100, y: 0, width: 10, height: 10)))
    var composite = Path()
    composite.addPath(rect, transform: .init(translationX: 0, y: 50))
    #expect(composite.boundingRect == CGRect(x: 0, y: 50, width: 20, height: 10))
  }

  @Test func currentPointAndEmptiness() {
    var path = Path()
    #expect(path.isEmpty)
    #expect(path.currentPoint == nil)
    path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
    #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    path.closeSubpath()
    // Closing returns to the subpath's start.
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    var visited: [Path.Element] = []
    func record(_ element: Path.Element) { visited.append(element) }
    path.forEach(record)
    #expect(visited.count == 4)
    #expect(visited == path.elements)
    #expect(!path.isEmpty)
  }

  @Test func containsUsesWindingOrEvenOdd() {
    // Two circles turning the same way: the hole is inside by winding, outside by even-odd.
    var sameWay = Path()
    sameWay.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    sameWay.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    let centre = CGPoint(x: 50, y: 50)
    let band = CGPoint(x: 12, y: 50)
    let outside = CGPoint(x: 5, y: 5)
    #expect(sameWay.contains(centre))
    #expect(!sameWay.contains(centre, eoFill: true))
    #expect(sameWay.contains(band) && sameWay.contains(band, eoFill: true))
    #expect(!sameWay.contains(outside) && !sameWay.contains(outside, eoFill: true))

    // The inner circle drawn the other way round cuts a hole by either rule.
    var opposite = Path()
    opposite.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    opposite.move(to: CGPoint(x: 75, y: 50))
    opposite.addArc(
      center: centre, radius: 25, startAngle: .zero, endAngle: .degrees(-360), clockwise: true)
    opposite.closeSubpath()
    #expect(!opposite.contains(centre))
    #expect(opposite.contains(band))

    // An open path is filled as if closed.
    var triangle = Path()
    triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
    #expect(triangle.contains(CGPoint(x: 2, y: 2)))
    #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
  }

  @Test func trimmedPathCutsByLength() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    // Half of a 300-point perimeter: along the top, then down the right side.
    let half = rect.trimmedPath(from: 0, to: 0.5)
    #expect(half.currentPoint == CGPoint(x: 100, y: 50))
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    let middle = rect.trimmedPath(from: 0.25, to: 0.75)
    // 75 to 225: from (75, 0) to (25, 50).
    #expect(Self.close(middle.elements.first.flatMap(Self.point), CGPoint(x: 75, y: 0)))
    #expect(Self.close(middle.currentPoint, CGPoint(x: 25, y: 50)))
    #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(rect.trimmedPath(from: -1, to: 2) == rect)

    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let semicircle = circle.trimmedPath(from: 0, to: 0.5)
    // A circle starts at its rightmost point and runs clockwise on screen, through the
    // bottom, so half of it ends at the leftmost point.
    #expect(Self.close(semicircle.currentPoint, CGPoint(x: -10, y: 0), 0.05))
    #expect(Self.close(semicircle.boundingRect, CGRect(x: -10, y: 0, width: 20, height: 10), 0.05))
    let quarter = circle.trimmedPath(from: 0.25, to: 0.5)
    #expect(Self.close(quarter.elements.first.flatMap(Self.point), CGPoint(x: 0, y: 10), 0.05))
  }

  @Test func roundedRectanglesInBothStyles() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
    let continuous = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    #expect(Self.close(circular.boundingRect, rect))
    #expect(Self.close(continuous.boundingRect, rect))
    // The circular corner leaves the top edge one radius from the corner, the continuous one
    // 1.528 radii from it.
    #expect(circular.elements.first == .move(to: CGPoint(x: 20, y: 0)))
    #expect(Self.close(continuous.elements.first.flatMap(Self.point), CGPoint(x: 30.56, y: 0)))
    // Both pass through the same point on the corner's diagonal.
    let inset = 20 - 20 / 2.0.squareRoot()
    #expect(circular.contains(CGPoint(x: inset + 0.05, y: inset + 0.05)))
    #expect(!circular.contains(CGPoint(x: inset - 0.05, y: inset - 0.05)))
    #expect(continuous.contains(CGPoint(x: inset + 0.05, y: inset + 0.05)))
    #expect(!continuous.contains(CGPoint(x: inset - 0.05, y: inset - 0.05)))
    // Between 1 and 1.528 radii the continuous corner has already left the edge.
    #expect(circular.contains(CGPoint(x: 20, y: 0.1)))
    #expect(!continuous.contains(CGPoint(x: 20, y: 0.1)))
    // With no room for the easing (a capsule), continuous corners are circular.
    let capsule = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(
      Path(roundedRect: capsule, cornerRadius: 20, style: .continuous)
        == Path(roundedRect: capsule, cornerRadius: 20, style: .circular))
  }

  @Test func unevenCornersShrinkTogetherToFit() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let path = Path(
      roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 30), style: .circular)
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    #expect(path.contains(CGPoint(x: 98, y: 2)))
    #expect(path.contains(CGPoint(x: 98, y: 98)))
    #expect(path.contains(CGPoint(x: 2, y: 98)))
    // 80 + 80 along a 100-point edge: both scaled by 100/160, to 50.
    let crowded = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(topLeading: 80, bottomLeading: 80), style: .circular)
    #expect(crowded.elements.first == .move(to: CGPoint(x: 50, y: 0)))
    #expect(crowded.contains(CGPoint(x: 98, y: 2)))
  }

  /// The point an element ends at.
  static func point(_ element: Path.Element) -> CGPoint? {
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
    case .closeSubpath: nil
    }
  }
}
