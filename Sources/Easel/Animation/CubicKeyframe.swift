import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Without a start or end velocity the curve keeps the motion smooth, as SwiftUI's does:
/// adjacent cubic keyframes make a Catmull-Rom spline (the velocity through a keyframe is
/// the change from the keyframe before it to the one after it, over the time between them);
/// after another kind of keyframe the curve starts with the velocity that keyframe ended
/// with, and before another kind it ends with the velocity that one starts with. A track
/// starts at rest, and a cubic keyframe that ends a track (or precedes a `MoveKeyframe`)
/// comes to rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval
  let startVelocity: Value?
  let endVelocity: Value?

  /// A keyframe that reaches `to` `duration` seconds after the keyframe before it, leaving
  /// with `startVelocity` and arriving with `endVelocity` (each, when `nil`, chosen to keep
  /// the motion smooth).
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  /// The keyframe itself.
  public var body: Self { self }
}

extension CubicKeyframe: PrimitiveKeyframeTrackContent {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    guard let to = to as? V else { return [] }
    return [
      KeyframeSegment(
        target: to, duration: duration,
        kind: .cubic(
          startVelocity: (startVelocity as? V)?.animatableData,
          endVelocity: (endVelocity as? V)?.animatableData))
    ]
  }
}
