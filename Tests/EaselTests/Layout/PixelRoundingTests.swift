import EaselTesting
import Foundation
import Testing

@testable import Easel

@MainActor
@Suite struct PixelRoundingTests {
  static var thirds: some View {
    HStack(spacing: 0) {
      Color.red.accessibilityIdentifier("a")
      Color.green.accessibilityIdentifier("b")
      Color.blue.accessibilityIdentifier("c")
    }
  }

  @Test func framesSnapToWholePixelsAtScaleOne() {
    let host = ViewHost(Self.thirds, size: CGSize(width: 100, height: 10))
    // 100 / 3 = 33.33…: edges at 33.33 and 66.67 round to 33 and 67; neighbours share edges.
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33, y: 0, width: 34, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 67, y: 0, width: 33, height: 10))
  }

  @Test func framesSnapToHalfPointsAtScaleTwo() {
    let host = ViewHost(Self.thirds, size: CGSize(width: 100, height: 10), scale: 2)
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 33.5, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33.5, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
  }

  /// Rounding down without the C library's `floor` agrees with `rounded(.down)` everywhere:
  /// whole numbers, fractions either side of zero, halves, the edges of `Int64` and of exact
  /// doubles, the infinities and NaN.
  @Test func roundingDownAgreesWithFloor() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 0.4999999999999999, -0.4999999999999999, 1, -1, 1.5, -1.5, 2.5, -2.5,
      33.333333333333336, -33.333333333333336, 66.66666666666667, 1e-300, -1e-300,
      0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53 + 2, 0x1p62, -0x1p62,
      0x1p63, -0x1p63, 0x1p64, 1e300, -1e300, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .infinity, -.infinity,
    ]
    // And a spread of fractions at many magnitudes, from a fixed generator.
    var state: UInt64 = 4
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / 0x1p53
      let exponent = Double(Int(state & 127) - 64)
      values.append((unit - 0.5) * pow(2, exponent))
    }
    for value in values {
      let expected = value.rounded(.down)
      let rounded = LayoutNode.wholeNumber(below: value)
      #expect(rounded == expected, "\(value)")
    }
    #expect(LayoutNode.wholeNumber(below: .nan).isNaN)
  }

  /// Frames snap as `pixelRounded` rounds their edges, with negative sizes standardized first
  /// and frames with an infinite or NaN edge left alone.
  @Test func alignedFramesRoundTheirEdges() {
    let third = 100.0 / 3
    #expect(
      LayoutNode.pixelAligned(CGRect(x: third, y: -third, width: third, height: 2.5), scale: 1)
        == CGRect(x: 33, y: -33, width: 34, height: 2))
    #expect(
      LayoutNode.pixelAligned(CGRect(x: third, y: 0.25, width: third, height: 0.5), scale: 2)
        == CGRect(x: 33.5, y: 0.5, width: 33, height: 0.5))
    // Halves round up on both axes, so a negative half moves right.
    #expect(
      LayoutNode.pixelAligned(CGRect(x: -0.5, y: -1.5, width: 1, height: 1), scale: 1)
        == CGRect(x: 0, y: -1, width: 1, height: 1))
    // A negative width is standardized: the same pixels as the positive frame over them.
    #expect(
      LayoutNode.pixelAligned(CGRect(x: 10.4, y: 0, width: -5.2, height: -3.6), scale: 1)
        == CGRect(x: 5, y: -4, width: 5, height: 4))
    let endless = CGRect(x: 0.3, y: 0, width: CGFloat.infinity, height: 10)
    #expect(LayoutNode.pixelAligned(endless, scale: 1).origin.x == 0.3)
    #expect(LayoutNode.pixelAligned(CGRect(x: 1, y: 1, width: 1, height: 1), scale: 0).minX == 1)
  }
}
