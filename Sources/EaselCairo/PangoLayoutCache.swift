import CCairo
import Easel
import Foundation

/// The Pango layouts of recently measured and drawn text, shared by the text engine and the
/// renderer so that a label is shaped once, not once per frame.
///
/// A layout is kept under everything that decides it: the text, its spans and layout options
/// (`PangoTextEngine.LayoutParameters`), and the linear part of the transformation it is drawn
/// through (glyphs are shaped for the device scale). A width's key may hold the layout made
/// with no width when that is the very layout Pango makes at the width (one line that fits,
/// left to right, leading). At most `capacity` layouts are kept; the
/// least recently used one goes first. The cache is the process's one store of shaped text:
/// it holds no state that changes what is drawn, only work already done.
///
/// A window's frames (`RenderFrames`) also bound the cache by bytes (`byteBudget`, 1 MB): text
/// that changes as it is used (a counter, a clock) makes a new layout at each value, each with
/// its masks, that is never drawn again. Layouts drawn in the last `RenderFrames.recentFrames`
/// frames are always kept (a screen of many labels must not shape them again every frame);
/// beyond the budget, the least recently used of the others go. Without frames, as when a spec
/// is rendered once, every layout counts as recent and only `capacity` bounds them.
@MainActor
final class PangoLayoutCache {
  /// The cache every engine and renderer uses.
  static let shared = PangoLayoutCache()

  /// The most layouts kept.
  static let capacity = 2048

  /// How many bytes of layouts and masks are kept at most once some have not been used in the
  /// last `RenderFrames.recentFrames` frames.
  static let byteBudget = 1 << 20

  /// The most Pango contexts (one per drawing transformation) kept.
  private static let contextCapacity = 64

  /// The linear part of a transformation from user space to device space.
  struct Matrix: Hashable {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double

    /// No transformation: layout in points, as the text engine measures.
    static let identity = Matrix(xx: 1, yx: 0, xy: 0, yy: 1)

    /// The linear part of the current transformation of `cr`.
    init(of cr: OpaquePointer) {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      self.init(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
    }

    init(xx: Double, yx: Double, xy: Double, yy: Double) {
      self.xx = xx
      self.yx = yx
      self.xy = xy
      self.yy = yy
    }

    /// Whether the matrix only scales (no rotation or skew).
    var isScale: Bool { yx == 0 && xy == 0 }

    /// The steps a rounded matrix's entries are multiples of.
    static let roundingStep = 1.0 / 16

    /// This matrix with each entry rounded to the nearest multiple of `roundingStep`, or the
    /// matrix itself when rounding would flatten it: the transformation text under an
    /// animating transform is laid out for. A scale animating between 0.9 and 1.1 lays its
    /// text out at five scales, each once, rather than at a new one every frame.
    var rounded: Matrix {
      func round(_ value: Double) -> Double {
        (value / Self.roundingStep).rounded() * Self.roundingStep
      }
      let result = Matrix(xx: round(xx), yx: round(yx), xy: round(xy), yy: round(yy))
      guard result.xx * result.yy - result.yx * result.xy != 0 else { return self }
      return result
    }
  }

  /// What a cached layout is kept under.
  private struct Key: Hashable {
    var parameters: PangoTextEngine.LayoutParameters
    var matrix: Matrix
  }

  /// Owns one reference to a Pango layout.
  final class LayoutHandle {
    let layout: OpaquePointer
    /// The layout's logical rectangle in Pango units, once asked for: Pango works it out
    /// afresh (loading fonts for its metrics) on every call.
    private var logicalExtents: PangoRectangle?
    /// The layout's ink rectangle moved so that the logical rectangle's top-left corner is the
    /// origin, once asked for.
    var inkFromOrigin: CGRect?
    /// The layout's glyphs rasterised as coverage masks (`TextMask`), by where they fall on
    /// the pixel grid; they go when the layout does.
    fileprivate(set) var masks: [TextMask.Key: TextMask] = [:]
    /// The frame (`RenderFrames.current`) the layout was last used in.
    fileprivate(set) var lastFrame: Int
    /// The bytes the layout and its masks take, as the cache counts them.
    fileprivate(set) var bytes: Int
    /// Whether the cache still keeps the handle (and counts its bytes): a caller may hold one
    /// the cache has let go of.
    fileprivate(set) var isKept = false

