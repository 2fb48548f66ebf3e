import Foundation

/// A type that defines changes to a value over time: one or more `KeyframeTrack`s, each
/// animating a property of the value, all starting together.
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  associatedtype Value = Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: Keyframes
  /// The composition of content that comprise the keyframes.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// A track resolved from the value it starts at: how long it lasts, and how it writes its
/// property into the value at a time.
@MainActor
struct ResolvedKeyframeTrack<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void
}

/// Keyframes that list their tracks themselves, rather than through a body.
protocol PrimitiveKeyframes {
  /// The tracks, resolved from `initialValue` (none when the tracks animate another type).
  @MainActor func resolvedTracks<Root>(from initialValue: Root) -> [ResolvedKeyframeTrack<Root>]
}

extension Keyframes {
  /// The tracks of these keyframes, resolved from `initialValue`.
  @MainActor func keyframeTracks<Root>(from initialValue: Root) -> [ResolvedKeyframeTrack<Root>] {
    if let primitive = self as? any PrimitiveKeyframes {
      return primitive.resolvedTracks(from: initialValue)
    }
    return body.keyframeTracks(from: initialValue)
  }
}

/// Two sets of tracks, played together.
struct KeyframesGroup<Root, First: Keyframes, Second: Keyframes>: Keyframes, PrimitiveKeyframes
where First.Value == Root, Second.Value == Root {
  typealias Value = Root
  let first: First
  let second: Second

  var body: Self { self }

  func resolvedTracks<R>(from initialValue: R) -> [ResolvedKeyframeTrack<R>] {
    first.keyframeTracks(from: initialValue) + second.keyframeTracks(from: initialValue)
  }
}

/// No tracks.
struct EmptyKeyframes<Root>: Keyframes, PrimitiveKeyframes {
  typealias Value = Root

  var body: Self { self }

  func resolvedTracks<R>(from initialValue: R) -> [ResolvedKeyframeTrack<R>] { [] }
}
