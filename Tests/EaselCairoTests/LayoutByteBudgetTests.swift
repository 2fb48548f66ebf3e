import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// A window's frames bound the shaped text kept by bytes (`PangoLayoutCache.byteBudget`): a
/// counter shows a new string every frame, and its old layouts and masks go, while the labels
/// every frame draws stay shaped.
@MainActor
@Suite struct LayoutByteBudgetTests {
  static let size = CGSize(width: 360, height: 200)
  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

  /// Still labels and a counter that changes with every frame.
  struct Counter: View {
    let value: Int

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("Byte budget probe: a still title").font(.title3)
        Text("and a still caption beneath it").font(.caption)
        Text("Counted \(value) times").font(.title)
      }
      .padding(8)
    }
  }

  @Test func changingTextStaysWithinTheBudgetWhileStillTextStaysShaped() throws {
    let cache = PangoLayoutCache.shared
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    var peak = 0
    var createdPerFrame: [Int] = []
    // Each frame makes a new layout for the counter (measured, then drawn at scale 3) and its
    // mask; a large title's mask alone is tens of kilobytes, so the budget is passed early.
    for value in 0..<600 {
      let host = ViewHost(Counter(value: value), size: Self.size, scale: 3)
      let created = cache.createdLayoutCount
      try renderer.draw(host.displayList(), background: Self.white, size: Self.size, scale: 3)
      createdPerFrame.append(cache.createdLayoutCount - created)
      // Layouts kept from other tests are old once `recentFrames` frames have passed.
      if value > 2 * RenderFrames.recentFrames { peak = max(peak, cache.byteCount) }
    }
    // What is kept past the budget is at most what the last `recentFrames` frames drew.
    let perFrame = 64_000
    #expect(peak <= PangoLayoutCache.byteBudget + RenderFrames.recentFrames * perFrame)
    // The still labels are drawn from the layouts kept: after the first frames, each frame
    // shapes only the counter (measured in points, drawn at scale 3).
    #expect(createdPerFrame.suffix(500).allSatisfy { $0 <= 2 })
  }

  @Test func masksAreCountedWithTheirLayouts() throws {
    let cache = PangoLayoutCache.shared
    let renderer = FrameRenderer()
    let host = ViewHost(Counter(value: -1), size: Self.size, scale: 2)
    let masks = cache.maskBytes
    try renderer.draw(host.displayList(), background: Self.white, size: Self.size, scale: 2)
    // Three labels drawn at scale 2, each through a new mask of its glyphs.
    #expect(cache.maskBytes > masks)
    // The handles' counts, masks included, add up to the cache's.
    #expect(cache.byteCount == cache.handleBytes)
  }

  @Test func withoutFramesNothingGoesForBytes() {
    let cache = PangoLayoutCache.shared
    let engine = PangoTextEngine()
    let font = Font.Resolved(size: 30)
    // Measured text, no frame begun: far over the budget in estimated bytes, all kept.
    let long = String(repeating: "budget ", count: 200)
    for index in 0..<300 {
      _ = engine.measure("\(index) \(long)", request: TextLayoutRequest(font: font))
    }
    let each = 1024 + 64 * (long.utf8.count + 2)
    #expect(300 * each > 10 * PangoLayoutCache.byteBudget)
    #expect(cache.byteCount >= 300 * each)
    #expect(cache.byteCount == cache.handleBytes)
  }

  @Test func measurementsOfChangingTextStayFew() {
    let engine = PangoTextEngine()
    let font = Font.Resolved(size: 13)
    // A counter measured once per frame: its old values go once they are out of the recent
    // frames and more than `retainedCount` measurements are kept.
    for value in 0..<2000 {
      RenderFrames.begin()
      _ = engine.measure("Counted \(value) times", request: TextLayoutRequest(font: font))
      _ = engine.measure("A still label", request: TextLayoutRequest(font: font))
    }
    #expect(engine.cachedMeasurementCount <= 512)
    #expect(engine.cachedMeasurementCount >= 2)
    // Without frames, measurements go only when the cache's capacity is reached.
    let unframed = PangoTextEngine()
    for value in 0..<5000 {
      _ = unframed.measure("Unframed \(value)", request: TextLayoutRequest(font: font))
    }
    #expect(unframed.cachedMeasurementCount == 4096)
  }
}
