import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// A window's frames draw symbols from images kept between frames (`VectorGraphicCache`):
/// they look as Cairo draws the symbol in place, a symbol moved by whole pixels is drawn once,
/// and a window resting after a resize keeps only the last frame's.
@MainActor
@Suite(.serialized) struct VectorGraphicCacheTests {
  static let size = CGSize(width: 200, height: 120)
  static let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

  /// A symbol with a fill, a stroke and a cleared hole.
  static let graphic = DisplayList.VectorGraphic(
    name: "test.symbol", designSize: CGSize(width: 24, height: 24),
    layers: [
      DisplayList.VectorLayer(
        path: Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20)),
        style: .fill(evenOdd: false),
        paint: .color(.init(red: 0.2, green: 0.5, blue: 0.9))),
      DisplayList.VectorLayer(
        path: Path { path in
          path.move(to: CGPoint(x: 8, y: 6))
          path.addLine(to: CGPoint(x: 15, y: 12))
          path.addLine(to: CGPoint(x: 8, y: 18))
        }, style: .stroke(StrokeStyle(lineWidth: 2.2, lineCap: .round, lineJoin: .round)),
        paint: .color(.init(red: 1, green: 0.8, blue: 0.1))),
      DisplayList.VectorLayer(
        path: Path(ellipseIn: CGRect(x: 16, y: 4, width: 4, height: 4)),
        style: .fill(evenOdd: false), paint: nil),
    ])

  /// The symbol at `origins`, 22 points square, over a grey band.
  static func list(at origins: [CGPoint]) -> DisplayList {
    var items = [
      DisplayList.Item(
        operation: .fill(
          Path(CGRect(x: 0, y: 40, width: 200, height: 40)),
          .color(.init(red: 0.8, green: 0.8, blue: 0.8))))
    ]
    for origin in origins {
      items.append(
        DisplayList.Item(
          operation: .image(
            DisplayList.ImageReference(content: .vector(graphic)),
            CGRect(origin: origin, size: CGSize(width: 22, height: 22)))))
    }
    return DisplayList(items: items)
  }

  @Test(arguments: [1.0, 2.0, 1.5])
  func symbolsFromImagesLookAsCairoDrawsThem(scale: CGFloat) throws {
    let list = Self.list(at: [
      CGPoint(x: 10, y: 10), CGPoint(x: 40.25, y: 50.5), CGPoint(x: 90.3, y: 70.7),
    ])
    let made = VectorGraphicCache.hits + VectorGraphicCache.misses
    let framed = try FrameRenderer().draw(
      list, background: Self.white, size: Self.size, scale: scale)
    #expect(VectorGraphicCache.hits + VectorGraphicCache.misses - made == 3)
    let direct = try CairoImage(size: Self.size, scale: scale)
    direct.draw(list, background: Self.white)
    // A one-off image draws in place.
    #expect(VectorGraphicCache.hits + VectorGraphicCache.misses - made == 3)
    // The same but for the rounding of a position to 1/64 of a pixel: a step or two on a few
    // edge pixels.
    let difference = CoverageCacheTests.difference(framed, direct)
    #expect(difference.largest <= 8)
    #expect(difference.pixels * 50 < framed.pixelWidth * framed.pixelHeight)
  }

  @Test func aSymbolMovedByWholePixelsIsDrawnOnce() throws {
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    _ = try renderer.draw(
      Self.list(at: [CGPoint(x: 10.5, y: 10)]), background: Self.white, size: Self.size,
      scale: 2)
    let misses = VectorGraphicCache.misses
    let hits = VectorGraphicCache.hits
    // Moved by 17 points (34 pixels) and 2.5 points (5 pixels), and copied: one image.
    _ = try renderer.draw(
      Self.list(at: [CGPoint(x: 27.5, y: 12.5), CGPoint(x: 100.5, y: 60)]),
      background: Self.white, size: Self.size, scale: 2)
    #expect(VectorGraphicCache.misses == misses)
    #expect(VectorGraphicCache.hits == hits + 2)
    // An eighth of a point is a quarter of a pixel: another image.
    _ = try renderer.draw(
      Self.list(at: [CGPoint(x: 27.625, y: 12.5)]), background: Self.white, size: Self.size,
      scale: 2)
    #expect(VectorGraphicCache.misses == misses + 1)
  }

  @Test func aWindowRestingAfterAResizeKeepsOnlyTheLastFramesSymbols() throws {
    RenderFrames.rest()
    let renderer = FrameRenderer()
    renderer.drawsDamageOnly = false
    let list = Self.list(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 50)])
    for scale in [1.1, 1.2, 1.3, 1.4, 1.5] {
      try renderer.draw(list, background: Self.white, size: Self.size, scale: scale)
    }
    let before = VectorGraphicCache.byteCount
    RenderFrames.rest()
    // The last zoom's images: about a fifth of the five zooms'.
    #expect(VectorGraphicCache.byteCount > 0)
    #expect(VectorGraphicCache.byteCount < before / 3)
  }
}
