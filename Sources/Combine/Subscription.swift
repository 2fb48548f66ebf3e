/// A protocol representing the connection of a subscriber to a publisher, as in Combine.
///
/// Cancelling a subscription frees the resources of its subscriber; after cancelling, the
/// subscriber may still receive values already on their way.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions, as in Combine.
public enum Subscriptions {}

extension Subscriptions {
  /// A subscription that ignores requests and cancellation.
  public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription `Subscriptions.empty` returns.
final class EmptySubscription: Subscription, Sendable {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
