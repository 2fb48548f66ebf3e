import Foundation

/// The properties a `Transition` can have: high level information about it.
///
/// Differs from SwiftUI: Easel has no Reduce Motion setting, so a transition with motion is
/// never replaced by a fade; `hasMotion` is kept for code that reads it.
public struct TransitionProperties: Sendable {
  /// Whether the transition includes motion.
  public var hasMotion: Bool

  /// Creates transition properties; a transition has motion by default.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}
