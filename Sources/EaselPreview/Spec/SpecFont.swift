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

  /// The font this spec value describes.
  public var font: Font {
    switch self {
    case .style(let style): .system(style)
    case .system(let size, let weight): .system(size: size, weight: weight)
    }
  }
}
