import Foundation

/// Something the graph advances on every animation frame.
@MainActor
protocol AnimationDriver: AnyObject {
  /// Moves to `time`; returns whether the animation is still running.
  func advance(to time: Double) -> Bool
}

/// The persistent, animated state of one render value of a modifier (an offset, a fill
/// colour, an opacity): the value the view asks for, and the animations still bringing the
/// shown value to it.
///
/// Animations are additive, as SwiftUI's are: each change adds an animation of its own delta,
/// and the shown value is the target minus what every running animation has still to cover.
/// A change in the middle of an animation therefore bends the motion towards the new target
/// without a jump.
@MainActor
final class AnimatedValue<Value: Animatable>: NodeAttachment, AnimationDriver {
  private struct Run {
    var delta: Value.AnimatableData
    let animation: Animation
    let start: Double
  }

  private(set) var target: Value
  private var runs: [Run] = []
  /// Whether an animation is running: `runs` is not empty.
  ///
  /// Kept apart from `runs`, as is `earliestFinish`, because a frame advances every animated
  /// value through `AnimationDriver`, in code not specialised for `Value`: every touch of
  /// `runs` there looks up the metadata of `[Run]` at run time.
  private(set) var isAnimating = false
  /// The earliest time at which a run may finish (see `Animation.earliestFinish()`).
  private var earliestFinish = Double.infinity
  @GraphReference private var graph: ViewGraph?
  /// Called on every frame while the value animates, to show it (a node that places its
  /// child with the value asks to be placed again).
  ///
  /// Main-actor isolated in its type, so that calling it needs no check of the executor.
  var onFrame: (@MainActor () -> Void)?
  /// The node that draws with the value now: its drawing changes whenever the value does.
  var drawingNode: LayoutNode? {
    get { drawingReference.node }
    set { drawingReference.node = newValue }
  }
  private var drawingReference = NodeReference<LayoutNode>(nil)

  init(_ value: Value, graph: ViewGraph) {
    target = value
    self.graph = graph
  }

  /// Asks for `value`: with `animation`, the shown value moves there over time from where it
  /// is; without, it jumps there and running animations stop.
  func update(to value: Value, animation: Animation?) {
    // Most updates ask for the value already asked for (a body run again for another
    // reason): told by comparing, which costs less than the difference.
    if value.animatableData == target.animatableData {
      target = value
      return
    }
    let delta = value.animatableData - target.animatableData
    target = value
    guard delta.magnitudeSquared > 0 else { return }
    drawingNode?.invalidateDrawing()
    guard let animation, let graph else {
      // The value jumps: nothing is left to animate, and the graph needs no more frames
      // for it.
      if isAnimating {
        stopRuns()
        graph?.stopAnimating(self)
      }
      return
    }
    runs.append(Run(delta: delta, animation: animation, start: graph.animationTime))
    isAnimating = true
    earliestFinish = min(earliestFinish, graph.animationTime + animation.earliestFinish())
    graph.startAnimating(self)
  }

  /// The value to show now.
  var presented: Value {
    guard isAnimating, let graph else { return target }
    var data = target.animatableData
    for run in runs {
      let remaining = 1 - run.animation.fraction(at: graph.animationTime - run.start)
      data -= run.delta.scaled(by: remaining)
    }
    var value = target
    value.animatableData = data
    return value
  }

  func advance(to time: Double) -> Bool {
    // Most frames finish no run: the runs are only looked at once one may have finished.
    if time >= earliestFinish { removeFinishedRuns(at: time) }
    drawingNode?.invalidateDrawing()
    onFrame?()
    return isAnimating
  }

  /// Drops the runs that are over at `time`. Not inlined into `advance(to:)`, which would
  /// then look up the metadata of `[Run]` on every call, finishing or not.
  @inline(never)
  private func removeFinishedRuns(at time: Double) {
    runs.removeAll { $0.animation.isFinished(at: time - $0.start) }
    earliestFinish = .infinity
    for run in runs {
      earliestFinish = min(earliestFinish, run.start + run.animation.earliestFinish())
    }
    isAnimating = !runs.isEmpty
  }

  /// Ends every run: the value shows its target.
  private func stopRuns() {
    runs.removeAll()
    isAnimating = false
    earliestFinish = .infinity
  }

  override func detach() {
    stopRuns()
    onFrame = nil
    graph?.stopAnimating(self)
  }
}
