import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct StateTests {
  struct Counter: View {
    let probe: Probe<Int>
    @State private var count = 0

    var body: some View {
      probe.binding = $count
      return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("bar")
    }
  }

  @Test func stateSurvivesReevaluationAndDrivesLayout() throws {
    let probe = Probe<Int>()
    let host = ViewHost(Counter(probe: probe), size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "bar")?.width == 10)
    probe.set(5)
    host.update()
    #expect(host.frame(of: "bar")?.width == 15)
    probe.set(7)
    host.update()
    #expect(probe.value == 7)
    #expect(host.frame(of: "bar")?.width == 17)
  }

  @Test func writingAnEqualValueInvalidatesNothing() {
    let probe = Probe<Int>()
    let host = ViewHost(Counter(probe: probe), size: CGSize(width: 100, height: 100))
    host.resetCounters()
    probe.set(0)
    host.update()
    #expect(host.bodyEvaluationCount == 0)
    probe.set(1)
    host.update()
    #expect(host.bodyEvaluationCount == 1)
  }

  struct Switcher: View {
    let flag: Probe<Bool>
    let inner: Probe<Int>
    @State private var showFirst = true

    var body: some View {
      flag.binding = $showFirst
      return VStack {
        if showFirst {
          Counter(probe: inner)
        } else {
          Counter(probe: inner)
        }
      }
    }
  }

  @Test func replacingAnIfBranchResetsTheOtherBranchsState() {
    let flag = Probe<Bool>()
    let inner = Probe<Int>()
    let host = ViewHost(Switcher(flag: flag, inner: inner), size: CGSize(width: 100, height: 100))
    inner.set(4)
    host.update()
    #expect(host.frame(of: "bar")?.width == 14)
    flag.set(false)
    host.update()
    // The else branch is a different view: its counter starts from zero.
    #expect(host.frame(of: "bar")?.width == 10)
    flag.set(true)
    host.update()
    // Coming back makes the first branch anew: its old state is gone too.
    #expect(host.frame(of: "bar")?.width == 10)
  }

  struct Identified: View {
    let key: Probe<Int>
    let inner: Probe<Int>
    @State private var identity = 0

    var body: some View {
      key.binding = $identity
      return Counter(probe: inner).id(identity)
    }
  }

  @Test func changingAnExplicitIDResetsState() {
    let key = Probe<Int>()
    let inner = Probe<Int>()
    let host = ViewHost(Identified(key: key, inner: inner), size: CGSize(width: 100, height: 100))
    inner.set(3)
    host.update()
    #expect(host.frame(of: "bar")?.width == 13)
    key.set(1)
    host.update()
    #expect(host.frame(of: "bar")?.width == 10)
  }

  struct Parent: View {
    let log: BodyLog
    let parentProbe: Probe<Int>
    let childProbe: Probe<Int>
    @State private var parentValue = 0

    var body: some View {
      log.ran("parent")
      parentProbe.binding = $parentValue
      return VStack {
        Color.blue.frame(width: CGFloat(parentValue + 1), height: 1)
        Child(log: log, probe: childProbe)
      }
    }
  }

  struct Child: View {
    let log: BodyLog
    let probe: Probe<Int>
    @State private var value = 0

    var body: some View {
      log.ran("child")
      probe.binding = $value
      return Color.red.frame(width: CGFloat(value + 1), height: 1)
    }
  }

  @Test func childStateChangeRunsOnlyTheChild() {
    let log = BodyLog()
    let parent = Probe<Int>()
    let child = Probe<Int>()
    let host = ViewHost(
      Parent(log: log, parentProbe: parent, childProbe: child), size: CGSize(width: 50, height: 50))
    #expect(log.runs == ["parent": 1, "child": 1])
    log.reset()
    child.set(3)
    host.update()
    #expect(log.runs == ["child": 1])
    log.reset()
    parent.set(2)
    host.update()
    // The child's inputs did not change (its state lives in the graph): only the parent runs.
    #expect(log.runs == ["parent": 1])
    #expect(child.value == 3)
  }
}
