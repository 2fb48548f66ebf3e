import Foundation

/// The attributes a `Text` modifier or an attributed string sets on a segment of text. Unset
/// attributes come from the environment (the font, the foreground colour, kerning, tracking)
/// or take their defaults.
struct TextAttributes: Equatable, Sendable {
  /// An underline or strikethrough as set: drawn with a style, or explicitly absent.
  enum Decoration: Equatable, Sendable {
    case none
    case line(Text.LineStyle)
  }

  var font: Font?
  var weight: Font.Weight?
  var italic = false
  var monospacedDigit = false
  var foreground: AnyShapeStyle?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var underline: Decoration?
  var strikethrough: Decoration?
  var backgroundColor: Color?

  /// These attributes with those of `outer` (a modifier applied around them) filling in the
  /// ones they leave unset: the innermost setting wins.
  func inheriting(_ outer: TextAttributes) -> TextAttributes {
    var merged = self
    merged.font = font ?? outer.font
    merged.weight = weight ?? outer.weight
    merged.italic = italic || outer.italic
    merged.monospacedDigit = monospacedDigit || outer.monospacedDigit
    merged.foreground = foreground ?? outer.foreground
    merged.kerning = kerning ?? outer.kerning
    merged.tracking = tracking ?? outer.tracking
    merged.baselineOffset = baselineOffset ?? outer.baselineOffset
    merged.underline = underline ?? outer.underline
    merged.strikethrough = strikethrough ?? outer.strikethrough
    merged.backgroundColor = backgroundColor ?? outer.backgroundColor
    return merged
  }
}
