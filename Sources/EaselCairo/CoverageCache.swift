import CCairo
import Easel
import Foundation

/// Rasterised fills kept between frames: the coverage of a filled path, as an 8-bit mask in
/// device pixels, painted through in the fill's paint. A shape whose outline lands on the
/// pixel grid the same way as one drawn before (the same shape moved by whole pixels, in any
/// colour or gradient) is composited from its mask instead of being scan-converted again —
/// most of the cost of a frame of animating controls, whose shapes move, recolour and repeat.
///
/// Used for a window's frames (`FrameRenderer`), where frames repeat, not for one-off images.
/// A fill is always drawn this way when it qualifies, whether or not its mask is cached, so
/// that what is drawn depends only on the display list, never on what was drawn before:
/// the outline is taken to device pixels, its coordinates rounded to 1/4096 of a pixel
/// relative to a whole-pixel origin, rasterised into the mask from those coordinates and
/// painted back at that origin. Straight-edged, axis-aligned outlines (rectangles) are left
/// to Cairo's own box filling, which is exact and cheap, as are very large outlines.
@MainActor
enum CoverageCache {
  /// One quantised outline: opcodes and coordinates relative to the mask's origin, in 1/4096
  /// of a pixel, and the mask's size.
  struct Key: Hashable {
    var codes: [Int32]
    var width: Int32
    var height: Int32
    /// A digest of `codes` (FNV-1a), worked out once: hashing the key hashes this alone, not
    /// every code, and keys that differ in it are unequal without comparing the codes.
    let digest: UInt64

    init(codes: [Int32], width: Int32, height: Int32) {
      self.codes = codes
      self.width = width
      self.height = height
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for code in codes {
        digest = (digest ^ UInt64(UInt32(bitPattern: code))) &* 0x100_0000_01b3
      }
      self.digest = digest
    }

    static func == (a: Key, b: Key) -> Bool {
      a.digest == b.digest && a.width == b.width && a.height == b.height && a.codes == b.codes
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
      hasher.combine(width)
      hasher.combine(height)
    }
  }

  /// Coordinates are kept to this fraction of a device pixel.
  static let subdivisions = 4096.0
  /// The largest mask made, in pixels; larger outlines are filled directly.
  static let maximumArea = 512 * 512
  /// How many bytes of reused masks are kept at most; the least recently used go first.
  static let byteCapacity = 24 << 20
  /// How many bytes of reused masks are kept once some were not drawn in the last
  /// `RenderFrames.recentFrames` frames: a resized window draws its shapes at a new zoom and
  /// leaves the old zoom's masks behind, which would otherwise fill the whole capacity.
  static let idleByteCapacity = 4 << 20

  @MainActor private final class Mask {
    let surface: OpaquePointer
    let bytes: Int
    /// The surface's pixels as a pixman image, for `DirectCompositor`.
    let pixmanImage: OpaquePointer?
    /// The frame (`RenderFrames.current`) the mask was last drawn in.
    var lastFrame = RenderFrames.current
    init(_ surface: OpaquePointer, bytes: Int) {
      self.surface = surface
      self.bytes = bytes
      pixmanImage = cairo_image_surface_get_data(surface).flatMap { data in
        pixman_image_create_bits(
          PIXMAN_a8, cairo_image_surface_get_width(surface),
          cairo_image_surface_get_height(surface),
          UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
          cairo_image_surface_get_stride(surface))
      }
    }
    isolated deinit {
      if let pixmanImage { pixman_image_unref(pixmanImage) }
      cairo_surface_destroy(surface)
    }
  }

