/// A subject that broadcasts elements to downstream subscribers, as in Combine.
///
/// It has no initial value and keeps none: a subscriber gets the values sent after it
/// subscribed, as many as it asked for; a value sent while a subscriber has asked for nothing
/// more is dropped for that subscriber.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  let core = SubjectCore<Output, Failure>()

  /// Creates a subject with no subscribers.
  public init() {}

  /// Attaches `subscriber`; it receives the values sent from now on.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber)
  }

  /// Sends a value to every subscriber that asked for one.
  public func send(_ input: Output) {
    core.send(input)
  }

  /// Sends the completion to every subscriber; later values and completions are ignored.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  /// Keeps an upstream subscription and asks it for unlimited values.
  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }
}
