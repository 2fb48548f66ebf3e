import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The seeds' listings (in `Snippets/`, copied verbatim from the articles) compile against
/// Easel's `SwiftUI` module unchanged, here and from outside in `Examples/` (whose
/// `SeedListingTests` draws every one); these tests drive them.
@MainActor
@Suite struct SeedSnippetTests {
  /// Counts pixels close to the system red of the light scheme (255, 59, 48).
  func redPixels(_ host: ViewHost<CustomLikeButtonUsage>) throws -> Int {
    var count = 0
    for y in stride(from: 0, to: 200, by: 1) {
      for x in stride(from: 0, to: 200, by: 1) {
        if let pixel = try host.pixel(x: x, y: y), pixel.red > 230, pixel.green < 90,
          pixel.blue < 80
        {
          count += 1
        }
      }
    }
    return count
  }

  @Test func theLikeButtonTurnsRedWhenTapped() throws {
    let host = ViewHost(CustomLikeButtonUsage(), size: CGSize(width: 200, height: 200))
    #expect(try redPixels(host) == 0)
    // The button fills the middle of the canvas; a tap there likes.
    #expect(host.tap(at: CGPoint(x: 100, y: 100)))
    host.advance(by: 1)
    #expect(try redPixels(host) > 20)
  }
}
