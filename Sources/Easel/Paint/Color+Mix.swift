import Foundation

extension Gradient {
  /// The space in which colours are interpolated.
  public enum ColorSpace: Hashable, Sendable {
    /// Straight between the sRGB components.
    case device
    /// In Oklab, where equal steps look equal: a blue and a yellow mix to a grey-green, not
    /// a dark grey.
    case perceptual
  }
}

extension Color {
  /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`, in between
  /// a blend in `colorSpace` — in the light scheme of the light values, in the dark of the
  /// dark ones. Opacity blends linearly.
  public func mix(
    with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  )
    -> Color
  {
    let t = Float(min(max(fraction, 0), 1))
    return Color._dynamic(
      light: Self.mix(resolve(for: .light), other.resolve(for: .light), t, colorSpace),
      dark: Self.mix(resolve(for: .dark), other.resolve(for: .dark), t, colorSpace))
  }

  /// `a` and `b` mixed by `t` in `space`.
  static func mix(_ a: Resolved, _ b: Resolved, _ t: Float, _ space: Gradient.ColorSpace)
    -> Resolved
  {
    func lerp(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
    let opacity = lerp(a.opacity, b.opacity)
    guard space == .perceptual else {
      return Resolved(
        red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
        opacity: opacity)
    }
    let (l1, a1, b1) = oklab(a)
    let (l2, a2, b2) = oklab(b)
    var mixed = fromOklab(lerp(l1, l2), lerp(a1, a2), lerp(b1, b2))
    mixed.opacity = opacity
    return mixed
  }

  /// sRGB component to linear light, and back.
  static func linear(_ c: Float) -> Float {
    c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
  }
  static func gamma(_ c: Float) -> Float {
    let c = min(max(c, 0), 1)
    return c <= 0.0031308 ? c * 12.92 : 1.055 * powf(c, 1 / 2.4) - 0.055
  }

  /// A colour in Oklab (Björn Ottosson's published matrices).
  private static func oklab(_ color: Resolved) -> (Float, Float, Float) {
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  /// The sRGB colour of an Oklab one.
  private static func fromOklab(_ lightness: Float, _ a: Float, _ b: Float) -> Resolved {
    let l = powf(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m = powf(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s = powf(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
    return Resolved(
      red: gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      green: gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      blue: gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
      opacity: 1)
  }
}

/// The background of the view's presentation as a style: the system background in the
/// colour scheme (`.background`).
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}

  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    Color.systemBackground.resolve(for: environment.colorScheme)
  }

  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect)
    -> DisplayList.Paint
  {
    .color(resolveColor(in: environment))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the presentation: white in the light scheme, black in the dark.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
