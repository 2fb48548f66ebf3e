import Easel
import EaselCairo
import Foundation

/// The list benchmark of issue 24: a `List` of 1,000, 10,000 and 100,000 rows (an image, a
/// text and a toggle each) on an iPhone screen (393×852 points at 3×): the first frame (graph
/// built, laid out, drawn), a scroll frame (the wheel moves the list 30 points; laid out and
/// drawn where it changed), and resident memory after scrolling, which should not grow with
/// the row count as only the rows in view are made.
@MainActor
enum ListBenchmarks {
  static let canvas = CGSize(width: 393, height: 852)
  static let scale: CGFloat = 3

  struct Row: View {
    let index: Int
    @State private var isOn: Bool

    init(index: Int) {
      self.index = index
      _isOn = State(initialValue: index % 3 == 0)
    }

    var body: some View {
      HStack {
        Image(systemName: "star.fill").foregroundStyle(Color.orange)
        Toggle("Row \(index)", isOn: $isOn)
      }
    }
  }

  struct Rows: View {
    let count: Int

    var body: some View {
      List(0..<count, id: \.self) { index in Row(index: index) }
    }
  }

  static func run(iterations: Int) {
    print("list: rows of an image, a text and a toggle at 393×852 points, 3×")
    for count in [1_000, 10_000, 100_000] {
      do {
        try run(count: count, frames: max(iterations * 17, 120))
      } catch {
        print("list: \(count) rows failed: \(error)")
      }
    }
  }

  static func run(count: Int, frames: Int) throws {
    let clock = ContinuousClock()
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let before = residentBytes()
    var driver: FrameDriver?
    var graph: ViewGraph?
    let first = try clock.measure {
      let made = ViewGraph(
        root: Rows(count: count), environment: environment, textEngine: PangoTextEngine())
      graph = made
      let frameDriver = FrameDriver(scene: made, size: canvas, scale: scale)
      driver = frameDriver
      _ = try frameDriver.drawFrame(at: 0)
    }
    guard let graph, let driver else { return }
    var times: [Duration] = []
    var layoutTimes: [Duration] = []
    var time = 0.0
    for frame in 0..<frames {
      // Down for most of the run, then back up, a wheel step a frame.
      let delta: CGFloat = frame < frames * 3 / 4 ? 30 : -30
      time += 1.0 / 60
      let start = clock.now
      _ = graph.send(
        PointerEvent(
          .scroll(CGSize(width: 0, height: delta)), at: CGPoint(x: 200, y: 400), time: time))
      driver.layout(at: time)
      layoutTimes.append(clock.now - start)
      _ = try driver.drawFrame(at: time)
      times.append(clock.now - start)
    }
    let after = residentBytes()
    let median = GraphBenchmarks.median(times)
    let worst = times.max() ?? .zero
    print(
      "  \(count) rows: first frame \(GraphBenchmarks.format(first)) (target < 16 ms), "
        + "scroll frame median \(GraphBenchmarks.format(median)) (layout "
        + "\(GraphBenchmarks.format(GraphBenchmarks.median(layoutTimes)))), worst "
        + "\(GraphBenchmarks.format(worst)) (target < 4 ms); resident \(after / 1_048_576) MB "
        + "(+\((after - before) / 1024) KB for this list)")
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
