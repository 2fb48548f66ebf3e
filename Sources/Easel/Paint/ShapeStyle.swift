/// A colour or pattern to use when drawing a shape.
public protocol ShapeStyle: Sendable {
  /// Resolves the style to a colour in an environment.
  func resolveColor(in environment: EnvironmentValues) -> Color.Resolved
}

extension Color: ShapeStyle {
  /// Resolves the colour for the environment's colour scheme.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    resolve(in: environment)
  }
}

/// The foreground style of the environment: the colour set by `foregroundColor(_:)`, else
/// `.primary`.
public struct ForegroundStyle: ShapeStyle {
  /// Creates the foreground style.
  public init() {}

  /// Resolves the environment's foreground colour.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    (environment.foregroundColor ?? .primary).resolve(in: environment)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
