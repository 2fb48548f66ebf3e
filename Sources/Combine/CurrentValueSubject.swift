/// A subject that wraps a single value and publishes a new element whenever the value
/// changes, as in Combine.
///
/// A new subscriber receives the current value as soon as it asks for one, then every value
/// sent after. Sending a value (or setting `value`) stores it, then delivers it. After the
/// completion, a new subscriber receives only the completion.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  let core = SubjectCore<Output, Failure>()
  private let lock = CombineLock()
  private var currentValue: Output

  /// Creates a subject holding `value`.
  public init(_ value: Output) {
    currentValue = value
  }

  /// The value the subject holds; setting it sends it to the subscribers.
  public var value: Output {
    get { lock.withLock { currentValue } }
    set { send(newValue) }
  }

  /// Attaches `subscriber`; it receives the current value on its first demand, then the
  /// values sent from then on.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber) { [weak self] in self?.value }
  }

  /// Stores `input` as the current value and sends it to every subscriber that asked for one;
  /// ignored after the completion.
  public func send(_ input: Output) {
    guard !core.isCompleted else { return }
    lock.withLock { currentValue = input }
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
