import Easel
import EaselCairo
import EaselHarness
import Foundation

/// The rendering benchmark of issue 5: a frame of 1,000 mixed shapes and 1,000 text labels at
/// 1024×1366, drawn by Easel (display list of the laid-out graph → Cairo image) and by a
/// hand-written Cairo/Pango program drawing the same primitives, side by side and interleaved
/// so that both see the same machine noise.
@MainActor
enum RenderBenchmarks {
  /// The most Easel may cost, as a multiple of the hand-written program.
  static let target = 1.3

  static func run(iterations: Int) {
    let scene = BenchmarkScene.standard
    print(
      "render: \(scene.shapes.count) shapes + \(scene.labels.count) labels at "
        + "\(Int(BenchmarkScene.canvasSize.width))×\(Int(BenchmarkScene.canvasSize.height)) points")
    for scale in [1.0, 2.0] {
      do {
        try run(scene: scene, scale: scale, frames: max(iterations * 9, 61))
      } catch {
        print("render: scale \(Int(scale)) failed: \(error)")
      }
    }
  }

  /// Times the first frame of each (cold caches), then `frames` steady-state frames of each,
  /// alternating which goes first.
  static func run(scene: BenchmarkScene, scale: CGFloat, frames: Int) throws {
    let clock = ContinuousClock()
    let canvas = BenchmarkScene.canvasSize
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let easelImage = try CairoImage(size: canvas, scale: scale)
    let baselineImage = try CairoImage(size: canvas, scale: scale)

    // The first frame: the graph is built and laid out (text measured and shaped), then
    // drawn; the hand-written program makes its layouts, then draws.
    var graph: ViewGraph?
    let firstLayout = clock.measure {
      graph = ViewGraph(
        root: BenchmarkScene.Content(scene: scene), environment: environment,
        textEngine: PangoTextEngine())
      graph?.layout(in: canvas)
    }
    guard let graph else { return }
    let background = graph.backgroundColor
    let firstRender = clock.measure { easelImage.draw(graph.displayList(), background: background) }
    let baseline = BenchmarkScene.Baseline(scene: scene, scale: scale)
    let baselineFirst = clock.measure { baseline.draw(on: baselineImage) }

    // Steady state: an unchanged, laid-out graph; its display list is made and drawn.
    var easelTimes: [Duration] = []
    var baselineTimes: [Duration] = []
    var displayListTimes: [Duration] = []
    for frame in 0..<frames {
      let easel = {
        let start = clock.now
        let list = graph.displayList()
        displayListTimes.append(clock.now - start)
        easelImage.draw(list, background: background)
        easelTimes.append(clock.now - start)
      }
      let hand = { baselineTimes.append(clock.measure { baseline.draw(on: baselineImage) }) }
      if frame % 2 == 0 {
        easel()
        hand()
      } else {
        hand()
        easel()
      }
    }
    let easel = GraphBenchmarks.median(easelTimes)
    let hand = GraphBenchmarks.median(baselineTimes)
    let ratio = GraphBenchmarks.seconds(easel) / GraphBenchmarks.seconds(hand)
    // Each Easel frame against the hand-written frame next to it, which saw the same load.
    let pairRatios = zip(easelTimes, baselineTimes).map {
      GraphBenchmarks.seconds($0) / GraphBenchmarks.seconds($1)
    }.sorted()
    let pairRatio = pairRatios[pairRatios.count / 2]
    let format = GraphBenchmarks.format
    print("render: scale \(Int(scale)), first frame (cold caches)")
    print(
      "  Easel: build + layout \(format(firstLayout)), display list + draw \(format(firstRender)); "
        + "hand-written Cairo/Pango: \(format(baselineFirst)) (layouts made and drawn)")
    print("render: scale \(Int(scale)), steady-state frame (median of \(frames), interleaved)")
    print(
      "  Easel \(format(easel)) (display list \(format(GraphBenchmarks.median(displayListTimes)))), "
        + "hand-written Cairo/Pango \(format(hand))")
    print(
      "  Easel / hand-written = \(String(format: "%.2f", ratio))× (median of frame-by-frame "
        + "ratios \(String(format: "%.2f", pairRatio))×; target: at most "
        + "\(String(format: "%.1f", target))×) — \(ratio <= target ? "met" : "NOT met")")
  }
}
