import Easel
import EaselCairo
import Foundation

/// The list benchmark of issue 24: a `List` of 1,000, 10,000 and 100,000 rows (an image, a
/// text and a toggle each) on an iPhone screen (393×852 points at 3×): the first frame (graph
/// built, laid out, drawn), a scroll frame (the wheel moves the list 30 points; laid out and
/// drawn where it changed), and the memory the list holds after scrolling — the heap blocks it
/// keeps alive, and the process's resident memory — which should not grow with the row count
/// as only the rows in view are made. The process runs a list first, printed
/// apart and not counted: it loads what every later list finds loaded. Each list's rows have
/// titles of their own, so none finds its text shaped by the one before.
@MainActor
enum ListBenchmarks {
  static let canvas = CGSize(width: 393, height: 852)
  static let scale: CGFloat = 3

  struct Row: View {
    let label: String
    let index: Int
    @State private var isOn: Bool

    init(label: String, index: Int) {
      self.label = label
      self.index = index
      _isOn = State(initialValue: index % 3 == 0)
    }

    var body: some View {
      HStack {
        Image(systemName: "star.fill").foregroundStyle(Color.orange)
        Toggle("\(label) \(index)", isOn: $isOn)
      }
    }
  }

  /// A list whose rows' titles start with `label`: each list measured has titles of its own,
  /// so that none finds its text shaped by the list before.
  struct Rows: View {
    let count: Int
    var label = "Row"

    var body: some View {
      List(0..<count, id: \.self) { index in Row(label: label, index: index) }
    }
  }

  /// The row counts measured unless the command line names some (`1k`, `10k`, `100k`).
  static let counts = [1_000, 10_000, 100_000]

  static func run(iterations: Int, counts: [Int] = counts) {
    print(
      "list: rows of an image, a text and a toggle at 393×852 points, 3× (wall clock; the "
        + "thread's processor time in brackets)")
    // The process's first list loads fonts, symbols, glyphs and code, and grows the
    // allocator's heap, all of which every later list finds done (the list after it still
    // paid about half of that again here): it runs first, whole, with titles holding every
    // letter and digit, and is printed apart, so that the lists after it measure a list's own
    // cost (its rows made, their titles shaped, laid out and drawn), as in a window that has
    // shown a screen before.
    do {
      print("  the process's first list, cold (not counted):")
      try run(
        count: 1_000, frames: 60,
        label: "The quick brown fox jumps over a lazy dog, ROW OF 1234567890", rounds: 1)
    } catch {
      print("list: the first list failed: \(error)")
    }
    for count in counts {
      do {
        try run(count: count, frames: max(iterations * 17, 120))
      } catch {
        print("list: \(count) rows failed: \(error)")
      }
    }
  }

  /// The wall-clock and processor times of one frame, and of its layout alone.
  struct FrameTimes {
    var wall: [Duration] = []
    var cpu: [Duration] = []
    var layoutWall: [Duration] = []
    var layoutCPU: [Duration] = []
  }

  /// How many lists of a row count have their first frame timed; the median is printed. One
  /// first frame moves with what the process did before it (the first list measured after
  /// the build benchmarks took twice as long as the one after it) and with the machine (a
  /// median of three still read 17-20 ms in one run of six here, the others 11-13 ms).
  static let firstFrameRounds = 5

