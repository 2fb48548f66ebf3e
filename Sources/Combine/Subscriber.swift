/// A protocol that declares a type that can receive input from a publisher, as in Combine.
///
/// A subscriber receives its subscription once, then values (no more than it asked for), then
/// at most one completion. Calls are serial: a publisher never calls a subscriber from two
/// threads at once.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher and may
  /// request items.
  func receive(subscription: any Subscription)

  /// Tells the subscriber that the publisher has produced an element; returns how many more
  /// elements it wants, added to what it asked for before.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher has completed publishing, either normally or
  /// with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of void elements is ready to receive further
  /// requests.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}
