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

  /// The tree sizes, by the names the command line picks them with.
  static let sizeNames = ["1k": 1_000, "10k": 10_000, "100k": 100_000]

  /// What one shape's benchmark measured at one tree size.
  struct Samples {
    var full: [Duration] = []
    var relayout: [Duration] = []
    var nodes = 0
    var measurementsPerNode = 0.0
  }

  /// A buffer larger than the core's caches (2 MB of L2 here), written through before a
  /// layout to evict the tree from them: see `sample(_:engine:canvas:evictingCaches:into:)`.
  static var evictionBuffer = [UInt8](repeating: 0, count: 32 << 20)

  /// Writes a byte of every cache line of `evictionBuffer`.
  static func evictCaches() {
    evictionBuffer.withUnsafeMutableBufferPointer { buffer in
      for index in stride(from: 0, to: buffer.count, by: 64) { buffer[index] &+= 1 }
    }
  }

  /// Lays out one freshly built tree of `benchmark` and changes one leaf; appends the times.
  ///
  /// A tree that fits in the core's caches is still in them from the update that built it;
  /// a large one is not. `evictingCaches` writes a buffer larger than them between the
  /// update and the layout, so that a small tree too comes from the shared cache, as a large
  /// tree's nodes do: what the layout costs a node when no tree is favoured by the cache.
  static func sample(
    _ benchmark: Case, engine: PangoTextEngine, canvas: CGSize, evictingCaches: Bool = false,
    into samples: inout Samples
  ) {
    let probe = LeafProbe()
    let graph = ViewGraph(root: benchmark.make(probe), textEngine: engine)
    graph.update()  // bodies and nodes, not timed: this is the layout benchmark
    if evictingCaches { evictCaches() }
    let clock = ContinuousClock()
    samples.full.append(clock.measure { graph.layout(in: canvas) })
    let statistics = graph.layoutStatistics()
    samples.nodes = statistics.nodes
    samples.measurementsPerNode = Double(statistics.measurements) / Double(max(statistics.nodes, 1))
    // The leaf's body runs outside the timing, as the full layout's bodies do: this times
    // the layout of the changed tree alone.
    probe.binding?.wrappedValue.toggle()
    graph.update()
    samples.relayout.append(clock.measure { graph.layout(in: canvas) })
  }

  /// Runs the benchmarks; `shapes`, when not empty, picks some of wide, nested and deep, and
  /// `sizes` some of the tree sizes.
  ///
  /// The sizes of a shape are measured in rounds, one after another within each round, and
  /// the growth from 1k to 100k nodes is the median of the rounds' ratios: this machine
  /// switches between a fast and a slow state every few seconds, and sizes measured seconds
  /// apart would compare the two states rather than the two sizes.
  static func run(iterations: Int, shapes: Set<String> = [], sizes: [Int] = []) {
    let engine = PangoTextEngine()
    let canvas = CGSize(width: 100_000, height: 100_000)
    let sizes = sizes.isEmpty ? sizeNames.values.sorted() : sizes
    let names = cases(size: 1).map { $0.name.components(separatedBy: " ")[0] }
    for (shapeIndex, shape) in names.enumerated() where shapes.isEmpty || shapes.contains(shape) {
      var samples: [Int: Samples] = [:]
      var ratios: [Double] = []
      // The smallest tree laid out after its caches were evicted, and its ratio to the
      // largest, round by round.
      var evicted: [Duration] = []
      var evictedNodes = 0
      var evictedRatios: [Double] = []
      for _ in 0..<iterations {
        var perNode: [Int: Double] = [:]
        for size in sizes {
          // Small trees lay out in a few hundred microseconds, where one preemption on a busy
          // machine moves a sample a lot: they get more samples, so that their median holds.
          let runs = size >= 100_000 ? 1 : size >= 10_000 ? 3 : 15
          let benchmark = cases(size: size)[shapeIndex]
          var round = Samples()
          for _ in 0..<runs {
            sample(benchmark, engine: engine, canvas: canvas, into: &round)
          }
          perNode[size] =
            GraphBenchmarks.seconds(GraphBenchmarks.median(round.full)) / Double(round.nodes)
          samples[size, default: Samples()].full += round.full
          samples[size, default: Samples()].relayout += round.relayout
          samples[size]?.nodes = round.nodes
          samples[size]?.measurementsPerNode = round.measurementsPerNode
        }
        if let small = perNode[1_000], let large = perNode[100_000] {
          ratios.append(large / small)
          var round = Samples()
          for _ in 0..<15 {
            sample(
              cases(size: 1_000)[shapeIndex], engine: engine, canvas: canvas, evictingCaches: true,
              into: &round)
          }
          evicted += round.full
          evictedNodes = round.nodes
          let median = GraphBenchmarks.median(round.full)
          let cold = GraphBenchmarks.seconds(median) / Double(round.nodes)
          evictedRatios.append(large / cold)
        }
      }
      for size in sizes {
        guard let measured = samples[size] else { continue }
        let name = cases(size: size)[shapeIndex].name
        let full = GraphBenchmarks.median(measured.full)
        let relayout = GraphBenchmarks.median(measured.relayout)
        let perNode = GraphBenchmarks.seconds(full) * 1_000_000 / Double(max(measured.nodes, 1))
        print(
          "layout: \(name), \(measured.nodes) nodes: full \(GraphBenchmarks.format(full)) "
            + "(\(String(format: "%.3f", perNode)) µs/node, \(String(format: "%.1f", measured.measurementsPerNode)) sizes/node), one-leaf re-layout "
            + "\(GraphBenchmarks.format(relayout)) "
            + "(\(String(format: "%.2f", GraphBenchmarks.seconds(relayout) / GraphBenchmarks.seconds(full) * 100)) % of full)"
        )
      }
      if !ratios.isEmpty {
        let sorted = ratios.sorted()
        print(
          "layout: \(shape): µs/node at \(samples[100_000]?.nodes ?? 0) nodes vs "
            + "\(samples[1_000]?.nodes ?? 0) nodes = \(String(format: "%.2f", sorted[sorted.count / 2]))× "
            + "(median of \(sorted.count) rounds, \(String(format: "%.2f", sorted[0]))–\(String(format: "%.2f", sorted[sorted.count - 1]))×; "
            + "linear growth means ≈ 1×; target within ±30 %)")
      }
      if !evictedRatios.isEmpty {
        // Context for the growth above, not the target: the same small tree, laid out after
        // its caches were evicted, as a large tree's nodes are.
        let sorted = evictedRatios.sorted()
        let perNode =
          GraphBenchmarks.seconds(GraphBenchmarks.median(evicted)) * 1_000_000
          / Double(max(evictedNodes, 1))
        print(
          "layout: \(shape): \(evictedNodes) nodes laid out with the core's caches evicted first: "
            + "\(String(format: "%.3f", perNode)) µs/node; µs/node at \(samples[100_000]?.nodes ?? 0) nodes vs that = "
            + "\(String(format: "%.2f", sorted[sorted.count / 2]))× (median of \(sorted.count) rounds; "
            + "what the growth is when the small tree is not still in the cache from its update)")
      }
    }
  }
}
