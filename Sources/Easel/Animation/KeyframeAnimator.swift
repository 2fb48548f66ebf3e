import Foundation

/// A container that animates its content with keyframes: `content` is built with the value
/// the keyframes give at each frame of the host's clock.
///
/// Looping, the keyframes play over and over from `initialValue` for as long as the view is
/// shown; with a trigger, they play once each time the trigger changes, starting from the
/// value shown then (`initialValue` the first time), and the value rests where they end.
/// The content closure runs on every frame while the keyframes play.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
  enum Mode {
    case repeating(Bool)
    case trigger(Any)
  }

  let initialValue: Value
  let mode: Mode
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Loops the keyframes continuously while `repeating` is true; otherwise `content` gets
  /// the value at the beginning of the timeline, `initialValue`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .repeating(repeating)
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes once each time `trigger` changes. `keyframes` gets the value the
  /// animator shows when the play starts: `initialValue` the first time, then where the
  /// previous play got to.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .trigger(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  /// The content, built with the value of the keyframes now.
  public var body: some View {
    KeyframeAnimatorContent(animator: self)
  }
}

extension View {
  /// Loops the keyframes continuously while `repeating` is true, building this view's
  /// modified form with `content` from the value at each frame.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays the keyframes once each time `trigger` changes, building this view's modified
  /// form with `content` from the value at each frame.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}

/// A keyframe animator's content at the value of its keyframes now, kept moving by a
/// `KeyframeDriver` on the graph's frame clock.
struct KeyframeAnimatorContent<Value, KeyframePath: Keyframes, Content: View>: View,
  PrimitiveView
where Value == KeyframePath.Value {
  let animator: KeyframeAnimator<Value, KeyframePath, Content>

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let graph = context.graph
    let animator = self.animator
    let (driver, isNew) = context.attachment {
      KeyframeDriver<Value>(graph: graph, resting: animator.initialValue)
    }
    driver.owner = context.owner
    let now = graph.animationTime
    switch animator.mode {
    case .repeating(let repeating):
      if isNew || repeating != driver.isRepeating {
        driver.isRepeating = repeating
        if repeating {
          driver.play(from: animator.initialValue, at: now, loops: true)
        } else {
          driver.stop(resting: animator.initialValue)
        }
      }
    case .trigger(let trigger):
      if isNew {
        driver.trigger = trigger
      } else if let previous = driver.trigger, !valuesEqual(previous, trigger) {
        driver.trigger = trigger
        driver.play(from: driver.value(at: now), at: now, loops: false)
      }
    }
    // The keyframes are read again on every frame, so that they follow the view's inputs.
    driver.timeline = driver.runStart.map {
      KeyframeTimeline(initialValue: $0, keyframes: animator.keyframes($0))
    }
    // Below the driver's own place, so that the content's modifiers keep attachments of
    // their own.
    return context.appending(.content).makeNodes(for: animator.content(driver.value(at: now)))
  }
}

/// Moves a keyframe animator along its timeline: on every frame it asks the animator's view
/// for its body again, with the value at the new time.
@MainActor
final class KeyframeDriver<Value>: NodeAttachment, AnimationDriver {
  @GraphReference var graph: ViewGraph?
  /// The view node of the animator, whose body builds the content.
  weak var owner: ViewNode?
  /// The value shown when no keyframes play.
  private(set) var resting: Value
  var isRepeating = false
  /// The animator's trigger as last seen.
  var trigger: Any?
  /// The value the keyframes playing now started from, when they started, and whether they
  /// loop.
  private(set) var runStart: Value?
  private var startTime = 0.0
  private var loops = false
  /// The keyframes playing now, from `runStart`.
  var timeline: KeyframeTimeline<Value>?

  init(graph: ViewGraph, resting: Value) {
    self.graph = graph
    self.resting = resting
  }

  /// Starts playing from `value` at `time`.
  func play(from value: Value, at time: Double, loops: Bool) {
    runStart = value
    startTime = time
    self.loops = loops
    graph?.startAnimating(self)
  }

  /// Stops playing; `resting` is shown.
  func stop(resting: Value) {
    self.resting = resting
    runStart = nil
    timeline = nil
    graph?.stopAnimating(self)
  }

  /// The value at `time`.
  func value(at time: Double) -> Value {
    guard let timeline else { return resting }
    let elapsed = max(time - startTime, 0)
    let duration = timeline.duration
    guard duration > 0 else { return timeline.value(time: 0) }
    if loops { return timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration)) }
    return timeline.value(time: min(elapsed, duration))
  }

  func advance(to time: Double) -> Bool {
    guard let timeline else { return runStart != nil }
    owner?.invalidate()
    let duration = timeline.duration
    if duration <= 0 || (!loops && time - startTime >= duration) {
      // Played through: the value rests where the keyframes end.
      resting = timeline.value(time: duration)
      runStart = nil
      self.timeline = nil
      return false
    }
    return true
  }

  override func detach() {
    graph?.stopAnimating(self)
  }
}
