/// A publisher that exposes a method for outside callers to publish elements, as in Combine.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)

  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)

  /// Sends a subscription to the subscriber: the subject asks the upstream for unlimited
  /// values, as a subject attached with `Publisher.subscribe(_:)` does.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() {
    send(())
  }
}
