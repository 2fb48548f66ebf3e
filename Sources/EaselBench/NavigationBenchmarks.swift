import Easel
import EaselCairo
import Foundation

/// The navigation benchmark of issue 24: on an iPad screen (1024×1366 points), a
/// `NavigationStack` whose root is a list of 40 links (an icon, a title and a subtitle each)
/// pushes a detail screen (a form) and pops back. Each frame of the motion moves the clock on
/// by 1/60 s, lays out, makes the display list and draws it into the frame's image; the
/// figures are the median and the worst frame of each, at 1× and 2×, by the wall clock and
/// (in brackets) in the thread's processor time.
@MainActor
enum NavigationBenchmarks {
  static let canvas = CGSize(width: 1024, height: 1366)

  /// Hands the benchmark the stack's path binding.
  @MainActor final class Probe {
    var path: Binding<[Int]>?
  }

  struct Root: View {
    let probe: Probe
    @State private var path: [Int] = []

    var body: some View {
      probe.path = $path
      return NavigationStack(path: $path) {
        List(0..<40, id: \.self) { index in
          NavigationLink(value: index) {
            HStack(spacing: 12) {
              Image(systemName: "folder.fill").foregroundStyle(Color.blue)
              VStack(alignment: .leading, spacing: 2) {
                Text("Project \(index)")
                Text("\(index * 7 % 40 + 1) documents").font(.footnote)
                  .foregroundStyle(.secondary)
              }
            }
          }
        }
        .navigationTitle("Projects")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
        }
        .navigationDestination(for: Int.self) { Detail(index: $0) }
      }
    }
  }

  /// Hands the benchmark the large screen's path binding.
  @MainActor final class LargeProbe {
    var path: Binding<[String]>?
  }

  /// A stack whose screens are `LargeScreen`s.
  struct LargeRoot: View {
    let probe: LargeProbe
    @State private var path: [String] = []

    var body: some View {
      probe.path = $path
      return NavigationStack(path: $path) {
        Text("Start").navigationTitle("Start")
          .navigationDestination(for: String.self) { LargeScreen(title: $0) }
      }
    }
  }

  /// A screen of 500 views: 100 rows of a row view, a stack, an icon and two labels, all made
  /// when the screen is pushed (a plain stack in a scroll view, not a lazy one).
  struct LargeScreen: View {
    var title = "Items"

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 4) {
          ForEach(0..<100) { index in ItemRow(index: index) }
        }
      }
      .navigationTitle(title)
    }
  }

  /// One row of `LargeScreen`: five views with itself.
  struct ItemRow: View {
    let index: Int

    var body: some View {
      HStack(spacing: 8) {
        Image(systemName: "doc.text")
        Text("Item \(index)")
        Text("\(index * 7 % 90 + 1) KB").foregroundStyle(.secondary)
      }
    }
  }

  struct Detail: View {
    let index: Int
    @State private var isShared = false
    @State private var reminders = 3

    var body: some View {
      Form {
        Section("Project") {
          LabeledContent("Name", value: "Project \(index)")
          LabeledContent("Documents", value: "\(index * 7 % 40 + 1)")
          Toggle("Shared", isOn: $isShared)
          Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
        }
        Section("Recent") {
          ForEach(0..<8) { item in
            Label("Document \(item + 1)", systemImage: "doc.text")
          }
        }
      }
      .navigationTitle("Project \(index)")
      .navigationBarTitleDisplayMode(.inline)
    }
  }

  static func run(iterations: Int) {
    print("navigation: push and pop of a detail form over a 40-row list at 1024×1366 points")
    for scale in [1.0, 2.0] {
      do {
        try run(scale: scale, rounds: max(iterations, 3))
      } catch {
        print("navigation: scale \(Int(scale)) failed: \(error)")
      }
    }
    print("navigation: the first frame of a push of a 500-view screen at 1024×1366 points")
    for scale in [1.0, 2.0] {
      do {
        try runLargePush(scale: scale, rounds: max(iterations, 5))
      } catch {
        print("navigation: scale \(Int(scale)) failed: \(error)")
      }
    }
  }

  /// The most a frame of a push or pop may take (its median).
  static let frameTarget = Duration.milliseconds(4)

  /// The most the first frame of a push of a 500-view screen may take.
  static let largePushTarget = Duration.milliseconds(8)

  /// Pushes a `LargeScreen` `rounds` times (a new one each time: its title is the round's),
  /// timing the first frame of each push whole (the screen's bodies and nodes, layout,
  /// display list and drawing), then lets the motion and the pop run untimed.
  static func runLargePush(scale: CGFloat, rounds: Int) throws {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let probe = LargeProbe()
    let graph = ViewGraph(
      root: LargeRoot(probe: probe), environment: environment, textEngine: PangoTextEngine())
    let driver = FrameDriver(scene: graph, size: canvas, scale: scale)
    var time = 0.0
    _ = try driver.drawFrame(at: time)
    var firstFrames: [(wall: Duration, cpu: Duration)] = []
    var steps: [FrameTimings] = []
    var secondFrames: [Duration] = []
    var bodies = 0
    // Frames until the motion is over. A change of the path starts its motion in the next
    // frame's update, so one frame is drawn before asking: without it, the pop never ran
    // and each push replaced the last screen (whose push showed nothing under it).
    func finishMotion() throws {
      for _ in 0..<120 {
        time += 1.0 / 60
        _ = try driver.drawFrame(at: time)
        if !graph.isNavigationTransitioning { return }
      }
    }
    for round in 0..<rounds {
      graph.resetCounters()
      time += 1.0 / 60
      firstFrames.append(
        try largePushFrame(of: "Items \(round)", probe: probe, driver: driver, at: time))
      steps.append(driver.timings)
      bodies = graph.bodyEvaluationCount
      // The frame after it, where the screen comes in: drawn, with nothing left to build.
      let clock = ContinuousClock()
      let start = clock.now
      time += 1.0 / 60
      _ = try driver.drawFrame(at: time)
      secondFrames.append(clock.now - start)
      try finishMotion()
      probe.path?.wrappedValue = []
      try finishMotion()
    }
    let wall = GraphBenchmarks.median(firstFrames.map(\.wall))
    let cpu = GraphBenchmarks.median(firstFrames.map(\.cpu))
    let format = GraphBenchmarks.format
    print(
      "  scale \(Int(scale)): first frame median \(format(wall)) [\(format(cpu))], worst "
        + "\(format(firstFrames.map(\.wall).max() ?? .zero)) over \(rounds) pushes, "
        + "\(bodies) bodies (target < \(format(largePushTarget))) — "
        + "\(wall < largePushTarget ? "met" : "NOT met")")
    func median(_ step: (FrameTimings) -> Int) -> String {
      let sorted = steps.map(step).sorted()
      return String(format: "%.2f", Double(sorted[sorted.count / 2]) / 1000)
    }
    print(
      "    its steps' medians, ms: update \(median(\.update)), layout \(median(\.layout)), "
        + "display list \(median(\.displayList)), draw \(median(\.draw)); the frame after it "
        + "\(format(GraphBenchmarks.median(secondFrames)))")
  }

  /// Pushes a `LargeScreen` titled `title` and draws the push's first frame at `time`;
  /// returns its wall-clock and processor times. Not inlined, so that a profiler can take it
  /// alone (`valgrind --tool=callgrind --collect-atstart=no
  /// --toggle-collect='*NavigationBenchmarks*largePushFrame*' easel-bench 1 navigation`).
  @inline(never)
  static func largePushFrame(
    of title: String, probe: LargeProbe, driver: FrameDriver, at time: Double
  ) throws -> (wall: Duration, cpu: Duration) {
    let clock = ContinuousClock()
    let start = (clock.now, ThreadCPUTime.now())
    probe.path?.wrappedValue = [title]
    _ = try driver.drawFrame(at: time)
    return (clock.now - start.0, ThreadCPUTime.now() - start.1)
  }

  /// Pushes and pops `rounds` times (a different row each time), timing every frame of each
  /// motion.
  static func run(scale: CGFloat, rounds: Int) throws {
    let clock = ContinuousClock()
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let probe = Probe()
    let graph = ViewGraph(
      root: Root(probe: probe), environment: environment, textEngine: PangoTextEngine())
    let driver = FrameDriver(scene: graph, size: canvas, scale: scale)
    var time = 0.0
    _ = try driver.drawFrame(at: time)
    var pushFrames: [(wall: Duration, cpu: Duration)] = []
    var popFrames: [(wall: Duration, cpu: Duration)] = []
    // Frames until the motion is over, each timed whole: the clock, layout, display list and
    // drawing.
    func frames(into times: inout [(wall: Duration, cpu: Duration)]) throws {
      for _ in 0..<120 {
        let start = (clock.now, ThreadCPUTime.now())
        time += 1.0 / 60
        _ = try driver.drawFrame(at: time)
        times.append((clock.now - start.0, ThreadCPUTime.now() - start.1))
        if !graph.isNavigationTransitioning { return }
      }
    }
    for round in 0..<rounds {
      probe.path?.wrappedValue = [round * 7 % 40]
      try frames(into: &pushFrames)
      probe.path?.wrappedValue = []
      try frames(into: &popFrames)
    }
    let format = GraphBenchmarks.format
    func figures(_ frames: [(wall: Duration, cpu: Duration)]) -> String {
      let wall = frames.map(\.wall)
      let cpu = frames.map(\.cpu)
      return "median \(format(GraphBenchmarks.median(wall))) "
        + "[\(format(GraphBenchmarks.median(cpu)))], worst \(format(wall.max() ?? .zero)) "
        + "[\(format(cpu.max() ?? .zero))]"
    }
    let met =
      GraphBenchmarks.median(pushFrames.map(\.wall)) < frameTarget
      && GraphBenchmarks.median(popFrames.map(\.wall)) < frameTarget
    print(
      "  scale \(Int(scale)): push frame \(figures(pushFrames)) (\(pushFrames.count / rounds) "
        + "frames); pop frame \(figures(popFrames)) (target: medians < \(format(frameTarget))) — "
        + (met ? "met" : "NOT met"))
  }
}
