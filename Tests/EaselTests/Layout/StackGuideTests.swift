import Easel
import EaselTesting
import Foundation
import Testing

/// A stack's alignment line is an explicit guide only when a child sets that guide: a VStack
/// holding an HStack of texts is centred in a ZStack by its own height, not by the HStack's
/// centre line.
@MainActor
@Suite struct StackGuideTests {
  @Test func aNestedStacksLineIsNotAnExplicitGuide() throws {
    let view = ZStack {
      Color.gray.frame(width: 200, height: 200)
      VStack(spacing: 10) {
        HStack {
          Text("a")
          Text("b")
        }
        Color.red.frame(width: 50, height: 80)
      }
      .accessibilityIdentifier("column")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let column = try #require(host.frame(of: "column"))
    #expect(abs(column.midY - 100) <= 0.5)
  }

  @Test func explicitGuidesStillAlignNestedStacks() throws {
    // Text baselines are explicit: a first-baseline HStack lines the texts up.
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Small").font(.caption).accessibilityIdentifier("small")
      VStack { Text("Big").font(.largeTitle).accessibilityIdentifier("big") }
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    let small = try #require(host.frame(of: "small"))
    let big = try #require(host.frame(of: "big"))
    // The small text sits lower than the big one's top, its baseline on the big one's.
    #expect(small.minY > big.minY)
    #expect(small.maxY < big.maxY)
  }
}
