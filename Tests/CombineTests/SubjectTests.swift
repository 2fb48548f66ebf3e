import Combine
import Foundation
import Testing

@Suite struct SubjectTests {
  @Test func aCurrentValueSubjectSendsItsValueOnSubscriptionThenEachNewOne() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    #expect(received == [1])
    subject.send(2)
    subject.value = 3
    #expect(received == [1, 2, 3])
    #expect(subject.value == 3)
    // A second subscriber starts from the current value.
    var second: [Int] = []
    let other = subject.sink { second.append($0) }
    #expect(second == [3])
    subject.send(4)
    #expect(received == [1, 2, 3, 4])
    #expect(second == [3, 4])
    cancellable.cancel()
    other.cancel()
  }

  @Test func aCurrentValueSubjectWaitsForDemandBeforeItsFirstValue() {
    let subject = CurrentValueSubject<Int, Never>(7)
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    subject.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    subject.send(8)
    // Sent while nothing was asked for: dropped for this subscriber.
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [8])
    subject.send(9)
    #expect(recorder.values == [8])
    recorder.subscription?.request(.max(2))
    subject.send(10)
    subject.send(11)
    subject.send(12)
    #expect(recorder.values == [8, 10, 11])
  }

  @Test func completionEndsASubjectForEveryoneAndLaterSubscribersGetOnlyIt() {
    let subject = CurrentValueSubject<Int, TestError>(0)
    let recorder = Recorder<Int, TestError>()
    subject.subscribe(recorder)
    subject.send(completion: .failure(TestError(code: 1)))
    subject.send(5)
    subject.send(completion: .finished)
    #expect(recorder.values == [0])
    #expect(recorder.completions == [.failure(TestError(code: 1))])
    let late = Recorder<Int, TestError>()
    subject.subscribe(late)
    #expect(late.values.isEmpty)
    #expect(late.completions == [.failure(TestError(code: 1))])
  }

  @Test func aPassthroughSubjectSendsOnlyWhatComesAfterSubscription() {
    let subject = PassthroughSubject<String, Never>()
    subject.send("before")
    var received: [String] = []
    var finished = 0
    let cancellable = subject.sink(
      receiveCompletion: { _ in finished += 1 }, receiveValue: { received.append($0) })
    subject.send("a")
    subject.send("b")
    subject.send(completion: .finished)
    subject.send("after")
    #expect(received == ["a", "b"])
    #expect(finished == 1)
    cancellable.cancel()
  }

  @Test func cancellingStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received == [1])
  }

  @Test func releasingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    do {
      let cancellable = subject.sink { received.append($0) }
      subject.send(1)
      _ = cancellable
    }
    subject.send(2)
    #expect(received == [1])
  }

  @Test func storedCancellablesKeepTheirSubscriptions() {
    let subject = PassthroughSubject<Int, Never>()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    var fromSet: [Int] = []
    var fromArray: [Int] = []
    subject.sink { fromSet.append($0) }.store(in: &set)
    subject.sink { fromArray.append($0) }.store(in: &array)
    subject.send(1)
    #expect(fromSet == [1])
    #expect(fromArray == [1])
    set.removeAll()
    subject.send(2)
    #expect(fromSet == [1])
    #expect(fromArray == [1, 2])
    array.removeAll()
    subject.send(3)
    #expect(fromArray == [1, 2])
  }

  @Test func aSubjectSubscribedToAPublisherRepublishesIt() {
    let source = PassthroughSubject<Int, Never>()
    let relay = CurrentValueSubject<Int, Never>(0)
    let link = source.subscribe(relay)
    var received: [Int] = []
    let sink = relay.sink { received.append($0) }
    source.send(4)
    source.send(5)
    #expect(received == [0, 4, 5])
    #expect(relay.value == 5)
    link.cancel()
    source.send(6)
    #expect(relay.value == 5)
    sink.cancel()
  }

  @Test func voidSubjectsSendWithoutAnArgument() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = subject.sink { count += 1 }
    subject.send()
    subject.send()
    #expect(count == 2)
    cancellable.cancel()
  }
}
