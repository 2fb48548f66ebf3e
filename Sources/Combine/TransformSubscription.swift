/// What an operator does with one value from upstream.
enum TransformStep<Output, Failure: Error> {
  /// Sends a value downstream.
  case emit(Output)
  /// Sends nothing, and asks upstream for one more value in its place.
  case skip
  /// Sends a value, then finishes and cancels upstream (`first()`).
  case emitAndFinish(Output)
  /// Finishes, or fails, and cancels upstream.
  case complete(Subscribers.Completion<Failure>)
}

/// What one subscription of a value-by-value operator does: made anew for each subscriber,
/// so operators that remember (`removeDuplicates`, `dropFirst`, `scan`) keep their state in
/// the closures. Upstream calls are serial, so that state needs no lock.
struct TransformHooks<Input, UpstreamFailure: Error, Output, Failure: Error> {
  /// The step for one value.
  var value: (Input) -> TransformStep<Output, Failure>
  /// A last value to send (`replaceError`), and the completion to send, for upstream's.
  var completion:
    (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
  /// Watches the subscription, requests and cancellation (`handleEvents`).
  var onSubscription: ((any Subscription) -> Void)? = nil
  var onRequest: ((Subscribers.Demand) -> Void)? = nil
  var onCancel: (() -> Void)? = nil
}

extension TransformHooks where UpstreamFailure == Failure {
  /// Hooks that pass the completion through.
  init(value: @escaping (Input) -> TransformStep<Output, Failure>) {
    self.value = value
    completion = { (nil, $0) }
  }
}

/// The subscription of a value-by-value operator: a subscriber to upstream and the
/// subscription its downstream holds. Demand passes straight through; a skipped value asks
/// upstream for one more.
final class TransformSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  private typealias Hooks = TransformHooks<
    Input, UpstreamFailure, Downstream.Input, Downstream.Failure
  >

  private let lock = CombineLock()
  private let hooks: Hooks
  private var downstream: Downstream?
  private var upstream: (any Subscription)?

  private init(downstream: Downstream, hooks: Hooks) {
    self.downstream = downstream
    self.hooks = hooks
  }

  /// Subscribes `downstream` to `upstream` through an operator doing `hooks`.
  static func attach<Upstream: Publisher>(
    _ downstream: Downstream, to upstream: Upstream,
    hooks: TransformHooks<Input, UpstreamFailure, Downstream.Input, Downstream.Failure>
  ) where Upstream.Output == Input, Upstream.Failure == UpstreamFailure {
    upstream.subscribe(TransformSubscription(downstream: downstream, hooks: hooks))
  }

  func receive(subscription: any Subscription) {
    let target = lock.withLock { () -> Downstream? in
      guard upstream == nil, let downstream else { return nil }
      upstream = subscription
      return downstream
    }
    guard let target else {
      subscription.cancel()
      return
    }
    hooks.onSubscription?(subscription)
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let target = lock.withLock({ downstream }) else { return .none }
    switch hooks.value(input) {
    case .emit(let output):
      return target.receive(output)
    case .skip:
      return .max(1)
    case .emitAndFinish(let output):
      _ = target.receive(output)
      finishEarly(.finished)
      return .none
    case .complete(let completion):
      finishEarly(completion)
      return .none
    }
  }

  /// Ends the stream before upstream does: cancels upstream, completes downstream.
  private func finishEarly(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let (target, source) = lock.withLock {
      defer {
        downstream = nil
        upstream = nil
      }
      return (downstream, upstream)
    }
    source?.cancel()
    target?.receive(completion: completion)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let target = lock.withLock {
      defer {
        downstream = nil
        upstream = nil
      }
      return downstream
    }
    guard let target else { return }
    let (last, final) = hooks.completion(completion)
    if let last { _ = target.receive(last) }
    target.receive(completion: final)
  }

  func request(_ demand: Subscribers.Demand) {
    hooks.onRequest?(demand)
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let source = lock.withLock {
      defer {
        downstream = nil
        upstream = nil
      }
      return upstream
    }
    guard let source else { return }
    hooks.onCancel?()
    source.cancel()
  }
}
