import Foundation

/// A font description: a text style, the system font at a size, or a custom family; a weight,
/// a design, a width, italic and a few OpenType features.
///
/// Text styles use iOS's default (Large) Dynamic Type sizes and weights: largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12 and caption2 11, all regular except the headline; text styles and
/// `custom(_:size:)` scale with the environment's `dynamicTypeSize`.
///
/// Differs from SwiftUI: the family is chosen by the text engine: Easel draws the system font
/// with Inter where installed, else DejaVu Sans, not SF Pro, so text is measured with that
/// font's metrics (its line heights and glyph widths).
public struct Font: Hashable, Sendable {
  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight value, 100 to 900.
    public let value: Int
    /// The thinnest weight, 100.
    public static let ultraLight = Weight(value: 100)
    /// Weight 200.
    public static let thin = Weight(value: 200)
    /// Weight 300.
    public static let light = Weight(value: 300)
    /// The default weight, 400.
    public static let regular = Weight(value: 400)
    /// Weight 500.
    public static let medium = Weight(value: 500)
    /// Weight 600.
    public static let semibold = Weight(value: 600)
    /// Weight 700.
    public static let bold = Weight(value: 700)
    /// Weight 800.
    public static let heavy = Weight(value: 800)
    /// The heaviest weight, 900.
    public static let black = Weight(value: 900)
  }

  /// A design of the system font. Easel draws `.default` with Inter (else DejaVu Sans),
  /// `.serif` with DejaVu Serif, `.rounded` with Comfortaa and `.monospaced` with DejaVu Sans
  /// Mono, each falling back through Fontconfig.
  public enum Design: Hashable, Sendable {
    /// The standard system design.
    case `default`
    /// A serif design.
    case serif
    /// A design with rounded strokes.
    case rounded
    /// A design whose glyphs all have the same advance.
    case monospaced
  }

  /// A width to use for fonts that have multiple widths. The text engine picks the nearest
  /// width the family has (DejaVu Sans has a condensed face; Inter has only the standard one).
  public struct Width: Hashable, Sendable {
    /// The width: negative values are narrower than standard (0), positive values wider.
    public var value: CGFloat

    /// Creates a width from its value.
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrower width.
    public static let condensed = Width(-0.2)
    /// The normal width.
    public static let standard = Width(0)
    /// A wider width.
    public static let expanded = Width(0.2)
  }

  /// A dynamic text style.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// 34 points, regular.
    case largeTitle
    /// 28 points, regular.
    case title
    /// 22 points, regular.
    case title2
    /// 20 points, regular.
    case title3
    /// 17 points, semibold.
    case headline
    /// 15 points, regular.
    case subheadline
    /// 17 points, regular.
    case body
    /// 16 points, regular.
    case callout
    /// 13 points, regular.
    case footnote
    /// 12 points, regular.
    case caption
    /// 11 points, regular.
    case caption2

    /// The point size at the default (Large) content size.
    var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    /// The weight of the style.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// Which letters a font draws as small capitals.
  public enum SmallCapitals: Hashable, Sendable {
    /// None: the font's ordinary letters.
    case none
    /// Lowercase letters (OpenType feature `smcp`).
    case lowercase
    /// Lowercase and uppercase letters (`smcp` and `c2sc`).
    case all
  }

  /// A font with every attribute fixed, ready for a text engine.
  public struct Resolved: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The design, used when `family` is `nil` or not installed.
    public var design: Design
    /// Whether the font is italic.
    public var italic: Bool
    /// The family name of a custom font, or `nil` for the system font of `design`.
    public var family: String?
    /// The width.
    public var width: Width
    /// Whether digits all have the same advance (OpenType feature `tnum`).
    public var monospacedDigit: Bool
    /// Which letters are drawn as small capitals.
    public var smallCapitals: SmallCapitals

    /// Creates a resolved font.
    public init(
      size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false,
      family: String? = nil, width: Width = .standard, monospacedDigit: Bool = false,
      smallCapitals: SmallCapitals = .none
    ) {
      self.size = size
      self.weight = weight
      self.design = design
      self.italic = italic
      self.family = family
      self.width = width
      self.monospacedDigit = monospacedDigit
      self.smallCapitals = smallCapitals
    }

    /// This font at `scale` times its size.
    public func scaled(by scale: CGFloat) -> Resolved {
      var copy = self
      copy.size = size * scale
      return copy
    }
  }

  /// The font's attributes at the default (Large) Dynamic Type size.
  let resolved: Resolved
  /// Whether the font grows and shrinks with the environment's `dynamicTypeSize`: text
  /// styles and `custom(_:size:)` do, fixed sizes do not.
  let scalesWithDynamicType: Bool

  init(_ resolved: Resolved, scalesWithDynamicType: Bool = false) {
    self.resolved = resolved
    self.scalesWithDynamicType = scalesWithDynamicType
  }

  /// The font's attributes at `size`.
  func resolved(at size: DynamicTypeSize) -> Resolved {
    guard scalesWithDynamicType, size != .large else { return resolved }
    return resolved.scaled(by: size._fontScale)
  }

  /// The system font of `size` points, with a weight and a design (regular and `.default` when
  /// `nil`).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(Resolved(size: size, weight: weight ?? .regular, design: design ?? .default))
  }

  /// The system font for a text style, with a design and a weight (the style's own when
  /// `nil`).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(
      Resolved(size: style.size, weight: weight ?? style.weight, design: design ?? .default),
      scalesWithDynamicType: true)
  }

  /// A font of the family `name` at `size` points, scaling with Dynamic Type as the body
  /// style does. A family that is not installed falls back to the system font through
  /// Fontconfig.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(Resolved(size: size, family: name), scalesWithDynamicType: true)
  }

  /// A font of the family `name` at `size` points, scaling with Dynamic Type (Easel scales
  /// every style by the body style's factor).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    Font(Resolved(size: size, family: name), scalesWithDynamicType: true)
  }

  /// A font of the family `name` at a fixed size that does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(Resolved(size: fixedSize, family: name))
  }

  /// 34 points, regular.
  public static let largeTitle = system(.largeTitle)
  /// 28 points, regular.
  public static let title = system(.title)
  /// 22 points, regular.
  public static let title2 = system(.title2)
  /// 20 points, regular.
  public static let title3 = system(.title3)
  /// 17 points, semibold.
  public static let headline = system(.headline)
  /// 15 points, regular.
  public static let subheadline = system(.subheadline)
  /// 17 points, regular.
  public static let body = system(.body)
  /// 16 points, regular.
  public static let callout = system(.callout)
  /// 13 points, regular.
  public static let footnote = system(.footnote)
  /// 12 points, regular.
  public static let caption = system(.caption)
  /// 11 points, regular.
  public static let caption2 = system(.caption2)
}