    init(_ layout: OpaquePointer, frame: Int) {
      self.layout = layout
      lastFrame = frame
      bytes = Self.estimatedBytes(of: layout)
    }

    /// An estimate of the memory Pango keeps for `layout`: the object and its lines, and per
    /// byte of text its character attributes, glyphs and clusters.
    static func estimatedBytes(of layout: OpaquePointer) -> Int {
      1024 + 64 * Int(strlen(pango_layout_get_text(layout)))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The layout's logical rectangle, in Pango units.
    var logicalRectangle: PangoRectangle {
      if let logicalExtents { return logicalExtents }
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      logicalExtents = logical
      return logical
    }

    /// The top-left corner of the layout's logical rectangle, in points: how far its lines
    /// sit from where drawing starts (aligned lines in a layout wider than them start further
    /// right).
    var logicalOrigin: CGPoint {
      let logical = logicalRectangle
      let scale = CGFloat(PANGO_SCALE)
      return CGPoint(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale)
    }
  }

  /// The font map every context uses.
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let fontOptions: OpaquePointer
  private var contexts: [Matrix: OpaquePointer] = [:]
  /// The frames since the last rest that drew text at a scale without a context, and the
  /// last of them.
  private var framesWithNewScale = 0
  private var lastNewScaleFrame = -1
  private var layouts = LRUCache<Key, LayoutHandle>(capacity: capacity)
  /// The bytes the kept layouts and their masks take (`LayoutHandle.bytes`).
  private(set) var byteCount = 0

  /// How many layouts have been created, to measure or to draw: each one shapes its text.
  private(set) var createdLayoutCount = 0
  /// How many draws found their layout in the cache.
  private(set) var reusedLayoutCount = 0

  private init() {
    fontMap = pango_cairo_font_map_new()!
    fontOptions = cairo_font_options_create()!
    PangoTextEngine.configure(fontOptions)
  }

  /// The window rests (`RenderFrames.rest()`): lets the layouts go that are past the byte
  /// budget and, when text was drawn at new scales in more than one frame since the last
  /// rest (a window resized through many zooms), the fonts and font sets the font map made
  /// for them. Pango keeps a font set for each size it met, each with its sorted list of
  /// the system's fonts, and made each one on a thread of its own, whose memory the
  /// allocator holds until it is reclaimed; a window resized a thousand times held tens of
  /// megabytes of them. The next frame makes again the fonts of its one scale.
  func rest() {
    trim()
    if framesWithNewScale >= 2 {
      pango_fc_font_map_cache_clear(OpaquePointer(fontMap))
    }
    framesWithNewScale = 0
  }

  /// The window rests after it was resized (see `RenderFrames.rest()`): keeps only the
  /// layouts used in `frame`, the last one, without their masks, and the contexts they were
  /// made in, and lets the font map's fonts and font sets go, and with them Cairo's scaled
  /// fonts and their glyphs (`ScaledFontHoldovers`). A window resized through many zooms
  /// made fonts for each of them; those of its one zoom now are made again by the next frame,
  /// and its masks are rasterised again when it draws them.
  func rest(keepingFrame frame: Int) {
    // The least recently used come first: those not used in `frame` are all before those
    // that were.
    while let oldest = layouts.leastRecentlyUsed, oldest.lastFrame < frame {
      stopCounting(oldest)
      _ = layouts.removeLeastRecentlyUsed()
    }
    // A layout's masks are of the transformations and positions it was drawn at, most of
    // them left behind.
    for handle in layouts.values where !handle.masks.isEmpty {
      let freed = handle.masks.values.reduce(0) { $0 + $1.bytes }
      handle.masks.removeAll()
      adjust(handle, by: -freed)
    }
    // Layouts hold their own references to their contexts.
    for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
    contexts.removeAll()
    pango_fc_font_map_cache_clear(OpaquePointer(fontMap))
    framesWithNewScale = 0
    ScaledFontHoldovers.release()
  }

  /// The number of layouts kept now.
  var count: Int { layouts.count }

