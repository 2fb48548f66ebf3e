import Foundation

/// Two gestures recognised at the same time; its value holds each one's, once it has one.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The values of both gestures.
  public struct Value {
    /// The first gesture's value, once it has one.
    public var first: First.Value?
    /// The second gesture's value, once it has one.
    public var second: Second.Value?
  }
  public typealias Body = Never
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Combines two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    SimultaneousRecognizer<First, Second>(first.recognizer(), second.recognizer())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// Two recognizers told every event side by side, each until it finishes: what simultaneous
/// and exclusive gestures share. Subclasses combine the two proposals.
@MainActor
class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
  let first: GestureRecognizer<A>
  let second: GestureRecognizer<B>
  /// What each part made of the last event (nothing for a part that has finished).
  var pending: (GestureProposal<A>, GestureProposal<B>) = (.none, .none)

  init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
    self.first = first
    self.second = second
  }

  /// Asks both parts still running about `input`.
  func proposeBoth(_ input: GestureInput) {
    pending = (
      first.state.isFinished ? .none : first.propose(input),
      second.state.isFinished ? .none : second.propose(input)
    )
  }

  /// Asks both parts still running about the time `time`.
  func proposeBoth(time: Double) {
    pending = (
      first.state.isFinished ? .none : first.propose(time: time),
      second.state.isFinished ? .none : second.propose(time: time)
    )
  }

  override var deadline: Double? {
    [
      first.state.isFinished ? nil : first.deadline,
      second.state.isFinished ? nil : second.deadline,
    ]
    .compactMap { $0 }.min()
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}

@MainActor
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: PairRecognizer<
  First.Value, Second.Value, SimultaneousGesture<First, Second>.Value
