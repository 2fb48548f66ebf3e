/// A publisher that publishes changes from observable objects, as in Combine: an
/// `ObservableObject` sends on it before any of its `@Published` properties changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// The publisher sends no value, only the fact of a change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let core = SubjectCore<Void, Never>()

  /// Creates an observable object publisher with no subscribers.
  public init() {}

  /// Attaches `subscriber`; it receives the changes announced from now on.
  public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void {
    core.attach(subscriber)
  }

  /// Sends the changed value to the downstream subscribers: the object is about to change.
  public func send() {
    core.send(())
  }

  /// The number of subscribers attached now.
  var subscriberCount: Int { core.subscriberCount }
}
