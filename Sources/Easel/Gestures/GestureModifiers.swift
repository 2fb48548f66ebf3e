import Foundation

/// A gesture that runs an action whenever its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture
where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer() -> GestureRecognizer<Value> {
    ChangedRecognizer(content.recognizer(), action: action)
  }
}

@MainActor
final class ChangedRecognizer<Value: Equatable>: PassingRecognizer<Value> {
  private let action: (Value) -> Void
  private var last: Value?

  init(_ base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
    self.action = action
    super.init(base)
  }

  override func commit(_ proposal: GestureProposal<Value>) {
    super.commit(proposal)
    if case .change(let value, _) = proposal, value != last {
      last = value
      action(value)
    }
  }
}

/// A gesture that runs an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer() -> GestureRecognizer<Value> {
    EndedRecognizer(content.recognizer(), action: action)
  }
}

@MainActor
final class EndedRecognizer<Value>: PassingRecognizer<Value> {
  private let action: (Value) -> Void

  init(_ base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
    self.action = action
    super.init(base)
  }

  override func commit(_ proposal: GestureProposal<Value>) {
    super.commit(proposal)
    if case .end(let value) = proposal { action(value) }
  }
}

/// A gesture that keeps a `GestureState` up to date while it runs, and resets it when it ends
/// or is cancelled.
public struct GestureStateGesture<Content: Gesture, State>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  func makeRecognizer() -> GestureRecognizer<Value> {
    UpdatingRecognizer(content.recognizer(), state: state, body: body)
  }
}

@MainActor
final class UpdatingRecognizer<Value, State>: PassingRecognizer<Value> {
  private let gestureState: GestureState<State>
  private let body: (Value, inout State, inout Transaction) -> Void
  private var changed = false

  init(
    _ base: GestureRecognizer<Value>, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    gestureState = state
    self.body = body
    super.init(base)
  }

  override func commit(_ proposal: GestureProposal<Value>) {
    super.commit(proposal)
    switch proposal {
    case .change(let value, _):
      var state = gestureState.wrappedValue
      var transaction = TransactionContext.current ?? Transaction()
      body(value, &state, &transaction)
      withTransaction(transaction) { gestureState.update(to: state) }
      changed = true
    case .end, .fail:
      reset()
    case .none:
      break
    }
  }

  override func cancel() {
    super.cancel()
    reset()
  }

  private func reset() {
    guard changed else { return }
    changed = false
    gestureState.reset()
  }
}

/// A gesture whose value is another's, transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
  public typealias Body = Never
  let content: Content
  let transform: (Content.Value) -> Value

  func makeRecognizer() -> GestureRecognizer<Value> {
    let transform = self.transform
    return WrappingRecognizer(content.recognizer()) { $0.map(transform) }
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` whenever the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` with `body` while the gesture runs; the state goes back to its initial
  /// value when the gesture ends or is cancelled.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(content: self, state: state, body: body)
  }

  /// The gesture with its value transformed by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}
