/// A type-erasing subscriber, as in Combine: it forwards what it receives to the subscriber
/// (or the closures) it was made from.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  /// The identifier of the wrapped subscriber's stream.
  public let combineIdentifier: CombineIdentifier
  private let subscriptionHandler: (any Subscription) -> Void
  private let valueHandler: (Input) -> Subscribers.Demand
  private let completionHandler: (Subscribers.Completion<Failure>) -> Void

  /// Creates a type-erasing subscriber that wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where Input == S.Input, Failure == S.Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    subscriptionHandler = subscriber.receive(subscription:)
    valueHandler = subscriber.receive(_:)
    completionHandler = subscriber.receive(completion:)
  }

  /// Creates a type-erasing subscriber that sends what it receives into `subject`, asking
  /// its subscription for unlimited values.
  public init<S: Subject>(_ subject: S) where Input == S.Output, Failure == S.Failure {
    combineIdentifier = CombineIdentifier()
    subscriptionHandler = { subject.send(subscription: $0) }
    valueHandler = {
      subject.send($0)
      return .none
    }
    completionHandler = { subject.send(completion: $0) }
  }

  /// Creates a type-erasing subscriber that runs the given closures; a missing
  /// `receiveValue` asks for no more values.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscriptionHandler = receiveSubscription ?? { _ in }
    valueHandler = receiveValue ?? { _ in .none }
    completionHandler = receiveCompletion ?? { _ in }
  }

  /// `AnySubscriber`.
  public var description: String { "AnySubscriber" }

  /// Forwards the subscription.
  public func receive(subscription: any Subscription) {
    subscriptionHandler(subscription)
  }

  /// Forwards the value; returns the wrapped subscriber's further demand.
  public func receive(_ value: Input) -> Subscribers.Demand {
    valueHandler(value)
  }

  /// Forwards the completion.
  public func receive(completion: Subscribers.Completion<Failure>) {
    completionHandler(completion)
  }
}
