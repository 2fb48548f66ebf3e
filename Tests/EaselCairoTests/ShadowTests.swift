import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct ShadowTests {
  @Test func shadowDarkensBelowAndFadesWithDistance() throws {
    let view = Rectangle().fill(Color.white).frame(width: 60, height: 60)
      .shadow(color: .black, radius: 8, x: 0, y: 10)
      .accessibilityIdentifier("card")
    let host = ViewHost(view, size: CGSize(width: 160, height: 160))
    let card = try #require(host.frame(of: "card"))
    // Inside the card: white, drawn over its shadow.
    #expect(
      try host.pixel(at: CGPoint(x: card.midX, y: card.midY))
        == Pixel(red: 255, green: 255, blue: 255))
    // Just below the card the shadow is dark; further away it fades to the background.
    let near = try #require(try host.pixel(at: CGPoint(x: card.midX, y: card.maxY + 2)))
    let far = try #require(try host.pixel(at: CGPoint(x: card.midX, y: card.maxY + 18)))
    let beyond = try #require(try host.pixel(at: CGPoint(x: card.midX, y: card.maxY + 40)))
    #expect(near.red < 110)
    #expect(far.red > near.red)
    #expect(far.red < 255)
    #expect(beyond == Pixel(red: 255, green: 255, blue: 255))
    // The shadow is moved down: above the card there is less of it than below.
    let above = try #require(try host.pixel(at: CGPoint(x: card.midX, y: card.minY - 2)))
    #expect(above.red > near.red)
  }

  @Test func boxSizesMatchTheGaussianVariance() {
    for sigma in [1.0, 2.5, 4, 10] {
      let sizes = ShadowRendererProbe.boxSizes(sigma: sigma)
      // The variance of a box of width w is (w² − 1) / 12; three boxes add up.
      let variance = sizes.map { (Double($0 * $0) - 1) / 12 }.reduce(0, +)
      #expect(abs(variance - sigma * sigma) < max(1, sigma * sigma * 0.2))
    }
  }
}
