import Foundation

/// Where a view with a scroll transition is, against the visible region of its scroll view:
/// before it (`topLeading`), in it (`identity`) or after it (`bottomTrailing`).
///
/// A transition closure is asked for its effect at these phases; between them (an
/// interactive configuration, or an animation) the effects are interpolated, as SwiftUI
/// interpolates a `VisualEffect`'s animatable data.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
  /// The view is at or past the top edge of a vertical scroll view, or the leading edge of a
  /// horizontal one.
  case topLeading
  /// The view is in the visible region: the transition should leave it as it is.
  case identity
  /// The view is at or past the bottom edge of a vertical scroll view, or the trailing edge
  /// of a horizontal one.
  case bottomTrailing

  /// Whether this is the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`: a factor to scale
  /// effects by.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
