import CCairo
import Easel
import Foundation

/// Blurred shadow coverages kept between frames: a shadow whose content has the same shape
/// (wherever it is drawn) is not drawn offscreen and blurred again. An animating screen of
/// controls with shadows would otherwise blur every shadow on every frame.
@MainActor
enum ShadowCache {
  struct Key: Hashable {
    let fingerprint: Int
    /// The offscreen surface's size in pixels.
    let width: Int
    let height: Int
    let sigma: Double
    let scale: Double
  }

  /// How many coverages are kept; the least recently used go first.
  static let capacity = 256
  /// How many bytes of coverages are kept at most; the least recently used go first.
  static let byteCapacity = 16 << 20
  /// How many bytes of coverages are kept once some were not drawn in the last
  /// `RenderFrames.recentFrames` frames (the shadows of a zoom a resized window has left).
  static let idleByteCapacity = 2 << 20
  private static var entries = SurfaceCache<Key>(
    count: capacity, byteCapacity: byteCapacity, idleByteCapacity: idleByteCapacity)
  /// Counts, for tests: coverages blurred, and coverages reused.
  private(set) static var misses = 0
  private(set) static var hits = 0
  /// The bytes of the coverages kept now, for tests.
  static var byteCount: Int { entries.bytes }

  /// The blurred coverage for `key`, made by `make` the first time; owned by the cache: use it
  /// before asking for another.
  static func coverage(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
    if let surface = entries.surface(for: key) {
      hits += 1
      return surface
    }
    misses += 1
    guard let surface = make() else { return nil }
    return entries.keep(surface, for: key)
  }

  /// Forgets the least recently used shadows while they are past `idleByteCapacity` and were
  /// not drawn in the recent frames; at rest (`RenderFrames.rest()`), none is recent.
  static func trimToIdleCapacity() {
    entries.trimToIdleCapacity()
  }

  /// Forgets the shadows not drawn in `frame`, the last one before the window rests after it
  /// was resized (see `RenderFrames.rest()`).
  static func keepOnly(drawnIn frame: Int) {
    entries.keepOnly(drawnIn: frame)
  }

  /// A hash of what `items` cover, relative to `origin` (a whole pixel at `scale`): equal for
  /// the same shapes drawn somewhere else, different (but for hash collisions) when any shape
  /// differs. Colours do not matter to coverage except for their opacity.
  /// `nil` when the items hold something this does not describe (an image, a transform, a
  /// nested effect): such a shadow is blurred every time.
  ///
  /// A path's points are hashed in device pixels as Cairo rasterises them, in 24.8 fixed
  /// point (`fixedPoint(_:)`): the same shape at another place differs from it by the
  /// rounding of the subtraction (at 3×, a row at y = 89⅓ holds points 4 or 3.999… pixels
  /// from its shadow's origin), and hashed exactly, every row's knob was blurred anew.
  static func fingerprint(
    of items: [DisplayList.Item], relativeTo origin: CGPoint, scale: Double
  ) -> Int? {
    var hasher = Hasher()
    guard add(items, relativeTo: origin, scale: scale, to: &hasher) else { return nil }
    return hasher.finalize()
  }

  /// `value` (a length along one axis, in points from the shadow's origin at `origin`) in
  /// Cairo's device space at `scale`, rounded to its 24.8 fixed-point steps: computed as
  /// Cairo transforms a point drawn offscreen (`OffscreenRenderer.render`), scale times the
  /// point plus the translation's scale times minus the origin, so that two values land on
  /// the same step exactly when Cairo puts them there.
  private static func fixedPoint(_ value: CGFloat, origin: CGFloat, scale: Double) -> Int64 {
    let device = scale * Double(value) + scale * -Double(origin)
    return Int64((device * 256).rounded(.toNearestOrEven))
  }

  private static func add(
    _ items: [DisplayList.Item], relativeTo origin: CGPoint, scale: Double,
    to hasher: inout Hasher
  ) -> Bool {
    hasher.combine(items.count)
    for item in items {
      switch item.operation {
      case .fill(let path, let paint):
        hasher.combine(0)
        add(path, origin, scale, &hasher)
        add(paint, &hasher)
      case .stroke(let path, let paint, let style):
        hasher.combine(1)
        add(path, origin, scale, &hasher)
        add(paint, &hasher)
        hasher.combine(style.lineWidth)
        hasher.combine(style.dash)
        hasher.combine(style.dashPhase)
        hasher.combine("\(style.lineCap)\(style.lineJoin)")
      case .text(let run):
        hasher.combine(2)
        hasher.combine(run.string)
        hasher.combine(run.font)
        hasher.combine(run.frame.minX - origin.x)
        hasher.combine(run.frame.minY - origin.y)
        hasher.combine(run.frame.size.width)
        hasher.combine(run.frame.size.height)
        hasher.combine(run.color.opacity)
      case .opacity(let opacity, let inner):
        hasher.combine(3)
        hasher.combine(opacity)
        guard add(inner, relativeTo: origin, scale: scale, to: &hasher) else { return false }
      case .offset(let offset, let inner):
        hasher.combine(4)
        let moved = CGPoint(x: origin.x - offset.width, y: origin.y - offset.height)
        guard add(inner, relativeTo: moved, scale: scale, to: &hasher) else { return false }
      default:
        return false
      }
    }
    return true
  }

  private static func add(
    _ path: Path, _ origin: CGPoint, _ scale: Double, _ hasher: inout Hasher
  ) {
    func point(_ p: CGPoint) {
      hasher.combine(fixedPoint(p.x, origin: origin.x, scale: scale))
      hasher.combine(fixedPoint(p.y, origin: origin.y, scale: scale))
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        hasher.combine(0)
        point(p)
      case .line(let p):
        hasher.combine(1)
        point(p)
      case .quadCurve(let p, let c):
        hasher.combine(2)
        point(p)
        point(c)
      case .curve(let p, let c1, let c2):
        hasher.combine(3)
        point(p)
        point(c1)
        point(c2)
      case .closeSubpath:
        hasher.combine(4)
      }
    }
  }

  private static func add(_ paint: DisplayList.Paint, _ hasher: inout Hasher) {
    if case .color(let color) = paint {
      hasher.combine(color.opacity)
    } else {
      hasher.combine("\(paint)")
    }
  }
}
