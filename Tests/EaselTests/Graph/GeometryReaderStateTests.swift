import Easel
import EaselTesting
import Foundation
import Testing

/// A `GeometryReader`'s content is made during layout, not by its owner's body; the views in
/// it keep their state when the owner runs again (as in SwiftUI), and lose it when they leave.
@MainActor
@Suite struct GeometryReaderStateTests {
  struct Counter: View {
    @State var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }.accessibilityIdentifier("counter")
    }
  }

  struct Outer: View {
    @State var outer = 0
    @State var showsCounter = true
    var body: some View {
      GeometryReader { proxy in
        VStack {
          Text("outer \(outer) at \(Int(proxy.size.width))")
          if showsCounter { Counter() }
          Button("bump") { outer += 1 }.accessibilityIdentifier("bump")
          Button("toggle") { showsCounter.toggle() }.accessibilityIdentifier("toggle")
        }
      }
    }
  }

  func labels(_ host: ViewHost<Outer>) -> [String] {
    host.accessibilityTree().map(\.label)
  }

  @Test func stateInsideTheReaderSurvivesTheOwnersBody() {
    let host = ViewHost(Outer(), size: CGSize(width: 300, height: 300))
    #expect(host.tap("counter"))
    #expect(host.tap("counter"))
    #expect(labels(host).contains("count 2"))
    #expect(host.tap("bump"))
    #expect(labels(host) == ["outer 1 at 300", "count 2", "bump", "toggle"])
  }

  @Test func aViewThatLeavesTheReaderLosesItsState() {
    let host = ViewHost(Outer(), size: CGSize(width: 300, height: 300))
    #expect(host.tap("counter"))
    #expect(host.tap("toggle"))
    #expect(!labels(host).contains { $0.hasPrefix("count") })
    #expect(host.tap("toggle"))
    #expect(labels(host).contains("count 0"))
  }
}
