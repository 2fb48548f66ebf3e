import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `refreshable`: pulling the list down past its top shows a spinner and runs the action;
/// when the action returns the list springs back.
@MainActor
@Suite struct RefreshableTests {
  /// An action the test lets finish.
  @MainActor
  final class Gate {
    var calls = 0
    var finished = false
    var continuation: CheckedContinuation<Void, Never>?

    func wait() async {
      calls += 1
      await withCheckedContinuation { continuation = $0 }
      finished = true
    }

    func open() {
      continuation?.resume()
      continuation = nil
    }
  }

  struct Feed: View {
    let gate: Gate

    var body: some View {
      List(0..<5, id: \.self) { index in
        Text("Item \(index)").accessibilityIdentifier("item\(index)")
      }
      .refreshable { await gate.wait() }
    }
  }

  func settle(until condition: () -> Bool) async {
    var turns = 0
    let deadline = Date().addingTimeInterval(10)
    while !condition(), turns < 1_000 || Date() < deadline {
      await Task.yield()
      turns += 1
    }
  }

  @Test func pullingDownRefreshesWithASpinner() async {
    let gate = Gate()
    let host = ViewHost(Feed(gate: gate), size: CGSize(width: 393, height: 600))
    let top = host.frame(of: "item0")?.minY ?? 0
    #expect(host.frame(of: "RefreshControl") == nil)
    #expect(host.drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 200)))
    host.advance(by: 1)
    await settle { gate.calls == 1 }
    host.update()
    #expect(gate.calls == 1)
    // While the action runs the spinner shows above the content, held 54 points down.
    #expect(host.frame(of: "RefreshControl") != nil)
    #expect(close(host.frame(of: "item0")?.minY ?? 0, top + 54))
    gate.open()
    await settle { gate.finished }
    // The list's task goes on after the action returns: let it end.
    for _ in 0..<50 { await Task.yield() }
    host.advance(by: 1)
    #expect(host.frame(of: "RefreshControl") == nil)
    #expect(close(host.frame(of: "item0")?.minY ?? 0, top))
  }

  @Test func aShortPullDoesNotRefresh() async {
    let gate = Gate()
    let host = ViewHost(Feed(gate: gate), size: CGSize(width: 393, height: 600))
    #expect(host.drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 60)))
    host.advance(by: 1)
    for _ in 0..<20 { await Task.yield() }
    #expect(gate.calls == 0)
    #expect(host.frame(of: "RefreshControl") == nil)
  }
}
