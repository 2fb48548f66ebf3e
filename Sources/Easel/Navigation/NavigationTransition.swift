import Foundation

/// The push, pop or interactive swipe between two screens of a stack, on the graph's frame
/// clock: `progress` is 1 when the top screen is in place and 0 when it is off to the right
/// (and the screen under it is in place).
///
/// iOS slides a pushed screen in from the right edge while the screen under it moves left by
/// a third of its width and dims; a pop plays it backwards. The motion follows an ease-out
/// curve of 0.35 s, as UIKit's navigation transition lasts about that long.
@MainActor
final class NavigationTransition: AnimationDriver {
  /// The screen moving in or out on the right.
  private(set) var top: NavigationEntryKey?
  /// The screen under it, moving by the parallax.
  private(set) var under: NavigationEntryKey?
  /// Where the motion stands now.
  private(set) var progress: Double = 1
  private var run: (from: Double, to: Double, start: Double, animation: Animation)?
  private var completion: (() -> Void)?
  @GraphReference private var graph: ViewGraph?
  /// Called on every frame while the motion runs, and when `progress` is set.
  var onFrame: (() -> Void)?

  /// The curve of a push or pop.
  static let animation = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.35)
  /// How far the screen under moves left, as a fraction of the width.
  static let parallax: CGFloat = 0.3
  /// How dark the screen under gets at most (black at this opacity over it).
  static let dimming: Double = 0.1

  init(graph: ViewGraph?) { self.graph = graph }

  /// Whether two screens are shown in motion (or held by a swipe).
  var isActive: Bool { top != nil }

  /// Whether the motion is animating on the clock (not held by a finger).
  var isAnimating: Bool { run != nil }

  /// Starts showing `top` over `under` at `progress`, with nothing running.
  func hold(top: NavigationEntryKey, under: NavigationEntryKey, progress: Double) {
    stop()
    self.top = top
    self.under = under
    self.progress = progress
    onFrame?()
  }

  /// Moves the held motion to `progress` (a finger moved).
  func set(progress: Double) {
    self.progress = progress
    onFrame?()
  }

  /// Animates from `from` to `to` between `top` and `under`, then calls `completion`.
  func animate(
    top: NavigationEntryKey, under: NavigationEntryKey, from: Double, to: Double,
    completion: @escaping () -> Void
  ) {
    stop()
    self.top = top
    self.under = under
    animate(to: to, from: from, completion: completion)
  }

  /// Animates the held motion from where it is to `to`, then calls `completion`.
  func animate(to: Double, from: Double? = nil, completion: @escaping () -> Void) {
    guard let graph else {
      progress = to
      finish(completion)
      return
    }
    progress = from ?? progress
    run = (progress, to, graph.animationTime, Self.animation)
    self.completion = completion
    graph.startAnimating(self)
    onFrame?()
  }

  func advance(to time: Double) -> Bool {
    guard let run else { return false }
    let elapsed = time - run.start
    let fraction = run.animation.fraction(at: elapsed)
    progress = run.from + (run.to - run.from) * fraction
    if run.animation.isFinished(at: elapsed) {
      progress = run.to
      self.run = nil
      let completion = self.completion
      self.completion = nil
      onFrame?()
      if let completion { finish(completion) }
      return false
    }
    onFrame?()
    return true
  }

  /// Ends the motion: nothing is in transit any more.
  private func finish(_ completion: () -> Void) {
    top = nil
    under = nil
    progress = 1
    completion()
    onFrame?()
  }

  /// Stops whatever runs, where it is, without its completion.
  func stop() {
    if run != nil { graph?.stopAnimating(self) }
    run = nil
    completion = nil
  }

  /// Ends the motion at once: no screen is in transit.
  func reset() {
    stop()
    top = nil
    under = nil
    progress = 1
  }
}