  /// The bytes of the kept layouts added up one by one, for tests (always `byteCount`).
  var handleBytes: Int { layouts.values.reduce(0) { $0 + $1.bytes } }
  /// The bytes of the kept masks' pixels, for tests.
  var maskBytes: Int {
    layouts.values.reduce(0) { total, handle in
      handle.masks.values.reduce(total) { $0 + $1.bytes }
    }
  }

  /// Keeps `mask` among `handle`'s masks for `key`, making room when the layout already keeps
  /// `TextMask.perLayoutCapacity`, and counts its bytes.
  func keep(_ mask: TextMask, for key: TextMask.Key, in handle: LayoutHandle) {
    if handle.masks.count >= TextMask.perLayoutCapacity {
      let freed = handle.masks.values.reduce(0) { $0 + $1.bytes }
      handle.masks.removeAll()
      adjust(handle, by: -freed)
    }
    handle.masks[key] = mask
    adjust(handle, by: mask.bytes)
  }

  /// Changes `handle`'s byte count by `delta`, counted in the cache when it keeps the handle.
  private func adjust(_ handle: LayoutHandle, by delta: Int) {
    handle.bytes += delta
    guard handle.isKept else { return }
    byteCount += delta
    trim()
  }

  /// Keeps `handle` under `key`, counting its bytes and those of any layout it pushes out.
  private func keep(_ handle: LayoutHandle, for key: Key) {
    byteCount += handle.bytes
    handle.isKept = true
    if let dropped = layouts.insert(handle, for: key) { stopCounting(dropped) }
    trim()
  }

  /// Stops counting `handle`, which the cache no longer keeps.
  private func stopCounting(_ handle: LayoutHandle) {
    byteCount -= handle.bytes
    handle.isKept = false
  }

  /// Lets the least recently used layouts go while the cache is over its byte budget and they
  /// were not used in the last `RenderFrames.recentFrames` frames; at rest
  /// (`RenderFrames.rest()`), none was.
  func trim() {
    while byteCount > Self.byteBudget, let oldest = layouts.leastRecentlyUsed,
      !RenderFrames.isRecent(oldest.lastFrame)
    {
      stopCounting(oldest)
      _ = layouts.removeLeastRecentlyUsed()
    }
  }

  /// The Pango context that lays text out for `matrix`.
  func context(for matrix: Matrix) -> OpaquePointer {
    if let context = contexts[matrix] { return context }
    if contexts.count >= Self.contextCapacity {
      // Layouts hold their own references to their contexts.
      for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
      contexts.removeAll()
    }
    if lastNewScaleFrame != RenderFrames.current {
      lastNewScaleFrame = RenderFrames.current
      framesWithNewScale += 1
    }
    let context = pango_font_map_create_context(fontMap)!
    pango_cairo_context_set_font_options(context, fontOptions)
    if matrix != .identity {
      var pangoMatrix = PangoMatrix(
        xx: matrix.xx, xy: matrix.xy, yx: matrix.yx, yy: matrix.yy, x0: 0, y0: 0)
      pango_context_set_matrix(context, &pangoMatrix)
    }
    contexts[matrix] = context
    return context
  }

  /// A new, empty layout for `matrix`; the caller owns its reference.
  func makeLayout(for matrix: Matrix = .identity) -> OpaquePointer {
    createdLayoutCount += 1
    return pango_layout_new(context(for: matrix))!
  }

  /// Keeps `layout`, configured as `parameters` say for `matrix`, taking over the caller's
  /// reference.
  func insert(
    _ layout: OpaquePointer, for parameters: PangoTextEngine.LayoutParameters,
    matrix: Matrix = .identity
  ) {
    keep(
      LayoutHandle(layout, frame: RenderFrames.current),
      for: Key(parameters: parameters, matrix: matrix))
  }

