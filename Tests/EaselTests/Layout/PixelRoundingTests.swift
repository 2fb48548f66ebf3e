import Easel
import EaselTesting
import Foundation
import Testing

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
}
