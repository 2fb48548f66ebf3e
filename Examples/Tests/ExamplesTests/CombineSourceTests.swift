import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The CompatibilitySources written with Combine (`import Combine`, Swift 5 mode), driven
/// through `ViewHost`: taps, and the host's clock for timers and debounced pipelines.
@MainActor
@Suite struct CombineSourceTests {
  func labels<V: View>(_ host: ViewHost<V>, _ identifier: String) -> [String] {
    host.accessibilityTree().filter { $0.identifier == identifier }.map(\.label)
  }

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    labels(host, identifier).first
  }

  @Test func theContactSearchDebouncesTyping() {
    let contacts = ["Ada Lovelace", "Alan Turing", "Donald Knuth", "Grace Hopper", "Linus"]
    let host = ViewHost(
      ContactSearchView(contacts: contacts), size: CGSize(width: 390, height: 500))
    // The empty query is searched 300 ms after the model subscribes.
    #expect(label(host, "summary") == "5 of 0 searches")
    #expect(host.frame(of: "spinner") != nil)
    host.advance(by: 0.3)
    #expect(label(host, "summary") == "5 of 1 searches")
    #expect(host.frame(of: "spinner") == nil)

    // "l", then "o" 100 ms later: one search, 300 ms after the last key.
    #expect(host.tap("key-l"))
    #expect(host.frame(of: "spinner") != nil)
    host.advance(by: 0.1)
    #expect(host.tap("key-o"))
    #expect(label(host, "query") == "lo")
    host.advance(by: 0.29)
    #expect(labels(host, "match").count == 5)
    host.advance(by: 0.01)
    #expect(labels(host, "match") == ["Ada Lovelace"])
    #expect(label(host, "summary") == "1 of 2 searches")

    // Clearing and typing the same query again within the wait searches nothing new.
    #expect(host.tap("clear"))
    host.advance(by: 0.1)
    #expect(host.tap("key-l"))
    #expect(host.tap("key-o"))
    host.advance(by: 1)
    #expect(label(host, "summary") == "1 of 2 searches")
    #expect(host.frame(of: "spinner") == nil)

    #expect(host.tap("clear"))
    host.advance(by: 0.3)
    #expect(labels(host, "match").count == 5)
    #expect(label(host, "summary") == "5 of 3 searches")
  }

  @Test func theEggTimerCountsDownOnTheClockAndRings() {
    let host = ViewHost(EggTimer(length: 3), size: CGSize(width: 300, height: 200))
    var rings = 0
    // Combine comes with `import SwiftUI`, as on iOS.
    let ringing = NotificationCenter.default.publisher(for: EggTimer.didRing)
      .sink { _ in rings += 1 }
    defer { ringing.cancel() }

    #expect(label(host, "remaining") == "0:03")
    // The timer ticks from the start, but counts only while running.
    host.advance(by: 2)
    #expect(label(host, "remaining") == "0:03")
    #expect(host.tap("toggle"))
    #expect(label(host, "toggle") == "Pause")
    host.advance(by: 1.5)
    #expect(label(host, "remaining") == "0:02")
    #expect(host.tap("toggle"))
    host.advance(by: 5)
    #expect(label(host, "remaining") == "0:02")
    #expect(host.tap("toggle"))
    host.advance(by: 3)
    #expect(label(host, "remaining") == "0:00")
    #expect(label(host, "toggle") == "Start")
    #expect(rings == 1)
    #expect(host.tap("reset"))
    #expect(label(host, "remaining") == "0:03")
  }
}
