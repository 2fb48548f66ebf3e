/// A publisher that provides an explicit means of connecting and canceling publication, as
/// in Combine: it publishes only after `connect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements; cancel the result to stop.
  func connect() -> any Cancellable
}
