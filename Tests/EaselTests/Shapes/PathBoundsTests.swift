import Foundation
import Testing

@testable import Easel

/// `Path.boundingRect` skips solving curves that stay inside the box found so far; it must
/// give the bounds worked out segment by segment, whatever the path.
@Suite struct PathBoundsTests {
  /// A deterministic stream of numbers in 0..<1.
  struct Numbers {
    var state: UInt64
    mutating func next() -> CGFloat {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(state >> 11) / CGFloat(1 << 53)
    }
  }

  /// Whether two rectangles agree to within rounding.
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9
      && abs(a.maxY - b.maxY) < 1e-9
  }

  @Test func boundsEqualSegmentBySegmentBounds() {
    var numbers = Numbers(state: 7)
    func point() -> CGPoint {
      CGPoint(x: numbers.next() * 200 - 100, y: numbers.next() * 200 - 100)
    }
    for _ in 0..<300 {
      var path = Path()
      path.move(to: point())
      for _ in 0..<Int(numbers.next() * 8) {
        switch Int(numbers.next() * 5) {
        case 0: path.addLine(to: point())
        case 1: path.addQuadCurve(to: point(), control: point())
        case 2: path.addCurve(to: point(), control1: point(), control2: point())
        case 3: path.closeSubpath()
        default: path.move(to: point())
        }
      }
      #expect(Self.close(path.boundingRect, path.contourBounds))
    }
    let shapes = [
      Path(ellipseIn: CGRect(x: 3.5, y: 7.25, width: 27, height: 27)),
      Path(roundedRect: CGRect(x: 10, y: 10, width: 51, height: 31), cornerRadius: 15.5),
      Capsule().path(in: CGRect(x: -4, y: 2, width: 47, height: 35)),
    ]
    for shape in shapes { #expect(Self.close(shape.boundingRect, shape.contourBounds)) }
  }
}
