import Combine

/// Records what a publisher sends, as a test subscriber that asks for unlimited values
/// (or `initialDemand`, then what `demandPerValue` says for each value).
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private(set) var values: [Input] = []
  private(set) var completions: [Subscribers.Completion<Failure>] = []
  private(set) var subscription: (any Subscription)?
  let initialDemand: Subscribers.Demand
  let demandPerValue: Subscribers.Demand

  init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(initialDemand)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completions.append(completion)
  }

  /// Whether the stream finished normally, once.
  var finished: Bool {
    guard completions.count == 1, case .finished = completions[0] else { return false }
    return true
  }
}

/// A failure for tests.
struct TestError: Error, Equatable {
  let code: Int
}

extension _SchedulingClock {
  /// Runs `body` with this clock installed.
  func installed<R>(_ body: () throws -> R) rethrows -> R {
    try _SchedulingClock.$current.withValue(self, operation: body)
  }

  /// Runs the actions due up to `time`, in order, with the clock installed, and moves the
  /// clock there.
  func run(until time: Double) {
    installed {
      while runNextAction(until: time) {}
      advance(to: time)
    }
  }
}
