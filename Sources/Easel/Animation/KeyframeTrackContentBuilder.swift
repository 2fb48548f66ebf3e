import Foundation

/// The builder that creates keyframe track content from the keyframes that you define
/// within a closure: they play one after another, and may be chosen with `if`, `switch` and
/// `for`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe as itself.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  /// No keyframes.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    EmptyKeyframeTrackContent<Value>()
  }

  /// The first keyframes of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  /// The keyframes of a block so far, followed by `next`.
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
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .first(first))
  }

  /// The keyframes of the second branch of an `if` or `switch`.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second: Second
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .second(second))
  }

  /// The keyframes of one branch of a condition.
  public struct Conditional<ConditionalValue: Animatable, First, Second>: KeyframeTrackContent
  where
    First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == ConditionalValue, Second.Value == ConditionalValue
  {
    /// The type of value the keyframes animate.
    public typealias Value = ConditionalValue
    enum Storage {
      case first(First)
      case second(Second)
    }
    let storage: Storage

    /// The branch taken.
    public var body: Self { self }
  }
}

extension KeyframeTrackContentBuilder.Conditional: PrimitiveKeyframeTrackContent {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    switch storage {
    case .first(let content): content.keyframeSegments(as: type)
    case .second(let content): content.keyframeSegments(as: type)
    }
  }
}
