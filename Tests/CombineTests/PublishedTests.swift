import Testing

@testable import Combine

@Suite struct PublishedTests {
  final class Model: ObservableObject, @unchecked Sendable {
    @Published var query = ""
    @Published var count = 0
  }

  @Test func thePublisherSendsTheCurrentValueThenEachNewOneBeforeItIsStored() {
    let model = Model()
    model.query = "a"
    var received: [String] = []
    var storedWhenReceived: [String] = []
    let cancellable = model.$query.sink {
      received.append($0)
      storedWhenReceived.append(model.query)
    }
    model.query = "ab"
    #expect(received == ["a", "ab"])
    // As in Combine: sent in willSet, so the property still holds the old value.
    #expect(storedWhenReceived == ["a", "a"])
    #expect(model.query == "ab")
    cancellable.cancel()
  }

  @Test func objectWillChangeSendsBeforeEachWrite() {
    let model = Model()
    var events: [String] = []
    let willChange = model.objectWillChange.sink { events.append("will change") }
    let counts = model.$count.sink { events.append("count \($0)") }
    model.count = 1
    model.query = "x"
    #expect(events == ["count 0", "will change", "count 1", "will change"])
    // The properties share one publisher.
    #expect(model.objectWillChange === model.objectWillChange)
    willChange.cancel()
    counts.cancel()
    #expect(model.objectWillChange.subscriberCount == 0)
  }

  final class Upper: ObservableObject, @unchecked Sendable {
    @Published var text = ""
    @Published private(set) var shout = ""

    init() {
      $text.map { $0.uppercased() }.assign(to: &$shout)
    }
  }

  @Test func assignToAPublishedPropertyRepublishes() {
    let model = Upper()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.text = "hi"
    #expect(model.shout == "HI")
    // Both writes announce themselves.
    #expect(changes == 2)
    cancellable.cancel()
  }

  final class Plain {
    @Published var value = 1
  }

  @Test func publishedWorksOutsideAnObservableObject() {
    let plain = Plain()
    var received: [Int] = []
    let cancellable = plain.$value.sink { received.append($0) }
    plain.value = 2
    #expect(received == [1, 2])
    cancellable.cancel()
  }

  final class Manual: ObservableObject, @unchecked Sendable {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var value = 0 {
      willSet { objectWillChange.send() }
    }
  }

  @Test func anObjectMayDeclareItsOwnPublisher() {
    let model = Manual()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.value = 3
    #expect(changes == 1)
    cancellable.cancel()
  }
}
