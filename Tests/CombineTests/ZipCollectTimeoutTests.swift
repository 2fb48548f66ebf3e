import Combine
import Foundation
import Testing

/// `zip`, `collect`, `timeout` and `values`, as Combine documents them.
@Suite struct ZipCollectTimeoutTests {
  @Test func zipPairsTheOldestUnpairedElementsInOrder() {
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<String, Never>()
    let recorder = Recorder<(Int, String), Never>()
    numbers.zip(letters).subscribe(recorder)
    numbers.send(1)
    numbers.send(2)
    #expect(recorder.values.isEmpty)
    letters.send("a")
    letters.send("b")
    letters.send("c")
    numbers.send(3)
    #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2b", "3c"])
    // Numbers finishes with nothing waiting: no more pairs can be made.
    numbers.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test func zipFinishesOnceAFinishedPublishersQueueIsUsedUp() {
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>()
    numbers.zip(letters) { "\($0)\($1)" }.subscribe(recorder)
    numbers.send(1)
    numbers.send(2)
    numbers.send(completion: .finished)
    // Two numbers still wait for letters.
    #expect(recorder.completions.isEmpty)
    letters.send("a")
    #expect(recorder.completions.isEmpty)
    letters.send("b")
    #expect(recorder.values == ["1a", "2b"])
    #expect(recorder.finished)
  }

  @Test func zipOfThreeAndFailures() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let c = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, TestError>()
    a.zip(b, c) { $0 + $1 + $2 }.subscribe(recorder)
    a.send(1)
    b.send(10)
    c.send(100)
    a.send(2)
    b.send(20)
    #expect(recorder.values == [111])
    b.send(completion: .failure(TestError(code: 7)))
    #expect(recorder.completions.count == 1)
    if case .failure(let error) = recorder.completions.first {
      #expect(error == TestError(code: 7))
    } else {
      Issue.record("expected a failure")
    }
  }

  @Test func collectSendsEverythingOnceUpstreamFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<[Int], Never>()
    subject.collect().subscribe(recorder)
    for value in 1...5 { subject.send(value) }
    #expect(recorder.values.isEmpty)
    subject.send(completion: .finished)
    #expect(recorder.values == [[1, 2, 3, 4, 5]])
    #expect(recorder.finished)
  }

  @Test func collectDropsTheBufferWhenUpstreamFails() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<[Int], TestError>()
    subject.collect().subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 1)))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions.count == 1)
  }

  @Test func collectByCountSendsFullArraysThenTheRest() {
    let recorder = Recorder<[Int], Never>()
    (1...7).publisher.collect(3).subscribe(recorder)
    #expect(recorder.values == [[1, 2, 3], [4, 5, 6], [7]])
    #expect(recorder.finished)
  }

  @Test func collectByCountHonoursDemandInArrays() {
    let recorder = Recorder<[Int], Never>(initialDemand: .max(1))
    (1...7).publisher.collect(2).subscribe(recorder)
    #expect(recorder.values == [[1, 2]])
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [[1, 2], [3, 4]])
  }

  @Test func timeoutFinishesAfterTheIntervalWithoutAnElement() {
    let clock = _SchedulingClock()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    clock.installed {
      subject.timeout(.seconds(1), scheduler: DispatchQueue.main).subscribe(recorder)
    }
    clock.run(until: 0.6)
    clock.installed { subject.send(1) }
    // The element restarts the wait: 0.6 + 1 = 1.6.
    clock.run(until: 1.5)
    #expect(recorder.values == [1])
    #expect(recorder.completions.isEmpty)
    clock.run(until: 1.6)
    #expect(recorder.finished)
    // Upstream was cancelled: later elements go nowhere.
    clock.installed { subject.send(2) }
    clock.run(until: 3)
    #expect(recorder.values == [1])
  }

  @Test func timeoutFailsWithTheCustomError() {
    let clock = _SchedulingClock()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, TestError>()
    clock.installed {
      subject.timeout(.milliseconds(500), scheduler: RunLoop.main) { TestError(code: 408) }
        .subscribe(recorder)
    }
    clock.run(until: 0.49)
    #expect(recorder.completions.isEmpty)
    clock.run(until: 0.5)
    guard case .failure(let error)? = recorder.completions.first else {
      Issue.record("expected the custom error")
      return
    }
    #expect(error == TestError(code: 408))
  }

  @Test func valuesIteratesThePublishersElements() async {
    var seen: [Int] = []
    for await value in [3, 1, 4, 1, 5].publisher.values { seen.append(value) }
    #expect(seen == [3, 1, 4, 1, 5])
  }

  @Test func valuesAsksForOneElementAtATimeAndCancelsOnBreak() async {
    let log = RequestLog()
    var seen: [Int] = []
    let publisher = (1...100).publisher.handleEvents(
      receiveCancel: { log.cancelled = true }, receiveRequest: { log.requests.append($0) })
    for await value in publisher.values {
      seen.append(value)
      if value == 3 { break }
    }
    #expect(seen == [1, 2, 3])
    #expect(log.requests.allSatisfy { $0 == .max(1) })
    #expect(log.requests.count == 3)
    #expect(log.cancelled)
  }

  @Test func throwingValuesThrowTheFailure() async {
    var seen: [Int] = []
    do {
      for try await value in [1, 2].publisher.setFailureType(to: TestError.self)
        .append(Fail(error: TestError(code: 9))).values
      {
        seen.append(value)
      }
      Issue.record("expected the failure to be thrown")
    } catch let error as TestError {
      #expect(error == TestError(code: 9))
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(seen == [1, 2])
  }
}

/// What an async iteration asked of its publisher.
final class RequestLog: @unchecked Sendable {
  var requests: [Subscribers.Demand] = []
  var cancelled = false
}
