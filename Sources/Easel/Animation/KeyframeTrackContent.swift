import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value: the
/// keyframes of one `KeyframeTrack`, played one after another.
///
/// The keyframe types (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`)
/// conform; your own type conforms by composing keyframes in `body`.
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable = Body.Value
  /// The type of the content that makes up this content.
  associatedtype Body: KeyframeTrackContent
  /// The composition of content that comprise the keyframe track.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Track content that lists its keyframes itself, rather than through a body.
protocol PrimitiveKeyframeTrackContent {
  /// The keyframes, in order, as values of `type` (none when the content's values are of
  /// another type).
  @MainActor func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

extension KeyframeTrackContent {
  /// The keyframes of this content, in order, as values of `type`.
  @MainActor func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    if let primitive = self as? any PrimitiveKeyframeTrackContent {
      return primitive.segments(as: type)
    }
    return body.keyframeSegments(as: type)
  }
}

/// The keyframes of two pieces of track content, one after the other.
struct KeyframeTrackContentSequence<Value: Animatable, First, Second>: KeyframeTrackContent,
  PrimitiveKeyframeTrackContent
where
  First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value,
  Second.Value == Value
{
  let first: First
  let second: Second

  var body: Self { self }

  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    first.keyframeSegments(as: type) + second.keyframeSegments(as: type)
  }
}

/// The keyframes of any number of pieces of track content, one after another.
struct KeyframeTrackContentList<Value: Animatable, Element>: KeyframeTrackContent,
  PrimitiveKeyframeTrackContent
where Element: KeyframeTrackContent, Element.Value == Value {
  let elements: [Element]

  var body: Self { self }

  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    elements.flatMap { $0.keyframeSegments(as: type) }
  }
}

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent,
  PrimitiveKeyframeTrackContent
{
  var body: Self { self }

  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [] }
}
