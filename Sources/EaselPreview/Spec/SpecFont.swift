import Easel
import Foundation

/// A font in a spec: a text style name such as `"title"`, or `{"size": n, "weight": w}`.
public enum SpecFont: Equatable, Sendable {
  /// A dynamic text style, at iOS's default (Large) size.
  case style(Font.TextStyle)
  /// The system font at a point size and weight.
  case system(size: CGFloat, weight: Font.Weight)

  /// The text style names a spec may use, in the order the documentation lists them.
  public static let styleNames: [(name: String, style: Font.TextStyle)] = [
    ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("subheadline", .subheadline), ("body", .body),
    ("callout", .callout), ("footnote", .footnote), ("caption", .caption),
    ("caption2", .caption2),
  ]

  /// The weight names a spec may use, lightest first.
  public static let weightNames: [(name: String, weight: Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  /// The point size and weight of each text style at the default (large) text size.
  static let styleMetrics: [Font.TextStyle: (size: CGFloat, weight: Font.Weight)] = [
    .largeTitle: (34, .regular), .title: (28, .regular), .title2: (22, .regular),
    .title3: (20, .regular), .headline: (17, .semibold), .subheadline: (15, .regular),
    .body: (17, .regular), .callout: (16, .regular), .footnote: (13, .regular),
    .caption: (12, .regular), .caption2: (11, .regular),
  ]

  /// The font this spec value describes.
  public var font: Font { font(textScale: 1) }

  /// The font at a text size `textScale` times the default: text styles and point sizes both
  /// grow with it.
  public func font(textScale: Double) -> Font {
    switch self {
    case .style(let style):
      guard textScale != 1, let metrics = Self.styleMetrics[style] else { return .system(style) }
      return .system(size: metrics.size * CGFloat(textScale), weight: metrics.weight)
    case .system(let size, let weight):
      return .system(size: size * CGFloat(textScale), weight: weight)
    }
  }
}
