import Combine
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `onReceive` and Combine's scheduled publishers driven by the host's clock.
@MainActor
@Suite struct ReceiveTests {
  @MainActor final class EventLog {
    var events: [String] = []
  }

  static let size = CGSize(width: 200, height: 200)

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  // MARK: A timer

  struct TickCounter: View {
    let log: EventLog
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
      Text("Ticks: \(ticks)")
        .accessibilityIdentifier("ticks")
        .onReceive(timer) { _ in ticks += 1 }
        .onChange(of: ticks) { _, new in log.events.append("tick \(new)") }
    }
  }

  @Test func aTimerTicksAsTheClockAdvances() {
    let log = EventLog()
    let host = ViewHost(TickCounter(log: log), size: Self.size)
    #expect(label(host, "ticks") == "Ticks: 0")
    host.advance(by: 0.99)
    #expect(label(host, "ticks") == "Ticks: 0")
    host.advance(by: 2.51)
    #expect(host.time == 3.5)
    #expect(label(host, "ticks") == "Ticks: 3")
    // Each tick was shown before the next: its own update ran its own onChange.
    #expect(log.events == ["tick 1", "tick 2", "tick 3"])
    host.advance(by: 0.5)
    #expect(label(host, "ticks") == "Ticks: 4")
  }

  struct TickerSwitch: View {
    let shown: Probe<Bool>
    let log: EventLog
    @State private var isShown = true

    var body: some View {
      shown.binding = $isShown
      return VStack {
        if isShown { TickCounter(log: log) }
      }
    }
  }

  @Test func theSubscriptionEndsWhenTheViewGoes() {
    let log = EventLog()
    let shown = Probe<Bool>()
    let host = ViewHost(TickerSwitch(shown: shown, log: log), size: Self.size)
    host.advance(by: 2)
    #expect(log.events == ["tick 1", "tick 2"])
    shown.set(false)
    host.update()
    host.advance(by: 5)
    #expect(log.events == ["tick 1", "tick 2"])
    // Back again: a new identity, a new count, a new subscription whose first tick is a
    // second after it subscribed.
    shown.set(true)
    host.update()
    #expect(label(host, "ticks") == "Ticks: 0")
    host.advance(by: 1)
    #expect(label(host, "ticks") == "Ticks: 1")
  }

  // MARK: A debounced search model

  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0
    private let catalog = ["swift", "swiftui", "switch", "rust", "ruby"]
    private var cancellables = Set<AnyCancellable>()

    init() {
      $query
        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .removeDuplicates()
        .sink { [weak self] query in self?.search(query) }
        .store(in: &cancellables)
    }

    private func search(_ query: String) {
      searchCount += 1
      results = query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query) }
    }
  }

  struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
      VStack {
        HStack {
          ForEach(["s", "w", "i", "r"], id: \.self) { letter in
            Button(letter) { model.query += letter }
              .accessibilityIdentifier("key-\(letter)")
          }
          Button("⌫") { model.query = String(model.query.dropLast()) }
            .accessibilityIdentifier("delete")
        }
        Text("Query: \(model.query)").accessibilityIdentifier("query")
        Text("Results: \(model.results.joined(separator: ","))")
          .accessibilityIdentifier("results")
        Text("Searches: \(model.searchCount)").accessibilityIdentifier("searches")
      }
    }
  }

  @Test func aDebouncedSearchRunsAfterTheTypingStops() {
    let host = ViewHost(SearchScreen(), size: CGSize(width: 300, height: 200))
    #expect(label(host, "searches") == "Searches: 0")
    // The initial empty query is searched 300 ms after the model subscribed.
    host.advance(by: 0.3)
    #expect(label(host, "searches") == "Searches: 1")
    #expect(host.tap("key-s"))
    host.advance(by: 0.1)
    #expect(host.tap("key-w"))
    host.advance(by: 0.1)
    #expect(host.tap("key-i"))
    #expect(label(host, "query") == "Query: swi")
    host.advance(by: 0.29)
    #expect(label(host, "searches") == "Searches: 1")
    #expect(label(host, "results") == "Results: ")
    host.advance(by: 0.01)
    #expect(label(host, "searches") == "Searches: 2")
    #expect(label(host, "results") == "Results: swift,swiftui,switch")
    // Typing and deleting back to the same query within the wait searches nothing new.
    #expect(host.tap("key-r"))
    host.advance(by: 0.1)
    #expect(host.tap("delete"))
    host.advance(by: 1)
    #expect(label(host, "searches") == "Searches: 2")
  }

  // MARK: Notifications

  static let ping = Notification.Name("EaselTests.ReceiveTests.ping")

  struct PingCounter: View {
    @State private var count = 0
    @State private var last = ""

    var body: some View {
      Text("Pings: \(count) \(last)")
        .accessibilityIdentifier("pings")
        .onReceive(NotificationCenter.default.publisher(for: ReceiveTests.ping)) { note in
          count += 1
          last = note.object as? String ?? ""
        }
    }
  }

  struct PingSwitch: View {
    let shown: Probe<Bool>
    @State private var isShown = true

    var body: some View {
      shown.binding = $isShown
      return VStack {
        if isShown { PingCounter() }
      }
    }
  }

  @Test func notificationsReachTheViewWhileItIsShown() {
    let shown = Probe<Bool>()
    let host = ViewHost(PingSwitch(shown: shown), size: Self.size)
    #expect(label(host, "pings") == "Pings: 0 ")
    NotificationCenter.default.post(name: Self.ping, object: "one")
    NotificationCenter.default.post(name: Self.ping, object: "two")
    host.update()
    #expect(label(host, "pings") == "Pings: 2 two")
    // The body ran again with an equal publisher: still one subscription.
    NotificationCenter.default.post(name: Self.ping, object: "three")
    host.update()
    #expect(label(host, "pings") == "Pings: 3 three")
    shown.set(false)
    host.update()
    NotificationCenter.default.post(name: Self.ping, object: "four")
    shown.set(true)
    host.update()
    #expect(label(host, "pings") == "Pings: 0 ")
  }

  // MARK: Subjects, published values and receive(on:)

  final class Feed: ObservableObject {
    @Published var level = 1
    let events = PassthroughSubject<String, Never>()
  }

  struct FeedView: View {
    @ObservedObject var feed: Feed
    let log: EventLog

    var body: some View {
      VStack {
        Button("Send") { feed.events.send("tap") }
          .accessibilityIdentifier("send")
        Text("Level \(feed.level)")
      }
      .onReceive(feed.$level) { log.events.append("level \($0)") }
      .onReceive(feed.events.receive(on: DispatchQueue.main)) { log.events.append("event \($0)") }
    }
  }

  @Test func publishedValuesAndMainQueueDeliveriesReachTheAction() {
    let log = EventLog()
    let feed = Feed()
    let host = ViewHost(FeedView(feed: feed, log: log), size: Self.size)
    // `$level` sends its current value on subscription.
    #expect(log.events == ["level 1"])
    feed.level = 2
    host.update()
    #expect(log.events == ["level 1", "level 2"])
    // Delivered on the main queue: within the tap's update, on the host's clock.
    #expect(host.tap("send"))
    #expect(log.events == ["level 1", "level 2", "event tap"])
  }

  @Test func workScheduledInPerformRunsOnTheHostsClock() {
    let log = EventLog()
    let feed = Feed()
    let host = ViewHost(FeedView(feed: feed, log: log), size: Self.size)
    var delayed: [Int] = []
    let cancellable = host.perform {
      Just(5).delay(for: .seconds(2), scheduler: RunLoop.main).sink { delayed.append($0) }
    }
    host.advance(by: 1.9)
    #expect(delayed.isEmpty)
    host.advance(by: 0.1)
    #expect(delayed == [5])
    cancellable.cancel()
  }
}
