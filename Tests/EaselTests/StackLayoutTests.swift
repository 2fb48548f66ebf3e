import Easel
import EaselTesting
import Foundation
import Testing

/// Frames of small stack trees, worked out by hand from SwiftUI's layout rules: the root is
/// proposed the canvas and centred in it; stacks put the default 8 points between children.
@MainActor
@Suite struct StackLayoutTests {
  @Test func vStackCentresFixedChildrenWithSpacing() {
    let view = VStack(spacing: 10) {
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("top")
      Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("bottom")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 200))
    // The stack is 100 × 90, centred at (100, 55).
    #expect(host.frame(of: "top") == CGRect(x: 100, y: 55, width: 100, height: 50))
    #expect(host.frame(of: "bottom") == CGRect(x: 120, y: 115, width: 60, height: 30))
  }

  @Test func hStackAlignsChildrenVertically() {
    let view = HStack(alignment: .top) {
      Color.red.frame(width: 40, height: 80).accessibilityIdentifier("tall")
      Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("short")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    // Width 40 + 8 + 40 = 88, centred at x = 56; height 80 at y = 10.
    #expect(host.frame(of: "tall") == CGRect(x: 56, y: 10, width: 40, height: 80))
    #expect(host.frame(of: "short") == CGRect(x: 104, y: 10, width: 40, height: 20))
  }

  @Test func spacerTakesTheRemainingLength() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 20).accessibilityIdentifier("left")
      Spacer()
      Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("right")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    #expect(host.frame(of: "left") == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(host.frame(of: "right") == CGRect(x: 270, y: 40, width: 30, height: 20))
  }

  @Test func leastFlexibleChildIsSizedFirst() {
    // The fixed child is offered half (146) but takes 50; the flexible one gets the rest.
    let view = HStack {
      Color.red.accessibilityIdentifier("flexible")
      Color.blue.frame(width: 50).accessibilityIdentifier("fixed")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    #expect(host.frame(of: "fixed") == CGRect(x: 250, y: 0, width: 50, height: 100))
    #expect(host.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 242, height: 100))
  }

  @Test func equalFlexibleChildrenShareEqually() {
    let view = VStack(spacing: 0) {
      Color.red.accessibilityIdentifier("a")
      Color.green.accessibilityIdentifier("b")
      Color.blue.accessibilityIdentifier("c")
    }
    let host = ViewHost(view, size: CGSize(width: 90, height: 300))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 90, height: 100))
    #expect(host.frame(of: "b") == CGRect(x: 0, y: 100, width: 90, height: 100))
    #expect(host.frame(of: "c") == CGRect(x: 0, y: 200, width: 90, height: 100))
  }

  @Test func higherLayoutPriorityIsOfferedSpaceFirst() {
    // The priority-1 child is offered 300 − 8 − 0 (the other's minimum) and takes it all.
    let view = HStack {
      Color.red.accessibilityIdentifier("low")
      Color.blue.layoutPriority(1).accessibilityIdentifier("high")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 40))
    #expect(host.frame(of: "high") == CGRect(x: 8, y: 0, width: 292, height: 40))
    #expect(host.frame(of: "low") == CGRect(x: 0, y: 0, width: 0, height: 40))
  }

  @Test func zStackAlignsEachChild() {
    let view = ZStack(alignment: .bottomTrailing) {
      Color.red.frame(width: 100, height: 80).accessibilityIdentifier("back")
      Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("front")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "back") == CGRect(x: 50, y: 60, width: 100, height: 80))
    #expect(host.frame(of: "front") == CGRect(x: 130, y: 130, width: 20, height: 10))
  }

  @Test func severalRootViewsStackVertically() {
    struct Root: View {
      var body: some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
      }
    }
    let host = ViewHost(Root(), size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "first") == CGRect(x: 45, y: 36, width: 10, height: 10))
    #expect(host.frame(of: "second") == CGRect(x: 45, y: 54, width: 10, height: 10))
  }
}
