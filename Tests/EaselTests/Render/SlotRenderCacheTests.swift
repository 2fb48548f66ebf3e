import EaselCairo
import Foundation
import Testing

@testable import Easel
@testable import EaselTesting

/// Slots keep what their content drew while nothing in it changes (`RenderCache`): every
/// display list drawn from the caches is the list drawn afresh, frame by frame, through
/// animations, transitions, layout changes, scrolling and taps.
@MainActor
@Suite struct SlotRenderCacheTests {
  /// The list as drawn now, from the caches, and as drawn afresh, in words.
  static func bothLists<V: View>(_ host: ViewHost<V>) -> (cached: String, fresh: String) {
    let cached = host.displayList().items
    host.graph.layoutTree.rendersFromCaches = false
    defer { host.graph.layoutTree.rendersFromCaches = true }
    let fresh = host.displayList().items
    return (String(reflecting: cached), String(reflecting: fresh))
  }

  /// Runs `frames` frames of `host`, doing `act` before some, and checks every list.
  static func check<V: View>(
    _ host: ViewHost<V>, frames: Int, step: Double = 1.0 / 30,
    act: (Int) -> Void = { _ in }
  ) {
    for frame in 0..<frames {
      act(frame)
      host.advance(by: step)
      let (cached, fresh) = bothLists(host)
      #expect(cached == fresh, "frame \(frame)")
      if cached != fresh { return }
    }
  }

  /// A cell of the animation benchmark: a switch, a pulsing button and a sliding dot.
  struct Cell: View {
    let index: Int
    @State private var isOn = false
    @State private var phase = false

    var body: some View {
      VStack(spacing: 6) {
        Toggle("#\(index)", isOn: $isOn)
        HStack {
          Button("Go") {}.buttonStyle(.borderedProminent)
            .scaleEffect(phase ? 1.1 : 0.9)
          Circle().fill(phase ? Color.orange : Color.blue).frame(width: 16, height: 16)
            .offset(x: phase ? 30 : -30)
        }
      }
      .frame(width: 180)
      .onAppear {
        withAnimation(.easeInOut(duration: 0.4).repeatCount(3)) { phase = true }
        withAnimation(.snappy) { isOn = index % 2 == 0 }
      }
    }
  }

  struct Gallery: View {
    var body: some View {
      VStack(spacing: 4) {
        ForEach(0..<8) { row in
          HStack(spacing: 8) {
            ForEach(0..<3) { column in Cell(index: row * 3 + column) }
          }
        }
      }
    }
  }

  @Test func animatingCellsDrawTheSameFromTheirCaches() {
    // Taller than the canvas: rows below it are culled, as in the benchmark.
    let host = ViewHost(Gallery(), size: CGSize(width: 600, height: 400))
    Self.check(host, frames: 60)
  }

  @Test func cachesAreUsedOnceViewsSettle() {
    let host = ViewHost(Gallery(), size: CGSize(width: 600, height: 900))
    // Past every animation: two frames make the caches, a third draws from them.
    host.advance(by: 3)
    _ = host.displayList()
    _ = host.displayList()
    let cached = host.displayList()
    host.graph.layoutTree.rendersFromCaches = false
    let fresh = host.displayList()
    host.graph.layoutTree.rendersFromCaches = true
    #expect(String(reflecting: cached.items) == String(reflecting: fresh.items))
    // The root's slot holds the whole list.
    #expect(host.graph.rootLayout.map(Self.cachedItemCount) == cached.items.count)
  }

  /// Changes to what nodes draw are noted only while some slot of the graph keeps a cache, so
  /// the count of live caches must come back down when a graph that kept them goes.
  @Test func liveCachesAreCountedUntilTheirGraphGoes() {
    let tree: LayoutTreeState
    do {
      let host = ViewHost(Gallery(), size: CGSize(width: 600, height: 900))
      tree = host.graph.layoutTree
      host.advance(by: 3)
      _ = host.displayList()
      _ = host.displayList()
      let kept = tree.liveRenderCaches.load(ordering: .relaxed)
      #expect(kept == host.graph.rootLayout.map(Self.cacheCount))
      #expect(kept > 0)
    }
    #expect(tree.liveRenderCaches.load(ordering: .relaxed) == 0)
  }

