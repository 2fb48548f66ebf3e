import CCairo
import Easel
import Foundation

/// The text engine backed by Pango and Fontconfig: it measures text for layout and lays out the
/// text runs that `CairoRenderer` draws, with the same line breaking.
///
/// The system font is Inter where installed, then DejaVu Sans, then Fontconfig's sans-serif.
/// Metrics are unhinted so that layout does not depend on the display scale.
@MainActor
public final class PangoTextEngine: TextEngine {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private let fontOptions: OpaquePointer
  private var cache: [CacheKey: TextMetrics] = [:]

  private struct CacheKey: Hashable {
    var string: String
    var font: Font.Resolved
    var width: CGFloat?
  }

  /// Creates an engine with its own Pango context.
  public init() {
    fontMap = pango_cairo_font_map_new()!
    context = pango_font_map_create_context(fontMap)!
    fontOptions = cairo_font_options_create()!
    PangoTextEngine.configure(fontOptions)
    pango_cairo_context_set_font_options(context, fontOptions)
  }

  isolated deinit {
    cairo_font_options_destroy(fontOptions)
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// Sets the options every layout uses: greyscale antialiasing and no hinting of metrics.
  static func configure(_ options: OpaquePointer) {
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
  }

  public func measure(_ string: String, font: Font.Resolved, width: CGFloat?) -> TextMetrics {
    let key = CacheKey(string: string, font: font, width: width)
    if let cached = cache[key] { return cached }
    let layout = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    PangoTextEngine.configure(layout, string: string, font: font, width: width)
    let metrics = PangoTextEngine.metrics(of: layout)
    cache[key] = metrics
    return metrics
  }

  /// Sets up `layout` for `string` in `font`, wrapping at `width` when given.
  static func configure(
    _ layout: OpaquePointer, string: String, font: Font.Resolved,
    width: CGFloat?
  ) {
    pango_layout_set_text(layout, string, -1)
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, family(for: font.design))
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
    pango_font_description_set_style(
      description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width {
      // Round up so that text laid out again at its own measured width never wraps; clamp to
      // the widest layout Pango can represent.
      let units = min((max(width, 0) * CGFloat(PANGO_SCALE)).rounded(.up), CGFloat(Int32.max))
      pango_layout_set_width(layout, Int32(units))
    } else {
      pango_layout_set_width(layout, -1)
    }
  }

  /// The Fontconfig family list for a design of the system font.
  static func family(for design: Font.Design) -> String {
    switch design {
    case .default, .rounded: "Inter, DejaVu Sans, sans-serif"
    case .serif: "DejaVu Serif, serif"
    case .monospaced: "DejaVu Sans Mono, monospace"
    }
  }

  /// The logical size and baselines of a configured layout, in points.
  static func metrics(of layout: OpaquePointer) -> TextMetrics {
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
      firstBaseline: first, lastBaseline: last)
  }
}
