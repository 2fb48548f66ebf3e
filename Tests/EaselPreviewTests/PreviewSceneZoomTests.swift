import Easel
import Foundation
import Testing

@testable import EaselPreview

/// A device canvas zooms in whole percent steps: every window size between two steps shows the
/// canvas at the same zoom, so the caches of what is drawn at a zoom (fonts and glyphs at the
/// scaled size, coverage masks, shadows) meet a bounded set of zooms however the window is
/// resized (issue 21: resident memory grew with every resize).
@MainActor
@Suite struct PreviewSceneZoomTests {
  func scene(zoomsToFit: Bool = false) throws -> PreviewScene {
    let device = try #require(DeviceCatalog.all.first { $0.name == "iPhone 15" })
    var settings = PreviewScene.Settings(device: device)
    settings.zoomsToFit = zoomsToFit
    return PreviewScene(
      settings: settings, devices: [device], scale: 1,
      content: { _ in AnyView(Color.blue) }, inspect: { _, _, _ in nil })
  }

  @Test func steppedZoomRoundsDownToAWholePercent() {
    #expect(PreviewScene.steppedZoom(1) == 1)
    #expect(PreviewScene.steppedZoom(0.999) == 0.99)
    #expect(PreviewScene.steppedZoom(0.7351) == 0.73)
    #expect(PreviewScene.steppedZoom(1.2349) == 1.23)
    #expect(PreviewScene.steppedZoom(0.004) == 0.01)
  }

  @Test func resizingMeetsAtMostOneZoomPerPercent() throws {
    let scene = try scene()
    var zooms = Set<CGFloat>()
    // 2,000 heights between 300 and 1,000 points, a third of a point apart.
    for step in 0..<2000 {
      let height = 300 + CGFloat(step) * 0.35
      scene.layout(in: CGSize(width: 900, height: height))
      let zoom = try #require(scene.canvases.first).zoom
      #expect(zoom <= 1)
      #expect((zoom * 100).rounded() / 100 == zoom, "a whole percent: \(zoom)")
      zooms.insert(zoom)
    }
    // iPhone 15 (852 points high) in 300…1,000-point windows: from about a quarter to 100 %,
    // each percent between met, and no zoom but those.
    let lowest = try #require(zooms.min())
    #expect(lowest > 0.2 && lowest < 0.3)
    #expect(zooms.count == Int(((1 - lowest) * 100).rounded()) + 1)
    #expect(zooms.contains(1))
  }

  @Test func zoomToFitAlsoSteps() throws {
    let scene = try scene(zoomsToFit: true)
    scene.layout(in: CGSize(width: 1500, height: 1333.3))
    let zoom = try #require(scene.canvases.first).zoom
    #expect(zoom > 1)
    #expect((zoom * 100).rounded() / 100 == zoom)
  }
}
