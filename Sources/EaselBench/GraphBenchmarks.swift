import Easel
import EaselCairo
import Foundation

/// The view-graph benchmarks of issue 3: initial build of a 10,000-view tree, a one-row
/// update in a 1,000-row list, and an environment change over 1,000 views.
@MainActor
enum GraphBenchmarks {
  // MARK: Views

  /// A leaf with a body: one composite view.
  struct Leaf: View {
    let index: Int
    var body: some View {
      Color.blue.frame(width: CGFloat(index % 50 + 1), height: 2)
    }
  }

  /// A section of 99 leaves: 100 composite views with itself.
  struct Section: View {
    let index: Int
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<99) { leaf in Leaf(index: index * 99 + leaf) }
      }
    }
  }

  /// 100 sections: 10,000 composite views in all (plus their primitives).
  struct BigTree: View {
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<100) { index in Section(index: index) }
      }
    }
  }

  @MainActor final class RowSwitches {
    var bindings: [Int: Binding<Bool>] = [:]
  }

  struct Row: View {
    let index: Int
    let switches: RowSwitches
    @State private var isOn = false
    var body: some View {
      switches.bindings[index] = $isOn
      return HStack(spacing: 4) {
        Circle().fill(isOn ? Color.green : Color.gray).frame(width: 8, height: 8)
        Color.blue.frame(width: CGFloat(index % 40 + 10), height: 8)
      }
    }
  }

  struct List: View {
    let switches: RowSwitches
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1000) { index in Row(index: index, switches: switches) }
      }
    }
  }

  struct ScaleKey: EnvironmentKey {
    static var defaultValue: Double { 1 }
  }

  struct Reader: View {
    let index: Int
    @Environment(\.benchScale) private var scale
    var body: some View {
      Color.red.frame(width: CGFloat(scale) * CGFloat(index % 30 + 1), height: 2)
    }
  }

  struct Readers: View {
    let scale: Probe
    @State private var value = 1.0
    var body: some View {
      scale.binding = $value
      return VStack(spacing: 0) {
        ForEach(0..<1000) { index in Reader(index: index) }
      }
      .environment(\.benchScale, value)
    }
  }

  @MainActor final class Probe {
    var binding: Binding<Double>?
  }

  // MARK: Running

  static func run(iterations: Int) {
    let engine = PangoTextEngine()
    let canvas = CGSize(width: 400, height: 20_000)

    var buildTimes: [Duration] = []
    var buildEvaluations = 0
    for _ in 0..<iterations {
      let clock = ContinuousClock()
      var graph: ViewGraph?
      let elapsed = clock.measure {
        graph = ViewGraph(root: BigTree(), textEngine: engine)
        graph?.layout(in: canvas)
      }
      buildTimes.append(elapsed)
      buildEvaluations = graph?.bodyEvaluationCount ?? 0
    }

    let switches = RowSwitches()
    let list = ViewGraph(root: List(switches: switches), textEngine: engine)
    list.layout(in: canvas)
    var rowTimes: [Duration] = []
    var rowEvaluations: [Int] = []
    for iteration in 0..<max(iterations * 10, 50) {
      list.resetCounters()
      let row = (iteration * 37) % 1000
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        switches.bindings[row]?.wrappedValue.toggle()
        list.layout(in: canvas)
      }
      rowTimes.append(elapsed)
      rowEvaluations.append(list.bodyEvaluationCount)
    }

    let probe = Probe()
    let readers = ViewGraph(root: Readers(scale: probe), textEngine: engine)
    readers.layout(in: canvas)
    var environmentTimes: [Duration] = []
    var environmentEvaluations: [Int] = []
    for iteration in 0..<max(iterations * 2, 10) {
      readers.resetCounters()
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        probe.binding?.wrappedValue = 1 + Double(iteration % 2 == 0 ? 1 : 0)
        readers.layout(in: canvas)
      }
      environmentTimes.append(elapsed)
      environmentEvaluations.append(readers.bodyEvaluationCount)
    }

    let build = median(buildTimes)
    let row = median(rowTimes)
    let environment = median(environmentTimes)
    print("graph: initial build of a 10,000-view tree (incl. layout)")
    print("  median \(format(build)) over \(iterations) runs, \(buildEvaluations) body evaluations")
    print("graph: one-row update in a 1,000-row list (state write, update, layout)")
    print(
      "  median \(format(row)) over \(rowTimes.count) runs, body evaluations per update: "
        + "\(Set(rowEvaluations).sorted())")
    print("graph: environment change over 1,000 views (update, layout)")
    print(
      "  median \(format(environment)) over \(environmentTimes.count) runs, "
        + "body evaluations per change: \(Set(environmentEvaluations).sorted())")
    let ratio = seconds(row) / seconds(build) * 100
    print(
      "graph: one-row update / initial build = \(String(format: "%.3f", ratio)) % "
        + "(target: under 1 %) — \(ratio < 1 ? "met" : "NOT met")")
  }

  static func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func format(_ duration: Duration) -> String {
    let value = seconds(duration)
    return value >= 0.001
      ? String(format: "%.2f ms", value * 1000) : String(format: "%.1f µs", value * 1_000_000)
  }
}

extension EnvironmentValues {
  fileprivate var benchScale: Double {
    get { self[GraphBenchmarks.ScaleKey.self] }
    set { self[GraphBenchmarks.ScaleKey.self] = newValue }
  }
}
