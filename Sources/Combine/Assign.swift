extension Subscribers {
  /// A simple subscriber that assigns received elements to a property indicated by a key
  /// path, as in Combine. It holds the object strongly until the completion or `cancel()`.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    @unchecked Sendable
  {
    /// Assign never fails.
    public typealias Failure = Never

    private let lock = CombineLock()
    private var upstream = UpstreamLink()
    /// The object that contains the property to assign; `nil` after the completion or
    /// cancellation.
    public private(set) var object: Root?
    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Creates a subscriber that assigns each value to `object[keyPath: keyPath]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// `Assign`, and the type of the object.
    public var description: String { "Assign \(Root.self)." }

    /// Keeps the subscription and asks it for unlimited values.
    public func receive(subscription: any Subscription) {
      if lock.withLock({ upstream.take(subscription) }) {
        subscription.request(.unlimited)
      } else {
        subscription.cancel()
      }
    }

    /// Assigns the value to the property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if let target = lock.withLock({ object }) { target[keyPath: keyPath] = value }
      return .none
    }

    /// Lets go of the object and the subscription.
    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLock {
        object = nil
        upstream.end()
      }
    }

    /// Cancels the subscription and lets go of the object.
    public func cancel() {
      let source = lock.withLock {
        object = nil
        return upstream.end()
      }
      source?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Assigns each element from the publisher to a property on an object, which the
  /// subscription holds strongly until it is cancelled.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