  /// The caches the slots under `node` keep.
  static func cacheCount(_ node: LayoutNode) -> Int {
    let own = (node as? SlotNode)?.renderCache == nil ? 0 : 1
    return node.children.reduce(own) { $0 + cacheCount($1) }
  }

  /// The items the outermost caching slots under `node` hold.
  static func cachedItemCount(_ node: LayoutNode) -> Int {
    if let slot = node as? SlotNode, let cache = slot.renderCache { return cache.items.count }
    return node.children.reduce(0) { $0 + cachedItemCount($1) }
  }

  @Test func transitionsTapsAndEffectsDrawTheSame() {
    let host = ViewHost(
      FrameDamageScene(), size: CGSize(width: 360, height: 300))
    Self.check(host, frames: 50) { frame in
      if frame == 5 || frame == 25 { _ = host.tap("go") }
      if frame == 12 { _ = host.tap("wifi") }
    }
  }

  @Test func layoutAnimationsDrawTheSame() {
    let host = ViewHost(PlacementAnimationTests.Growing(), size: PlacementAnimationTests.size)
    Self.check(host, frames: 45) { frame in
      if frame == 3 || frame == 20 { _ = host.tap("grow") }
      if frame == 35 { _ = host.tap("jump") }
    }
  }

  @Test func shapeAndAnimatableViewAnimationsDrawTheSame() {
    let meter = ViewHost(ShapeAnimationTests.Meter(), size: ShapeAnimationTests.size)
    Self.check(meter, frames: 40) { frame in
      if frame == 2 || frame == 30 { _ = meter.tap("fill") }
    }
    let board = ViewHost(AnimatableViewTests.Scoreboard(), size: CGSize(width: 300, height: 300))
    Self.check(board, frames: 40) { frame in
      if frame == 2 { _ = board.tap("score") }
    }
  }

  @Test func scrollingDrawsTheSame() {
    let host = ViewHost(ScrollViewReaderTests.List(), size: ScrollViewReaderTests.size)
    Self.check(host, frames: 40) { frame in
      if frame == 2 { _ = host.tap("glide") }
      if frame == 20 { _ = host.scroll("viewport", by: CGSize(width: 0, height: 90)) }
      if frame == 30 { _ = host.drag("viewport", by: CGSize(width: 0, height: -120)) }
    }
  }
}

/// Animations of every kind of item, with views coming and going (as in the renderer's
/// damage tests).
struct FrameDamageScene: View {
  @State private var phase = false
  @State private var showsBadge = false
  @State private var wifi = false

  var body: some View {
    VStack(spacing: 10) {
      HStack {
        Toggle("Wi-Fi", isOn: $wifi).frame(width: 140).accessibilityIdentifier("wifi")
        Button("Go") { withAnimation(.easeInOut(duration: 0.3)) { showsBadge.toggle() } }
          .buttonStyle(.borderedProminent)
          .scaleEffect(phase ? 1.15 : 0.9)
          .accessibilityIdentifier("go")
        if showsBadge {
          Text("New").padding(4).background(Capsule().fill(Color.red))
            .transition(.scale.combined(with: .opacity))
        }
      }
      ZStack {
        Circle().fill(phase ? Color.orange : Color.blue).frame(width: 50, height: 50)
          .offset(x: phase ? 90 : -90)
        Text("Glass").padding(12).glassEffect()
      }
      .frame(height: 80)
      HStack(spacing: 30) {
        RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 40, height: 40)
          .blur(radius: phase ? 6 : 0)
        Text("Shadow").shadow(color: .black, radius: 2, x: 2, y: 2)
        Rectangle().fill(Color.purple).frame(width: 30, height: 30)
          .rotationEffect(.degrees(phase ? 90 : 0))
      }
      Text("Still").font(.title)
    }
    .onAppear {
      withAnimation(.easeInOut(duration: 0.5).repeatCount(2)) { phase = true }
    }
  }
}
