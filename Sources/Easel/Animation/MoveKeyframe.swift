import Foundation

/// A keyframe that jumps to its value at once, with no interpolation: the next keyframe
/// starts from there.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value

  /// A keyframe that jumps to `to`.
  public init(_ to: Value) {
    self.to = to
  }

  /// The keyframe itself.
  public var body: Self { self }
}

extension MoveKeyframe: PrimitiveKeyframeTrackContent {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    guard let to = to as? V else { return [] }
    return [KeyframeSegment(target: to, duration: 0, kind: .move)]
  }
}
