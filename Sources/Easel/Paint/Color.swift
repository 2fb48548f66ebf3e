import Foundation

/// A colour that adapts to the environment it is drawn in.
///
/// System colours (`.red`, `.primary`, `.secondary`, …) carry iOS's light and dark values and
/// resolve against the environment's colour scheme, as in SwiftUI.
public struct Color: Hashable, Sendable {
  /// A concrete colour: sRGB components and opacity, each in `0...1`.
  public struct Resolved: Hashable, Sendable {
    /// The red component.
    public var red: Float
    /// The green component.
    public var green: Float
    /// The blue component.
    public var blue: Float
    /// The opacity.
    public var opacity: Float

    /// Creates a resolved colour from its components.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// Creates a resolved colour from 8-bit components.
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) {
      self.init(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
    }
  }

  /// The light and dark values of the colour, before any opacity is applied.
  let light: Resolved
  let dark: Resolved
  /// A multiplier applied to the opacity of the resolved colour.
  let opacityFactor: Double

  init(light: Resolved, dark: Resolved, opacity: Double = 1) {
    self.light = light
    self.dark = dark
    self.opacityFactor = opacity
  }

  /// Creates a constant colour from red, green and blue components in `0...1` of
  /// `colorSpace` (sRGB unless said), converted to the sRGB that Easel draws in.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    let (r, g, b) = colorSpace.sRGB(Float(red), Float(green), Float(blue))
    let value = Resolved(red: r, green: g, blue: b, opacity: Float(opacity))
    self.init(light: value, dark: value)
  }

  /// Creates a constant grey from a white level in `0...1` of `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a constant colour from hue, saturation and brightness in `0...1` (a hue of 0 and
  /// of 1 are both red).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A colour with one value in the light colour scheme and another in the dark one, as a
  /// UIKit dynamic colour (`UIColor(dynamicProvider:)`) resolves. Public for the UIKit module.
  public static func _dynamic(light: Resolved, dark: Resolved) -> Color {
    Color(light: light, dark: dark)
  }

  /// Creates a constant colour from a resolved colour.
  public init(_ resolved: Resolved) {
    self.init(light: resolved, dark: resolved)
  }

  /// Returns this colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(light: light, dark: dark, opacity: opacityFactor * opacity)
  }

  /// Resolves the colour for a colour scheme.
  public func resolve(for scheme: ColorScheme) -> Resolved {
    var value = scheme == .light ? light : dark
    value.opacity *= Float(opacityFactor)
    return value
  }

  /// Resolves the colour in an environment.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    resolve(for: environment.colorScheme)
  }

  private static func system(
    _ light: (Int, Int, Int, Float), _ dark: (Int, Int, Int, Float)
  ) -> Color {
    Color(
      light: Resolved(light.0, light.1, light.2, light.3),
      dark: Resolved(dark.0, dark.1, dark.2, dark.3))
  }

  /// Black in both schemes.
  public static let black = Color(white: 0)
  /// White in both schemes.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, opacity: 0)
  /// The colour of primary content: black in light mode, white in dark mode.
  public static let primary = system((0, 0, 0, 1), (255, 255, 255, 1))
  /// The colour of secondary content, a translucent grey.
  public static let secondary = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// iOS's system red: #FF3B30 in light mode, #FF453A in dark mode.
  public static let red = system((255, 59, 48, 1), (255, 69, 58, 1))
  /// iOS's system orange: #FF9500 in light mode, #FF9F0A in dark mode.
  public static let orange = system((255, 149, 0, 1), (255, 159, 10, 1))
  /// iOS's system yellow: #FFCC00 in light mode, #FFD60A in dark mode.
  public static let yellow = system((255, 204, 0, 1), (255, 214, 10, 1))
  /// iOS's system green: #34C759 in light mode, #30D158 in dark mode.
  public static let green = system((52, 199, 89, 1), (48, 209, 88, 1))
  /// iOS's system mint: #00C7BE in light mode, #63E6E2 in dark mode.
  public static let mint = system((0, 199, 190, 1), (99, 230, 226, 1))
  /// iOS's system teal: #30B0C7 in light mode, #40C8E0 in dark mode.
  public static let teal = system((48, 176, 199, 1), (64, 200, 224, 1))
  /// iOS's system cyan: #32ADE6 in light mode, #64D2FF in dark mode.
  public static let cyan = system((50, 173, 230, 1), (100, 210, 255, 1))
  /// iOS's system blue: #007AFF in light mode, #0A84FF in dark mode.
  public static let blue = system((0, 122, 255, 1), (10, 132, 255, 1))
  /// iOS's system indigo: #5856D6 in light mode, #5E5CE6 in dark mode.
  public static let indigo = system((88, 86, 214, 1), (94, 92, 230, 1))
  /// iOS's system purple: #AF52DE in light mode, #BF5AF2 in dark mode.
  public static let purple = system((175, 82, 222, 1), (191, 90, 242, 1))
  /// iOS's system pink: #FF2D55 in light mode, #FF375F in dark mode.
  public static let pink = system((255, 45, 85, 1), (255, 55, 95, 1))
  /// iOS's system brown: #A2845E in light mode, #AC8E68 in dark mode.
  public static let brown = system((162, 132, 94, 1), (172, 142, 104, 1))
  /// iOS's system gray: #8E8E93 in light mode, #8E8E93 in dark mode.
  public static let gray = system((142, 142, 147, 1), (142, 142, 147, 1))
  /// The accent colour of controls: the system blue, as for an app that sets no accent colour.
  public static let accentColor = blue
  /// The system background: white in light mode, black in dark mode.
  static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
}

extension Color: _ExpressibleByColorLiteral {
  /// The constant colour of a `#colorLiteral(red:green:blue:alpha:)` used as a `Color`.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
