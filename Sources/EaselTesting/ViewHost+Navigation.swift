import Easel
import Foundation

extension ViewHost {
  /// The titles of the screens of the outermost navigation stack, root first (a screen
  /// without a title is an empty string); empty when there is no stack. During a pop the
  /// screen sliding out is still last.
  public var navigationPath: [String] {
    if needsNavigationUpdate { update() }
    return graph.navigationScreenTitles ?? []
  }

  /// How many screens the outermost navigation stack holds, root included; 0 without one.
  public var navigationDepth: Int { navigationPath.count }

  /// Whether a push, pop or swipe back of a navigation stack is under way.
  public var isNavigationTransitioning: Bool {
    if needsNavigationUpdate { update() }
    return graph.isNavigationTransitioning
  }

  /// Moves the clock on a frame (1/60 s) at a time until no navigation transition is under
  /// way, at most `timeout` seconds; returns the seconds it waited.
  @discardableResult
  public func waitForNavigationTransitions(timeout: TimeInterval = 2) -> TimeInterval {
    var waited: TimeInterval = 0
    while isNavigationTransitioning, waited < timeout {
      advance(by: 1.0 / 60)
      waited += 1.0 / 60
    }
    return waited
  }

  private var needsNavigationUpdate: Bool { graph.hasPendingUpdates }
}
