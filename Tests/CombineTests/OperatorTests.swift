import Combine
import Foundation
import Testing

@Suite struct OperatorTests {
  @Test func mapCompactMapAndFilterTransformInOrder() {
    let subject = PassthroughSubject<String, Never>()
    let recorder = Recorder<Int, Never>()
    subject.compactMap { Int($0) }.filter { $0 % 2 == 0 }.map { $0 * 10 }.subscribe(recorder)
    for text in ["1", "2", "x", "4", "5", "6"] { subject.send(text) }
    subject.send(completion: .finished)
    #expect(recorder.values == [20, 40, 60])
    #expect(recorder.finished)
  }

  @Test func mapTakesAKeyPath() {
    let recorder = Recorder<Int, Never>()
    ["a", "bcd", "ef"].publisher.map(\.count).subscribe(recorder)
    #expect(recorder.values == [1, 3, 2])
    #expect(recorder.finished)
  }

  @Test func removeDuplicatesComparesWithThePreviousElement() {
    let recorder = Recorder<Int, Never>()
    [1, 1, 2, 2, 2, 3, 1, 1].publisher.removeDuplicates().subscribe(recorder)
    #expect(recorder.values == [1, 2, 3, 1])

    // By a predicate: the previous element offered, published or not.
    let close = Recorder<Double, Never>()
    [1.0, 1.05, 1.2, 1.25, 1.3, 2.0].publisher
      .removeDuplicates { abs($0 - $1) < 0.1 }
      .subscribe(close)
    #expect(close.values == [1.0, 1.2, 2.0])
  }

  @Test func dropFirstFirstAndScan() {
    let dropped = Recorder<Int, Never>()
    (1...5).publisher.dropFirst(2).subscribe(dropped)
    #expect(dropped.values == [3, 4, 5])

    let subject = PassthroughSubject<Int, Never>()
    let first = Recorder<Int, Never>()
    subject.first(where: { $0 > 2 }).subscribe(first)
    subject.send(1)
    subject.send(3)
    subject.send(4)
    #expect(first.values == [3])
    #expect(first.finished)

    let sums = Recorder<Int, Never>()
    (1...4).publisher.scan(0, +).subscribe(sums)
    #expect(sums.values == [1, 3, 6, 10])
  }

  @Test func eachSubscriptionHasItsOwnOperatorState() {
    let subject = PassthroughSubject<Int, Never>()
    let counted = subject.scan(0) { total, _ in total + 1 }
    let a = Recorder<Int, Never>()
    counted.subscribe(a)
    subject.send(9)
    subject.send(9)
    let b = Recorder<Int, Never>()
    counted.subscribe(b)
    subject.send(9)
    #expect(a.values == [1, 2, 3])
    #expect(b.values == [1])
  }

