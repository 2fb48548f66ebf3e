import Foundation

extension Color {
  /// The colour space of the components given to `Color(_:red:green:blue:opacity:)`.
  public enum RGBColorSpace: Hashable, Sendable {
    /// Standard RGB, gamma-encoded: what Easel draws in.
    case sRGB
    /// sRGB primaries with linear components (light intensities).
    case sRGBLinear
    /// Display P3: wider primaries, sRGB's transfer curve.
    case displayP3

    /// Gamma-encoded sRGB components of a colour given in this space. Colours outside sRGB's
    /// gamut (a saturated P3 red) are clamped into it, since Easel draws into sRGB surfaces.
    func sRGB(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
      switch self {
      case .sRGB:
        return (r, g, b)
      case .sRGBLinear:
        return (Color.gamma(r), Color.gamma(g), Color.gamma(b))
      case .displayP3:
        // P3 and sRGB share the D65 white and the transfer curve: linearise, change primaries
        // (the P3 → XYZ → sRGB matrices multiplied out), encode again.
        let (lr, lg, lb) = (Color.linear(r), Color.linear(g), Color.linear(b))
        return (
          Color.gamma(1.22494018 * lr - 0.22494018 * lg),
          Color.gamma(-0.04205695 * lr + 1.04205695 * lg),
          Color.gamma(-0.01963755 * lr - 0.07863605 * lg + 1.0982736 * lb)
        )
      }
    }
  }
}
