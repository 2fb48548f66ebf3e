import Combine
import Foundation
import Testing

/// Scheduled operators and timers on a `_SchedulingClock`: the numbers are the clock's
/// seconds.
@Suite struct SchedulingTests {
  /// Records values with the clock's time when they arrive.
  final class TimedLog<Value>: @unchecked Sendable {
    let clock: _SchedulingClock
    var entries: [(value: Value, time: Double)] = []

    init(_ clock: _SchedulingClock) {
      self.clock = clock
    }

    func record(_ value: Value) {
      entries.append((value, clock.now))
    }
  }

  @Test func debounceWaitsForQuietThenSendsTheLatest() {
    let clock = _SchedulingClock()
    let subject = PassthroughSubject<String, Never>()
    let log = TimedLog<String>(clock)
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { log.record($0) }
    clock.installed { subject.send("s") }
    clock.run(until: 0.1)
    clock.installed { subject.send("sw") }
    clock.run(until: 0.2)
    clock.installed { subject.send("swi") }
    clock.run(until: 0.49)
    #expect(log.entries.isEmpty)
    clock.run(until: 0.5)
    #expect(log.entries.map(\.value) == ["swi"])
    #expect(abs(log.entries[0].time - 0.5) < 1e-9)
    clock.installed { subject.send("swift") }
    clock.run(until: 2)
    #expect(log.entries.map(\.value) == ["swi", "swift"])
    #expect(abs(log.entries[1].time - 0.8) < 1e-9)
    cancellable.cancel()
  }

