import EaselTesting
import Foundation
import SwiftUI
import Testing

/// Seed 003's listing, compiled verbatim in `Snippets/`, drawn: its button touches the VStack
/// that sets `containerShape(.rect(cornerRadius: 70))`, so its radius is the container's,
/// clamped to a capsule.
@MainActor
@Suite struct ConcentricSnippetTests {
  @Test func theListingsButtonTakesTheContainersCorners() throws {
    let host = ViewHost(
      ConcentricButtonUsage().frame(width: 300), size: CGSize(width: 300, height: 100))
    host.advance(by: 1)
    // Find the button's band: the rows where the middle column is blue.
    var rows: [Int] = []
    for y in 0..<100 {
      if let pixel = try host.pixel(x: 150, y: y), Int(pixel.blue) - Int(pixel.red) > 60 {
        rows.append(y)
      }
    }
    let top = try #require(rows.first)
    let bottom = try #require(rows.last)
    #expect(bottom - top > 20)
    let middle = (top + bottom) / 2
    func isBlue(_ x: Int, _ y: Int) throws -> Bool {
      let pixel = try #require(try host.pixel(x: x, y: y))
      return Int(pixel.blue) - Int(pixel.red) > 60
    }
    // A capsule: the corner is outside, the middle of the leading edge inside.
    #expect(try !isBlue(2, top + 2))
    #expect(try isBlue(2, middle))
  }
}
