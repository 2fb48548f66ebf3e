import Foundation

/// A keyframe that moves in a straight line from the value before it to its own, paced by a
/// timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval
  let timingCurve: UnitCurve

  /// A keyframe that reaches `to` `duration` seconds after the keyframe before it, moving
  /// along `timingCurve` (evenly, by default).
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  /// The keyframe itself.
  public var body: Self { self }
}

extension LinearKeyframe: PrimitiveKeyframeTrackContent {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    guard let to = to as? V else { return [] }
    return [KeyframeSegment(target: to, duration: duration, kind: .linear(timingCurve))]
  }
}
