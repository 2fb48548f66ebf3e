import EaselCairo
import Foundation
import Testing

@testable import Easel
@testable import EaselTesting

/// Two graphs in one process (two previews, a test beside a window, a picture of a view made
/// while another is laid out) keep their layout and drawing bookkeeping apart
/// (`LayoutTreeState`): one graph's caches, moves and layout passes change nothing in the
/// other's.
@MainActor
@Suite struct GraphIsolationTests {
  /// A bar whose width a tap changes with a linear second's animation, below a reader that
  /// lays another graph out whenever it is placed at a new size, as a view drawing a picture
  /// of another view while it is laid out does.
  struct Outer: View {
    let inner: ViewGraph
    @State private var isWide = false

    var body: some View {
      VStack(spacing: 0) {
        Button("Widen") { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
          .accessibilityIdentifier("widen")
        GeometryReader { proxy in
          let _ = inner.layout(in: proxy.size)
          Color.clear
        }
        .frame(width: isWide ? 300 : 150, height: 10)
        Color.red.frame(width: isWide ? 200 : 100, height: 10).accessibilityIdentifier("bar")
      }
      .frame(width: 300, height: 200, alignment: .top)
    }
  }

  /// A square that moves from the left edge to the right one when tapped, without an
  /// animation.
  struct Mover: View {
    @State private var isRight = false

    var body: some View {
      Color.blue.frame(width: 40, height: 40)
        .accessibilityIdentifier("mover")
        .onTapGesture { isRight.toggle() }
        .frame(width: 200, alignment: isRight ? .trailing : .leading)
    }
  }

  @Test func eachGraphsNodesShareTheirOwnGraphsState() {
    let first = ViewHost(Mover(), size: CGSize(width: 200, height: 200))
    let second = ViewHost(Mover(), size: CGSize(width: 200, height: 200))
    #expect(first.graph.layoutTree !== second.graph.layoutTree)
    first.graph.rootLayout?.visit { #expect($0.tree === first.graph.layoutTree) }
    second.graph.rootLayout?.visit { #expect($0.tree === second.graph.layoutTree) }
  }

  /// Another graph laid out in the middle of a layout pass (from a reader's content) leaves
  /// the pass's transaction in place: the views placed after it still animate.
  @Test func aGraphLaidOutDuringAnotherGraphsPassLeavesItsAnimation() throws {
    let inner = ViewGraph(
      root: Color.green.frame(width: 10, height: 10), textEngine: PangoTextEngine())
    let host = ViewHost(Outer(inner: inner), size: CGSize(width: 300, height: 200))
    #expect(host.frame(of: "bar")?.width == 100)
    #expect(host.tap("widen"))
    host.advance(by: 0.5)
    // Halfway along the second: the reader, placed before the bar, laid the other graph out
    // (its pass started and ended), and the bar still animates.
    let half = try #require(host.frame(of: "bar"))
    #expect(abs(half.width - 150) < 0.01)
    #expect(inner.layoutTree.placementTransaction == nil)
    host.advance(by: 0.6)
    #expect(host.frame(of: "bar")?.width == 200)
  }

  /// A node that moves in one graph makes only its own graph's cached root positions stale.
  @Test func aMoveInOneGraphLeavesTheOthersPositionsCached() throws {
    let moving = ViewHost(Mover(), size: CGSize(width: 200, height: 200))
    let still = ViewHost(Mover(), size: CGSize(width: 200, height: 200))
    let stillFrame = try #require(still.frame(of: "mover"))
    let movingEpoch = moving.graph.layoutTree.placementEpoch
    let stillEpoch = still.graph.layoutTree.placementEpoch
    #expect(moving.tap("mover"))
    moving.update()
    #expect(moving.frame(of: "mover")?.minX == stillFrame.minX + 160)
    #expect(moving.graph.layoutTree.placementEpoch != movingEpoch)
    #expect(still.graph.layoutTree.placementEpoch == stillEpoch)
    #expect(still.frame(of: "mover") == stillFrame)
  }

  /// A graph that was never drawn keeps no render caches, so it notes no drawing changes —
  /// even while another graph in the process draws from its caches.
  @Test func aGraphNeverDrawnNotesNoDrawingChangesBesideOneThatDraws() {
    let drawn = ViewHost(SlotRenderCacheTests.Gallery(), size: CGSize(width: 600, height: 900))
    drawn.advance(by: 3)
    _ = drawn.displayList()
    _ = drawn.displayList()
    #expect(drawn.graph.layoutTree.liveRenderCaches.load(ordering: .relaxed) > 0)
    let laidOut = ViewHost(Mover(), size: CGSize(width: 200, height: 200))
    #expect(laidOut.graph.layoutTree.liveRenderCaches.load(ordering: .relaxed) == 0)
    // A move notes what changed in a graph with caches; here there is none to drop.
    laidOut.graph.rootLayout?.invalidateLayout()
    #expect(laidOut.graph.layoutTree.changedDrawings.isEmpty)
    drawn.graph.rootLayout?.invalidateLayout()
    #expect(!drawn.graph.layoutTree.changedDrawings.isEmpty)
  }
}
