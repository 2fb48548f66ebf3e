import Foundation

/// A keyframe that uses a spring function to interpolate to its value: the value before it
/// is pulled towards this one as by `spring`.
///
/// Without a `duration`, the keyframe lasts until the spring settles; with one shorter than
/// that, the next keyframe starts from where the spring has got to, with its velocity.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval?
  let spring: Spring
  let startVelocity: Value?

  /// A keyframe that springs to `to` for `duration` seconds (or, when `nil`, until the
  /// spring settles), starting with `startVelocity` (or, when `nil`, the velocity the value
  /// has at the end of the keyframe before, so the motion stays smooth).
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  /// The keyframe itself.
  public var body: Self { self }
}

extension SpringKeyframe: PrimitiveKeyframeTrackContent {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    guard let to = to as? V else { return [] }
    let velocity = (startVelocity as? V)?.animatableData
    return [
      KeyframeSegment(
        target: to, duration: duration, kind: .spring(spring, startVelocity: velocity))
    ]
  }
}
