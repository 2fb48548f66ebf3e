import Easel
import EaselTesting
import Foundation
import Testing

/// How stacks share space, case by case, with the frames worked out from SwiftUI's rules:
/// children are offered space by descending layout priority, then by increasing flexibility,
/// each an equal share of what is left; 8 points between children unless told otherwise.
@MainActor
@Suite struct StackDistributionTests {
  @Test func spacerMinimumLengthHoldsWhenSpaceRunsOut() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 80, height: 10).accessibilityIdentifier("a")
      Spacer(minLength: 30).accessibilityIdentifier("gap")
      Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("b")
    }
    let host = ViewHost(view, size: CGSize(width: 150, height: 10))
    // 80 + 30 + 80 = 190 > 150: the spacer keeps 30 and the stack overflows, centred.
    #expect(host.frame(of: "gap")?.width == 30)
    #expect(host.frame(of: "a") == CGRect(x: -20, y: 0, width: 80, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 90, y: 0, width: 80, height: 10))
  }

  @Test func maxWidthInfinityTakesWhatIsLeft() {
    let view = HStack {
      Color.red.frame(width: 50, height: 10).accessibilityIdentifier("fixed")
      Color.blue.frame(height: 10).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 10))
    #expect(host.frame(of: "wide") == CGRect(x: 58, y: 0, width: 242, height: 10))
  }

  @Test func frameMaxWidthCapsAndMinWidthFloors() {
    let view = VStack(spacing: 0) {
      Color.red.frame(height: 10).frame(maxWidth: 120).accessibilityIdentifier("capped")
      Color.blue.frame(width: 20, height: 10).frame(minWidth: 60).accessibilityIdentifier("floored")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 20))
    #expect(host.frame(of: "capped")?.width == 120)
    #expect(host.frame(of: "floored")?.width == 60)
  }

  @Test func competingTextsShareByFlexibility() throws {
    let long = "A long title that cannot fit on one line here"
    let view = HStack(spacing: 0) {
      Text("Short").accessibilityIdentifier("short")
      Text(long).accessibilityIdentifier("long")
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 400))
    let short = try #require(host.frame(of: "short"))
    let longFrame = try #require(host.frame(of: "long"))
    let alone = ViewHost(
      Text("Short").accessibilityIdentifier("s"), size: CGSize(width: 200, height: 400))
    let shortIdeal = try #require(alone.frame(of: "s"))
    // The short text is less flexible: it is sized first and keeps its ideal width; the long
    // one wraps in what is left.
    #expect(abs(short.width - shortIdeal.width) <= 1)
    #expect(longFrame.width <= 200 - short.width + 1)
    #expect(longFrame.height > short.height * 2)
  }

  @Test func fixedSizeKeepsTheIdealWidthAgainstPressure() throws {
    let view = HStack(spacing: 0) {
      Text("Statistics bar").fixedSize().accessibilityIdentifier("stats")
      Color.gray.frame(height: 10).accessibilityIdentifier("fill")
    }
    let alone = ViewHost(
      Text("Statistics bar").accessibilityIdentifier("t"), size: CGSize(width: 500, height: 100))
    let ideal = try #require(alone.frame(of: "t"))
    let host = ViewHost(view, size: CGSize(width: 60, height: 100))
    let stats = try #require(host.frame(of: "stats"))
    // Without fixedSize the text would wrap to fit 60 points.
    #expect(abs(stats.width - ideal.width) <= 1)
    #expect(abs(stats.height - ideal.height) <= 1)
  }

  @Test func layoutPriorityGroupsReserveTheMinimumOfLowerGroups() {
    let view = HStack(spacing: 0) {
      Color.red.frame(minWidth: 40, maxWidth: .infinity).frame(height: 10)
        .accessibilityIdentifier("low")
      Color.blue.frame(minWidth: 10, maxWidth: 500).frame(height: 10).layoutPriority(1)
        .accessibilityIdentifier("high")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 10))
    // The high-priority child is offered 300 − 40 (kept back for the low one) = 260.
    #expect(host.frame(of: "high") == CGRect(x: 40, y: 0, width: 260, height: 10))
    #expect(host.frame(of: "low") == CGRect(x: 0, y: 0, width: 40, height: 10))
  }

  @Test func dividerSpansTheStackAndIsOnePixelThick() {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      Divider().accessibilityIdentifier("line")
      Color.red.frame(width: 100, height: 10)
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    // A divider is flexible along its line: it takes the width the stack is offered.
    #expect(host.frame(of: "line")?.width == 200)
    #expect(host.frame(of: "line")?.height == 1)
    let retina = ViewHost(view, size: CGSize(width: 200, height: 100), scale: 2)
    #expect(retina.frame(of: "line")?.height == 0.5)
  }

  @Test func positionCentresTheViewAtThePoint() {
    let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot")
      .position(x: 30, y: 40)
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "dot") == CGRect(x: 20, y: 35, width: 20, height: 10))
  }

  @Test func aspectRatioFitsAndFills() {
    let fit = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("r"),
      size: CGSize(width: 100, height: 100))
    #expect(fit.frame(of: "r") == CGRect(x: 0, y: 25, width: 100, height: 50))
    let fill = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("r"),
      size: CGSize(width: 100, height: 100))
    #expect(fill.frame(of: "r") == CGRect(x: -50, y: 0, width: 200, height: 100))
  }

  /// A 20-deep chain of nested stacks, each with a flexible child: a naive algorithm that
  /// re-measures every subtree for every proposal grows exponentially with depth.
  struct Chain: View {
    let depth: Int
    var body: some View {
      if depth == 0 {
        AnyView(Color.red.frame(minWidth: 5, maxWidth: .infinity, minHeight: 5, maxHeight: 40))
      } else {
        AnyView(
          (depth % 2 == 0)
            ? AnyView(
              HStack(spacing: 1) {
                Color.blue.frame(width: 3)
                Chain(depth: depth - 1)
              })
            : AnyView(
              VStack(spacing: 1) {
                Color.green.frame(height: 3)
                Chain(depth: depth - 1)
              }))
      }
    }
  }

  @Test func deepNestingMeasuresEachNodeABoundedNumberOfTimes() {
    func statistics(depth: Int) -> LayoutStatistics {
      ViewHost(Chain(depth: depth), size: CGSize(width: 400, height: 400)).layoutStatistics()
    }
    let shallow = statistics(depth: 10)
    let deep = statistics(depth: 20)
    #expect(deep.nodes > 80)
    // Each node answers a handful of distinct proposals (its minimum, maximum and share in
    // each axis), the same at depth 20 as at depth 10: nothing grows with depth.
    #expect(deep.maximumMeasurementsPerNode <= 9)
    #expect(deep.maximumMeasurementsPerNode == shallow.maximumMeasurementsPerNode)
    #expect(Double(deep.measurements) <= Double(deep.nodes) * 7)
  }
}
