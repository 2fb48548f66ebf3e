/// The frames windows have drawn so far: the clock by which the render caches (shaped text,
/// coverage masks, shadows) keep what a window draws now and let go of what it drew a while
/// ago — a label's old values, a shape or a symbol at the zooms a resized window has passed
/// through.
///
/// `FrameRenderer` begins a frame for every window frame. Without frames (a spec rendered
/// once, a test drawing images), everything counts as recent and only each cache's capacity
/// bounds it.
@MainActor
enum RenderFrames {
  /// How many frames something stays recent after it was last used.
  static let recentFrames = 30

  /// The frames begun so far.
  private(set) static var current = 0
  /// Whether a window drew a frame at a new size since the caches last rested.
  private(set) static var wasResized = false

  /// Begins a window's frame.
  static func begin() {
    current += 1
  }

  /// A window's frame is drawn at a new size (its back buffer is made anew).
  static func resized() {
    wasResized = true
  }

  /// The window rests: no frame is coming. What was drawn so far stops being recent, so the
  /// caches keep only the most recently used, up to their idle budgets — a window left alone
  /// after a thousand resizes does not hold the masks and layouts of the sizes it passed
  /// through. The next frame makes again what it needs that they let go.
  ///
  /// When the window was resized since the last rest, its last frame drew it whole at the
  /// size it rests at, and what that frame did not draw belongs to sizes (and, on a device,
  /// zooms) it has left: the caches keep only what the last frame drew, and the fonts of the
  /// other zooms go with the text laid out for them (`PangoLayoutCache.rest(keepingFrame:)`,
  /// `ScaledFontHoldovers`). Without this, what the caches kept within their idle budgets
  /// was text and shapes of the last few hundred sizes a resize went through, each layout
  /// holding Pango and Cairo fonts of its zoom and, through them, Cairo's glyph images of
  /// that zoom (up to 512 pages of 32 glyphs): `easel-bench memory` read 83.2 MB after its
  /// warm-up thousand of resizes and 89.2 MB after five more, the glyphs' blocks growing
  /// over the first three thousands to the cap of Cairo's glyph cache; with this, 67.0 and
  /// 71.6 MB (release builds side by side, seed 21).
  static func rest() {
    let lastFrame = current
    current += recentFrames + 1
    if wasResized {
      wasResized = false
      CoverageCache.rest(keepingFrame: lastFrame)
      ShadowCache.keepOnly(drawnIn: lastFrame)
      VectorGraphicCache.keepOnly(drawnIn: lastFrame)
      PangoLayoutCache.shared.rest(keepingFrame: lastFrame)
    } else {
      CoverageCache.rest()
      ShadowCache.trimToIdleCapacity()
      VectorGraphicCache.trimToIdleCapacity()
      PangoLayoutCache.shared.rest()
    }
  }

  /// Whether something last used in `frame` was used in the last `recentFrames` frames.
  static func isRecent(_ frame: Int) -> Bool {
    frame >= current - recentFrames
  }
}
