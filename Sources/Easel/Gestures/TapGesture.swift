import Foundation

/// How far a finger may move and still tap, in points.
let tapSlop: CGFloat = 10
/// How long after a tap's release the next tap of a multiple tap may start, in seconds.
let multipleTapInterval = 0.35

/// Counts taps: presses released near where they started, each soon after the last.
@MainActor
final class TapCounter {
  let count: Int
  private(set) var taps = 0
  private var downLocation: CGPoint?
  private var lastUp: Double?

  init(count: Int) {
    self.count = max(count, 1)
  }

  /// What an event means: `nil` while possible, `false` on failure, `true` when the last tap
  /// ended.
  func handle(_ event: PointerEvent) -> Bool? {
    switch event.kind {
    case .down:
      if let lastUp, event.time - lastUp > multipleTapInterval { return false }
      downLocation = event.location
      return nil
    case .move:
      guard let downLocation else { return nil }
      return hypot(event.location.x - downLocation.x, event.location.y - downLocation.y)
        > tapSlop ? false : nil
    case .up:
      guard downLocation != nil else { return false }
      downLocation = nil
      taps += 1
      lastUp = event.time
      return taps >= count ? true : nil
    case .cancel: return false
    case .scroll, .transform, .transformEnded: return nil
    }
  }

  /// When a multiple tap gives up waiting for its next press.
  var deadline: Double? {
    guard let lastUp, taps < count, downLocation == nil else { return nil }
    return lastUp + multipleTapInterval
  }
}

/// A gesture that recognises one or more taps.
public struct TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
  public typealias Body = Never
  /// The number of taps.
  public var count: Int

  /// Creates a tap gesture of `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }

  func makeRecognizer() -> GestureRecognizer<Void> {
    TapRecognizer(count: count) { _ in () }
  }
}

/// A gesture that recognises taps and reports where the last one landed.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }
  public typealias Body = Never
  /// The number of taps.
  public var count: Int
  /// The space `location` is given in.
  public var coordinateSpace: CoordinateSpace

  /// Creates a spatial tap gesture.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// Creates a spatial tap gesture.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    let space = coordinateSpace
    return TapRecognizer(count: count) { Value(location: $0.location(in: space)) }
  }
}

/// Recognises taps; the value is made from the input of the last release.
@MainActor
final class TapRecognizer<Value>: GestureRecognizer<Value> {
  private let counter: TapCounter
  private let value: (GestureInput) -> Value

  init(count: Int, value: @escaping (GestureInput) -> Value) {
    counter = TapCounter(count: count)
    self.value = value
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Value> {
    switch counter.handle(input.event) {
    case nil: .none
    case false?: .fail
    case true?: .end(value(input))
    }
  }

  override var deadline: Double? { counter.deadline }

  override func propose(time: Double) -> GestureProposal<Value> {
    if let deadline = counter.deadline, time >= deadline { return .fail }
    return .none
  }
}
