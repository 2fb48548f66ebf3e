import EaselControls
import EaselTesting
import Foundation
import Testing

/// Seed 004's layouts from `EaselControls` on a small phone, an iPhone SE, an iPad and a
/// short window: the top container is half the height clamped to 200…400 points and the
/// bottom takes the rest, with and without `GeometryReader`.
@MainActor
@Suite struct CatalogLayoutTests {
  /// (canvas size, expected top height, expected bottom height)
  static let cases: [(CGSize, CGFloat, CGFloat)] = [
    (CGSize(width: 375, height: 667), 333.5, 333.5),
    (CGSize(width: 1024, height: 1366), 400, 966),
    (CGSize(width: 320, height: 350), 200, 150),
  ]

  func heights<V: View>(_ view: V, size: CGSize) throws -> (top: CGFloat, bottom: CGFloat) {
    let host = ViewHost(view, size: size)
    let top = try #require(host.frame(of: "top"))
    let bottom = try #require(host.frame(of: "bottom"))
    #expect(abs(top.maxY - bottom.minY) <= 1)
    return (top.height, bottom.height)
  }

  @Test func adaptiveLayoutClampsTheTopAndFillsTheRest() throws {
    for (size, top, bottom) in Self.cases {
      let result = try heights(AdaptiveLayoutView(), size: size)
      #expect(abs(result.top - top) <= 0.5, "\(size)")
      #expect(abs(result.bottom - bottom) <= 0.5, "\(size)")
    }
  }

  @Test func geometryLayoutComputesBothHeights() throws {
    for (size, top, bottom) in Self.cases {
      let result = try heights(GeometryLayoutView(), size: size)
      #expect(abs(result.top - top) <= 0.5, "\(size)")
      #expect(abs(result.bottom - bottom) <= 0.5, "\(size)")
    }
  }

  @Test func priorityLayoutClampsWithoutAGeometryReader() throws {
    for (size, top, bottom) in Self.cases {
      let result = try heights(PriorityLayoutView(), size: size)
      #expect(abs(result.top - top) <= 0.5, "\(size)")
      #expect(abs(result.bottom - bottom) <= 0.5, "\(size)")
    }
  }

  @Test func thePlayButtonIsPinnedOnTheTransportBarsTopEdge() throws {
    for (size, _, _) in Self.cases {
      let host = ViewHost(PriorityLayoutView(), size: size)
      let play = try #require(host.frame(of: "play"))
      let transport = try #require(host.frame(of: "transport"))
      #expect(play.size == CGSize(width: 44, height: 44))
      #expect(abs(play.midY - transport.minY) <= 0.5, "\(size)")
      #expect(abs(play.midX - transport.midX) <= 0.5, "\(size)")
    }
  }

  @Test func theStatsBarKeepsItsSizeInANarrowColumn() throws {
    let wide = try #require(
      ViewHost(PriorityLayoutView(), size: CGSize(width: 375, height: 667)).frame(of: "stats"))
    let narrow = try #require(
      ViewHost(PriorityLayoutView(), size: CGSize(width: 60, height: 667)).frame(of: "stats"))
    #expect(wide.width > 60)
    #expect(narrow.size == wide.size)
  }
}
