import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `ProfileLoaderView` (Combine's `zip`, `collect`, `timeout` and `values` under
/// async/await), driven through `ViewHost`: a tap starts the load, the host's clock runs the
/// faked network's delays and the timeout, and the test lets the load's task run in between.
@MainActor
@Suite struct ProfileLoaderSourceTests {
  func status<V: View>(_ host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.identifier == "status" }?.label
  }

  /// Lets the main actor run queued work (the load's task) and updates the host, until
  /// `condition` holds or the main actor has had 1,000 turns and 10 seconds have passed.
  func settle<V: View>(_ host: ViewHost<V>, until condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(10)
    var turns = 0
    host.update()
    while !condition(), turns < 1_000 || Date() < deadline {
      await Task.yield()
      host.update()
      turns += 1
    }
  }

  /// Lets the main actor run queued work for 100 turns, updating the host, when nothing
  /// should come of it.
  func letTasksRun<V: View>(_ host: ViewHost<V>) async {
    for _ in 0..<100 {
      await Task.yield()
      host.update()
    }
  }

  static let size = CGSize(width: 390, height: 200)

  @Test func theProfileLoadsWhenTheNameAndEveryPostsLikesHaveCome() async {
    let host = ViewHost(
      ProfileLoaderView(service: .mock(nameLatency: 1, likesLatency: 3)), size: Self.size)
    #expect(status(host) == "Not loaded")
    #expect(host.tap("load"))
    await settle(host) { status(host) == "Loading…" }
    #expect(status(host) == "Loading…")
    #expect(host.frame(of: "spinner") != nil)
    // The name has come at 1 s, but the likes have not: zip waits for both.
    host.advance(by: 2.9)
    await letTasksRun(host)
    #expect(status(host) == "Loading…")
    // At 3 s the three posts' likes, collected, come: 12 + 30 + 8.
    host.advance(by: 0.1)
    await settle(host) { status(host) != "Loading…" }
    #expect(status(host) == "Ada Lovelace: 50 likes on 3 posts")
    #expect(host.frame(of: "spinner") == nil)
    #expect(host.accessibilityTree().first { $0.identifier == "load" }?.label == "Reload")
  }

  @Test func aSlowNetworkTimesOutAfterFiveSeconds() async {
    let host = ViewHost(
      ProfileLoaderView(service: .mock(nameLatency: 1, likesLatency: 8)), size: Self.size)
    #expect(host.tap("load"))
    await settle(host) { status(host) == "Loading…" }
    host.advance(by: 4.9)
    await letTasksRun(host)
    #expect(status(host) == "Loading…")
    host.advance(by: 0.1)
    await settle(host) { status(host) != "Loading…" }
    #expect(status(host) == "Timed out")
    // The likes that would have come at 8 s change nothing: the timeout cancelled them.
    host.advance(by: 5)
    await letTasksRun(host)
    #expect(status(host) == "Timed out")
    // Reloading tries again, and times out again 5 s later.
    #expect(host.tap("load"))
    await settle(host) { status(host) == "Loading…" }
    #expect(status(host) == "Loading…")
    host.advance(by: 5)
    await settle(host) { status(host) != "Loading…" }
    #expect(status(host) == "Timed out")
  }
}
