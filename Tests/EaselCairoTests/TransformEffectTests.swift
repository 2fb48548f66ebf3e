import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct TransformEffectTests {
  static let red = Pixel(red: 255, green: 0, blue: 0)
  static let white = Pixel(red: 255, green: 255, blue: 255)

  @Test func rotationTurnsAWideBarUpright() throws {
    // An 80 × 20 bar centred in 100 × 100, turned 90° about its centre: 20 × 80.
    let view = Color(red: 1, green: 0, blue: 0).frame(width: 80, height: 20)
      .rotationEffect(.degrees(90)).accessibilityIdentifier("bar")
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    // Layout is unchanged…
    #expect(host.frame(of: "bar") == CGRect(x: 10, y: 40, width: 80, height: 20))
    // …but the pixels moved: the ends of the bar are now above and below the centre.
    #expect(try host.pixel(x: 50, y: 15) == Self.red)
    #expect(try host.pixel(x: 50, y: 85) == Self.red)
    #expect(try host.pixel(x: 15, y: 50) == Self.white)
    #expect(try host.pixel(x: 85, y: 50) == Self.white)
  }

  @Test func scaleAboutTheTopLeadingCorner() throws {
    let view = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
      .scaleEffect(2, anchor: .topLeading)
      .frame(width: 100, height: 100, alignment: .topLeading)
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(try host.pixel(x: 35, y: 35) == Self.red)
    #expect(try host.pixel(x: 45, y: 45) == Self.white)
  }

  @Test func transformMapsPointsAsDocumented() {
    let turn = DisplayList.AffineTransform(rotation: .pi / 2, about: CGPoint(x: 10, y: 10))
    let moved = turn.apply(to: CGPoint(x: 20, y: 10))
    #expect(abs(moved.x - 10) < 1e-9)
    #expect(abs(moved.y - 20) < 1e-9)
  }
}
