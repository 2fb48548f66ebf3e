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

  /// At 3×, rows lie on thirds of a point, and a shape's points minus its shadow's origin
  /// differ in their last bits from row to row (4 pixels here, 3.999… there): the same knob
  /// in every row of a list must still find its blurred coverage, as Cairo rasterises both
  /// alike (it rounds device coordinates to 24.8 fixed point).
  @Test func shapesOnThirdsOfAPointShareTheirCoverage() throws {
    // Where four toggles' knobs lay in a list at 3×, and their shadows' pixel-aligned origins.
    let placements: [(knob: CGFloat, origin: CGFloat)] = [
      (89.33333333333333, 85.33333333333333), (224.66666666666669, 220.66666666666666),
      (360.3333333333333, 356.3333333333333), (495.66666666666663, 491.6666666666667),
    ]
    func knob(at y: CGFloat) -> [DisplayList.Item] {
      let circle = Path(ellipseIn: CGRect(x: 324, y: y, width: 27, height: 27))
      return [DisplayList.Item(operation: .fill(circle, .color(.init(red: 1, green: 1, blue: 1))))]
    }
    var offsets: Set<CGFloat> = []
    var fingerprints: Set<Int> = []
    for placement in placements {
      offsets.insert(placement.knob - placement.origin)
      let fingerprint = ShadowCache.fingerprint(
        of: knob(at: placement.knob), relativeTo: CGPoint(x: 320, y: placement.origin), scale: 3)
      fingerprints.insert(try #require(fingerprint))
    }
    // The offsets differ in their last bits; the fingerprints do not.
    #expect(offsets.count > 1)
    #expect(fingerprints.count == 1)
    // A shape moved by a 256th of a pixel is another coverage.
    let moved = ShadowCache.fingerprint(
      of: knob(at: 89.33333333333333 + 1.0 / 768),
      relativeTo: CGPoint(x: 320, y: 85.33333333333333),
      scale: 3)
    #expect(moved != fingerprints.first)
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