  /// Whether fills go through masks now. Off unless a `FrameRenderer` is drawing a window's
  /// frame: compositing through a mask rounds as pixman does rather than as Cairo's own
  /// spans do, which moves a few edge pixels by a step or two, and PNG output keeps Cairo's
  /// own pixels.
  static var isEnabled = false
  /// Masks used more than once, up to `byteCapacity`.
  private static var masks = LRUCache<Key, Mask>(capacity: 4096)
  private static var bytes = 0
  /// Masks made once, until they are used again (then they move to `masks`) or pushed out by
  /// newer ones. A shape drawn in motion — each frame of an animation puts it at another
  /// fraction of a pixel — makes a new mask each frame that is never used again: these stay
  /// here, so they cannot fill the cache of reused masks (which made a window's memory grow
  /// through its first minutes of animating to the whole capacity).
  private static var probation = LRUCache<Key, Mask>(capacity: 512)
  private static var probationBytes = 0
  /// How many bytes of masks made once are kept at most.
  static let probationByteCapacity = 2 << 20
  /// The bytes of reused masks kept now, and of masks made once, for tests.
  static var byteCount: Int { bytes }
  static var probationByteCount: Int { probationBytes }
  /// Counts, for tests: masks rasterised, and masks reused.
  private(set) static var misses = 0
  private(set) static var hits = 0

  /// Fills `path` on `cr` with `paint`, through a mask; `false` (drawing nothing, the
  /// source unchanged) when the path does not qualify and must be filled directly. A solid
  /// colour is composited by `DirectCompositor` where it can be.
  static func fill(_ path: Path, paint: DisplayList.Paint, on cr: OpaquePointer) -> Bool {
    let elements = path.elements
    guard isEnabled, !elements.isEmpty, elements.count <= 512 else { return false }
    // User space to device pixels: the current matrix, then the target's device transform
    // (an offscreen group's offset).
    let device = TargetPixels(of: cr)
    let (ctm, scaleX, scaleY) = (device.ctm, device.scaleX, device.scaleY)
    let (offsetX, offsetY) = (device.offsetX, device.offsetY)
    let xx = ctm.xx * scaleX
    let xy = ctm.xy * scaleX
    let x0 = ctm.x0 * scaleX + offsetX
    let yx = ctm.yx * scaleY
    let yy = ctm.yy * scaleY
    let y0 = ctm.y0 * scaleY + offsetY
    // The points in device pixels, and their bounds (control points included: the curve
    // stays inside their hull).
    var points: [CGPoint] = []
    points.reserveCapacity(elements.count * 3)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var rectilinear = true
    var last = CGPoint.zero
    var start = CGPoint.zero
    func add(_ p: CGPoint) {
      let x = xx * p.x + xy * p.y + x0
      let y = yx * p.x + yy * p.y + y0
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
      points.append(CGPoint(x: x, y: y))
    }
    for element in elements {
      switch element {
      case .move(let p):
        add(p)
        last = points[points.count - 1]
        start = last
      case .line(let p):
        add(p)
        let q = points[points.count - 1]
        if q.x != last.x && q.y != last.y { rectilinear = false }
        last = q
      case .quadCurve(let p, let c):
        rectilinear = false
        add(c)
        add(p)
        last = points[points.count - 1]
      case .curve(let p, let c1, let c2):
        rectilinear = false
        add(c1)
        add(c2)
        add(p)
        last = points[points.count - 1]
      case .closeSubpath:
        if start.x != last.x && start.y != last.y { rectilinear = false }
        last = start
      }
    }
    guard !rectilinear, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return false
    }
    let originX = (minX - 1).rounded(.down)
    let originY = (minY - 1).rounded(.down)
    let width = (maxX + 1).rounded(.up) - originX
    let height = (maxY + 1).rounded(.up) - originY
    guard width > 0, height > 0, width * height <= Double(maximumArea) else { return false }

