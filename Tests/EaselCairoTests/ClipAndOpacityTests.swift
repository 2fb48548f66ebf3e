import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct ClipAndOpacityTests {
  @Test func cornerRadiusCutsTheCorners() throws {
    let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100).cornerRadius(30)
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(try host.pixel(x: 1, y: 1) == Pixel(red: 255, green: 255, blue: 255))
    #expect(try host.pixel(x: 50, y: 50) == Pixel(red: 255, green: 0, blue: 0))
    // Along an edge, away from the corners, the content is untouched.
    #expect(try host.pixel(x: 50, y: 0) == Pixel(red: 255, green: 0, blue: 0))
  }

  @Test func clippedHidesWhatAnOffsetMovesOutside() throws {
    let view = Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).offset(x: 30)
      .frame(width: 40, height: 40).clipped()
    let host = ViewHost(view, size: CGSize(width: 100, height: 40))
    // The frame spans x 30..70; the blue moved to 60..100 is cut at 70.
    #expect(try host.pixel(x: 65, y: 20) == Pixel(red: 0, green: 0, blue: 255))
    #expect(try host.pixel(x: 75, y: 20) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func clipShapeFollowsTheShape() throws {
    let view = Color(red: 0, green: 1, blue: 0).frame(width: 80, height: 80).clipShape(Circle())
    let host = ViewHost(view, size: CGSize(width: 80, height: 80))
    #expect(try host.pixel(x: 40, y: 40) == Pixel(red: 0, green: 255, blue: 0))
    #expect(try host.pixel(x: 4, y: 4) == Pixel(red: 255, green: 255, blue: 255))
  }

  @Test func opacityFadesEachLayerUnlessTheyAreACompositingGroup() throws {
    let layers = ZStack {
      Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
      Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
    }
    // As in SwiftUI, each layer is faded on its own: the red underneath shows through the
    // half-transparent blue (red at half over white, then blue at half over that).
    let separate = ViewHost(layers.opacity(0.5), size: CGSize(width: 20, height: 20))
    let mixed = try #require(try separate.pixel(x: 10, y: 10))
    #expect(mixed.isClose(to: Pixel(red: 128, green: 64, blue: 191), tolerance: 2))
    // A compositing group is faded as one image (all blue) over white.
    let grouped = ViewHost(
      layers.compositingGroup().opacity(0.5), size: CGSize(width: 20, height: 20))
    let pixel = try #require(try grouped.pixel(x: 10, y: 10))
    #expect(pixel.isClose(to: Pixel(red: 128, green: 128, blue: 255), tolerance: 2))
    let hidden = ViewHost(
      Color.red.frame(width: 20, height: 20).opacity(0), size: CGSize(width: 20, height: 20))
    #expect(try hidden.pixel(x: 10, y: 10) == Pixel(red: 255, green: 255, blue: 255))
  }
}
