import Easel
import EaselCairo
import Foundation

/// The animation benchmark of issue 6: the cost of one frame of a gallery of 200 controls, all
/// animating, at 1024×1366 — advancing the animations, laying out and drawing the frame.
@MainActor
enum AnimationBenchmarks {
  /// One cell: a switch that flips, a pulsing button and a thumb sliding back and forth.
  struct Cell: View {
    let index: Int
    @State private var isOn = false
    @State private var phase = false

    var body: some View {
      VStack(spacing: 6) {
        Toggle("#\(index)", isOn: $isOn)
        HStack {
          Button("Go") {}.buttonStyle(.borderedProminent)
            .scaleEffect(phase ? 1.1 : 0.9)
          Circle().fill(phase ? Color.orange : Color.blue).frame(width: 16, height: 16)
            .offset(x: phase ? 30 : -30)
        }
      }
      .frame(width: 180)
      .onAppear {
        withAnimation(.easeInOut(duration: 1).repeatForever()) { phase = true }
        withAnimation(.snappy) { isOn = index % 2 == 0 }
      }
    }
  }

  /// 200 cells in a grid of 5 columns.
  struct Gallery: View {
    var body: some View {
      VStack(spacing: 4) {
        ForEach(0..<40) { row in
          HStack(spacing: 8) {
            ForEach(0..<5) { column in Cell(index: row * 5 + column) }
          }
        }
      }
    }
  }

  static func run(iterations: Int) {
    let size = CGSize(width: 1024, height: 1366)
    let graph = ViewGraph(root: Gallery(), textEngine: PangoTextEngine())
    graph.layout(in: size)
    // The appear actions start the animations; one more frame shows them running.
    graph.advanceAnimations(to: 0)
    graph.layout(in: size)
    graph.resetCounters()
    graph.advanceAnimations(to: 1.0 / 60)
    graph.layout(in: size)
    print("animation: bodies evaluated in one animation frame: \(graph.bodyEvaluationCount)")
    let frames = max(iterations, 1) * 20
    var times: [Duration] = []
    var phases: [[Duration]] = Array(repeating: [], count: 4)
    var wholeDraws: [Duration] = []
    var damagedShare: [Double] = []
    let renderer = FrameRenderer()
    // Side by side: the same frames drawn whole, into a back buffer of their own.
    let whole = FrameRenderer()
    whole.drawsDamageOnly = false
    let clock = ContinuousClock()
    var time = 0.0
    for _ in 0..<frames {
      time += 1.0 / 60
      let start = clock.now
      graph.advanceAnimations(to: time)
      let advanced = clock.now
      graph.layout(in: size)
      let laidOut = clock.now
      let list = graph.displayList()
      let listed = clock.now
      // As the window draws a frame: into its back buffer, kept from frame to frame.
      _ = try? renderer.draw(list, background: graph.backgroundColor, size: size, scale: 1)
      let drawn = clock.now
      _ = try? whole.draw(list, background: graph.backgroundColor, size: size, scale: 1)
      wholeDraws.append(clock.now - drawn)
      damagedShare.append(
        renderer.damagedRects.reduce(0) { $0 + $1.width * $1.height } / (size.width * size.height))
      times.append(drawn - start)
      phases[0].append(advanced - start)
      phases[1].append(laidOut - advanced)
      phases[2].append(listed - laidOut)
      phases[3].append(drawn - listed)
    }
    let median = GraphBenchmarks.median(times)
    let split = zip(["advance", "layout", "display list", "draw"], phases).map {
      "\($0.0) \(GraphBenchmarks.format(GraphBenchmarks.median($0.1)))"
    }
    print("animation: frame phases (medians): " + split.joined(separator: ", "))
    let share = damagedShare.sorted()[damagedShare.count / 2]
    print(
      "animation: drawing only what changed (median \(Int((share * 100).rounded()))% of the "
        + "frame): \(GraphBenchmarks.format(GraphBenchmarks.median(phases[3]))); the same "
        + "frames drawn whole: \(GraphBenchmarks.format(GraphBenchmarks.median(wholeDraws)))")
    // When every item changes (each moved a little further every frame), damage covers the
    // frame and it is drawn whole: what the comparison costs on top.
    var movedDraws: [Duration] = []
    var movedWholeDraws: [Duration] = []
    let base = graph.displayList().items
    for frame in 0..<frames {
      let dy = CGFloat(frame % 7 + 1)
      let moved = DisplayList(
        items: base.map { DisplayList.Item(operation: .offset(CGSize(width: 0, height: dy), [$0])) }
      )
      let start = clock.now
      _ = try? renderer.draw(moved, background: graph.backgroundColor, size: size, scale: 1)
      let drawn = clock.now
      _ = try? whole.draw(moved, background: graph.backgroundColor, size: size, scale: 1)
      movedWholeDraws.append(clock.now - drawn)
      movedDraws.append(drawn - start)
    }
    print(
      "animation: every item moving: drawing only what changed "
        + "\(GraphBenchmarks.format(GraphBenchmarks.median(movedDraws))); drawn whole: "
        + "\(GraphBenchmarks.format(GraphBenchmarks.median(movedWholeDraws)))")
    print(
      "animation: gallery of 200 animating controls at 1024×1366, \(frames) frames: "
        + "\(GraphBenchmarks.format(median)) per frame (median; target ≤ 4 ms), "
        + "animating: \(graph.isAnimating)")
    // An idle tree schedules no frames.
    let idle = ViewGraph(root: Text("Idle"), textEngine: PangoTextEngine())
    idle.layout(in: size)
    print("animation: an idle tree needs frames: \(idle.needsFrames) (target: false)")
  }
}