    // The key: opcodes, then quantised coordinates relative to the origin.
    var codes: [Int32] = []
    codes.reserveCapacity(elements.count + points.count * 2)
    var index = 0
    func code(_ count: Int) {
      for _ in 0..<count {
        let p = points[index]
        index += 1
        codes.append(Int32(((p.x - originX) * subdivisions).rounded()))
        codes.append(Int32(((p.y - originY) * subdivisions).rounded()))
      }
    }
    for element in elements {
      switch element {
      case .move:
        codes.append(-1)
        code(1)
      case .line:
        codes.append(-2)
        code(1)
      case .quadCurve:
        codes.append(-3)
        code(2)
      case .curve:
        codes.append(-4)
        code(3)
      case .closeSubpath:
        codes.append(-5)
      }
    }
    let key = Key(codes: codes, width: Int32(width), height: Int32(height))
    let mask: Mask
    if let cached = masks.value(for: key) {
      hits += 1
      mask = cached
      cached.lastFrame = RenderFrames.current
    } else if let seen = probation.removeValue(for: key) {
      // Used a second time: kept with the masks that are reused.
      hits += 1
      mask = seen
      seen.lastFrame = RenderFrames.current
      probationBytes -= seen.bytes
      keep(seen, for: key)
    } else {
      misses += 1
      guard let made = rasterise(key) else { return false }
      mask = made
      probationBytes += made.bytes
      if let dropped = probation.insert(made, for: key) { probationBytes -= dropped.bytes }
      while probationBytes > probationByteCapacity, probation.count > 1,
        let dropped = probation.removeLeastRecentlyUsed()
      {
        probationBytes -= dropped.bytes
      }
    }
    if case .color(let color) = paint, let image = mask.pixmanImage,
      DirectCompositor.paint(
        color, through: image, width: key.width, height: key.height, x: Int32(originX),
        y: Int32(originY), on: cr)
    {
      return true
    }
    // Paint the source through the mask in device pixels.
    CairoPaint.set(paint, covering: path.boundingRect, on: cr)
    device.paintSource(through: mask.surface, x: originX, y: originY, on: cr)
    return true
  }

  /// The mask of a quantised outline: its coverage, rasterised by Cairo with the winding rule.
  /// Keeps `mask` with the reused masks, forgetting the least recently used of them when full
  /// by count or by size (the cache stays at its capacity rather than emptying and filling),
  /// and past `idleByteCapacity` those not drawn in the recent frames.
  private static func keep(_ mask: Mask, for key: Key) {
    bytes += mask.bytes
    if let dropped = masks.insert(mask, for: key) { bytes -= dropped.bytes }
    while bytes > byteCapacity, masks.count > 1, let dropped = masks.removeLeastRecentlyUsed() {
      bytes -= dropped.bytes
    }
    trimToIdleCapacity()
  }

  /// Forgets the least recently used masks while they are past `idleByteCapacity` and were
  /// not drawn in the recent frames.
  private static func trimToIdleCapacity() {
    while bytes > idleByteCapacity, let oldest = masks.leastRecentlyUsed,
      !RenderFrames.isRecent(oldest.lastFrame)
    {
      bytes -= oldest.bytes
      _ = masks.removeLeastRecentlyUsed()
    }
  }

  /// The window rests (see `RenderFrames.rest()`): keeps the reused masks up to
  /// `idleByteCapacity` and forgets those made once.
  static func rest() {
    trimToIdleCapacity()
    probation.removeAll()
    probationBytes = 0
  }

  /// The window rests after it was resized (see `RenderFrames.rest()`): keeps only the reused
  /// masks drawn in `frame`, the last one, and forgets those made once.
  static func rest(keepingFrame frame: Int) {
    // The least recently used come first: those not drawn in `frame` are all before those
    // that were.
    while let oldest = masks.leastRecentlyUsed, oldest.lastFrame < frame {
      bytes -= oldest.bytes
      _ = masks.removeLeastRecentlyUsed()
    }
    probation.removeAll()
    probationBytes = 0
  }

  private static func rasterise(_ key: Key) -> Mask? {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, key.width, key.height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(surface)!
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    let codes = key.codes
    var index = 0
    func point() -> (Double, Double) {
      let x = Double(codes[index]) / subdivisions
      let y = Double(codes[index + 1]) / subdivisions
      index += 2
      return (x, y)
    }
    while index < codes.count {
      let op = codes[index]
      index += 1
      switch op {
      case -1:
        let (x, y) = point()
        cairo_move_to(cr, x, y)
      case -2:
        let (x, y) = point()
        cairo_line_to(cr, x, y)
      case -3:
        // Cairo draws cubics only: raise the degree of the quadratic exactly.
        let (cx, cy) = point()
        let (x, y) = point()
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(
          cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x),
          y + 2 / 3 * (cy - y), x, y)
      case -4:
        let (c1x, c1y) = point()
        let (c2x, c2y) = point()
        let (x, y) = point()
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y)
      default:
        cairo_close_path(cr)
      }
    }
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return Mask(surface, bytes: Int(cairo_image_surface_get_stride(surface)) * Int(key.height))
  }
}
