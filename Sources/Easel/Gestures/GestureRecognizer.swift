import Foundation

/// What a recognizer makes of an event.
enum GestureProposal<Value> {
  /// Nothing new: still possible, or still active with the same value.
  case none
  /// The gesture cannot happen (moved too far, released too early…).
  case fail
  /// A new value. A claiming change starts (or continues) the gesture and stops the gestures
  /// it wins over; a change that does not claim (a press highlight) only shows feedback.
  case change(Value, claims: Bool)
  /// The gesture ended with this value.
  case end(Value)

  /// The same proposal with its value transformed.
  func map<T>(_ transform: (Value) -> T) -> GestureProposal<T> {
    switch self {
    case .none: .none
    case .fail: .fail
    case .change(let value, let claims): .change(transform(value), claims: claims)
    case .end(let value): .end(transform(value))
    }
  }
}

/// Where a recognizer is in its life.
enum GestureRecognizerState {
  /// Watching the events; it may still begin.
  case possible
  /// Recognised and running.
  case active
  /// Finished with a value.
  case ended
  /// It failed, or was cancelled because another gesture won.
  case failed

  /// Whether it has nothing more to do.
  var isFinished: Bool { self == .ended || self == .failed }
}

/// Follows the events of one interaction for one gesture.
///
/// The engine asks it what each event means (`propose`), with no side effects; when the
/// gesture is allowed to act, it `commit`s the proposal, and the modifiers' actions run
/// (`onChanged`, `updating`, `onEnded`). A recognizer that loses to another is `cancel`led.
@MainActor
class GestureRecognizer<Value> {
  /// Where the recognizer is.
  private(set) var state = GestureRecognizerState.possible

  /// What `input` means for the gesture. Called once per event, in order.
  func propose(_ input: GestureInput) -> GestureProposal<Value> { .none }

  /// What the passing of time (no event) means at `time`, for gestures with a deadline.
  func propose(time: Double) -> GestureProposal<Value> { .none }

  /// When the recognizer next needs `propose(time:)`, if ever.
  var deadline: Double? { nil }

  /// Applies a proposal the engine accepted.
  func commit(_ proposal: GestureProposal<Value>) {
    switch proposal {
    case .none: break
    case .fail: state = .failed
    case .change(_, let claims): if claims { state = .active }
    case .end: state = .ended
    }
  }

  /// Stops the recognizer without ending it: another gesture won, or the input was
  /// cancelled. Gesture state goes back to its initial value.
  func cancel() {
    if !state.isFinished { state = .failed }
  }
}

/// A recognizer that wraps another's and passes its proposals on, transformed.
@MainActor
class WrappingRecognizer<Base, Value>: GestureRecognizer<Value> {
  let base: GestureRecognizer<Base>
  /// Turns the base's proposal into this recognizer's.
  private let transform: (GestureProposal<Base>) -> GestureProposal<Value>
  /// The base's last proposal, committed with the wrapper's.
  private var baseProposal = GestureProposal<Base>.none

  init(
    _ base: GestureRecognizer<Base>,
    transform: @escaping (GestureProposal<Base>) -> GestureProposal<Value>
  ) {
    self.base = base
    self.transform = transform
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Value> {
    baseProposal = base.propose(input)
    return transform(baseProposal)
  }

  override func propose(time: Double) -> GestureProposal<Value> {
    baseProposal = base.propose(time: time)
    return transform(baseProposal)
  }

  override var deadline: Double? { base.deadline }

  override func commit(_ proposal: GestureProposal<Value>) {
    base.commit(baseProposal)
    super.commit(proposal)
  }

  override func cancel() {
    base.cancel()
    super.cancel()
  }
}

/// A wrapper whose value is its base's: what the gesture modifiers build on.
@MainActor
class PassingRecognizer<Value>: WrappingRecognizer<Value, Value> {
  init(_ base: GestureRecognizer<Value>) {
    super.init(base) { $0 }
  }
}
