extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure, as in Combine.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms each element of `upstream` with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      TransformSubscription.attach(
        subscriber, to: upstream, hooks: TransformHooks { .emit(transform($0)) })
    }
  }

  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure, as in Combine: a thrown error fails the stream.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// A thrown error, or upstream's.
    public typealias Failure = Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms each element of `upstream` with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let transform = self.transform
      let hooks = TransformHooks<Upstream.Output, Upstream.Failure, Output, Error>(
        value: { input in
          do {
            return .emit(try transform(input))
          } catch {
            return .complete(.failure(error))
          }
        },
        completion: { (nil, $0.mapError { $0 as Error }) })
      TransformSubscription.attach(subscriber, to: upstream, hooks: hooks)
    }
  }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms all elements from the upstream publisher with a provided error-throwing
  /// closure; a thrown error fails the stream.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}
