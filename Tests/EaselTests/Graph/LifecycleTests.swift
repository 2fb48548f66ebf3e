import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct LifecycleTests {
  @MainActor final class EventLog {
    var events: [String] = []
  }

  struct Shown: View {
    let name: String
    let log: EventLog
    var body: some View {
      Color.red.frame(width: 10, height: 10)
        .onAppear { log.events.append("appear \(name)") }
        .onDisappear { log.events.append("disappear \(name)") }
    }
  }

  struct Toggler: View {
    let log: EventLog
    let flag: Probe<Bool>
    let counter: Probe<Int>
    @State private var show = true
    @State private var count = 0

    var body: some View {
      flag.binding = $show
      counter.binding = $count
      return VStack {
        if show { Shown(name: "a", log: log) }
        Shown(name: "b", log: log)
        Color.blue.frame(width: CGFloat(count + 1), height: 1)
      }
      .onChange(of: count) { old, new in log.events.append("count \(old)→\(new)") }
    }
  }

  @Test func appearOnceDisappearOnRemovalAndChangeWithOldAndNew() {
    let log = EventLog()
    let flag = Probe<Bool>()
    let counter = Probe<Int>()
    let host = ViewHost(
      Toggler(log: log, flag: flag, counter: counter), size: CGSize(width: 50, height: 50))
    #expect(log.events == ["appear a", "appear b"])
    counter.set(1)
    host.update()
    // Re-running the parent does not make its children appear again.
    #expect(log.events == ["appear a", "appear b", "count 0→1"])
    flag.set(false)
    host.update()
    #expect(log.events.last == "disappear a")
    flag.set(true)
    host.update()
    #expect(log.events.last == "appear a")
    #expect(log.events.filter { $0 == "appear b" }.count == 1)
  }

  @Test func onChangeInitialRunsOnAppear() {
    let log = EventLog()
    let view = Color.red.onChange(of: 3, initial: true) { old, new in
      log.events.append("\(old)→\(new)")
    }
    _ = ViewHost(view, size: CGSize(width: 10, height: 10))
    #expect(log.events == ["3→3"])
  }

  @MainActor final class TaskLog {
    var started: [Int] = []
    var cancelled: [Int] = []
    var continuation: CheckedContinuation<Void, Never>?
  }

  struct Tasked: View {
    let log: TaskLog
    let key: Probe<Int>
    let flag: Probe<Bool>
    @State private var id = 0
    @State private var show = true

    var body: some View {
      key.binding = $id
      flag.binding = $show
      return VStack {
        if show {
          Color.red.frame(width: 10, height: 10)
            .task(id: id) {
              let mine = id
              log.started.append(mine)
              // Wait until cancelled: the task lives as long as the view and its id.
              while !Task.isCancelled { await Task.yield() }
              log.cancelled.append(mine)
            }
        }
      }
    }
  }

  /// Lets the main actor run queued work until `condition` holds, or the time is up and the
  /// main actor has had at least 1,000 turns.
  ///
  /// The turns count as well as the time: every main-actor test in the process shares the
  /// main queue, which at the start of a run holds tens of seconds of their work, so on a
  /// loaded run one turn alone can outlast the timeout.
  func settle(timeout: TimeInterval = 10, until condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(timeout)
    var turns = 0
    while !condition(), turns < 1_000 || Date() < deadline {
      await Task.yield()
      turns += 1
    }
  }

  @Test func taskRestartsWhenItsIDChangesAndIsCancelledOnDisappear() async {
    let log = TaskLog()
    let key = Probe<Int>()
    let flag = Probe<Bool>()
    let host = ViewHost(Tasked(log: log, key: key, flag: flag), size: CGSize(width: 20, height: 20))
    await settle { log.started == [0] }
    #expect(log.started == [0])
    key.set(1)
    host.update()
    await settle { log.started == [0, 1] && log.cancelled == [0] }
    #expect(log.cancelled == [0])
    #expect(log.started == [0, 1])
    flag.set(false)
    host.update()
    await settle { log.cancelled == [0, 1] }
    #expect(log.cancelled == [0, 1])
  }

  struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  @Test func preferencesFlowUpAndAreReduced() {
    struct Widest: View {
      let widths: Probe<[CGFloat]>
      @State private var seen: CGFloat = -1
      @State private var extra: CGFloat = 10

      var body: some View {
        widths.binding = Binding(get: { [seen, extra] }, set: { extra = $0[1] })
        return VStack {
          Color.red.frame(width: 10, height: 5).preference(key: WidthKey.self, value: 10)
          Color.red.frame(width: 30, height: 5).preference(key: WidthKey.self, value: 30)
          Color.red.frame(width: extra, height: 5).preference(key: WidthKey.self, value: extra)
        }
        .onPreferenceChange(WidthKey.self) { seen = $0 }
      }
    }
    let widths = Probe<[CGFloat]>()
    let host = ViewHost(Widest(widths: widths), size: CGSize(width: 100, height: 100))
    #expect(widths.value == [30, 10])
    widths.set([0, 50])
    host.update()
    #expect(widths.value == [50, 50])
  }

  @Test func geometryChangeReportsTheLaidOutFrame() {
    struct Measured: View {
      let sizes: Probe<CGSize>
      let grow: Probe<CGFloat>
      @State private var measured = CGSize.zero
      @State private var width: CGFloat = 40

      var body: some View {
        sizes.binding = .constant(measured)
        grow.binding = $width
        return Color.red.frame(width: width, height: 20)
          .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { measured = $0 })
      }
    }
    let sizes = Probe<CGSize>()
    let grow = Probe<CGFloat>()
    let host = ViewHost(Measured(sizes: sizes, grow: grow), size: CGSize(width: 100, height: 100))
    #expect(sizes.value == CGSize(width: 40, height: 20))
    grow.set(70)
    host.update()
    #expect(sizes.value == CGSize(width: 70, height: 20))
  }

  @Test func geometryInANamedCoordinateSpace() {
    struct Placed: View {
      let origin: Probe<CGPoint>
      @State private var point = CGPoint(x: -1, y: -1)
      var body: some View {
        origin.binding = .constant(point)
        return VStack(spacing: 0) {
          Color.gray.frame(width: 10, height: 30)
          Color.red.frame(width: 10, height: 10)
            .onGeometryChange(
              for: CGPoint.self, of: { $0.frame(in: .named("box")).origin },
              action: { point = $0 })
        }
        .padding(5)
        .coordinateSpace(name: "box")
      }
    }
    let origin = Probe<CGPoint>()
    _ = ViewHost(Placed(origin: origin), size: CGSize(width: 200, height: 200))
    #expect(origin.value == CGPoint(x: 5, y: 35))
  }
}
