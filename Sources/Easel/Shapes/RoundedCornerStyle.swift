/// The style of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle (or quarter-ellipse) corners.
  case circular
  /// Continuous corners, whose curvature grows smoothly from the straight edge instead of
  /// jumping to the circle's.
  ///
  /// Differs from SwiftUI: Easel draws its own approximation of Apple's corner: it leaves each
  /// edge 1.528 radii from the corner with an easing cubic of zero curvature at the edge, runs
  /// along a 30° arc of the corner's circle, and eases back to the other edge — three cubics in
  /// all. When the rectangle is too small for that, the easing shrinks until the corner is
  /// circular (as a capsule's ends are).
  case continuous
}
