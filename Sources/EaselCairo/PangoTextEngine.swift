import CCairo
import Easel
import Foundation

/// The text engine backed by Pango and Fontconfig: it measures text for layout and lays out the
/// text runs that `CairoRenderer` draws, with the same line breaking, truncation and alignment.
///
/// The system font is Inter where installed, then DejaVu Sans, then Fontconfig's sans-serif.
/// Metrics are unhinted so that layout does not depend on the display scale.
@MainActor
public final class PangoTextEngine: TextEngine {
  /// Where layouts come from, and where the layout of each measurement is kept for drawing.
  private let layouts = PangoLayoutCache.shared
  private var cache = LRUCache<CacheKey, CachedMetrics>(capacity: cacheCapacity)

  /// Every input of a layout: the string and every option of the request.
  private struct CacheKey: Hashable {
    var string: String
    var request: TextLayoutRequest
  }

  /// A measurement, and the frame (`RenderFrames.current`) it was last asked for in.
  private final class CachedMetrics {
    let metrics: TextMetrics
    var lastFrame: Int

    init(_ metrics: TextMetrics, frame: Int) {
      self.metrics = metrics
      lastFrame = frame
    }
  }

  /// The most measurements kept, so that animated proposals cannot grow the cache without
  /// bound; the least recently used goes first.
  private static let cacheCapacity = 4096
  /// The most measurements kept once some were not asked for in a window's last
  /// `RenderFrames.recentFrames` frames: text that changes as it is used (a counter)
  /// leaves one measurement per value, never asked for again.
  private static let retainedCount = 512

  /// How many times the search for a font size halves its interval.
  private static let scaleSearchSteps = 8

  /// How far a line may overhang the available height and still count as fitting.
  private static let heightTolerance: CGFloat = 0.001

  /// How many measurements are kept now, for tests.
  var cachedMeasurementCount: Int { cache.count }

  /// Creates an engine. Engines share one Fontconfig font map and one cache of shaped layouts.
  public init() {}

  /// Sets the options every layout uses: greyscale antialiasing and no hinting of metrics.
  package static func configure(_ options: OpaquePointer) {
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
  }

  /// Lays `string` out as `request` asks: wrapped at its width; shrunk, when its minimum scale
  /// factor allows, to the largest size (found by bisection) at which it needs no more lines
  /// than its line limit and height allow; then cut to those lines with a Pango ellipsis.
  public func measure(_ string: String, request: TextLayoutRequest) -> TextMetrics {
    // Text that already keeps every limit lays out as plain text does, whatever its options:
    // one cached layout then serves every height it fits in.
    let plain = request.plain
    let natural = cachedMetrics(string, plain)
    if request == plain || Self.keepsLimits(natural, of: request) { return natural }
    return cachedMetrics(string, request)
  }

