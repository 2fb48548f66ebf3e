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
  private weak var graph: ViewGraph?
  /// Called on every frame while the value animates, to show it (a node that places its
  /// child with the value asks to be placed again).
  var onFrame: (() -> Void)?
  /// The node that draws with the value now: its drawing changes whenever the value does.
  weak var drawingNode: LayoutNode?

  init(_ value: Value, graph: ViewGraph) {
    target = value
    self.graph = graph
  }

  /// Whether an animation is running.
  var isAnimating: Bool { !runs.isEmpty }

  /// Asks for `value`: with `animation`, the shown value moves there over time from where it
  /// is; without, it jumps there and running animations stop.
  func update(to value: Value, animation: Animation?) {
    let delta = value.animatableData - target.animatableData
    target = value
    guard delta.magnitudeSquared > 0 else { return }
    drawingNode?.invalidateDrawing()
    guard let animation, let graph else {
      runs.removeAll()
      return
    }
    runs.append(Run(delta: delta, animation: animation, start: graph.animationTime))
    graph.startAnimating(self)
  }

  /// The value to show now.
  var presented: Value {
    guard !runs.isEmpty, let graph else { return target }
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
    // Most frames finish no run: look before rewriting the array.
    for run in runs where run.animation.isFinished(at: time - run.start) {
      runs.removeAll { $0.animation.isFinished(at: time - $0.start) }
      break
    }
    drawingNode?.invalidateDrawing()
    onFrame?()
    return !runs.isEmpty
  }

  override func detach() {
    runs.removeAll()
    onFrame = nil
    graph?.stopAnimating(self)
  }
}
