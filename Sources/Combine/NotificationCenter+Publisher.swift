import Foundation

extension NotificationCenter {
  /// A publisher that emits elements when broadcasting notifications, as in Combine.
  ///
  /// Each subscriber observes the center for `name` (and `object`, when given) while it is
  /// subscribed; notifications are delivered on the thread that posts them.
  public struct Publisher: Combine.Publisher, @unchecked Sendable {
    /// The publisher emits notifications.
    public typealias Output = Notification
    /// The notification publisher never fails.
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification, if only its notifications count.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`: it observes the center until it cancels.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      subscription.observe(center, name: name, object: object)
    }
  }

  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Whether both observe the same center, name and object.
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher)
    -> Bool
  {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
  private let lock = CombineLock()
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var center: NotificationCenter?
  private var token: (any NSObjectProtocol)?

  init(downstream: AnySubscriber<Notification, Never>) {
    self.downstream = downstream
  }

  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    guard lock.withLock({ downstream != nil }) else { return }
    let token = center.addObserver(forName: name, object: object, queue: nil) {
      [weak self] notification in
      self?.deliver(notification)
    }
    let stale = lock.withLock { () -> Bool in
      guard downstream != nil else { return true }
      self.center = center
      self.token = token
      return false
    }
    if stale { center.removeObserver(token) }
  }

  private func deliver(_ notification: Notification) {
    let target = lock.withLock { () -> AnySubscriber<Notification, Never>? in
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(notification)
    if more > 0 { lock.withLock { demand += more } }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func cancel() {
    let (center, token) = lock.withLock {
      defer {
        downstream = nil
        self.center = nil
        self.token = nil
      }
      return (self.center, self.token)
    }
    if let center, let token { center.removeObserver(token) }
  }
}
