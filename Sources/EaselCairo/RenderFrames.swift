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

  /// Whether something last used in `frame` was used in the last `recentFrames` frames.
  static func isRecent(_ frame: Int) -> Bool {
    frame >= current - recentFrames
  }
}
