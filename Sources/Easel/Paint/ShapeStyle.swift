import Foundation

/// A colour or pattern to use when drawing a shape.
///
/// Easel's styles resolve in two ways: to one colour (`resolveColor(in:)`, for uses that take a
/// single colour such as text), and to a paint laid out over a rectangle
/// (`resolvePaint(in:bounds:)`, for filling and stroking shapes). A style that only implements
/// `resolveColor(in:)` paints with that colour.
///
/// Differs from SwiftUI: a style of your own implements `resolveColor(in:)` (and may implement
/// `resolvePaint(in:bounds:)`), not SwiftUI's `resolve(in:)`, so a custom `ShapeStyle` written
/// for SwiftUI does not compile unchanged. Text drawn in a gradient takes one colour, the
/// gradient's first.
public protocol ShapeStyle: Sendable {
  /// Resolves the style to a colour in an environment.
  func resolveColor(in environment: EnvironmentValues) -> Color.Resolved

  /// Resolves the style to a paint in an environment, laid out over `bounds` (root
  /// coordinates): the frame of the shape it fills, or of the view it draws behind. Unit
  /// points of gradients are fractions of this rectangle.
  func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint
}

extension ShapeStyle {
  /// Paints with the style's colour.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    .color(resolveColor(in: environment))
  }
}

extension Color: ShapeStyle {
  /// Resolves the colour for the environment's colour scheme.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    resolve(in: environment)
  }
}

/// The foreground style of the environment: the style set by `foregroundStyle(_:)` or the colour
/// set by `foregroundColor(_:)`, else `.primary`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// Creates the foreground style.
  public init() {}

  /// Resolves the colour of the environment's foreground style.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    HierarchicalShapeStyle.primary.resolveColor(in: environment)
  }

  /// Resolves the environment's foreground style.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    HierarchicalShapeStyle.primary.resolvePaint(in: environment, bounds: bounds)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
