import Foundation

/// A translucent backdrop: what lies behind is blurred and tinted, lighter in light mode and
/// darker in dark mode. Fill a shape with it, or put it behind a view with `background(_:)`.
public struct Material: ShapeStyle, Equatable {
  /// The blur radius in points.
  let radius: CGFloat
  /// The tint's opacity in light and dark mode.
  let lightOpacity: Float
  let darkOpacity: Float

  /// The thinnest material: most of what is behind shows through.
  public static let ultraThinMaterial = Material(radius: 20, lightOpacity: 0.35, darkOpacity: 0.4)
  /// A thin material.
  public static let thinMaterial = Material(radius: 24, lightOpacity: 0.5, darkOpacity: 0.55)
  /// The standard material.
  public static let regularMaterial = Material(radius: 30, lightOpacity: 0.65, darkOpacity: 0.7)
  /// A thick material.
  public static let thickMaterial = Material(radius: 36, lightOpacity: 0.8, darkOpacity: 0.82)
  /// The thickest material.
  public static let ultraThickMaterial = Material(radius: 42, lightOpacity: 0.9, darkOpacity: 0.9)
  /// The material of bars (navigation and tab bars).
  public static let bar = Material(radius: 30, lightOpacity: 0.75, darkOpacity: 0.75)

  /// The tint laid over the blurred backdrop.
  func tint(in environment: EnvironmentValues) -> Color.Resolved {
    environment.colorScheme == .dark
      ? Color.Resolved(red: 0.11, green: 0.11, blue: 0.12, opacity: darkOpacity)
      : Color.Resolved(red: 0.98, green: 0.98, blue: 0.98, opacity: lightOpacity)
  }

  /// The material's tint, as the colour of the style when one colour is needed.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    tint(in: environment)
  }

  /// The backdrop the material draws under `path`.
  func backdrop(path: Path, frame: CGRect, in environment: EnvironmentValues)
    -> DisplayList.Backdrop
  {
    DisplayList.Backdrop(
      path: path, frame: frame, radius: radius, saturation: 1.8, tint: tint(in: environment))
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { Material.thinMaterial }
  /// The standard material.
  public static var regularMaterial: Material { Material.regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { Material.thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { Material.bar }
}
