import Foundation

/// A font description: a text style or an explicit system size, a weight and a design.
///
/// Text styles use iOS's default (Large) Dynamic Type sizes. The family is chosen by the text
/// engine: Easel draws the system font with Inter where installed, else DejaVu Sans.
public struct Font: Hashable, Sendable {
  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight value, 100 to 900.
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A design of the system font.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A dynamic text style.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

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

    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// A font with every attribute fixed, ready for a text engine.
  public struct Resolved: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The design.
    public var design: Design
    /// Whether the font is italic.
    public var italic: Bool

    /// Creates a resolved font.
    public init(
      size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false
    ) {
      self.size = size
      self.weight = weight
      self.design = design
      self.italic = italic
    }
  }

  let resolved: Resolved

  init(_ resolved: Resolved) { self.resolved = resolved }

  /// The system font of `size` points.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(Resolved(size: size, weight: weight, design: design))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil)
    -> Font
  {
    Font(Resolved(size: style.size, weight: weight ?? style.weight, design: design))
  }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  /// Returns this font with a different weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = resolved
    copy.weight = weight
    return Font(copy)
  }

  /// Returns the bold version of this font.
  public func bold() -> Font { weight(.bold) }

  /// Returns the italic version of this font.
  public func italic() -> Font {
    var copy = resolved
    copy.italic = true
    return Font(copy)
  }
}
