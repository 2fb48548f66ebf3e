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
}
