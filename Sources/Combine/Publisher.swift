/// Declares that a type can transmit a sequence of values over time, as in Combine.
///
/// A publisher delivers elements to one or more `Subscriber`s, after the subscriber asks for
/// them through its `Subscription`, and ends with one completion: finished or a failure.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber` to this publisher. Call `subscribe(_:)` instead: this is what a
  /// publisher implements.
  func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where Failure == S.Failure, Output == S.Input {
    receive(subscriber: subscriber)
  }

  /// Attaches `subject` to this publisher: the subject sends what this publisher sends. The
  /// subscription ends when the returned cancellable is cancelled or released.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where Failure == S.Failure, Output == S.Output {
    let forwarder = SubjectForwarder(subject: subject)
    receive(subscriber: forwarder)
    return AnyCancellable(forwarder)
  }
}

/// Sends what a publisher sends into a subject.
final class SubjectForwarder<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private let lock = CombineLock()
  private var subject: Target?
  private var subscription: (any Subscription)?

  init(subject: Target) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    let target = lock.withLock { () -> Target? in
      guard self.subscription == nil, let subject else { return nil }
      self.subscription = subscription
      return subject
    }
    guard let target else {
      subscription.cancel()
      return
    }
    target.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock {
      defer {
        subject = nil
        subscription = nil
      }
      return subject
    }
    target?.send(completion: completion)
  }

  func cancel() {
    let upstream = lock.withLock {
      defer {
        subject = nil
        subscription = nil
      }
      return subscription
    }
    upstream?.cancel()
  }
}
