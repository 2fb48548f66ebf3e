import Foundation

extension VisualEffect {
  /// Draws the view at `opacity` (0 transparent, 1 opaque), each layer faded on its own as
  /// `View.opacity(_:)` does.
  public nonisolated func opacity(_ opacity: Double) -> some VisualEffect {
    ChainedVisualEffect(base: self, step: OpacityStep(stepData: opacity))
  }

  /// Draws the view moved by `offset`.
  public nonisolated func offset(_ offset: CGSize) -> some VisualEffect {
    ChainedVisualEffect(base: self, step: OffsetStep(offset: offset))
  }

  /// Draws the view moved by `x` and `y`.
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Draws the view scaled by `scale` about `anchor` of its frame.
  public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    ChainedVisualEffect(
      base: self, step: TransformStep(angle: .zero, scale: scale, anchor: anchor, axis: nil))
  }

  /// Draws the view scaled by `s` in both directions about `anchor` of its frame.
  public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor`.
  public nonisolated func scaleEffect(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  ) -> some VisualEffect {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws the view rotated by `angle` (clockwise on screen for positive angles) about
  /// `anchor` of its frame.
  public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    ChainedVisualEffect(
      base: self,
      step: TransformStep(
        angle: angle, scale: CGSize(width: 1, height: 1), anchor: anchor, axis: nil))
  }

  /// Draws the view rotated by `angle` about `axis` in space, around `anchor`.
  ///
  /// Differs from SwiftUI: as with `View.rotation3DEffect`, the rotation is projected straight
  /// onto the screen, with no perspective: `anchorZ` and `perspective` are accepted, but the
  /// far side is not drawn smaller.
  public nonisolated func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let unit = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
    return ChainedVisualEffect(
      base: self,
      step: TransformStep(
        angle: angle, scale: CGSize(width: 1, height: 1), anchor: anchor, axis: unit))
  }

  /// Draws the view with a Gaussian blur of `radius` points, as `View.blur(radius:opaque:)`.
  public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    ChainedVisualEffect(base: self, step: BlurStep(stepData: radius, opaque: opaque))
  }
}
