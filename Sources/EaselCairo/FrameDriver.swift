import Easel
import EaselHost
import Foundation

/// Makes a scene's frames: the one place where a frame's steps — move the animations to the
/// frame's time, run pending updates and lay the scene out, take its display list, draw it —
/// are written. The window host, `ViewHost`, headless rendering and contact sheets all draw
/// through it, so a fix to how a frame is made is a fix for all of them.
///
/// A window's frames (`drawFrame(at:)`) go into one retained image and draw only what changed
/// since the frame before (`FrameRenderer`); a single picture (`renderImage(at:)`) is drawn
/// whole into a new image, every item as Cairo draws it.
@MainActor
public final class FrameDriver {
  /// The scene whose frames are made.
  public let scene: any WindowScene
  /// The size the scene is laid out in, in points.
  public var size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The colour behind the scene: the scene's own background when `nil`.
  public var background: Color.Resolved?
  /// The back buffer of a window's frames.
  private let frames = FrameRenderer()

  /// A driver of `scene`'s frames at `size` points and `scale` pixels per point.
  public init(scene: any WindowScene, size: CGSize, scale: CGFloat = 1) {
    self.scene = scene
    self.size = size
    self.scale = scale
  }

  /// Moves the scene's animations to `time` (seconds on the host's clock; left where they are
  /// when `nil`), then runs its pending updates and lays it out in `size`.
  public func layout(at time: Double? = nil) {
    if let time { scene.advanceAnimations(to: time) }
    scene.update()
    scene.layout(in: size)
  }

  /// Lays out the frame at `time` and draws it into the window's back buffer, only where it
  /// differs from the frame before; returns the buffer. `damagedRects` says what changed, and
  /// `timings` how long each step took.
  public func drawFrame(at time: Double? = nil) throws -> CairoImage {
    let clock = ContinuousClock()
    var mark = clock.now
    /// Microseconds since the last step ended.
    func step() -> Int {
      let now = clock.now
      defer { mark = now }
      return FrameTimings.microseconds(now - mark)
    }
    var timings = FrameTimings()
    if let time { scene.advanceAnimations(to: time) }
    timings.animations = step()
    // The scene's pending updates first, so that layout's time is its own.
    scene.update()
    timings.update = step()
    scene.layout(in: size)
    timings.layout = step()
    let list = scene.displayList()
    timings.displayList = step()
    let image = try frames.draw(
      list, background: background ?? scene.backgroundColor, size: size, scale: scale)
    timings.draw = step()
    self.timings = timings
    return image
  }

  /// How long the steps of the last `drawFrame(at:)` took: animations, update, layout,
  /// display list and draw (the figures of presenting are the window's).
  public private(set) var timings = FrameTimings()

  /// Tells the render caches that the window rests (no frame is coming for now): they let go
  /// of what is past their idle budgets (see `RenderFrames.rest()`). The back buffer stays.
  public func rest() {
    RenderFrames.rest()
  }

  /// The rectangles, in points, the last `drawFrame(at:)` drew again.
  public var damagedRects: [CGRect] { frames.damagedRects }

  /// Lays out the frame at `time` and draws it whole into a new image.
  public func renderImage(at time: Double? = nil) throws -> CairoImage {
    layout(at: time)
    let image = try CairoImage(size: size, scale: scale)
    image.draw(scene.displayList(), background: background ?? scene.backgroundColor)
    return image
  }
}
