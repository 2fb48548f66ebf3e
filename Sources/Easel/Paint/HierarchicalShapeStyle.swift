import Foundation

/// A shape style that maps to one of the numbered levels of the current foreground style:
/// `.primary`, `.secondary`, `.tertiary`, `.quaternary` and `.quinary`.
///
/// A level set explicitly with `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` is used as
/// given. Otherwise, with no foreground style set, the levels are iOS's label colours:
/// primary is black (white in dark mode), and secondary, tertiary and quaternary are
/// `#3C3C43` (`#EBEBF5` in dark mode) at 60 %, 30 % and 18 % opacity; quinary, which has no
/// UIKit label colour, is the same grey at 10 % (Easel's choice). With a foreground style set
/// (say `.red`), the lower levels are that style at the same opacities: 60 %, 30 %, 18 % and
/// 10 % (SwiftUI does not document its numbers; these are Easel's).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// The level, from 0 (primary) to 4 (quinary).
  let level: Int

  /// The first level of the current foreground style.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level of the current foreground style.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level of the current foreground style.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level of the current foreground style.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level of the current foreground style.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The opacity of each level relative to the first.
  static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

  /// Resolves the level's colour (a gradient's first colour).
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    style(in: environment).resolveColor(in: environment)
  }

  /// Resolves the level's paint.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    style(in: environment).resolvePaint(in: environment, bounds: bounds)
  }

  /// The concrete style this level stands for in `environment`; never hierarchical itself.
  func style(in environment: EnvironmentValues) -> AnyShapeStyle {
    style(levels: environment.foregroundStyles)
  }

  /// The concrete style of this level when the foreground levels are `levels` (`nil` when no
  /// foreground style is set).
  func style(levels: [AnyShapeStyle]?) -> AnyShapeStyle {
    let level = min(max(self.level, 0), Self.opacities.count - 1)
    guard let levels, let first = levels.first else {
      return AnyShapeStyle(Self.labelColor(level: level))
    }
    if level < levels.count { return levels[level] }
    return AnyShapeStyle(OpacityShapeStyle(base: first, opacity: Self.opacities[level]))
  }

  /// iOS's label colour for `level`.
  static func labelColor(level: Int) -> Color {
    guard level > 0 else { return .primary }
    let opacity = Float(opacities[min(level, opacities.count - 1)])
    return Color(
      light: Color.Resolved(60, 60, 67, opacity), dark: Color.Resolved(235, 235, 245, opacity))
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the current foreground style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of the current foreground style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the current foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the current foreground style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The fifth level of the current foreground style.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
