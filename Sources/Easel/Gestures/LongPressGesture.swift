import Foundation

/// A gesture that succeeds when a press is held long enough without moving far.
///
/// Its value is `true` while the press is down (a change that does not claim the interaction,
/// for feedback such as `updating`) and when the press has lasted `minimumDuration`, when it
/// ends.
public struct LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
  public typealias Body = Never
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the press may move, in points.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeRecognizer() -> GestureRecognizer<Bool> {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}

@MainActor
final class LongPressRecognizer: GestureRecognizer<Bool> {
  let minimumDuration: Double
  let maximumDistance: CGFloat
  private var start: (location: CGPoint, time: Double)?

  init(minimumDuration: Double, maximumDistance: CGFloat) {
    self.minimumDuration = max(minimumDuration, 0)
    self.maximumDistance = maximumDistance
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Bool> {
    let event = input.event
    switch event.kind {
    case .down:
      start = (event.location, event.time)
      return minimumDuration == 0 ? .end(true) : .change(true, claims: false)
    case .move:
      guard let start else { return .none }
      if hypot(event.location.x - start.location.x, event.location.y - start.location.y)
        > maximumDistance
      {
        return .fail
      }
      return event.time - start.time >= minimumDuration ? .end(true) : .none
    case .up, .cancel:
      guard let start, event.kind == .up, event.time - start.time >= minimumDuration else {
        return .fail
      }
      return .end(true)
    case .scroll, .transform, .transformEnded: return .none
    }
  }

  override var deadline: Double? {
    guard let start, state == .possible else { return nil }
    return start.time + minimumDuration
  }

  override func propose(time: Double) -> GestureProposal<Bool> {
    guard let deadline, time >= deadline else { return .none }
    return .end(true)
  }
}