  /// The layout of `parameters` for drawing through `matrix`: the one kept from an earlier
  /// measurement or draw (or the unbounded one, where it is the same layout), or a new one,
  /// configured and kept. The cache owns the reference:
  /// use the layout before anything else is cached.
  func layout(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> OpaquePointer
  {
    handle(for: parameters, matrix: matrix).layout
  }

  /// The layout of `parameters` for drawing through `matrix`, as `layout(for:matrix:)`, and
  /// the top-left corner of its logical rectangle (worked out once per handle).
  func layoutAndOrigin(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> (layout: OpaquePointer, logicalOrigin: CGPoint)
  {
    let (handle, origin) = handleAndOrigin(for: parameters, matrix: matrix)
    return (handle.layout, origin)
  }

  /// The kept layout of `parameters` for drawing through `matrix`, as
  /// `layoutAndOrigin(for:matrix:)`, in its handle (which keeps its masks).
  func handleAndOrigin(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> (handle: LayoutHandle, logicalOrigin: CGPoint)
  {
    let handle = handle(for: parameters, matrix: matrix)
    return (handle, handle.logicalOrigin)
  }

  /// The ink rectangle of the layout of `parameters` laid out in points, relative to the
  /// top-left corner of its logical rectangle: where its glyphs (and lines) land when the
  /// text is drawn with that corner at the origin. Worked out once per handle.
  func inkFromOrigin(for parameters: PangoTextEngine.LayoutParameters) -> CGRect {
    let (handle, origin) = handleAndOrigin(for: parameters, matrix: .identity)
    if let ink = handle.inkFromOrigin { return ink }
    var ink = PangoRectangle()
    pango_layout_get_extents(handle.layout, &ink, nil)
    let scale = CGFloat(PANGO_SCALE)
    let rect = CGRect(
      x: CGFloat(ink.x) / scale - origin.x, y: CGFloat(ink.y) / scale - origin.y,
      width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
    handle.inkFromOrigin = rect
    return rect
  }

  private func handle(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> LayoutHandle
  {
    keptHandle(for: parameters, matrix: matrix)
      ?? unboundedLine(fitting: parameters, matrix: matrix)
      ?? newHandle(for: parameters, matrix: matrix)
  }

  /// The layout kept for `parameters` and `matrix`, now used in this frame.
  private func keptHandle(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> LayoutHandle?
  {
    guard let handle = layouts.value(for: Key(parameters: parameters, matrix: matrix))
    else { return nil }
    reusedLayoutCount += 1
    handle.lastFrame = RenderFrames.current
    return handle
  }

  /// The layout kept for the text of `parameters` with no width, kept again for `parameters`,
  /// when it is the very layout Pango would make at their width: one line that fits in it,
  /// at the left edge there too (leading alignment, left to right), not cut to a line limit.
  /// A stack asks a label its unbounded size, then gives it that much or more: the engine
  /// measures it there from the unbounded layout, and it is drawn without shaping it again.
  private func unboundedLine(
    fitting parameters: PangoTextEngine.LayoutParameters, matrix: Matrix
  ) -> LayoutHandle? {
    guard let width = parameters.width, parameters.lineLimit == nil,
      parameters.alignment == .leading, !Self.spacesLetters(parameters.spans)
    else { return nil }
    var unbounded = parameters
    unbounded.width = nil
    guard let kept = layouts.value(for: Key(parameters: unbounded, matrix: matrix)),
      pango_layout_get_line_count(kept.layout) == 1,
      let line = pango_layout_get_line_readonly(kept.layout, 0),
      pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR,
      Int(kept.logicalRectangle.width) <= PangoTextEngine.widthUnits(width)
    else { return nil }
    kept.lastFrame = RenderFrames.current
    g_object_ref(UnsafeMutableRawPointer(kept.layout))
    // Its bytes are counted again: the cache lets layouts go a little early rather than late.
    let handle = LayoutHandle(kept.layout, frame: RenderFrames.current)
    keep(handle, for: Key(parameters: parameters, matrix: matrix))
    return handle
  }

  /// Whether any of `spans` spaces its letters (tracking or kerning), which Pango counts when
  /// it breaks lines and trims from their ends only after: such text is shaped at each width.
  static func spacesLetters(_ spans: [TextSpan]) -> Bool {
    spans.contains { $0.tracking != 0 || $0.kerning != 0 }
  }

  /// A new layout configured as `parameters` say for `matrix`, kept.
  private func newHandle(for parameters: PangoTextEngine.LayoutParameters, matrix: Matrix)
    -> LayoutHandle
  {
    let layout = makeLayout(for: matrix)
    PangoTextEngine.configure(layout, parameters)
    let handle = LayoutHandle(layout, frame: RenderFrames.current)
    keep(handle, for: Key(parameters: parameters, matrix: matrix))
    return handle
  }
}
