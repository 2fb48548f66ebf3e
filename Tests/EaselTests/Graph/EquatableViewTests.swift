import Easel
import EaselTesting
import Foundation
import Testing

@MainActor
@Suite struct EquatableViewTests {
  struct Labelled: View, Equatable {
    let title: String
    let log: BodyLog
    let action: () -> Void

    var body: some View {
      log.ran(title)
      return Color.red.frame(width: 10, height: 10)
    }

    nonisolated static func == (lhs: Labelled, rhs: Labelled) -> Bool {
      lhs.title == rhs.title
    }
  }

  struct Plain: View {
    let title: String
    let log: BodyLog
    let action: () -> Void

    var body: some View {
      log.ran(title)
      return Color.red.frame(width: 10, height: 10)
    }
  }

  struct Parent: View {
    let log: BodyLog
    let tick: Probe<Int>
    @State private var ticks = 0

    var body: some View {
      tick.binding = $ticks
      return VStack {
        Color.blue.frame(width: CGFloat(ticks + 1), height: 1)
        Plain(title: "plain", log: log, action: {})
        Labelled(title: "equatable", log: log, action: {}).equatable()
      }
    }
  }

  @Test func equatableSkipsBodiesThatClosuresWouldOtherwiseRerun() {
    let log = BodyLog()
    let tick = Probe<Int>()
    let host = ViewHost(Parent(log: log, tick: tick), size: CGSize(width: 50, height: 50))
    log.reset()
    tick.set(1)
    host.update()
    // The closure makes the plain view's values incomparable, so its body runs; `==` says the
    // equatable one is unchanged. (Like SwiftUI, Easel also uses `==` for a view that is
    // Equatable without `.equatable()`.)
    #expect(log.runs == ["plain": 1])
  }
}
