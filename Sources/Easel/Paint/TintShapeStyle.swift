import Foundation

/// The tint of the views inside as a style (`.tint`): the colour set with `tint(_:)`, or the
/// accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint style.
  public init() {}

  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    (environment.tint ?? .accentColor).resolve(for: environment.colorScheme)
  }

  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect)
    -> DisplayList.Paint
  {
    .color(resolveColor(in: environment))
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint: the colour set with `tint(_:)`, or the accent colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
