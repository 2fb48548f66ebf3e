import Foundation

/// An indication of which the current stage of a transition.
///
/// A view that appears with a transition is first shown with the `willAppear` phase, then
/// moved at once to `identity` with the change's animation; a view being removed moves
/// from `identity` to `didDisappear`.
@frozen
public enum TransitionPhase: Hashable, Sendable {
  /// The transition is being applied to a view that is about to be inserted.
  case willAppear
  /// The transition is being applied to a view that is in the view hierarchy: it should
  /// show its steady state appearance.
  case identity
  /// The transition is being applied to a view that has been requested to be removed.
  case didDisappear

  /// Whether the transition should have no effect: true in the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// A value to scale or otherwise modify effects by: −1 in `willAppear`, 0 in `identity`
  /// and 1 in `didDisappear`.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}
