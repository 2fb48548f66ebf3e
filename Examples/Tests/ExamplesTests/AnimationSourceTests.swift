import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The animation sources in CompatibilitySources (keyframes, a custom transition), driven
/// through `ViewHost` on the manual clock and read back from the pixels.
@MainActor
@Suite struct AnimationSourceTests {
  /// A pixel's red, green and blue components.
  typealias RGB = (red: Int, green: Int, blue: Int)

  func rgb<V: View>(_ host: ViewHost<V>, _ x: Int, _ y: Int) throws -> RGB? {
    try host.pixel(x: x, y: y).map { (Int($0.red), Int($0.green), Int($0.blue)) }
  }

  /// The box around the pixels that `matches` picks, in points, or `nil` when there are none.
  func bounds<V: View>(
    _ host: ViewHost<V>, where matches: (RGB) -> Bool
  ) throws -> CGRect? {
    var box: CGRect?
    for y in 0..<Int(host.size.height) {
      for x in 0..<Int(host.size.width) {
        guard let pixel = try rgb(host, x, y), matches(pixel) else { continue }
        let point = CGRect(x: x, y: y, width: 1, height: 1)
        box = box.map { $0.union(point) } ?? point
      }
    }
    return box
  }

  func isRed(_ pixel: RGB) -> Bool {
    pixel.red > 150 && pixel.green < 80 && pixel.blue < 80
  }

  /// The heart jumps 30 points up a quarter second after the tap, then lands, filled.
  @Test func theLikeButtonJumpsAndWiggles() throws {
    let host = ViewHost(LikeButton(), size: CGSize(width: 120, height: 140))
    let rest = try #require(try bounds(host, where: isRed))
    #expect(host.accessibilityTree().first { $0.identifier == "like" }?.label == "Like")
    #expect(host.tap("like"))
    #expect(host.accessibilityTree().first { $0.identifier == "like" }?.label == "Liked")
    host.advance(by: 0.25)
    // At the top of the jump: 30 points up, swollen (the scale track is at its spring).
    let top = try #require(try bounds(host, where: isRed))
    #expect(abs(top.midY - (rest.midY - 30)) < 2, "\(top) vs \(rest)")
    #expect(top.width > rest.width)
    #expect(host.isAnimating)
    // Once every track has played, it rests where it began.
    host.advance(by: 2)
    #expect(!host.isAnimating)
    let landed = try #require(try bounds(host, where: isRed))
    #expect(abs(landed.midY - rest.midY) < 1)
    #expect(abs(landed.width - rest.width) < 2)
    // Filled now: far more red pixels in the same box.
    func redCount() throws -> Int {
      var count = 0
      for y in Int(rest.minY)..<Int(rest.maxY) {
        for x in Int(rest.minX)..<Int(rest.maxX) where try rgb(host, x, y).map(isRed) == true {
          count += 1
        }
      }
      return count
    }
    #expect(try redCount() > Int(rest.width * rest.height) / 2)
  }

  func isGreen(_ pixel: RGB) -> Bool {
    pixel.green > 80 && pixel.red < 100 && pixel.blue < 100
  }

  /// Green, or green faded over white (not the blue of the button's label).
  func isPaleGreen(_ pixel: RGB) -> Bool {
    pixel.green > 150 && pixel.red < 200 && pixel.blue < 200
  }

  /// The toast drops in from 40 points above as it fades in, and leaves shrinking in place.
  @Test func theToastDropsInAndShrinksAway() throws {
    let host = ViewHost(SavedToast(), size: CGSize(width: 240, height: 160))
    #expect(try bounds(host, where: isGreen) == nil)
    #expect(host.tap("save"))
    host.advance(by: 0.2)
    // Half way: 20 points above its place, half faded (still green, paler).
    let place = try #require(host.frame(of: "toast"))
    let dropping = try #require(try bounds(host, where: isPaleGreen))
    #expect(abs(dropping.midY - (place.midY - 20)) < 2, "\(dropping) vs \(place)")
    let middle = try #require(try rgb(host, Int(place.midX) - 40, Int(place.midY) - 20))
    #expect(middle.red > 100 && middle.red < 160, "\(middle)")
    host.advance(by: 0.2)
    let shown = try #require(try bounds(host, where: isGreen))
    #expect(abs(shown.midY - place.midY) < 1)
    #expect(abs(shown.width - 120) < 2)
    // Dismissed: it shrinks towards half its size where it is, fading.
    #expect(host.tap("save"))
    host.advance(by: 0.2)
    let leaving = try #require(try bounds(host, where: isPaleGreen))
    #expect(abs(leaving.midY - place.midY) < 1.5)
    #expect(abs(leaving.width - 90) < 3, "\(leaving)")
    host.advance(by: 0.2)
    #expect(try bounds(host, where: isPaleGreen) == nil)
    #expect(!host.isAnimating)
  }
}
