import Easel
import EaselCairo
import Foundation

/// The layout benchmarks of issue 4: full layout of wide, nested and deep trees of 1k, 10k
/// and 100k layout nodes (µs per node), and re-layout after one leaf changes.
@MainActor
enum LayoutBenchmarks {
  @MainActor final class LeafProbe {
    var binding: Binding<Bool>?
  }

  /// A leaf whose width a test can change: it owns a state value.
  struct Leaf: View {
    let index: Int
    let probe: LeafProbe?
    @State private var grown = false
    var body: some View {
      if index == 0 { probe?.binding = $grown }
      return Color.blue.frame(width: grown ? 14 : CGFloat(4 + index % 7), height: 4)
    }
  }

  /// One container of `count` leaves.
  struct Wide: View {
    let count: Int
    let probe: LeafProbe
    var body: some View {
      VStack(spacing: 1) {
        ForEach(0..<count) { index in Leaf(index: index, probe: probe) }
      }
    }
  }

  /// A balanced tree: `fanout` children per level, alternating vertical and horizontal
  /// stacks, leaves at the bottom.
  struct Nested: View {
    let depth: Int
    let fanout: Int
    let offset: Int
    let probe: LeafProbe
    var body: some View {
      if depth == 0 {
        AnyView(Leaf(index: offset, probe: probe))
      } else if depth % 2 == 0 {
        AnyView(
          VStack(spacing: 1) {
            ForEach(0..<fanout) { index in
              Nested(
                depth: depth - 1, fanout: fanout, offset: offset * fanout + index, probe: probe)
            }
          })
      } else {
        AnyView(
          HStack(spacing: 1) {
            ForEach(0..<fanout) { index in
              Nested(
                depth: depth - 1, fanout: fanout, offset: offset * fanout + index, probe: probe)
            }
          })
      }
    }
  }

  struct Case {
    let name: String
    let make: (LeafProbe) -> AnyView
  }

  static func cases(size: Int) -> [Case] {
    // Leaves per case are chosen so the layout trees hold about `size` nodes (each leaf is a
    // few layout nodes: slot, frame, shape).
    let leaves = max(size / 4, 1)
    var result = [Case(name: "wide", make: { AnyView(Wide(count: leaves, probe: $0)) })]
    // Nested: fanout 10 (deep-ish, Yoga's "nested"); deep: fanout 2 (Taffy's "deep").
    let nestedDepth = max(Int((log(Double(leaves)) / log(10)).rounded()), 1)
    result.append(
      Case(
        name: "nested (fanout 10, depth \(nestedDepth))",
        make: { AnyView(Nested(depth: nestedDepth, fanout: 10, offset: 0, probe: $0)) }))
    // A binary tree has about six layout nodes per leaf (the leaf's, and its share of the
    // stacks above it).
    let deepDepth = max(Int((log(Double(size) / 6) / log(2)).rounded()), 1)
    result.append(
      Case(
        name: "deep (fanout 2, depth \(deepDepth))",
        make: { AnyView(Nested(depth: deepDepth, fanout: 2, offset: 0, probe: $0)) }))
    return result
  }

  /// Runs the benchmarks; `shapes`, when not empty, picks some of wide, nested and deep.
  static func run(iterations: Int, shapes: Set<String> = []) {
    let engine = PangoTextEngine()
    let canvas = CGSize(width: 100_000, height: 100_000)
    var perNodeAt: [String: [Int: (nodes: Int, perNode: Double)]] = [:]
    for size in [1_000, 10_000, 100_000] {
      // Small trees lay out in a few hundred microseconds, where one preemption on a busy
      // machine moves a sample a lot: they get more samples, so that their median holds.
      let runs =
        size >= 100_000 ? max(iterations / 3, 2) : size >= 10_000 ? iterations : iterations * 5
      for benchmark in cases(size: size)
      where shapes.isEmpty || shapes.contains(benchmark.name.components(separatedBy: " ")[0]) {
        var fullTimes: [Duration] = []
        var relayoutTimes: [Duration] = []
        var nodes = 0
        var measurementsPerNode = 0.0
        for _ in 0..<runs {
          let probe = LeafProbe()
          let graph = ViewGraph(root: benchmark.make(probe), textEngine: engine)
          graph.update()  // bodies and nodes, not timed: this is the layout benchmark
          let clock = ContinuousClock()
          fullTimes.append(clock.measure { graph.layout(in: canvas) })
          let statistics = graph.layoutStatistics()
          nodes = statistics.nodes
          measurementsPerNode = Double(statistics.measurements) / Double(max(nodes, 1))
          // The leaf's body runs outside the timing, as the full layout's bodies do: this
          // times the layout of the changed tree alone.
          probe.binding?.wrappedValue.toggle()
          graph.update()
          relayoutTimes.append(clock.measure { graph.layout(in: canvas) })
        }
        let full = GraphBenchmarks.median(fullTimes)
        let relayout = GraphBenchmarks.median(relayoutTimes)
        let perNode = GraphBenchmarks.seconds(full) * 1_000_000 / Double(max(nodes, 1))
        perNodeAt[benchmark.name.components(separatedBy: " ").first ?? "", default: [:]][size] =
          (nodes, perNode)
        print(
          "layout: \(benchmark.name), \(nodes) nodes: full \(GraphBenchmarks.format(full)) "
            + "(\(String(format: "%.3f", perNode)) µs/node, \(String(format: "%.1f", measurementsPerNode)) sizes/node), one-leaf re-layout "
            + "\(GraphBenchmarks.format(relayout)) "
            + "(\(String(format: "%.2f", GraphBenchmarks.seconds(relayout) / GraphBenchmarks.seconds(full) * 100)) % of full)"
        )
      }
    }
    for (shape, values) in perNodeAt.sorted(by: { $0.key < $1.key }) {
      if let small = values[1_000], let large = values[100_000] {
        print(
          "layout: \(shape): µs/node at \(large.nodes) nodes vs \(small.nodes) nodes = "
            + "\(String(format: "%.2f", large.perNode / small.perNode))× "
            + "(linear growth means ≈ 1×; target within ±30 %)")
      }
    }
  }
}
