import Easel
import EaselTesting
import Foundation
import Testing

@testable import EaselCairo

/// A shadow whose content keeps its shape is blurred once: later frames, and other shapes of
/// the same geometry elsewhere, reuse the blurred coverage.
@MainActor
@Suite struct ShadowCacheTests {
  @Test func identicalShadowsAreBlurredOnce() throws {
    let view = HStack(spacing: 20) {
      ForEach(0..<5) { _ in
        Circle().fill(Color.white).frame(width: 27, height: 27).shadow(radius: 2, y: 1)
      }
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 60))
    let missesBefore = ShadowCache.misses
    let hitsBefore = ShadowCache.hits
    _ = try host.renderedImage()
    let firstMisses = ShadowCache.misses - missesBefore
    // Five equal circles on whole-point positions: at most one blur (none if an earlier test
    // drew the same shadow).
    #expect(firstMisses <= 1)
    #expect(ShadowCache.hits - hitsBefore >= 4)
    // A second frame blurs nothing.
    host.advance(by: 0.1)
    let missesBeforeSecond = ShadowCache.misses
    _ = try host.renderedImage()
    #expect(ShadowCache.misses == missesBeforeSecond)
  }

  /// A window's frames keep the shadows they draw, and only `idleByteCapacity` of those they
  /// no longer draw: a resized window blurs its shadows again at each zoom.
  @Test func shadowsNoLongerDrawnStayWithinTheIdleCapacity() throws {
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    let size = CGSize(width: 500, height: 500)
    // What other tests drew is old once these frames have passed.
    for _ in 0...RenderFrames.recentFrames { RenderFrames.begin() }
    var largest = 0
    var previous = ShadowCache.byteCount
    for step in 0..<300 {
      // A card at a new size every two frames, as a window being resized shows it.
      let side = 200 + CGFloat(step / 2)
      let view = RoundedRectangle(cornerRadius: 12).fill(Color.white)
        .frame(width: side, height: side).shadow(radius: 8, y: 3)
      let host = ViewHost(view, size: size)
      try renderer.draw(
        host.displayList(), background: Color.Resolved(red: 1, green: 1, blue: 1),
        size: size, scale: 1)
      largest = max(largest, ShadowCache.byteCount - previous)
      previous = ShadowCache.byteCount
      #expect(
        ShadowCache.byteCount
          <= ShadowCache.idleByteCapacity + (RenderFrames.recentFrames + 2) * max(largest, 1))
    }
    #expect(ShadowCache.byteCount < ShadowCache.byteCapacity / 2)
  }
}
