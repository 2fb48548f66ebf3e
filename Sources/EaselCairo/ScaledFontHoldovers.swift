import CCairo

/// The Cairo scaled fonts that no one uses any more but Cairo keeps, up to 256, in case they
/// are asked for again ("holdovers"), each with the glyph images it rasterised.
///
/// Pango draws text through a Cairo scaled font for each font, size and transformation; a
/// window resized through a thousand zooms makes fonts for each zoom, and when Pango lets
/// them go (`PangoLayoutCache.rest(keepingFrame:)`), Cairo keeps the last 256 of them with
/// their glyphs — megabytes of glyph images that nothing will draw again. Cairo has no call
/// that empties them: `release()` pushes them out with fonts of its own that hold nothing.
@MainActor
enum ScaledFontHoldovers {
  /// How many unused scaled fonts Cairo keeps (`CAIRO_SCALED_FONT_MAX_HOLDOVERS`, 256 in
  /// Cairo 1.12 to 1.18).
  static let count = 256

  /// A font face of the fonts that push the holdovers out: a user font, which loads no font
  /// file and makes no glyph until asked to draw one (these never draw).
  private static let face: OpaquePointer = cairo_user_font_face_create()

  /// Makes Cairo let go of the scaled fonts it keeps unused and of their glyphs: makes and
  /// drops `count` scaled fonts of `face`, each of its own size, which take the holdovers'
  /// places. Those fonts are small (no glyphs) and the same each time: a second call finds
  /// them among the holdovers and only moves them to the back again. Scaled fonts that
  /// something still uses are not affected. What is drawn does not change: a font made
  /// again rasterises the same glyphs.
  static func release() {
    guard let options = cairo_font_options_create() else { return }
    defer { cairo_font_options_destroy(options) }
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    for index in 0..<count {
      var size = cairo_matrix_t()
      cairo_matrix_init_scale(&size, Double(index + 1), Double(index + 1))
      cairo_scaled_font_destroy(cairo_scaled_font_create(face, &size, &identity, options))
    }
  }
}
