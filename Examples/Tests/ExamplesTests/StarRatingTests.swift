import EaselTesting
import Foundation
import StarRating
import SwiftUI
import Testing

/// The example control, driven through real hit testing.
@MainActor
@Suite struct StarRatingTests {
  func value(_ host: ViewHost<StarRatingDemo>) -> String? {
    host.accessibilityTree().first { $0.label == "Rating" }?.value
  }

  @Test func aTapOnAStarSetsTheRating() {
    let host = ViewHost(StarRatingDemo(initial: 1), size: CGSize(width: 300, height: 100))
    #expect(value(host) == "1 of 5 stars")
    #expect(host.tap("star4"))
    #expect(value(host) == "4 of 5 stars")
    #expect(host.tap("star2"))
    #expect(value(host) == "2 of 5 stars")
  }

  @Test func aDragAlongTheRowFollowsTheFinger() throws {
    let host = ViewHost(StarRatingDemo(initial: 0), size: CGSize(width: 300, height: 100))
    let first = try #require(host.frame(of: "star1"))
    let last = try #require(host.frame(of: "star5"))
    #expect(
      host.drag(
        from: CGPoint(x: first.midX, y: first.midY),
        by: CGSize(width: last.midX - first.midX, height: 0)))
    #expect(value(host) == "5 of 5 stars")
  }

  @Test func theStarsSitSideBySideAtTheirSize() throws {
    let host = ViewHost(StarRatingDemo(), size: CGSize(width: 300, height: 100))
    let frames = try (1...5).map { try #require(host.frame(of: "star\($0)")) }
    #expect(frames.allSatisfy { $0.width == 32 && $0.height == 32 })
    #expect(frames[1].minX - frames[0].maxX == 6)
  }
}
