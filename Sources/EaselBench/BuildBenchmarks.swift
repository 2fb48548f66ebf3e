import Easel
import EaselCairo
import EaselHarness
import Foundation

/// The benchmarks of issue 28, what a view costs to build: the first frame of a tree built
/// fresh, which every window start, spec reload, navigation push and list row scrolling in
/// pays.
///
/// - A 10,000-view tree (`GraphBenchmarks.BigTree`) built and laid out for the first time,
///   per view, beside its layout node count and what the built graph holds in the heap.
/// - The render benchmark's scene (1,000 shapes and 1,000 labels) built fresh, drawn and
///   written to PNG, against the hand-written Cairo/Pango program doing the same from
///   scratch (its Pango context and layouts made anew, every label shaped), interleaved.
@MainActor
enum BuildBenchmarks {
  /// The most a view may cost to build and lay out the first time, in µs.
  static let targetPerView = 2.0
  /// The most Easel's first frame to PNG may cost, as a multiple of the hand-written one.
  static let targetRatio = 1.3

  // MARK: The 10,000-view tree

  static func runTree(iterations: Int) {
    let engine = PangoTextEngine()
    let canvas = CGSize(width: 400, height: 20_000)
    let views = 10_000.0
    var totals: [Duration] = []
    var updates: [Duration] = []
    var layouts: [Duration] = []
    var nodes = 0
    var bodies = 0
    var held = (count: 0, bytes: 0)
    for _ in 0..<iterations {
      let clock = ContinuousClock()
      let before = ProcessAllocator.heldBlocks()
      let start = clock.now
      let graph = ViewGraph(root: GraphBenchmarks.BigTree(), textEngine: engine)
      graph.update()
      let updated = clock.now
      graph.layout(in: canvas)
      let end = clock.now
      let after = ProcessAllocator.heldBlocks()
      totals.append(end - start)
      updates.append(updated - start)
      layouts.append(end - updated)
      nodes = graph.layoutStatistics().nodes
      bodies = graph.bodyEvaluationCount
      held = (after.count - before.count, after.bytes - before.bytes)
    }
    let total = GraphBenchmarks.median(totals)
    let perView = GraphBenchmarks.seconds(total) * 1e6 / views
    let format = GraphBenchmarks.format
    print("build: a 10,000-view tree built and laid out for the first time")
    print(
      "  median \(format(total)) over \(iterations) runs (bodies and nodes "
        + "\(format(GraphBenchmarks.median(updates))), layout "
        + "\(format(GraphBenchmarks.median(layouts)))): "
        + "\(String(format: "%.2f", perView)) µs a view (target: at most "
        + "\(String(format: "%.1f", targetPerView)) µs) — "
        + "\(perView <= targetPerView ? "met" : "NOT met")")
    print(
      "  \(bodies) bodies, \(nodes) layout nodes (\(String(format: "%.2f", Double(nodes) / views)) "
        + "a view); the graph holds \(String(format: "%.1f", Double(held.count) / views)) "
        + "allocations and \(Int((Double(held.bytes) / views).rounded())) bytes a view")
  }

  // MARK: The first frame to PNG

  /// `rounds` first frames of each, alternating which goes first. Each round's labels carry
  /// the round's number, so neither side finds them shaped by an earlier round (Easel keeps
  /// shaped text process-wide); font caches are warm after the first round, on both sides.
  static func runFirstFrame(rounds: Int) {
    let canvas = BenchmarkScene.canvasSize
    var easelTimes: [Duration] = []
    var handTimes: [Duration] = []
    var pngBytes = (easel: 0, hand: 0)
    do {
      for round in 0..<rounds {
        var scene = BenchmarkScene.standard
        for index in scene.labels.indices { scene.labels[index].string += " \(round)" }
        let easel = {
          let clock = ContinuousClock()
          let start = clock.now
          let graph = ViewGraph(
            root: BenchmarkScene.Content(scene: scene), textEngine: PangoTextEngine())
          graph.layout(in: canvas)
          let image = try CairoImage(size: canvas, scale: 1)
          image.draw(graph.displayList(), background: graph.backgroundColor)
          pngBytes.easel = try image.pngData().count
          easelTimes.append(clock.now - start)
        }
        let hand = {
          let clock = ContinuousClock()
          let start = clock.now
          let image = try CairoImage(size: canvas, scale: 1)
          BenchmarkScene.Baseline(scene: scene, scale: 1).draw(on: image)
          pngBytes.hand = try image.pngData().count
          handTimes.append(clock.now - start)
        }
        if round % 2 == 0 {
          try easel()
          try hand()
        } else {
          try hand()
          try easel()
        }
      }
    } catch {
      print("build: first frame to PNG failed: \(error)")
      return
    }
    // Each Easel frame against the hand-written frame beside it, which saw the same load.
    let ratios = zip(easelTimes, handTimes).map {
      GraphBenchmarks.seconds($0) / GraphBenchmarks.seconds($1)
    }.sorted()
    let ratio = ratios[ratios.count / 2]
    let format = GraphBenchmarks.format
    print(
      "build: 1,000 shapes + 1,000 labels, tree built fresh, drawn and written to PNG "
        + "(\(rounds) rounds, interleaved)")
    print(
      "  Easel \(format(GraphBenchmarks.median(easelTimes))) (\(pngBytes.easel) bytes), "
        + "hand-written Cairo/Pango \(format(GraphBenchmarks.median(handTimes))) "
        + "(\(pngBytes.hand) bytes): \(String(format: "%.2f", ratio))× (median of the "
        + "rounds' ratios; target: at most \(String(format: "%.1f", targetRatio))×) — "
        + "\(ratio <= targetRatio ? "met" : "NOT met")")
  }
}
