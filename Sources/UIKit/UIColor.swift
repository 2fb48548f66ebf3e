import Easel
import Foundation

/// A colour, as UIKit describes one: constant or dynamic (one value in light mode, another in
/// dark), with UIKit's system colours. SwiftUI takes it as `Color(uiColor:)`, and makes one
/// with `UIColor(_:)`.
public final class UIColor: NSObject, @unchecked Sendable {
  /// The value in the light and in the dark interface style.
  public let light: Color.Resolved
  public let dark: Color.Resolved

  init(light: Color.Resolved, dark: Color.Resolved) {
    self.light = light
    self.dark = dark
  }

  /// A constant colour from components in `0...1`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let value = Color.Resolved(
      red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
    self.init(light: value, dark: value)
  }

  /// A constant grey from a white level in `0...1`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A constant colour from hue, saturation and brightness in `0...1`.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let light = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
      .resolve(for: .light)
    self.init(light: light, dark: light)
  }

  /// The colour of a SwiftUI colour, in light and in dark mode.
  public convenience init(_ color: Color) {
    self.init(light: color.resolve(for: .light), dark: color.resolve(for: .dark))
  }

  /// A dynamic colour: `provider` gives the value for the light and for the dark style.
  public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    self.init(
      light: provider(UITraitCollection(userInterfaceStyle: .light)).light,
      dark: provider(UITraitCollection(userInterfaceStyle: .dark)).dark)
  }

  /// The colour in the style of `traitCollection`.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let value = traitCollection.userInterfaceStyle == .dark ? dark : light
    return UIColor(light: value, dark: value)
  }

  /// The colour's components in `0...1`; always succeeds.
  ///
  /// Differs from UIKit: a dynamic colour gives its light value's components, whatever the
  /// current interface style.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(light.red)
    green?.pointee = CGFloat(light.green)
    blue?.pointee = CGFloat(light.blue)
    alpha?.pointee = CGFloat(light.opacity)
    return true
  }

  /// This colour with its opacity replaced by `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var light = self.light
    var dark = self.dark
    light.opacity = Float(alpha)
    dark.opacity = Float(alpha)
    return UIColor(light: light, dark: dark)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return light == other.light && dark == other.dark
  }

  /// A system colour from 8-bit components and opacities, light and dark.
  static func system(
    _ light: (Int, Int, Int, Float), _ dark: (Int, Int, Int, Float)
  ) -> UIColor {
    func value(_ c: (Int, Int, Int, Float)) -> Color.Resolved {
      Color.Resolved(
        red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: c.3)
    }
    return UIColor(light: value(light), dark: value(dark))
  }

  /// UIKit's `black`.
  public static let black = UIColor(white: 0, alpha: 1)
  /// UIKit's `white`.
  public static let white = UIColor(white: 1, alpha: 1)
  /// UIKit's `clear`.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// UIKit's `gray`.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// UIKit's `lightGray`.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// UIKit's `darkGray`.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// UIKit's `red`.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// UIKit's `green`.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// UIKit's `blue`.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// UIKit's `yellow`.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// UIKit's `orange`.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// UIKit's `purple`.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// UIKit's `brown`.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// UIKit's `cyan`.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// UIKit's `magenta`.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  /// UIKit's `systemRed`.
  public static let systemRed = UIColor(Color.red)
  /// UIKit's `systemOrange`.
  public static let systemOrange = UIColor(Color.orange)
  /// UIKit's `systemYellow`.
  public static let systemYellow = UIColor(Color.yellow)
  /// UIKit's `systemGreen`.
  public static let systemGreen = UIColor(Color.green)
  /// UIKit's `systemMint`.
  public static let systemMint = UIColor(Color.mint)
  /// UIKit's `systemTeal`.
  public static let systemTeal = UIColor(Color.teal)
  /// UIKit's `systemCyan`.
  public static let systemCyan = UIColor(Color.cyan)
  /// UIKit's `systemBlue`.
  public static let systemBlue = UIColor(Color.blue)
  /// UIKit's `systemIndigo`.
  public static let systemIndigo = UIColor(Color.indigo)
  /// UIKit's `systemPurple`.
  public static let systemPurple = UIColor(Color.purple)
  /// UIKit's `systemPink`.
  public static let systemPink = UIColor(Color.pink)
  /// UIKit's `systemBrown`.
  public static let systemBrown = UIColor(Color.brown)
  /// UIKit's `tintColor`.
  public static let tintColor = UIColor(Color.accentColor)

  /// UIKit's `systemGray`.
  public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
  /// UIKit's `systemGray2`.
  public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
  /// UIKit's `systemGray3`.
  public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
  /// UIKit's `systemGray4`.
  public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
  /// UIKit's `systemGray5`.
  public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
  /// UIKit's `systemGray6`.
  public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))

  /// UIKit's `label`.
  public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
  /// UIKit's `secondaryLabel`.
  public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// UIKit's `tertiaryLabel`.
  public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// UIKit's `quaternaryLabel`.
  public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
  /// UIKit's `placeholderText`.
  public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// UIKit's `separator`.
  public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// UIKit's `opaqueSeparator`.
  public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))
  /// UIKit's `link`.
  public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))

  /// UIKit's `systemFill`.
  public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// UIKit's `secondarySystemFill`.
  public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// UIKit's `tertiarySystemFill`.
  public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
  /// UIKit's `quaternarySystemFill`.
  public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

  /// UIKit's `systemBackground`.
  public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
  /// UIKit's `secondarySystemBackground`.
  public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
  /// UIKit's `tertiarySystemBackground`.
  public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
  /// UIKit's `systemGroupedBackground`.
  public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
  /// UIKit's `secondarySystemGroupedBackground`.
  public static let secondarySystemGroupedBackground = system(
    (255, 255, 255, 1), (28, 28, 30, 1))
  /// UIKit's `tertiarySystemGroupedBackground`.
  public static let tertiarySystemGroupedBackground = system(
    (242, 242, 247, 1), (44, 44, 46, 1))
}

/// The traits of an interface, as far as colours need them: its light or dark style.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// The interface style.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Traits with `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }
}

/// Light or dark, as UIKit names the colour scheme.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified
  case light
  case dark
}

extension Color {
  /// The colour of a UIKit colour: its light value in the light scheme, its dark value in
  /// the dark one.
  public init(uiColor: UIColor) {
    self = Color._dynamic(light: uiColor.light, dark: uiColor.dark)
  }

  /// The colour of a UIKit colour, as `init(uiColor:)`.
  public init(_ uiColor: UIColor) {
    self.init(uiColor: uiColor)
  }
}

extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, which is a `UIColor` as on iOS.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
