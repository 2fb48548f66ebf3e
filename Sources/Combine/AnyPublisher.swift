/// A publisher that performs type erasure by wrapping another publisher, as in Combine.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, Publisher {
  private let subscribeHandler: (AnySubscriber<Output, Failure>) -> Void

  /// Creates a type-erasing publisher to wrap `publisher`.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    subscribeHandler = { publisher.receive(subscriber: $0) }
  }

  /// `AnyPublisher`.
  public var description: String { "AnyPublisher" }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscribeHandler(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