  static func run(
    count: Int, frames: Int, label: String? = nil, rounds: Int = firstFrameRounds
  ) throws {
    // Each list titles its rows apart, so that none finds its text shaped by the one before.
    func title(_ round: Int) -> String { label ?? "Row \(round) of \(count)" }
    var firsts: [Times] = []
    var layouts: [Times] = []
    for round in 1..<max(rounds, 1) {
      let (_, _, first, layout) = try firstFrame(count: count, label: title(round))
      firsts.append(first)
      layouts.append(layout)
    }
    // What the lists before this one freed goes back to the system first, so that neither
    // figure below counts the allocator's leftovers (resident memory otherwise moves by the
    // size of a frame, 12 MB at 3×, with whatever the last list left free).
    ProcessAllocator.returnFreeMemory()
    let before = residentBytes()
    let heldBefore = ProcessAllocator.heldBlocks().bytes
    let (graph, driver, lastFirst, lastLayout) = try firstFrame(
      count: count, label: title(rounds))
    firsts.append(lastFirst)
    layouts.append(lastLayout)
    var times = FrameTimes()
    var time = 0.0
    for frame in 0..<frames {
      // Down for most of the run, then back up, a wheel step a frame.
      let delta: CGFloat = frame < frames * 3 / 4 ? 30 : -30
      time += 1.0 / 60
      try scrollFrame(graph: graph, driver: driver, by: delta, at: time, times: &times)
    }
    let held = ProcessAllocator.heldBlocks().bytes - heldBefore
    ProcessAllocator.returnFreeMemory()
    let after = residentBytes()
    let format = GraphBenchmarks.format
    let median = GraphBenchmarks.median
    func both(_ wall: Duration, _ cpu: Duration) -> String { "\(format(wall)) [\(format(cpu))]" }
    let first = (wall: median(firsts.map(\.wall)), cpu: median(firsts.map(\.cpu)))
    let firstLayout = (wall: median(layouts.map(\.wall)), cpu: median(layouts.map(\.cpu)))
    print(
      "  \(count) rows: first frame"
        + (firsts.count > 1 ? " median of \(firsts.count) lists " : " ")
        + "\(both(first.wall, first.cpu)) (layout "
        + "\(both(firstLayout.wall, firstLayout.cpu))) (target < 16 ms: "
        + "\(first.wall < .milliseconds(16) ? "met" : "NOT met")); scroll frame median "
        + "\(both(median(times.wall), median(times.cpu))) (layout "
        + "\(both(median(times.layoutWall), median(times.layoutCPU)))), worst "
        + "\(both(times.wall.max() ?? .zero, times.cpu.max() ?? .zero)) (target < 4 ms); "
        + "resident \(after / 1_048_576) MB (+\((after - before) / 1024) KB for this list); "
        + "heap the list holds \(held / 1024) KB, its \(frameBytes / 1024) KB frame included")
  }

  /// A wall-clock time and the thread's processor time.
  typealias Times = (wall: Duration, cpu: Duration)

  /// The first frame of a list of `count` rows titled `label`: the graph built, laid out
  /// (rows made) and drawn. Returns its times, whole and to the end of its layout. Not
  /// inlined, so that a profiler can take it alone (`valgrind --tool=callgrind
  /// --collect-atstart=no --toggle-collect='*ListBenchmarks*firstFrame*'
  /// --dump-after='*ListBenchmarks*firstFrame*'` dumps each list's apart).
  @inline(never)
  static func firstFrame(count: Int, label: String) throws -> (
    ViewGraph, FrameDriver, first: Times, layout: Times
  ) {
    let clock = ContinuousClock()
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let start = (clock.now, ThreadCPUTime.now())
    let graph = ViewGraph(
      root: Rows(count: count, label: label), environment: environment,
      textEngine: PangoTextEngine())
    let driver = FrameDriver(scene: graph, size: canvas, scale: scale)
    driver.layout(at: 0)
    let layout = (clock.now - start.0, ThreadCPUTime.now() - start.1)
    _ = try driver.drawFrame(at: 0)
    let first = (clock.now - start.0, ThreadCPUTime.now() - start.1)
    return (graph, driver, first, layout)
  }

  /// A scroll frame: the wheel moves the list by `delta` points, which is laid out and drawn
  /// where it changed; its times are added to `times`. Not inlined, for profilers, as
  /// `firstFrame`.
  @inline(never)
  static func scrollFrame(
    graph: ViewGraph, driver: FrameDriver, by delta: CGFloat, at time: Double,
    times: inout FrameTimes
  ) throws {
    let clock = ContinuousClock()
    let start = (clock.now, ThreadCPUTime.now())
    _ = graph.send(
      PointerEvent(
        .scroll(CGSize(width: 0, height: delta)), at: CGPoint(x: 200, y: 400), time: time))
    driver.layout(at: time)
    times.layoutWall.append(clock.now - start.0)
    times.layoutCPU.append(ThreadCPUTime.now() - start.1)
    _ = try driver.drawFrame(at: time)
    times.wall.append(clock.now - start.0)
    times.cpu.append(ThreadCPUTime.now() - start.1)
  }

  /// The bytes of one frame's image at the benchmark's size and scale (4 a pixel): part of
  /// what a list holds whatever its row count.
  static var frameBytes: Int {
    Int((canvas.width * scale).rounded(.up) * (canvas.height * scale).rounded(.up)) * 4
  }

  /// The process's resident memory (`VmRSS`), in bytes.
  static func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let digits = line.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
  }
}