  @Test func throttleSendsTheLatestOrFirstOncePerInterval() {
    for latest in [true, false] {
      let clock = _SchedulingClock()
      let subject = PassthroughSubject<String, Never>()
      let log = TimedLog<String>(clock)
      let cancellable = subject.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: latest)
        .sink { log.record($0) }
      for (value, time) in [("a", 0.0), ("b", 0.2), ("c", 0.5), ("d", 1.5), ("e", 3.0)] {
        clock.run(until: time)
        clock.installed { subject.send(value) }
      }
      clock.run(until: 5)
      let expected = latest ? ["a", "c", "d", "e"] : ["a", "b", "d", "e"]
      #expect(log.entries.map(\.value) == expected)
      #expect(log.entries.map(\.time) == [0, 1, 2, 3])
      cancellable.cancel()
    }
  }

  @Test func delayShiftsValuesAndTheCompletion() {
    let clock = _SchedulingClock()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedLog<Int>(clock)
    var finishedAt: Double?
    let cancellable = subject.delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
      .sink(receiveCompletion: { _ in finishedAt = clock.now }, receiveValue: { log.record($0) })
    clock.run(until: 0.2)
    clock.installed { subject.send(1) }
    clock.run(until: 0.3)
    clock.installed {
      subject.send(2)
      subject.send(completion: .finished)
    }
    clock.run(until: 0.69)
    #expect(log.entries.isEmpty)
    clock.run(until: 1)
    #expect(log.entries.map(\.value) == [1, 2])
    #expect(log.entries.map(\.time) == [0.7, 0.8])
    #expect(finishedAt == 0.8)
    cancellable.cancel()
  }

  @Test func receiveOnDeliversLaterInOrder() {
    let clock = _SchedulingClock()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
    clock.installed {
      subject.send(1)
      subject.send(2)
    }
    #expect(received.isEmpty)
    #expect(clock.pendingCount == 2)
    clock.run(until: 0)
    #expect(received == [1, 2])
    cancellable.cancel()
  }

  @Test func anAutoconnectedTimerTicksOnTheClockWhileSubscribed() {
    let clock = _SchedulingClock(startDate: Date(timeIntervalSinceReferenceDate: 1000))
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var dates: [Date] = []
    let cancellable = clock.installed { timer.sink { dates.append($0) } }
    clock.run(until: 3.5)
    #expect(dates.map(\.timeIntervalSinceReferenceDate) == [1001, 1002, 1003])
    cancellable.cancel()
    // The last subscriber left: the timer stopped.
    #expect(clock.pendingCount == 0)
    clock.run(until: 10)
    #expect(dates.count == 3)
  }

  @Test func aConnectableTimerWaitsForConnect() {
    let clock = _SchedulingClock()
    let timer = Timer.publish(every: 0.5, on: .main, in: .default)
    var ticks = 0
    let cancellable = timer.sink { _ in ticks += 1 }
    clock.run(until: 2)
    #expect(ticks == 0)
    let connection = clock.installed { timer.connect() }
    clock.run(until: 3)
    #expect(ticks == 2)
    connection.cancel()
    clock.run(until: 5)
    #expect(ticks == 2)
    cancellable.cancel()
  }

  @Test func schedulersReadTheClocksTime() {
    let clock = _SchedulingClock(startDate: Date(timeIntervalSinceReferenceDate: 0))
    clock.advance(to: 2.5)
    clock.installed {
      #expect(RunLoop.main.now.date == Date(timeIntervalSinceReferenceDate: 2.5))
      #expect(OperationQueue.main.now.date == Date(timeIntervalSinceReferenceDate: 2.5))
      let start = DispatchQueue.main.now
      let later = start.advanced(by: .milliseconds(300))
      #expect(start.distance(to: later) == .milliseconds(300))
      var ran: [Double] = []
      DispatchQueue.main.schedule(after: later) { ran.append(clock.now) }
      RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 0.1)) { ran.append(clock.now) }
      let repeating = OperationQueue.main.schedule(
        after: OperationQueue.main.now.advanced(by: 1), interval: 1
      ) { ran.append(clock.now) }
      clock.run(until: 5)
      #expect(ran == [2.6, 2.8, 3.5, 4.5])
      repeating.cancel()
    }
  }

  @Test func strideConversions() {
    typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride
    #expect(DispatchStride.milliseconds(300).magnitude == 300_000_000)
    #expect(DispatchStride.seconds(1.5) == .milliseconds(1500))
    #expect(DispatchStride(integerLiteral: 2) == .seconds(2))
    #expect(DispatchStride(floatLiteral: 0.25) == .microseconds(250_000))
    typealias RunLoopStride = RunLoop.SchedulerTimeType.Stride
    #expect(RunLoopStride.milliseconds(250).timeInterval == 0.25)
    #expect(RunLoopStride(integerLiteral: 3).magnitude == 3)
  }

  @Test func theImmediateSchedulerRunsAtOnce() {
    var received: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receive(on: ImmediateScheduler.shared)
      .delay(for: 5, scheduler: ImmediateScheduler.shared)
      .sink { received.append($0) }
    subject.send(1)
    #expect(received == [1])
    cancellable.cancel()
  }

  @Test func subscribeOnSubscribesOnTheScheduler() {
    let clock = _SchedulingClock()
    var subscribed = false
    let recorder = Recorder<Int, Never>()
    clock.installed {
      Just(1).handleEvents(receiveSubscription: { _ in subscribed = true })
        .subscribe(on: DispatchQueue.global())
        .subscribe(recorder)
    }
    #expect(!subscribed)
    clock.run(until: 0)
    #expect(subscribed)
    #expect(recorder.values == [1])
    #expect(recorder.finished)
  }

  @Test func notificationsArePublishedWhileSubscribed() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.ping")
    let sender = NSObject()
    var all: [String] = []
    var fromSender = 0
    let cancellable = center.publisher(for: name).sink {
      all.append($0.userInfo?["text"] as? String ?? "")
    }
    let filtered = center.publisher(for: name, object: sender).sink { _ in fromSender += 1 }
    center.post(name: name, object: nil, userInfo: ["text": "one"])
    center.post(name: name, object: sender, userInfo: ["text": "two"])
    #expect(all == ["one", "two"])
    #expect(fromSender == 1)
    cancellable.cancel()
    center.post(name: name, object: sender, userInfo: ["text": "three"])
    #expect(all == ["one", "two"])
    #expect(fromSender == 2)
    filtered.cancel()
    #expect(center.publisher(for: name) == center.publisher(for: name))
  }
}
