import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The track starts from the property's value in the timeline's initial value and plays its
/// keyframes one after another; once they end it holds the last value while longer tracks
/// go on.
///
/// Differs from SwiftUI: the second generic parameter is named `TrackValue` where SwiftUI
/// writes `Value` (a generic parameter named `Value` would bind the `Keyframes` protocol's
/// `Value`, which is the root here); no code spells it.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>:
  Keyframes
where Content.Value == TrackValue {
  /// The type of value the track's keyframes belong to: the root.
  public typealias Value = Root

  let keyPath: WritableKeyPath<Root, TrackValue>
  let content: Content

  /// Creates a track that animates the property of the root value at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>,
    @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// Creates a track that animates the entire value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
    self.keyPath = \Root.self
    self.content = content()
  }

  /// The track itself.
  public var body: Self { self }
}

extension KeyframeTrack: PrimitiveKeyframes {
  func resolvedTracks<R>(from initialValue: R) -> [ResolvedKeyframeTrack<R>] {
    guard let root = initialValue as? Root,
      let keyPath = keyPath as? WritableKeyPath<R, TrackValue>
    else { return [] }
    let start = root[keyPath: self.keyPath]
    let curve = KeyframeCurve(
      start: start, segments: content.keyframeSegments(as: TrackValue.self))
    return [
      ResolvedKeyframeTrack(duration: curve.duration) { value, time in
        value[keyPath: keyPath] = curve.value(at: time, start: start)
      }
    ]
  }
}
