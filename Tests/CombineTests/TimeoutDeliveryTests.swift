import Combine
import Foundation
import Testing

/// `timeout` delivers on its scheduler what upstream sent before finishing, then the
/// completion; a cancelled subscription delivers nothing more.
@Suite struct TimeoutDeliveryTests {
  @Test func anElementSentJustBeforeTheEndIsDeliveredBeforeIt() {
    let clock = _SchedulingClock()
    let recorder = Recorder<String, Never>()
    clock.installed {
      // Just sends its element and finishes at once; both wait for the scheduler.
      Just("done").timeout(.seconds(5), scheduler: RunLoop.main).subscribe(recorder)
    }
    #expect(recorder.values.isEmpty)
    clock.run(until: 0)
    #expect(recorder.values == ["done"])
    #expect(recorder.finished)
  }

  @Test func aZipThatPairsAndFinishesTogetherIsDelivered() {
    let clock = _SchedulingClock()
    let names = PassthroughSubject<String, Never>()
    let counts = PassthroughSubject<Int, Never>()
    let recorder = Recorder<String, Never>()
    clock.installed {
      names.zip(counts) { "\($0) \($1)" }
        .timeout(.seconds(5), scheduler: DispatchQueue.main)
        .subscribe(recorder)
      names.send("Ada")
      names.send(completion: .finished)
    }
    clock.run(until: 1)
    #expect(recorder.values.isEmpty)
    // The pair completes the zip: its element and its end come together.
    clock.installed { counts.send(50) }
    clock.run(until: 1)
    #expect(recorder.values == ["Ada 50"])
    #expect(recorder.finished)
  }

  @Test func nothingIsDeliveredAfterCancelling() {
    let clock = _SchedulingClock()
    let recorder = Recorder<Int, Never>()
    let subject = PassthroughSubject<Int, Never>()
    clock.installed {
      subject.timeout(.seconds(5), scheduler: RunLoop.main).subscribe(recorder)
      subject.send(1)
      subject.send(completion: .finished)
    }
    recorder.subscription?.cancel()
    clock.run(until: 1)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions.isEmpty)
  }
}
