import Foundation

/// A text with its attributes resolved in an environment: the characters, the font and
/// colour of the text as a whole, and the spans that differ from them.
struct ResolvedText: Equatable, Sendable {
  /// The characters.
  var string: String
  /// The font of the text as a whole: the environment's.
  var font: Font.Resolved
  /// The colour of the text as a whole: the environment's foreground colour.
  var color: Color.Resolved
  /// The spans of the text; empty when all of it is in `font` and `color` with no other
  /// attribute.
  var spans: [TextSpan]

  /// Resolves `text` in `environment`, reading the font, the foreground style, the colour
  /// scheme, the text case and the text options (kerning, tracking) from it. The font and colour of the text
  /// as a whole are those of its first segment (the environment's for an empty text); spans
  /// leave out a colour equal to it.
  init(_ text: Text, in environment: EnvironmentValues, options: TextLayoutOptions) {
    let baseFont = environment.font ?? .body
    let environmentColor = (environment.foregroundColor ?? .primary)
      .resolve(for: environment.colorScheme)
    var string = ""
    var spans: [TextSpan] = []
    var offset = 0
    let textCase = environment.textCase
    for segment in text.segments {
      let characters = textCase?.apply(to: segment.string) ?? segment.string
      let length = characters.utf8.count
      guard length > 0 else { continue }
      string += characters
      var span = Self.span(
        segment.attributes, range: offset..<(offset + length), baseFont: baseFont,
        in: environment, options: options)
      if span.color == nil { span.color = environmentColor }
      offset += length
      // Neighbours with the same attributes make one span.
      if let last = spans.last {
        var extended = last
        extended.range = span.range
        if extended == span {
          spans[spans.count - 1].range = last.range.lowerBound..<offset
          continue
        }
      }
      spans.append(span)
    }
    self.string = string
    font = spans.first?.font ?? baseFont.resolved(at: environment.dynamicTypeSize)
    let color = spans.first?.color ?? environmentColor
    self.color = color
    for index in spans.indices where spans[index].color == color { spans[index].color = nil }
    // Text all in one font and colour with nothing else needs no spans.
    if spans.count == 1, spans[0] == TextSpan(range: 0..<offset, font: font) { spans = [] }
    self.spans = spans
  }

  /// The span of a segment with `attributes`.
  private static func span(
    _ attributes: TextAttributes, range: Range<Int>, baseFont: Font,
    in environment: EnvironmentValues, options: TextLayoutOptions
  ) -> TextSpan {
    var font = (attributes.font ?? baseFont).resolved(at: environment.dynamicTypeSize)
    if let weight = attributes.weight { font.weight = weight }
    if attributes.italic { font.italic = true }
    if attributes.monospacedDigit { font.monospacedDigit = true }
    let scheme = environment.colorScheme
    var color: Color.Resolved?
    if let foreground = attributes.foreground { color = resolve(foreground, in: environment) }
    func line(_ decoration: TextAttributes.Decoration?) -> TextSpan.Line? {
      guard case .line(let style) = decoration else { return nil }
      return TextSpan.Line(pattern: style.pattern, color: style.color?.resolve(for: scheme))
    }
    return TextSpan(
      range: range, font: font, color: color, kerning: attributes.kerning ?? options.kerning,
      tracking: attributes.tracking ?? options.tracking,
      baselineOffset: attributes.baselineOffset ?? 0, underline: line(attributes.underline),
      strikethrough: line(attributes.strikethrough),
      backgroundColor: attributes.backgroundColor?.resolve(for: scheme))
  }

  /// The colour of a foreground style set on text: a level of the environment's foreground
  /// style for a hierarchical style, else the style's own colour.
  private static func resolve(_ style: AnyShapeStyle, in environment: EnvironmentValues)
    -> Color.Resolved
  {
    switch style.base {
    case let level as HierarchicalShapeStyle:
      level.style(levels: environment.foregroundStyles).resolveColor(in: environment)
    case is ForegroundStyle:
      HierarchicalShapeStyle.primary.style(levels: environment.foregroundStyles)
        .resolveColor(in: environment)
    default:
      style.resolveColor(in: environment)
    }
  }
}