  /// The number of characters of `string` that no installed font has a glyph for in `font`
  /// (Pango draws them as boxes): 0 when the font, or Fontconfig's fallback, covers them all.
  func unknownGlyphCount(in string: String, font: Font.Resolved) -> Int {
    let layout = layouts.makeLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    Self.configure(layout, LayoutParameters(string: string, font: font, width: nil))
    return Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  /// Whether text laid out plainly with `metrics` already keeps the limits of `request`.
  private static func keepsLimits(_ metrics: TextMetrics, of request: TextLayoutRequest) -> Bool {
    if let lineLimit = request.lineLimit, metrics.lineCount > max(lineLimit, 1) { return false }
    if let height = request.height, metrics.lineCount > 1,
      metrics.size.height > height + heightTolerance
    {
      return false
    }
    return request.reservedLineCount <= metrics.lineCount
  }

  private func cachedMetrics(_ string: String, _ request: TextLayoutRequest) -> TextMetrics {
    let key = CacheKey(string: string, request: request)
    let frame = RenderFrames.current
    if let cached = cache.value(for: key) {
      cached.lastFrame = frame
      return cached.metrics
    }
    // Not kept again at each width it fits in: a label measured at three widths would take
    // three of the entries that keep the labels of a screen shown again.
    if let metrics = unboundedLineMetrics(string, fitting: request, frame: frame) { return metrics }
    let metrics = layOut(string, request)
    cache.insert(CachedMetrics(metrics, frame: frame), for: key)
    while cache.count > Self.retainedCount, let oldest = cache.leastRecentlyUsed,
      !RenderFrames.isRecent(oldest.lastFrame)
    {
      _ = cache.removeLeastRecentlyUsed()
    }
    return metrics
  }

  /// The metrics of `string` measured with no width, when they are those of plain `request`:
  /// the text was one line no wider than `request.width`, and a line that fits lays out the
  /// same at any width (a stack asks a label its ideal size, then gives it as much or more).
  /// Not for letter-spaced text: Pango breaks lines before it trims the spacing at their ends,
  /// so such a line may wrap at its own width.
  /// The renderer draws it with the unbounded layout too where that is the layout Pango makes
  /// at the width (`PangoLayoutCache.unboundedLine(fitting:matrix:)`).
  private func unboundedLineMetrics(
    _ string: String, fitting request: TextLayoutRequest, frame: Int
  ) -> TextMetrics? {
    guard let width = request.width, request == request.plain,
      !PangoLayoutCache.spacesLetters(request.spans)
    else { return nil }
    var unbounded = request
    unbounded.width = nil
    guard let cached = cache.value(for: CacheKey(string: string, request: unbounded)) else {
      return nil
    }
    let metrics = cached.metrics
    guard metrics.lineCount == 1, !metrics.isTruncated,
      Int(metrics.size.width * CGFloat(PANGO_SCALE)) <= Self.widthUnits(width)
    else { return nil }
    cached.lastFrame = frame
    return metrics
  }

  /// Does the work of `measure(_:request:)`, without the cache.
  private func layOut(_ string: String, _ request: TextLayoutRequest) -> TextMetrics {
    let layout = layouts.makeLayout()
    var parameters = LayoutParameters(
      string: string, font: request.font, width: request.width,
      truncationMode: request.truncationMode, alignment: request.alignment,
      spans: request.spans, lineSpacing: request.lineSpacing)
    var bottoms = Self.lineBottoms(of: layout, parameters)
    var allowed = Self.allowedLineCount(bottoms, request)
    let factor = min(max(request.minimumScaleFactor, 0), 1)
    if bottoms.count > allowed, factor < 1 {
      // Shrink before truncating: bisect for the largest size, down to size × factor, at which
      // the text needs no more lines than it may have.
      let fullSize = request.font.size
      func fits(_ size: CGFloat) -> Bool {
        var probe = parameters
        probe.font.size = size
        probe.spans = request.spans.scaled(from: fullSize, to: size)
        let probeBottoms = Self.lineBottoms(of: layout, probe)
        return probeBottoms.count <= Self.allowedLineCount(probeBottoms, request)
      }
      var low = max(fullSize * factor, min(fullSize, 1))
      var high = fullSize
      if fits(low) {
        for _ in 0..<Self.scaleSearchSteps {
          let middle = (low + high) / 2
          if fits(middle) { low = middle } else { high = middle }
        }
      }
      parameters.font.size = low
      parameters.spans = request.spans.scaled(from: fullSize, to: low)
      bottoms = Self.lineBottoms(of: layout, parameters)
      allowed = Self.allowedLineCount(bottoms, request)
    }
    if bottoms.count > allowed {
      parameters.lineLimit = allowed
      Self.configure(layout, parameters)
    }
    // Otherwise `lineBottoms` left the layout configured as `parameters` say (no line limit):
    // configured again, Pango would shape the text again.
    var metrics = Self.metrics(of: layout, fontSize: parameters.font.size)
    metrics.isTruncated = parameters.lineLimit != nil
    if let width = Self.widthWithTrailingKerning(of: layout, parameters) {
      metrics.size.width = width
    }
    // The final layout is kept: drawing the text without a transformation uses it as it is.
    layouts.insert(layout, for: parameters)
    if request.reservedLineCount > metrics.lineCount, let lineHeight = bottoms.first,
      lineHeight > 0
    {
      // Reserved lines below the text, as many as the height has room for.
      var extra = request.reservedLineCount - metrics.lineCount
      if let height = request.height {
        let room = ((height - metrics.size.height) / lineHeight + Self.heightTolerance)
          .rounded(.down)
        extra = min(extra, max(Int(room), 0))
      }
      metrics.size.height += CGFloat(extra) * (lineHeight + request.lineSpacing)
    }
    return metrics
  }

  /// The number of lines `request` lets text with lines ending at `bottoms` show: no more than
  /// its line limit, nor than fit in its height, but at least one.
  private static func allowedLineCount(_ bottoms: [CGFloat], _ request: TextLayoutRequest) -> Int {
    var allowed = max(request.lineLimit ?? Int.max, 1)
    if let height = request.height {
      var fitting = 0
      for bottom in bottoms {
        if bottom > height + heightTolerance { break }
        fitting += 1
      }
      allowed = min(allowed, max(fitting, 1))
    }
    return allowed
  }

  /// Lays `parameters` out without truncation and returns where each line ends, in points from
  /// the top.
  private static func lineBottoms(of layout: OpaquePointer, _ parameters: LayoutParameters)
    -> [CGFloat]
  {
    var untruncated = parameters
    untruncated.lineLimit = nil
    configure(layout, untruncated)
    var bottoms: [CGFloat] = []
    for line in lineExtents(of: layout) { bottoms.append(line.maxY) }
    return bottoms
  }

  /// The width of a configured layout whose lines end in kerned characters, counting the
  /// kerning after each line's last character, or `nil` when no line does. SwiftUI's kerning
  /// "affects the trailing edge of the text view as well", as Core Text adds it after every
  /// character; Pango's letter spacing goes only between characters. Tracking adds nothing at a
  /// line's end, as in SwiftUI, which treats it as trailing whitespace.
  private static func widthWithTrailingKerning(
    of layout: OpaquePointer, _ parameters: LayoutParameters
  ) -> CGFloat? {
    guard parameters.spans.contains(where: { $0.kerning != 0 && $0.tracking == 0 }),
      let text = pango_layout_get_text(layout)
    else { return nil }
    let bytes = UnsafeBufferPointer(start: text, count: Int(strlen(text)))
    let lines = lineExtents(of: layout)
    var minX = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var kerned = false
    for (index, extent) in lines.enumerated() {
      minX = min(minX, extent.minX)
      var end = extent.maxX
      if let line = pango_layout_get_line_readonly(layout, Int32(index)) {
        // The last byte of the line before any trailing spaces and line breaks.
        var last = Int(line.pointee.start_index + line.pointee.length) - 1
        while last >= Int(line.pointee.start_index), last < bytes.count,
          [0x20, 0x0A, 0x0D].contains(UInt8(bitPattern: bytes[last]))
        {
          last -= 1
        }
        if last >= Int(line.pointee.start_index),
          let span = parameters.spans.first(where: { $0.range.contains(last) }),
          span.tracking == 0, span.kerning != 0
        {
          end += span.kerning
          kerned = true
        }
      }
      maxX = max(maxX, end)
    }
    guard kerned, maxX > minX else { return nil }
    return maxX - minX
  }

  /// The logical rectangle of every line of a configured layout, in points.
  private static func lineExtents(of layout: OpaquePointer) -> [CGRect] {
    var lines: [CGRect] = []
    guard let iterator = pango_layout_get_iter(layout) else { return lines }
    defer { pango_layout_iter_free(iterator) }
    let scale = CGFloat(PANGO_SCALE)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      lines.append(
        CGRect(
          x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
          width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  /// Everything that decides a Pango layout, once the engine has chosen the font size and the
  /// number of lines: measuring and drawing configure layouts from the same values.
  struct LayoutParameters: Hashable {
    /// The text.
    var string: String
    /// The font, at the size chosen for it.
    var font: Font.Resolved
    /// The wrapping width, or `nil` to break only at newlines.
    var width: CGFloat?
    /// The number of lines to cut the text to, or `nil` to show every line.
    var lineLimit: Int?
    /// Where the ellipsis of cut text goes.
    var truncationMode: Text.TruncationMode = .tail
    /// How lines align with one another.
    var alignment: TextAlignment = .leading
    /// The attributes of stretches of the text, at the size chosen.
    var spans: [TextSpan] = []
    /// Extra space between lines, in points.
    var lineSpacing: CGFloat = 0

    /// Whether any of the text is set in small capitals.
    var usesSmallCapitals: Bool {
      font.smallCapitals != .none || spans.contains { $0.font.smallCapitals != .none }
    }
  }

  /// Sets up `layout` for `string` in `font`, wrapping at `width` when given.
  static func configure(
    _ layout: OpaquePointer, string: String, font: Font.Resolved,
    width: CGFloat?
  ) {
    configure(layout, LayoutParameters(string: string, font: font, width: width))
  }

  /// Sets up `layout` as `parameters` say.
  ///
  /// Cutting to `lineLimit` lines: when the lines kept lie in the first paragraph, the layout's
  /// height is minus that many lines; otherwise it is a height between the bottoms of the last
  /// line kept and of the next one (Pango stops where two more lines of the current height no
  /// longer fit). Paragraphs after the last one shown are dropped first, since Pango would show
  /// a line of each; when the cut falls exactly at a paragraph break, an ellipsis ends the last
  /// line and any further cut is at the end.
  static func configure(_ layout: OpaquePointer, _ parameters: LayoutParameters) {
    setBasics(of: layout, parameters)
    guard let requested = parameters.lineLimit else { return }
    let limit = max(requested, 1)
    let lineCount = Int(pango_layout_get_line_count(layout))
    guard lineCount > limit else { return }

    var spansParagraphs = false
    for index in 1..<limit where isParagraphStart(layout, index) {
      spansParagraphs = true
      break
    }
    var cut: Int?
    var endsWithEllipsis = false
    if isParagraphStart(layout, limit) {
      cut = lineEnd(layout, limit - 1)
      endsWithEllipsis = true
    } else {
      for index in (limit + 1)..<lineCount where isParagraphStart(layout, index) {
        cut = lineEnd(layout, index - 1)
        break
      }
    }
    var height = Int32(-limit)
    if spansParagraphs {
      let lines = lineExtents(of: layout)
      let bottom = lines[limit - 1].maxY + lines[limit].height / 2
      height = Int32(min((bottom * CGFloat(PANGO_SCALE)).rounded(), CGFloat(Int32.max)))
    }

    if let cut {
      var bytes = Array(parameters.string.utf8.prefix(cut))
      if endsWithEllipsis { bytes.append(contentsOf: "\u{2026}".utf8) }
      let text = String(decoding: bytes, as: UTF8.self)
      pango_layout_set_text(layout, text, -1)
    }
    let mode =
      endsWithEllipsis ? PANGO_ELLIPSIZE_END : ellipsizeMode(for: parameters.truncationMode)
    pango_layout_set_ellipsize(layout, mode)
    pango_layout_set_height(layout, height)
  }

  /// Sets the text, font, attributes, wrapping, line spacing and alignment of `layout`, without
  /// truncation.
  private static func setBasics(of layout: OpaquePointer, _ parameters: LayoutParameters) {
    pango_layout_set_text(layout, parameters.string, -1)
    let description = PangoTextAttributes.fontDescription(parameters.font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let attributes = PangoTextAttributes.attributeList(
      for: parameters.spans, baseFont: parameters.font, length: parameters.string.utf8.count)
    pango_layout_set_attributes(layout, attributes)
    if let attributes { pango_attr_list_unref(attributes) }
    pango_layout_set_spacing(layout, PangoTextAttributes.units(parameters.lineSpacing))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width = parameters.width {
      pango_layout_set_width(layout, Int32(widthUnits(width)))
    } else {
      pango_layout_set_width(layout, -1)
    }
    pango_layout_set_alignment(layout, alignment(for: parameters.alignment))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
  }

  /// A layout's wrapping width in Pango units for `width` points: rounded up, so that text laid
  /// out again at its own measured width never wraps, and clamped to the widest layout Pango
  /// can represent.
  static func widthUnits(_ width: CGFloat) -> Int {
    Int(min((max(width, 0) * CGFloat(PANGO_SCALE)).rounded(.up), CGFloat(Int32.max)))
  }

  /// Whether line `index` of `layout` starts a paragraph.
  private static func isParagraphStart(_ layout: OpaquePointer, _ index: Int) -> Bool {
    guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return false }
    return line.pointee.is_paragraph_start != 0
  }

  /// The byte offset in the layout's text just past line `index` (before its paragraph break).
  private static func lineEnd(_ layout: OpaquePointer, _ index: Int) -> Int {
    guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }
    return Int(line.pointee.start_index + line.pointee.length)
  }

  /// Pango's ellipsization for a truncation mode.
  static func ellipsizeMode(for mode: Text.TruncationMode) -> PangoEllipsizeMode {
    switch mode {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }

  /// Pango's alignment for a text alignment. Pango mirrors it in right-to-left paragraphs, so
  /// leading and trailing follow the text's direction.
  static func alignment(for alignment: TextAlignment) -> PangoAlignment {
    switch alignment {
    case .leading: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .trailing: PANGO_ALIGN_RIGHT
    }
  }

  /// The logical size and baselines of a configured layout, in points.
  static func metrics(of layout: OpaquePointer, fontSize: CGFloat) -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = CGFloat(PANGO_SCALE)
    let first = CGFloat(pango_layout_get_baseline(layout)) / scale
    var last = first
    if let iterator = pango_layout_get_iter(layout) {
      while pango_layout_iter_next_line(iterator) != 0 {}
      last = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      pango_layout_iter_free(iterator)
    }
    return TextMetrics(
      size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
      firstBaseline: first, lastBaseline: last, fontSize: fontSize,
      lineCount: Int(pango_layout_get_line_count(layout)))
  }
}
