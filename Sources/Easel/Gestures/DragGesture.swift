import Foundation

/// A gesture that follows a press as it moves, once it has moved `minimumDistance`.
public struct DragGesture: Gesture, PrimitiveGesture {
  /// Where the drag is.
  public struct Value: Equatable, Sendable {
    /// When the last event happened, on the host's clock.
    public var time: Date
    /// Where the pointer is now.
    public var location: CGPoint
    /// Where the press started.
    public var startLocation: CGPoint
    /// How far the pointer moved from where it started.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast the pointer moves, in points per second.
    public var velocity: CGSize
    /// Where a flick at this velocity would come to rest.
    public var predictedEndLocation: CGPoint
    /// How far from the start a flick at this velocity would come to rest.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }
  public typealias Body = Never

  /// How far the press must move before the drag starts, in points.
  public var minimumDistance: CGFloat
  /// The space locations are given in.
  public var coordinateSpace: CoordinateSpace

  /// Creates a drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Creates a drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
  }
}

/// The velocity of a moving pointer, from its recent positions.
struct VelocityTracker {
  private var samples: [(time: Double, location: CGPoint)] = []
  /// How far back samples count, in seconds.
  private let window = 0.1

  mutating func add(_ location: CGPoint, at time: Double) {
    samples.append((time, location))
    samples.removeAll { time - $0.time > window && $0.time != time }
    if samples.count > 12 { samples.removeFirst(samples.count - 12) }
  }

  /// Points per second between the oldest and newest recent samples.
  var velocity: CGSize {
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return .zero
    }
    let span = last.time - first.time
    return CGSize(
      width: (last.location.x - first.location.x) / span,
      height: (last.location.y - first.location.y) / span)
  }
}

/// How far a flick carries past the release, in seconds of its velocity: a motion that slows
/// by 0.2 % every millisecond, as a scroll view's normal deceleration does, travels
/// v · 0.998 / (1 − 0.998) / 1000 s.
let flickCarry: CGFloat = 0.998 / (1 - 0.998) / 1000

@MainActor
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace
  private var start: CGPoint?
  private var startInSpace = CGPoint.zero
  private var started = false
  private var velocity = VelocityTracker()

  init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
    self.minimumDistance = max(minimumDistance, 0)
    self.coordinateSpace = coordinateSpace
  }

  private func value(_ input: GestureInput) -> DragGesture.Value {
    let location = input.location(in: coordinateSpace)
    let speed = velocity.velocity
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: input.event.time), location: location,
      startLocation: startInSpace, velocity: speed,
      predictedEndLocation: CGPoint(
        x: location.x + speed.width * flickCarry, y: location.y + speed.height * flickCarry))
  }

  override func propose(_ input: GestureInput) -> GestureProposal<DragGesture.Value> {
    let event = input.event
    switch event.kind {
    case .down:
      start = event.location
      startInSpace = input.location(in: coordinateSpace)
      velocity.add(event.location, at: event.time)
      if minimumDistance == 0 {
        started = true
        return .change(value(input), claims: true)
      }
      return .none
    case .move:
      guard let start else { return .none }
      velocity.add(event.location, at: event.time)
      if !started {
        let distance = hypot(event.location.x - start.x, event.location.y - start.y)
        guard distance >= minimumDistance else { return .none }
        started = true
      }
      return .change(value(input), claims: true)
    case .up:
      guard start != nil, started else { return .fail }
      velocity.add(event.location, at: event.time)
      return .end(value(input))
    case .cancel: return .fail
    case .scroll, .transform, .transformEnded: return .none
    }
  }
}
