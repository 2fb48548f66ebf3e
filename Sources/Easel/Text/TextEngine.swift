import Foundation

/// The size and baselines of a laid-out piece of text, and how it was fitted.
public struct TextMetrics: Equatable, Sendable {
  /// The size of the text's bounding box.
  public var size: CGSize
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat
  /// The point size the text was laid out in: the requested font's size, or less when a
  /// minimum scale factor let it shrink. 0 means the engine did not say (see
  /// `init(size:firstBaseline:lastBaseline:)`).
  public var fontSize: CGFloat
  /// The number of lines shown, not counting space reserved for more.
  public var lineCount: Int
  /// Whether some of the text was left out and an ellipsis shown in its place.
  public var isTruncated: Bool

  /// Creates metrics of text laid out in a font of `fontSize` points.
  public init(
    size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, fontSize: CGFloat,
    lineCount: Int, isTruncated: Bool = false
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.fontSize = fontSize
    self.lineCount = lineCount
    self.isTruncated = isTruncated
  }

  /// Creates metrics that give only the size and baselines: untruncated text, with
  /// `fontSize` and `lineCount` 0 (unknown). Users of the metrics then take the requested
  /// font's size.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
    self.init(
      size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline, fontSize: 0,
      lineCount: 0)
  }
}

/// Everything that decides how a string is laid out for one proposal: the font and the spans
/// of attributed text, the space offered and the options set with `lineLimit`,
/// `truncationMode`, `multilineTextAlignment`, `minimumScaleFactor` and `lineSpacing`.
public struct TextLayoutRequest: Hashable, Sendable {
  /// The font, at its full size.
  public var font: Font.Resolved
  /// The width to wrap at, or `nil` to break lines only at newlines.
  public var width: CGFloat?
  /// The height available, or `nil` for any height. Text proposed less height than it needs
  /// shows the lines that fit (at least one) and truncates the last of them.
  public var height: CGFloat?
  /// The most lines to show, or `nil` for no limit; values below 1 count as 1.
  public var lineLimit: Int?
  /// The number of lines of height the text takes even when it has fewer lines (no more than
  /// fit in `height`); 0 reserves nothing.
  public var reservedLineCount: Int
  /// Where an ellipsis replaces text that does not fit.
  public var truncationMode: Text.TruncationMode
  /// How lines align with one another inside the text's width.
  public var alignment: TextAlignment
  /// The smallest fraction of `font.size` the text may shrink to, to fit on its allowed lines
  /// before it truncates; 1 never shrinks. Clamped to 0...1.
  public var minimumScaleFactor: CGFloat
  /// The attributes of stretches of the string (fonts, colours, spacing, lines), at the full
  /// size of `font`; empty when all of it is in `font`. Shrinking text scales every span's font
  /// by the same factor as `font`.
  public var spans: [TextSpan]
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat

  /// Creates a request; the defaults lay text out as plain `Text` does.
  public init(
    font: Font.Resolved, width: CGFloat? = nil, height: CGFloat? = nil, lineLimit: Int? = nil,
    reservedLineCount: Int = 0, truncationMode: Text.TruncationMode = .tail,
    alignment: TextAlignment = .leading, minimumScaleFactor: CGFloat = 1,
    spans: [TextSpan] = [], lineSpacing: CGFloat = 0
  ) {
    self.font = font
    self.width = width
    self.height = height
    self.lineLimit = lineLimit
    self.reservedLineCount = reservedLineCount
    self.truncationMode = truncationMode
    self.alignment = alignment
    self.minimumScaleFactor = minimumScaleFactor
    self.spans = spans
    self.lineSpacing = lineSpacing
  }

  /// This request without the options that limit or align lines: the text laid out plainly at
  /// the same width, with the same spans and line spacing.
  public var plain: TextLayoutRequest {
    TextLayoutRequest(font: font, width: width, spans: spans, lineSpacing: lineSpacing)
  }
}

/// Measures text for layout. The core holds no font code of its own: a backend (Pango in
/// `EaselCairo`) supplies the engine, and draws text runs with the same line breaking.
///
/// An engine implements `measure(_:request:)`; engines written before it existed implement
/// only `measure(_:font:width:)`, and then ignore the request's other options. Each method's
/// default calls the other, so an engine must implement at least one.
@MainActor
public protocol TextEngine: AnyObject {
  /// Lays `string` out in `font`, wrapping at word boundaries when `width` is given, and returns
  /// its metrics. A `nil` width lays the text out on as few lines as its newlines allow.
  func measure(_ string: String, font: Font.Resolved, width: CGFloat?) -> TextMetrics

  /// Lays `string` out as `request` asks — wrapping at its width, shrinking the font down to
  /// its minimum scale factor, then showing no more lines than its line limit and height allow
  /// with an ellipsis where text was left out — and returns the metrics of that layout.
  func measure(_ string: String, request: TextLayoutRequest) -> TextMetrics

  /// The lines of `string` laid out as `request` asks, without truncation (its line limit and
  /// height are ignored), top to bottom, in layout coordinates: the top-left corner of the
  /// layout box, which is `request.width` wide when given, is the origin.
  func lines(of string: String, request: TextLayoutRequest) -> [TextLineMetrics]

  /// The caret before the character that starts at UTF-8 offset `offset` of `string` (at the
  /// end when `offset` is the string's length), laid out as in `lines(of:request:)`: a
  /// rectangle of no width, as tall as its line, in layout coordinates.
  func caretRect(at offset: Int, in string: String, request: TextLayoutRequest) -> CGRect

  /// The UTF-8 offset of the grapheme boundary nearest `point` (layout coordinates) in
  /// `string` laid out as in `lines(of:request:)`: a point above the first line or below the
  /// last goes to that line, one beside a line to its start or end.
  func offset(at point: CGPoint, in string: String, request: TextLayoutRequest) -> Int
}

extension TextEngine {
  /// Measures with a request that has only the font and width.
  public func measure(_ string: String, font: Font.Resolved, width: CGFloat?) -> TextMetrics {
    measure(string, request: TextLayoutRequest(font: font, width: width))
  }

  /// Measures with the font and width only, ignoring the request's other options.
  public func measure(_ string: String, request: TextLayoutRequest) -> TextMetrics {
    var metrics = measure(string, font: request.font, width: request.width)
    if metrics.fontSize <= 0 { metrics.fontSize = request.font.size }
    return metrics
  }
}
