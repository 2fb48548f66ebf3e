import Foundation

/// A builder that combines keyframe content values into a single value: tracks listed
/// together play at the same time; keyframes listed without a track animate the whole
/// value, one after another.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track (or other keyframes) as itself.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
    expression
  }

  /// The first tracks of a block.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
    first
  }

  /// The tracks of a block so far, and `next`, played together.
  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>, next: some Keyframes<Value>
  ) -> some Keyframes<Value> {
    KeyframesGroup(first: accumulated, second: next)
  }

  /// The keyframes as built.
  public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
  where Content.Value == Value {
    component
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe of the whole value, as itself.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  /// No keyframes.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    EmptyKeyframeTrackContent<Value>()
  }

  /// The first keyframes of the whole value in a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  /// The keyframes of the whole value so far, followed by `next`.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeTrackContentSequence(first: accumulated, second: next)
  }

  /// The keyframes of each pass of a `for` loop, one after another.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeTrackContentList(elements: components)
  }

  /// The keyframes of the first branch of an `if` or `switch`.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(first: first)
  }

  /// The keyframes of the second branch of an `if` or `switch`.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(second: second)
  }

  /// Keyframes of the whole value, as a track of the whole value.
  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content>
  where Content.Value == Value {
    KeyframeTrack { component }
  }
}
