/// The colour space and range an offscreen rendering (a `drawingGroup` or a `Canvas`) works
/// in.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Gamma-encoded sRGB, clamped to its range.
  case nonLinear
  /// Linear sRGB, clamped to its range.
  case linear
  /// Linear sRGB, not clamped.
  case extendedLinear
}
