import Foundation

/// A style drawn at a fraction of its opacity: how the lower levels of a foreground style are
/// made from the first.
struct OpacityShapeStyle: ShapeStyle, Hashable {
  /// The style made fainter.
  let base: AnyShapeStyle
  /// The factor applied to every colour's opacity.
  let opacity: Double

  static func == (lhs: OpacityShapeStyle, rhs: OpacityShapeStyle) -> Bool {
    lhs.base == rhs.base && lhs.opacity == rhs.opacity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(opacity)
  }

  func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    var color = base.resolveColor(in: environment)
    color.opacity *= Float(opacity)
    return color
  }

  func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    base.resolvePaint(in: environment, bounds: bounds).multiplyingOpacity(by: opacity)
  }
}