>
{
  typealias Combined = SimultaneousGesture<First, Second>.Value
  private var values: (First.Value?, Second.Value?) = (nil, nil)

  private func combine() -> GestureProposal<Combined> {
    var a = values.0
    var b = values.1
    var claims = false
    var changed = false
    switch pending.0 {
    case .change(let value, let claim): (a, claims, changed) = (value, claims || claim, true)
    case .end(let value): (a, claims, changed) = (value, true, true)
    case .none, .fail: break
    }
    switch pending.1 {
    case .change(let value, let claim): (b, claims, changed) = (value, claims || claim, true)
    case .end(let value): (b, claims, changed) = (value, true, true)
    case .none, .fail: break
    }
    let firstDone = first.state.isFinished || isTerminal(pending.0)
    let secondDone = second.state.isFinished || isTerminal(pending.1)
    if firstDone && secondDone {
      let anyEnded =
        first.state == .ended || second.state == .ended || isEnd(pending.0)
        || isEnd(pending.1)
      return anyEnded ? .end(Combined(first: a, second: b)) : .fail
    }
    return changed ? .change(Combined(first: a, second: b), claims: claims) : .none
  }

  private func isTerminal<T>(_ proposal: GestureProposal<T>) -> Bool {
    switch proposal {
    case .fail, .end: true
    case .none, .change: false
    }
  }

  private func isEnd<T>(_ proposal: GestureProposal<T>) -> Bool {
    if case .end = proposal { return true }
    return false
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Combined> {
    proposeBoth(input)
    return combine()
  }

  override func propose(time: Double) -> GestureProposal<Combined> {
    proposeBoth(time: time)
    return combine()
  }

  override func commit(_ proposal: GestureProposal<Combined>) {
    first.commit(pending.0)
    second.commit(pending.1)
    if case .change(let value, _) = proposal { values = (value.first, value.second) }
    super.commit(proposal)
  }
}

/// A gesture that must end before a second one can start; its value says how far it got.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The state of the sequence.
  public enum Value {
    /// The first gesture is running.
    case first(First.Value)
    /// The first gesture ended; the second has this value once it has one.
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Chains two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    let first = self.first.recognizer()
    let second = self.second.recognizer()
    return SequenceRecognizer(
      first, second, firstValue: { Value.first($0) }, secondValue: { Value.second($0, $1) })
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@MainActor
final class SequenceRecognizer<A, B, Value>: GestureRecognizer<Value> {
  let first: GestureRecognizer<A>
  let second: GestureRecognizer<B>
  private let firstValue: (A) -> Value
  private let secondValue: (A, B?) -> Value
  private var firstResult: A?
  private var pending: (GestureProposal<A>, GestureProposal<B>) = (.none, .none)
  /// The last input, to start the second gesture where the first ended.
  private var lastInput: GestureInput?
  /// Whether the second gesture has been told of the press it starts with.
  private var secondPressed = false

  init(
    _ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
    firstValue: @escaping (A) -> Value, secondValue: @escaping (A, B?) -> Value
  ) {
    self.first = first
    self.second = second
    self.firstValue = firstValue
    self.secondValue = secondValue
  }

  private func resolve() -> GestureProposal<Value> {
    if let firstResult {
      return pending.1.map { secondValue(firstResult, $0) }
    }
    switch pending.0 {
    case .none: return .none
    case .fail: return .fail
    case .change(let value, let claims): return .change(firstValue(value), claims: claims)
    // The first ended: the sequence goes on to the second, so it claims but does not end.
    case .end(let value): return .change(secondValue(value, nil), claims: true)
    }
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Value> {
    if firstResult != nil {
      pressSecond(at: input)
      pending = (.none, second.propose(input))
    } else {
      pending = (first.propose(input), .none)
    }
    lastInput = input
    return resolve()
  }

  /// The second gesture starts with the press still down: it is told of a press where the
  /// pointer is, so that a drag after a long press has somewhere to start.
  private func pressSecond(at input: GestureInput) {
    guard !secondPressed else { return }
    secondPressed = true
    let origin = lastInput ?? input
    let press = GestureInput(
      event: PointerEvent(.down, at: origin.event.location, time: origin.event.time),
      frame: origin.frame, namedOrigin: origin.namedOrigin)
    second.commit(second.propose(press))
  }

  override func propose(time: Double) -> GestureProposal<Value> {
    if firstResult != nil {
      pending = (.none, second.propose(time: time))
    } else {
      pending = (first.propose(time: time), .none)
    }
    return resolve()
  }

  override var deadline: Double? { firstResult != nil ? second.deadline : first.deadline }

  override func commit(_ proposal: GestureProposal<Value>) {
    if firstResult != nil {
      second.commit(pending.1)
    } else {
      first.commit(pending.0)
      if case .end(let value) = pending.0 { firstResult = value }
    }
    super.commit(proposal)
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}

/// Two gestures of which only one may succeed: the first, unless it fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// Which gesture is running, and its value.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  public typealias Body = Never
  /// The preferred gesture.
  public var first: First
  /// The gesture used when the first fails.
  public var second: Second

  /// Combines two gestures, the first preferred.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    ExclusiveRecognizer(
      first.recognizer(), second.recognizer(), firstValue: { Value.first($0) },
      secondValue: { Value.second($0) })
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@MainActor
final class ExclusiveRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
  private let firstValue: (A) -> Value
  private let secondValue: (B) -> Value
  /// The second gesture's end, held while the first might still happen.
  private var heldSecondEnd: B?

  init(
    _ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
    firstValue: @escaping (A) -> Value, secondValue: @escaping (B) -> Value
  ) {
    self.firstValue = firstValue
    self.secondValue = secondValue
    super.init(first, second)
  }

  private func resolve() -> GestureProposal<Value> {
    // The first wins as soon as it acts; the second only once the first has failed.
    switch pending.0 {
    case .change(let value, let claims): return .change(firstValue(value), claims: claims)
    case .end(let value): return .end(firstValue(value))
    case .none, .fail: break
    }
    if first.state == .active || first.state == .ended { return .none }
    let firstFailed =
      first.state == .failed || { if case .fail = pending.0 { true } else { false } }()
    guard firstFailed else {
      // The second must wait; only feedback that claims nothing gets through, and its end is
      // held until the first fails.
      if case .change(let value, false) = pending.1 {
        return .change(secondValue(value), claims: false)
      }
      if case .end(let value) = pending.1 { heldSecondEnd = value }
      return .none
    }
    if let heldSecondEnd { return .end(secondValue(heldSecondEnd)) }
    return pending.1.map(secondValue)
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Value> {
    proposeBoth(input)
    return resolve()
  }

  override func propose(time: Double) -> GestureProposal<Value> {
    proposeBoth(time: time)
    return resolve()
  }

  override func commit(_ proposal: GestureProposal<Value>) {
    let firstEnded: Bool
    if case .end = pending.0 { firstEnded = true } else { firstEnded = false }
    if firstEnded { heldSecondEnd = nil }
    if !firstEnded, case .end = proposal, let held = heldSecondEnd {
      // The first failed: the held end of the second is the result.
      first.commit(pending.0)
      second.commit(.end(held))
      heldSecondEnd = nil
      super.commit(proposal)
      return
    }
    first.commit(pending.0)
    let firstFailed = first.state == .failed
    if firstFailed || { if case .change(_, false) = pending.1 { true } else { false } }() {
      second.commit(pending.1)
    }
    switch pending.0 {
    case .change(_, true), .end: second.cancel()
    default: break
    }
    super.commit(proposal)
  }
}

extension Gesture {
  /// This gesture and `other`, recognised at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once this one has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
