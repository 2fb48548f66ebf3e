import Foundation

/// The attributes of one stretch of a text: what `Text` concatenation, the `Text` modifiers and
/// attributed strings resolve to, and what a text engine lays out and a backend draws.
///
/// A text is laid out as a whole, with its spans as attributes over ranges of it, so lines wrap
/// and share baselines across spans.
public struct TextSpan: Hashable, Sendable {
  /// A line drawn under or through a span.
  public struct Line: Hashable, Sendable {
    /// The pattern of the line.
    public var pattern: Text.LineStyle.Pattern
    /// The colour of the line, or `nil` for the span's own colour.
    public var color: Color.Resolved?

    /// Creates a line.
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color.Resolved? = nil) {
      self.pattern = pattern
      self.color = color
    }
  }

  /// The span's bytes in the text's UTF-8 encoding.
  public var range: Range<Int>
  /// The font.
  public var font: Font.Resolved
  /// The colour of the glyphs, or `nil` for the colour of the text run as a whole.
  public var color: Color.Resolved?
  /// Extra space between characters, in points (`kerning(_:)`).
  public var kerning: CGFloat
  /// Extra space after each character, in points (`tracking(_:)`).
  public var tracking: CGFloat
  /// How far the glyphs are raised above the baseline, in points (negative lowers them).
  public var baselineOffset: CGFloat
  /// The underline, if any.
  public var underline: Line?
  /// The strikethrough, if any.
  public var strikethrough: Line?
  /// A colour painted behind the glyphs, if any.
  public var backgroundColor: Color.Resolved?

  /// Creates a span.
  public init(
    range: Range<Int>, font: Font.Resolved, color: Color.Resolved? = nil, kerning: CGFloat = 0,
    tracking: CGFloat = 0, baselineOffset: CGFloat = 0, underline: Line? = nil,
    strikethrough: Line? = nil, backgroundColor: Color.Resolved? = nil
  ) {
    self.range = range
    self.font = font
    self.color = color
    self.kerning = kerning
    self.tracking = tracking
    self.baselineOffset = baselineOffset
    self.underline = underline
    self.strikethrough = strikethrough
    self.backgroundColor = backgroundColor
  }

  /// The span with its font `scale` times as large (as `minimumScaleFactor` shrinks text).
  public func scaled(by scale: CGFloat) -> TextSpan {
    var copy = self
    copy.font = font.scaled(by: scale)
    return copy
  }

  /// The span with every colour's opacity multiplied by `opacity`.
  public func multiplyingOpacity(by opacity: Double) -> TextSpan {
    mappingColors { color in
      var color = color
      color.opacity *= Float(opacity)
      return color
    }
  }

  /// The span with each of its colours (text, background, lines) replaced by `map` of it.
  func mappingColors(_ map: (Color.Resolved) -> Color.Resolved) -> TextSpan {
    var copy = self
    copy.color = color.map(map)
    copy.backgroundColor = backgroundColor.map(map)
    copy.underline?.color = underline?.color.map(map)
    copy.strikethrough?.color = strikethrough?.color.map(map)
    return copy
  }
}

extension Array where Element == TextSpan {
  /// The spans with their fonts scaled from `fullSize` to `size` points. Measuring and drawing
  /// both scale with this one function, so they agree to the last bit.
  public func scaled(from fullSize: CGFloat, to size: CGFloat) -> [TextSpan] {
    guard size != fullSize, fullSize > 0 else { return self }
    let scale = size / fullSize
    return map { $0.scaled(by: scale) }
  }
}
