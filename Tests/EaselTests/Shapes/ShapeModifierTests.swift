import Easel
import Foundation
import Testing

/// Shape modifiers and the shapes built on paths, measured by their paths' bounds.
@MainActor
@Suite struct ShapeModifierTests {
  static let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test func offsetRotationScaleAndTransformMoveThePath() {
    #expect(
      Rectangle().offset(x: 10, y: -5).path(in: Self.frame).boundingRect
        == CGRect(x: 10, y: -5, width: 100, height: 50))
    #expect(
      Rectangle().offset(CGPoint(x: 3, y: 4)).path(in: Self.frame).boundingRect.origin
        == CGPoint(x: 3, y: 4))
    // A quarter turn about the centre (50, 25) stands the rectangle on end.
    let turned = Rectangle().rotation(.degrees(90)).path(in: Self.frame).boundingRect
    #expect(Self.close(turned, CGRect(x: 25, y: -25, width: 50, height: 100)))
    let halved = Rectangle().scale(0.5).path(in: Self.frame).boundingRect
    #expect(halved == CGRect(x: 25, y: 12.5, width: 50, height: 25))
    let corner = Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: Self.frame)
    #expect(corner.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 50))
    let transformed = Rectangle().transform(CGAffineTransform(translationX: 7, y: 0))
    #expect(transformed.path(in: Self.frame).boundingRect.minX == 7)
  }

  @Test func insetShapesShrinkConcentrically() {
    #expect(
      Rectangle().inset(by: 5).path(in: Self.frame).boundingRect
        == CGRect(x: 5, y: 5, width: 90, height: 40))
    // A circle stays a circle: centred, its radius 5 smaller.
    let circle = Circle().inset(by: 5).path(in: Self.frame).boundingRect
    #expect(Self.close(circle, CGRect(x: 30, y: 5, width: 40, height: 40)))
    let capsule = Capsule().inset(by: 5).inset(by: 5).path(in: Self.frame).boundingRect
    #expect(Self.close(capsule, CGRect(x: 10, y: 10, width: 80, height: 30)))
    // Inset by more than half the frame draws nothing.
    #expect(Ellipse().inset(by: 30).path(in: Self.frame).isEmpty)
    // A rounded rectangle's corners shrink by the inset: 20 - 8 = 12.
    let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 8)
    #expect(
      inset.path(in: Self.frame)
        == Path(
          roundedRect: CGRect(x: 8, y: 8, width: 84, height: 34), cornerRadius: 12,
          style: .circular))
  }

  @Test func trimAndStrokeAreShapesToo() {
    let half = Rectangle().trim(from: 0, to: 0.5).path(in: Self.frame)
    #expect(half.currentPoint == CGPoint(x: 100, y: 50))
    let outline = Rectangle().stroke(lineWidth: 4).path(in: Self.frame)
    #expect(Self.close(outline.boundingRect, CGRect(x: -2, y: -2, width: 104, height: 54)))
    #expect(outline.contains(CGPoint(x: 50, y: 1)))
    #expect(!outline.contains(CGPoint(x: 50, y: 25)))
    let dashed = Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [5, 5]))
    #expect(dashed.path(in: Self.frame).contours > 1)
  }

  @Test func anyShapeDrawsTheShapeItWraps() {
    #expect(AnyShape(Capsule()).path(in: Self.frame) == Capsule().path(in: Self.frame))
    let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(AnyShape(path).path(in: Self.frame) == path)
  }

  @Test func unevenRoundedRectangleKeepsEachRadius() {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
      topTrailingRadius: 0, style: .circular)
    #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 10, bottomTrailing: 20))
    let path = shape.path(in: Self.frame)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 99, y: 1)))
    #expect(!path.contains(CGPoint(x: 98, y: 48)))
    #expect(path.contains(CGPoint(x: 1, y: 49)))
    let inset = shape.inset(by: 5).path(in: Self.frame)
    #expect(inset.contains(CGPoint(x: 94, y: 6)))
    #expect(!inset.contains(CGPoint(x: 6, y: 6)))
  }

  @Test func concentricRectangleOutsideAContainerUsesItsMinimum() {
    // Drawn outside a layout node there is no container: concentric corners are square, or
    // take their minimum.
    let square = ConcentricRectangle().path(in: Self.frame)
    #expect(square == Path(Self.frame))
    let minimum = ConcentricRectangle(corners: .concentric(minimum: 10)).path(in: Self.frame)
    #expect(minimum == Path(roundedRect: Self.frame, cornerRadius: 10, style: .continuous))
    let fixed = ConcentricRectangle(uniformTopCorners: .fixed(6), uniformBottomCorners: 0)
    #expect(
      fixed.path(in: Self.frame)
        == Path(
          roundedRect: Self.frame,
          cornerRadii: RectangleCornerRadii(topLeading: 6, topTrailing: 6)))
    #expect(ContainerRelativeShape().path(in: Self.frame) == Path(Self.frame))
  }
}

extension Path {
  /// The number of subpaths.
  fileprivate var contours: Int {
    elements.filter { if case .move = $0 { true } else { false } }.count
  }
}
