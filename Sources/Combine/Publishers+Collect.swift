extension Publishers {
  /// A publisher that buffers every element from upstream and publishes them in one array
  /// when upstream finishes, as in Combine. If upstream fails, the error is published and
  /// the buffer dropped.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that collects all of `upstream`'s elements.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`; each subscriber has a buffer of its own.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      var buffer: [Upstream.Output] = []
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks(
          value: { value in
            buffer.append(value)
            return .skip
          },
          completion: { completion in
            switch completion {
            case .finished: return (buffer, .finished)
            case .failure(let error): return (nil, .failure(error))
            }
          }))
    }
  }

  /// A publisher that buffers elements from upstream and publishes them in arrays of `count`
  /// elements, as in Combine; when upstream finishes, the elements left over are published in
  /// one last, shorter array. If upstream fails, the error is published and the buffer
  /// dropped.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of elements to buffer before publishing them.
    public let count: Int

    /// Creates a publisher that collects `upstream`'s elements `count` at a time.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`; each subscriber has a buffer of its own.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      let count = max(self.count, 1)
      var buffer: [Upstream.Output] = []
      TransformSubscription.attach(
        subscriber, to: upstream,
        hooks: TransformHooks(
          value: { value in
            buffer.append(value)
            guard buffer.count >= count else { return .skip }
            defer { buffer.removeAll(keepingCapacity: true) }
            return .emit(buffer)
          },
          completion: { completion in
            switch completion {
            case .finished: return (buffer.isEmpty ? nil : buffer, .finished)
            case .failure(let error): return (nil, .failure(error))
            }
          }))
    }
  }
}

extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
