import Foundation

/// A description of how a value changes over time, modeled using keyframes: usable on its
/// own, to read the value at any time, as `keyframeAnimator` reads it on every frame.
///
/// Each track animates one property from its value in `initialValue`, its keyframes back to
/// back; the timeline lasts as long as its longest track, and a shorter track holds its last
/// value.
///
/// Differs from SwiftUI: main-actor isolated, as Easel's `Animatable` is.
@MainActor
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]

  /// Creates a timeline from `initialValue` and the keyframes of `content`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, keyframes: content())
  }

  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.initialValue = initialValue
    self.tracks = keyframes.keyframeTracks(from: initialValue)
  }

  /// The duration of the content in seconds: that of its longest track.
  public var duration: TimeInterval {
    tracks.reduce(0) { max($0, $1.duration) }
  }

  /// The interpolated value `time` seconds into the timeline.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The interpolated value at `progress` through the timeline, from 0 (its start) to 1 (its
  /// end).
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }
}