  @Test func errorsAreReplacedCaughtMappedAndThrown() {
    let failing = PassthroughSubject<Int, TestError>()
    let replaced = Recorder<Int, Never>()
    failing.replaceError(with: -1).subscribe(replaced)
    let caught = Recorder<Int, Never>()
    failing.catch { error in Just(error.code * 100) }.subscribe(caught)
    let mapped = Recorder<Int, TestError>()
    failing.mapError { TestError(code: $0.code + 1) }.subscribe(mapped)
    failing.send(1)
    failing.send(completion: .failure(TestError(code: 7)))
    #expect(replaced.values == [1, -1])
    #expect(replaced.finished)
    #expect(caught.values == [1, 700])
    #expect(caught.finished)
    #expect(mapped.completions == [.failure(TestError(code: 8))])

    let thrown = Recorder<Int, Error>()
    [1, 2, 3].publisher
      .tryMap { value -> Int in
        if value == 2 { throw TestError(code: 2) }
        return value
      }
      .subscribe(thrown)
    #expect(thrown.values == [1])
    guard case .failure(let error) = thrown.completions.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == TestError(code: 2))
  }

  @Test func combineLatestWaitsForBothThenPairsTheLatest() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var finished = false
    let cancellable = letters.combineLatest(numbers).sink(
      receiveCompletion: { _ in finished = true },
      receiveValue: { pairs.append("\($0)\($1)") })
    letters.send("a")
    letters.send("b")
    #expect(pairs.isEmpty)
    numbers.send(1)
    numbers.send(2)
    letters.send("c")
    #expect(pairs == ["b1", "b2", "c2"])
    letters.send(completion: .finished)
    numbers.send(3)
    #expect(pairs == ["b1", "b2", "c2", "c3"])
    #expect(!finished)
    numbers.send(completion: .finished)
    #expect(finished)
    cancellable.cancel()
  }

  @Test func combineLatestOfThreeWithATransform() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(10)
    let c = CurrentValueSubject<Int, Never>(100)
    var sums: [Int] = []
    let cancellable = a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) }
    #expect(sums == [111])
    b.send(20)
    c.send(200)
    a.send(2)
    #expect(sums == [111, 121, 221, 222])
    cancellable.cancel()
  }

  @Test func combineLatestFailsWhenEitherFails() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<(Int, Int), TestError>()
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(TestError(code: 3)))
    a.send(2)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == [.failure(TestError(code: 3))])
  }

  @Test func mergeInterleavesAndFinishesWhenAllHave() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(4)
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.completions.isEmpty)
    b.send(completion: .finished)
    #expect(recorder.finished)

    let many = Recorder<Int, Never>()
    Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(many)
    #expect(many.values == [1, 2, 3])
    #expect(many.finished)
  }

  @Test func prependAndAppendConcatenate() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.prepend(0, 1).append(9).subscribe(recorder)
    #expect(recorder.values == [0, 1])
    subject.send(2)
    subject.send(completion: .finished)
    #expect(recorder.values == [0, 1, 2, 9])
    #expect(recorder.finished)
  }

  @Test func concatenationHonoursDemand() {
    let recorder = Recorder<Int, Never>(initialDemand: .max(3))
    [1, 2].publisher.append([3, 4, 5]).subscribe(recorder)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completions.isEmpty)
    recorder.subscription?.request(.max(5))
    #expect(recorder.values == [1, 2, 3, 4, 5])
    #expect(recorder.finished)
  }

  @Test func flatMapAndSwitchToLatest() {
    let outer = PassthroughSubject<Int, Never>()
    let inner = [1: PassthroughSubject<String, Never>(), 2: PassthroughSubject<String, Never>()]
    let flat = Recorder<String, Never>()
    outer.flatMap { inner[$0]! }.subscribe(flat)
    let latest = Recorder<String, Never>()
    outer.map { inner[$0]! }.switchToLatest().subscribe(latest)
    outer.send(1)
    inner[1]!.send("1a")
    outer.send(2)
    inner[2]!.send("2a")
    inner[1]!.send("1b")
    #expect(flat.values == ["1a", "2a", "1b"])
    #expect(latest.values == ["1a", "2a"])
    outer.send(completion: .finished)
    inner[1]!.send(completion: .finished)
    #expect(flat.completions.isEmpty)
    inner[2]!.send(completion: .finished)
    #expect(flat.finished)
    #expect(latest.finished)
  }

  @Test func flatMapLimitsConcurrentPublishers() {
    let outer = PassthroughSubject<Int, Never>()
    let inners = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = Recorder<Int, Never>()
    outer.flatMap(maxPublishers: .max(1)) { inners[$0] }.subscribe(recorder)
    outer.send(0)
    outer.send(1)  // Not asked for yet: dropped by the subject.
    inners[0].send(10)
    inners[1].send(11)
    inners[0].send(completion: .finished)
    outer.send(2)
    inners[2].send(12)
    #expect(recorder.values == [10, 12])
  }

  @Test func handleEventsSeesEveryEvent() {
    var events: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(
      receiveSubscription: { _ in events.append("subscription") },
      receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") },
      receiveCancel: { events.append("cancel") },
      receiveRequest: { events.append("request \($0)") }
    ).sink { _ in }
    subject.send(1)
    cancellable.cancel()
    #expect(events == ["subscription", "request unlimited", "output 1", "cancel"])
  }

  @Test func justEmptyFailFutureDeferredAndSequence() {
    let just = Recorder<Int, Never>()
    Just(5).subscribe(just)
    #expect(just.values == [5])
    #expect(just.finished)

    let empty = Recorder<Int, Never>()
    Empty<Int, Never>().subscribe(empty)
    #expect(empty.values.isEmpty)
    #expect(empty.finished)
    let never = Recorder<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).subscribe(never)
    #expect(never.completions.isEmpty)

    let fail = Recorder<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 4)).subscribe(fail)
    #expect(fail.completions == [.failure(TestError(code: 4))])

    var promise: Future<Int, Never>.Promise?
    var attempts = 0
    let future = Future<Int, Never> { fulfill in
      attempts += 1
      promise = fulfill
    }
    let early = Recorder<Int, Never>()
    future.subscribe(early)
    promise?(.success(42))
    promise?(.success(43))
    let late = Recorder<Int, Never>()
    future.subscribe(late)
    #expect(attempts == 1)
    #expect(early.values == [42])
    #expect(early.finished)
    #expect(late.values == [42])
    #expect(late.finished)

    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    let first = Recorder<Int, Never>()
    deferred.subscribe(first)
    let second = Recorder<Int, Never>()
    deferred.subscribe(second)
    #expect(first.values == [1])
    #expect(second.values == [2])

    let limited = Recorder<Int, Never>(initialDemand: .max(2))
    (1...5).publisher.subscribe(limited)
    #expect(limited.values == [1, 2])
    limited.subscription?.request(.max(1))
    #expect(limited.values == [1, 2, 3])
    #expect(limited.completions.isEmpty)
    limited.subscription?.request(.unlimited)
    #expect(limited.values == [1, 2, 3, 4, 5])
    #expect(limited.finished)
  }

  @Test func eraseToAnyPublisherKeepsBehaviour() {
    let subject = CurrentValueSubject<Int, Never>(3)
    let erased: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
    var received: [Int] = []
    let cancellable = erased.sink { received.append($0) }
    subject.send(4)
    #expect(received == [6, 8])
    cancellable.cancel()

    let failing = Just(1).setFailureType(to: TestError.self).eraseToAnyPublisher()
    let recorder = Recorder<Int, TestError>()
    failing.subscribe(recorder)
    #expect(recorder.values == [1])
    #expect(recorder.finished)
  }

  @Test func shareSubscribesUpstreamOnce() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    shared.subscribe(a)
    shared.subscribe(b)
    subject.send(1)
    #expect(subscriptions == 1)
    #expect(a.values == [1])
    #expect(b.values == [1])
  }

  final class Target {
    var text = ""
  }

  @Test func assignWritesThePropertyAndHoldsTheObject() {
    let subject = PassthroughSubject<String, Never>()
    let target = Target()
    let cancellable = subject.assign(to: \.text, on: target)
    subject.send("one")
    #expect(target.text == "one")
    cancellable.cancel()
    subject.send("two")
    #expect(target.text == "one")
  }

  @Test func demandArithmetic() {
    typealias Demand = Subscribers.Demand
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.unlimited - .max(3) == .unlimited)
    #expect(Demand.max(2) - .unlimited == .none)
    #expect(Demand.max(2) - 5 == .none)
    #expect(Demand.max(3) * 4 == .max(12))
    #expect(Demand.max(Int.max) + 1 == .unlimited)
    #expect(Demand.max(3) > 2)
    #expect(Demand.unlimited > 1_000_000)
    #expect(Demand.none < .max(1))
    #expect(Demand.max(1) < .unlimited)
    #expect(Demand.max(4).max == 4)
    #expect(Demand.unlimited.max == nil)
    #expect(Demand.unlimited.description == "unlimited")
    #expect(Demand.max(2).description == "max(2)")
  }
}
