import Easel
import EaselTesting
import Foundation
import Testing

/// The swipe back from the left edge, through real hit testing and the manual clock: past
/// half the width or flicked it pops, otherwise the screen springs back.
@MainActor
@Suite struct EdgeSwipeBackTests {
  static let phone = CGSize(width: 393, height: 852)

  struct Pushed: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open") {
          VStack {
            Text("Detail").accessibilityIdentifier("detail")
            Button("Wide") {}.frame(maxWidth: .infinity).accessibilityIdentifier("wide")
          }
          .navigationTitle("Detail")
        }
        .accessibilityIdentifier("open")
        .navigationTitle("List")
      }
    }
  }

  static func pushedHost() -> ViewHost<Pushed> {
    let host = ViewHost(Pushed(), size: phone)
    host.tap("open")
    host.waitForNavigationTransitions()
    return host
  }

  @Test func aSlowSwipePastHalfTheWidthPops() {
    let host = Self.pushedHost()
    // 250 points in two seconds: slow, but past half of 393.
    host.drag(from: CGPoint(x: 5, y: 400), by: CGSize(width: 250, height: 0), steps: 120)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["List"])
  }

  @Test func aFlickPopsFromAShortDistance() {
    let host = Self.pushedHost()
    // 80 points in four frames: about 1,200 points a second.
    host.drag(from: CGPoint(x: 5, y: 400), by: CGSize(width: 80, height: 0), steps: 4)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["List"])
  }

  @Test func aSwipeFollowsTheFingerAndSpringsBackWhenReleasedShort() throws {
    let host = Self.pushedHost()
    let rest = try #require(host.frame(of: "detail"))
    host.send(PointerEvent(.down, at: CGPoint(x: 5, y: 400), time: host.time))
    for step in 1...30 {
      host.advance(by: 1.0 / 60)
      host.send(
        PointerEvent(.move, at: CGPoint(x: 5 + 5 * CGFloat(step), y: 400), time: host.time))
    }
    // Halfway through: the top screen is 150 points right, and the one under shows.
    let moved = try #require(host.frame(of: "detail"))
    #expect(abs(moved.minX - rest.minX - 150) <= 1)
    #expect(host.frame(of: "open") != nil)
    // Held still, then released short of half the width: it springs back.
    for _ in 0..<10 {
      host.advance(by: 1.0 / 60)
      host.send(PointerEvent(.move, at: CGPoint(x: 155, y: 400), time: host.time))
    }
    host.send(PointerEvent(.up, at: CGPoint(x: 155, y: 400), time: host.time))
    #expect(host.isNavigationTransitioning)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["List", "Detail"])
    #expect(try #require(host.frame(of: "detail")).minX == rest.minX)
    #expect(host.frame(of: "open") == nil)
  }

  @Test func aDragAwayFromTheEdgeDoesNotPop() {
    let host = Self.pushedHost()
    host.drag(from: CGPoint(x: 100, y: 400), by: CGSize(width: 250, height: 0), steps: 10)
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["List", "Detail"])
  }

  @Test func aTapAtTheEdgeStillReachesTheViewThere() {
    struct CounterScreen: View {
      @State var taps = 0
      var body: some View {
        Button {
          taps += 1
        } label: {
          Text("Count \(taps)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
        }
        .navigationTitle("Counter")
      }
    }
    struct Counter: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") { CounterScreen() }
            .accessibilityIdentifier("open")
        }
      }
    }
    let host = ViewHost(Counter(), size: Self.phone)
    host.tap("open")
    host.waitForNavigationTransitions()
    #expect(host.tap(at: CGPoint(x: 5, y: 400)))
    #expect(host.frame(ofLabel: "Count 1") != nil)
  }
}
