import Easel
import EaselHarness
import EaselTesting
import Foundation
import Testing

@testable import EaselCairo

/// The rendering benchmark compares like with like: Easel's frame of the benchmark scene and
/// the hand-written Cairo/Pango program's are the same picture, and a second frame of the
/// unchanged scene shapes no text.
@MainActor
@Suite struct RenderBenchmarkSceneTests {
  /// How far (0–255) a channel may differ for two pixels to count as the same: curves are
  /// flattened from Easel's Béziers and from Cairo's arcs, so edges may differ a little.
  static let channelTolerance = 16

  /// The fraction of pixels whose channels all lie within `channelTolerance` of each other.
  static func matchingFraction(_ a: CairoImage, _ b: CairoImage) -> Double {
    #expect(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight)
    var matching = 0
    a.withUnsafePixelBytes { first in
      b.withUnsafePixelBytes { second in
        let words = min(first.count, second.count) / 4
        let left = first.bindMemory(to: UInt32.self)
        let right = second.bindMemory(to: UInt32.self)
        for index in 0..<words {
          let x = left[index]
          let y = right[index]
          if x == y {
            matching += 1
            continue
          }
          var close = true
          for shift: UInt32 in [0, 8, 16, 24] {
            let difference = Int((x >> shift) & 0xff) - Int((y >> shift) & 0xff)
            if abs(difference) > channelTolerance { close = false }
          }
          if close { matching += 1 }
        }
      }
    }
    return Double(matching) / Double(a.pixelWidth * a.pixelHeight)
  }

  /// The fraction of pixels that are not the white background.
  static func coveredFraction(_ image: CairoImage) -> Double {
    var covered = 0
    image.withUnsafePixelBytes { bytes in
      for word in bytes.bindMemory(to: UInt32.self) where word != 0xffff_ffff { covered += 1 }
    }
    return Double(covered) / Double(image.pixelWidth * image.pixelHeight)
  }

  @Test func theSceneHasAThousandShapesAndAThousandLabels() {
    let scene = BenchmarkScene.standard
    #expect(scene.shapes.count == 1_000)
    #expect(scene.labels.count == 1_000)
    // Every kind, stroked and filled shapes, faded ones and several fonts are in it.
    for kind in BenchmarkScene.ShapeKind.allCases {
      #expect(scene.shapes.contains { $0.kind == kind })
    }
    #expect(scene.shapes.filter { $0.lineWidth != nil }.count > 150)
    #expect(scene.shapes.filter { $0.opacity < 1 }.count > 50)
    #expect(Set(scene.labels.map(\.size)).count == 5)
    #expect(Set(scene.labels.map(\.string)).count == 1_000)
    // Everything lies on the canvas.
    let canvas = CGRect(origin: .zero, size: BenchmarkScene.canvasSize)
    #expect(scene.shapes.allSatisfy { canvas.contains($0.frame) })
    #expect(scene.labels.allSatisfy { canvas.contains($0.origin) })
  }

  @Test(arguments: [1.0, 2.0])
  func easelDrawsWhatTheHandWrittenProgramDraws(scale: Double) throws {
    let scene = BenchmarkScene.standard
    let host = ViewHost(
      BenchmarkScene.Content(scene: scene), size: BenchmarkScene.canvasSize, scale: scale)
    let easel = try host.renderedImage()
    let baseline = BenchmarkScene.Baseline(scene: scene, scale: scale)
    let handWritten = try CairoImage(size: BenchmarkScene.canvasSize, scale: scale)
    baseline.draw(on: handWritten)

    // A full picture, not two blank canvases.
    #expect(Self.coveredFraction(easel) > 0.2)
    #expect(Self.coveredFraction(handWritten) > 0.2)
    #expect(Self.matchingFraction(easel, handWritten) >= 0.99)

    // The first shape's centre has its colour in both.
    let first = try #require(scene.shapes.first { $0.lineWidth == nil && $0.opacity == 1 })
    let x = Int(first.frame.midX * scale)
    let y = Int(first.frame.midY * scale)
    let easelCentre = try #require(easel.pixel(x: x, y: y))
    let handCentre = try #require(handWritten.pixel(x: x, y: y))
    #expect(easelCentre.isClose(to: handCentre, tolerance: 1))
  }

  @Test(arguments: [1.0, 2.0])
  func aSecondFrameOfTheUnchangedSceneShapesNoText(scale: Double) throws {
    let cache = PangoLayoutCache.shared
    let host = ViewHost(
      BenchmarkScene.Content(), size: BenchmarkScene.canvasSize, scale: scale)
    let labels = BenchmarkScene.standard.labels.count
    let afterLayout = cache.createdLayoutCount
    _ = try host.renderedImage()
    let afterFirstFrame = cache.createdLayoutCount
    // At scale 1 the measured layouts are drawn as they are; at scale 2 each label is shaped
    // once more, for the device (unless an earlier test drew it already).
    if scale == 1 {
      #expect(afterFirstFrame == afterLayout)
    } else {
      #expect(afterFirstFrame - afterLayout <= labels)
    }

    let reused = cache.reusedLayoutCount
    let image = try CairoImage(size: BenchmarkScene.canvasSize, scale: scale)
    image.draw(host.displayList(), background: Color.Resolved(red: 1, green: 1, blue: 1))
    #expect(cache.createdLayoutCount == afterFirstFrame)
    #expect(cache.reusedLayoutCount == reused + labels)
  }
}
