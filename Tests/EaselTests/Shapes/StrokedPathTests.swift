import Easel
import Foundation
import Testing

/// `Path.strokedPath(_:)`: the outline covers what lies within half the line width of the
/// path, with the caps, joins and dashes of the style, and nothing beyond.
@Suite struct StrokedPathTests {
  static var line: Path {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    return path
  }

  static var corner: Path {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    return path
  }

  @Test func coversHalfTheWidthOnEachSide() {
    let outline = Self.line.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
    #expect(outline.contains(CGPoint(x: 50, y: -4.9)))
    #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
    #expect(!outline.contains(CGPoint(x: 50, y: -5.1)))
    // Butt caps stop at the ends.
    #expect(outline.contains(CGPoint(x: 0.1, y: 0)))
    #expect(!outline.contains(CGPoint(x: -0.1, y: 0)))
    #expect(!outline.contains(CGPoint(x: 100.1, y: 0)))
    #expect(outline.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
  }

  @Test func capsExtendTheEnds() {
    let square = Self.line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
    #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
    #expect(!square.contains(CGPoint(x: -5.1, y: 0)))
    #expect(square.contains(CGPoint(x: 104.9, y: -4.9)))
    let round = Self.line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    #expect(round.contains(CGPoint(x: -4.9, y: 0)))
    #expect(!round.contains(CGPoint(x: -5.1, y: 0)))
    // (-4, 4) is 5.66 from the end: outside the round cap, inside the square one.
    #expect(!round.contains(CGPoint(x: -4, y: 4)))
    #expect(square.contains(CGPoint(x: -4, y: 4)))
  }

  @Test func joinsFillTheOuterCorner() {
    let miter = Self.corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
    let round = Self.corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
    let bevel = Self.corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
    // The mitre reaches the square corner (105, -5).
    #expect(miter.contains(CGPoint(x: 104.9, y: -4.9)))
    #expect(!miter.contains(CGPoint(x: 105.1, y: -5.1)))
    // A round join reaches 5 from the vertex (4.24 to (103, -3), 5.66 to (104, -4)); a
    // bevel cuts the corner 5/√2 = 3.54 from it.
    #expect(round.contains(CGPoint(x: 103, y: -3)))
    #expect(!round.contains(CGPoint(x: 104, y: -4)))
    #expect(bevel.contains(CGPoint(x: 102.4, y: -2.4)))
    #expect(!bevel.contains(CGPoint(x: 102.6, y: -2.6)))
    // Every style covers the inside of the corner.
    for outline in [miter, round, bevel] {
      #expect(outline.contains(CGPoint(x: 96, y: 4)))
      #expect(!outline.contains(CGPoint(x: 94, y: 6)))
    }
    // A mitre longer than the limit falls back to a bevel.
    let limited = Self.corner.strokedPath(
      StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2))
    #expect(!limited.contains(CGPoint(x: 104.9, y: -4.9)))
  }

  @Test func closedPathsJoinAtTheirStart() {
    let square = Path(CGRect(x: 0, y: 0, width: 50, height: 50))
    let outline = square.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(outline.contains(CGPoint(x: -1.9, y: -1.9)))
    #expect(!outline.contains(CGPoint(x: 25, y: 25)))
    #expect(outline.contains(CGPoint(x: 25, y: 51.9)))
    #expect(Self.closeRect(outline.boundingRect, CGRect(x: -2, y: -2, width: 54, height: 54)))
  }

  @Test func curvesAreStrokedAlongTheirLength() {
    let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
    let ring = circle.strokedPath(StrokeStyle(lineWidth: 10))
    for degrees in stride(from: 0.0, to: 360, by: 15) {
      let angle = degrees * .pi / 180
      func at(_ radius: CGFloat) -> CGPoint {
        CGPoint(x: radius * cos(angle), y: radius * sin(angle))
      }
      #expect(ring.contains(at(50)))
      #expect(ring.contains(at(45.2)) && ring.contains(at(54.8)))
      #expect(!ring.contains(at(44.8)) && !ring.contains(at(55.2)))
    }
  }

  @Test func dashesLeaveGapsFromThePhase() {
    let dashed = Self.line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
    #expect(dashed.contains(CGPoint(x: 5, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
    #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    let shifted = Self.line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
    #expect(shifted.contains(CGPoint(x: 2, y: 0)))
    #expect(!shifted.contains(CGPoint(x: 7, y: 0)))
    #expect(shifted.contains(CGPoint(x: 17, y: 0)))
    // An odd pattern repeats with on and off swapped: 10 on, 10 off.
    let odd = Self.line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10]))
    #expect(odd.contains(CGPoint(x: 5, y: 0)) && !odd.contains(CGPoint(x: 15, y: 0)))
  }

  @Test func zeroLengthSubpathsDrawDotsForRoundCaps() {
    var dot = Path()
    dot.move(to: CGPoint(x: 10, y: 10))
    dot.addLine(to: CGPoint(x: 10, y: 10))
    #expect(
      dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)).contains(CGPoint(x: 12, y: 10)))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 6)).isEmpty)
    #expect(Self.line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
  }

  static func closeRect(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }
}
