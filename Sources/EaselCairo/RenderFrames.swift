/// The frames windows have drawn so far: the clock by which the render caches (shaped text,
/// coverage masks, shadows) keep what a window draws now and let go of what it drew a while
/// ago — a label's old values, a shape at the zooms a resized window has passed through.
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

  /// Begins a window's frame.
  static func begin() {
    current += 1
  }

  /// The window rests: no frame is coming. What was drawn so far stops being recent, so the
  /// caches keep only the most recently used, up to their idle budgets — a window left alone
  /// after a thousand resizes does not hold the masks and layouts of the sizes it passed
  /// through. The next frame makes again what it needs that they let go.
  static func rest() {
    current += recentFrames + 1
    CoverageCache.rest()
    ShadowCache.trimToIdleCapacity()
    PangoLayoutCache.shared.rest()
  }

  /// Whether something last used in `frame` was used in the last `recentFrames` frames.
  static func isRecent(_ frame: Int) -> Bool {
    frame >= current - recentFrames
  }
}
