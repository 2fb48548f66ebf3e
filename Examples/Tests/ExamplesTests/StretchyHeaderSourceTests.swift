import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `StretchyHeaderProfile` (`visualEffect` reading the `.scrollView` coordinate space),
/// driven through `ViewHost`: pulled down past the top and scrolled with the wheel. The
/// header's gradient runs top to bottom, so where a colour of it is drawn says where that
/// fraction of the header is.
@MainActor
@Suite struct StretchyHeaderSourceTests {
  static let size = CGSize(width: 390, height: 600)

  /// The colour at `y`, on the header's right (away from its title).
  func colour<V: View>(_ host: ViewHost<V>, y: CGFloat) throws -> [Int] {
    let pixel = try #require(try host.pixel(at: CGPoint(x: 360, y: y)))
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  func isClose(_ a: [Int], _ b: [Int]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 3 }
  }

  @Test func theHeaderStretchesWhenPulledDown() throws {
    let host = ViewHost(StretchyHeaderProfile(), size: Self.size)
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 200))
    let top = try colour(host, y: 1)
    let middle = try colour(host, y: 100)
    // Indigo at the top, teal at the bottom.
    #expect(top[2] - top[0] > 80)

    // Pulled down 100 points at the top, the content follows (1 − 1 / (0.55 × 100 / 600 +
    // 1)) × 600 = 50.38 points (to the pixel).
    let start = CGPoint(x: 200, y: 300)
    _ = host.send(PointerEvent(.down, at: start, time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      let point = CGPoint(x: start.x, y: start.y + 10 * CGFloat(step))
      _ = host.send(PointerEvent(.move, at: point, time: host.time))
    }
    let pulled = try #require(host.frame(of: "note0")).minY - 200
    #expect(abs(pulled - 50.38) <= 0.5)
    // The header stretches from the very top to the first note: its top colour at the top,
    // its middle colour half way down the taller header.
    #expect(isClose(try colour(host, y: 1), top))
    #expect(isClose(try colour(host, y: (200 + pulled) / 2), middle))
    // Let go, it springs back.
    _ = host.send(PointerEvent(.up, at: CGPoint(x: 200, y: 400), time: host.time))
    host.advance(by: 2)
    #expect(isClose(try colour(host, y: 100), middle))
  }

  @Test func theHeaderMovesAtHalfSpeedUnderTheNotes() throws {
    let host = ViewHost(StretchyHeaderProfile(), size: Self.size)
    // A quarter and three quarters of the way down the header, at rest.
    let quarter = try colour(host, y: 50)
    let threeQuarters = try colour(host, y: 150)
    // Scrolled 100 points, the notes move 100 and the header 50: what was at 50 is at 0,
    // what was at 150 at 100 — where the first note now starts, drawn over the header.
    #expect(host.scroll("profile", by: CGSize(width: 0, height: 100)))
    host.advance(by: 0.5)
    #expect(abs((host.frame(of: "note0")?.minY ?? 0) - 100) <= 0.5)
    #expect(isClose(try colour(host, y: 1), quarter))
    #expect(isClose(try colour(host, y: 98), threeQuarters))
    #expect(try colour(host, y: 102) == [255, 255, 255])
  }
}
