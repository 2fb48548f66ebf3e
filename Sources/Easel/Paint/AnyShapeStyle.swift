import Foundation

/// A type-erased shape style.
///
/// Two erased styles are equal when they wrap equal values of the same `Equatable` style type;
/// styles of other types are never equal to anything.
public struct AnyShapeStyle: ShapeStyle, Equatable {
  /// The wrapped style.
  let base: any ShapeStyle
  /// Whether another erased style wraps a value equal to this one's, when its type is
  /// equatable.
  private let equals: (@Sendable (AnyShapeStyle) -> Bool)?

  /// Creates a type-erased style wrapping `style` (an erased style is not wrapped twice).
  public init<S: ShapeStyle>(_ style: S) {
    if let erased = style as? AnyShapeStyle {
      self = erased
      return
    }
    base = style
    if style is any Equatable {
      let test: @Sendable (AnyShapeStyle) -> Bool = { other in valuesEqual(style, other.base) }
      equals = test
    } else {
      equals = nil
    }
  }

  /// Resolves the wrapped style to a colour.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    base.resolveColor(in: environment)
  }

  /// Resolves the wrapped style to a paint.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    base.resolvePaint(in: environment, bounds: bounds)
  }

  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
    lhs.equals?(rhs) ?? false
  }
}
