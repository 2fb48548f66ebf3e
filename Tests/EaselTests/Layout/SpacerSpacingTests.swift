import Easel
import EaselTesting
import Foundation
import Testing

/// A stack's default spacing leaves a `Spacer` out, as SwiftUI's does: a spacer has no
/// spacing preference of its own, so the space it keeps is its minimum length alone. An
/// explicit spacing is put between every pair of children, spacers too.
@MainActor
@Suite struct SpacerSpacingTests {
  @Test func aSpacerTakesNoDefaultSpacingBesideIt() {
    // A bar as wide as its stack, pushed leading by a spacer that may shrink to nothing.
    let view = HStack {
      Color.red.frame(width: 60, height: 20).accessibilityIdentifier("bar")
      Spacer(minLength: 0)
    }
    .frame(width: 60)
    let host = ViewHost(view, size: CGSize(width: 60, height: 20))
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 0, width: 60, height: 20))
  }

  @Test func twoViewsAroundASpacerComeAsCloseAsItsMinimumLength() {
    let view = HStack {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("leading")
      Spacer()
      Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("trailing")
    }
    .fixedSize()
    let host = ViewHost(view, size: CGSize(width: 300, height: 20))
    let leading = host.frame(of: "leading")
    let trailing = host.frame(of: "trailing")
    // The ideal width: 50 + 8 (the spacer's minimum) + 50, with no spacing added around it.
    #expect(leading.map { trailing!.minX - $0.maxX } == 8)
  }

  @Test func viewsWithoutASpacerKeepTheDefaultSpacing() {
    let view = HStack {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
      Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("b")
      Spacer(minLength: 0)
    }
    .frame(width: 200)
    let host = ViewHost(view, size: CGSize(width: 200, height: 20))
    #expect(host.frame(of: "a")?.minX == 0)
    #expect(host.frame(of: "b")?.minX == 58)
  }

  @Test func anExplicitSpacingSeparatesSpacersToo() {
    let view = VStack(spacing: 10) {
      Color.red.frame(width: 10, height: 30).accessibilityIdentifier("top")
      Spacer(minLength: 0)
      Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("bottom")
    }
    .fixedSize()
    let host = ViewHost(view, size: CGSize(width: 100, height: 200))
    let top = host.frame(of: "top")
    let bottom = host.frame(of: "bottom")
    #expect(top.map { bottom!.minY - $0.maxY } == 20)
  }
}
