import CCairo
import Foundation

/// Cairo image surfaces kept between a window's frames (blurred shadows, symbols drawn as
/// images), bounded in bytes: past `byteCapacity` the least recently used go first, and past
/// `idleByteCapacity` those not drawn in the recent frames (`RenderFrames`), so that what a
/// window drew at zooms it has left does not stay.
@MainActor
struct SurfaceCache<Key: Hashable> {
  /// A surface owned by the cache, with the frame it was last drawn in.
  @MainActor final class Entry {
    let surface: OpaquePointer
    let bytes: Int
    /// The frame (`RenderFrames.current`) the surface was last drawn in.
    var lastFrame = RenderFrames.current

    init(_ surface: OpaquePointer) {
      self.surface = surface
      bytes =
        Int(cairo_image_surface_get_stride(surface))
        * Int(cairo_image_surface_get_height(surface))
    }

    isolated deinit { cairo_surface_destroy(surface) }
  }

  /// How many bytes of surfaces are kept at most.
  let byteCapacity: Int
  /// How many bytes are kept once some were not drawn in the recent frames.
  let idleByteCapacity: Int
  private var entries: LRUCache<Key, Entry>
  /// The bytes of the surfaces kept now.
  private(set) var bytes = 0

  /// An empty cache of at most `count` surfaces and the byte capacities.
  init(count: Int, byteCapacity: Int, idleByteCapacity: Int) {
    entries = LRUCache(capacity: count)
    self.byteCapacity = byteCapacity
    self.idleByteCapacity = idleByteCapacity
  }

  /// The surface kept for `key`, which counts as drawn in this frame, or `nil`.
  mutating func surface(for key: Key) -> OpaquePointer? {
    guard let entry = entries.value(for: key) else { return nil }
    entry.lastFrame = RenderFrames.current
    return entry.surface
  }

  /// Keeps `surface` (the cache owns it now) for `key`, forgetting the least recently used
  /// past the capacities; returns it.
  @discardableResult
  mutating func keep(_ surface: OpaquePointer, for key: Key) -> OpaquePointer {
    let entry = Entry(surface)
    bytes += entry.bytes
    if let dropped = entries.insert(entry, for: key) { bytes -= dropped.bytes }
    // The entry just made is the most recently used: it goes last, and never here.
    while bytes > byteCapacity, entries.count > 1, let dropped = entries.removeLeastRecentlyUsed() {
      bytes -= dropped.bytes
    }
    trimToIdleCapacity()
    return surface
  }

  /// Forgets the least recently used surfaces while past `idleByteCapacity` and not drawn in
  /// the recent frames; at rest (`RenderFrames.rest()`), none is recent.
  mutating func trimToIdleCapacity() {
    while bytes > idleByteCapacity, let oldest = entries.leastRecentlyUsed,
      !RenderFrames.isRecent(oldest.lastFrame)
    {
      bytes -= oldest.bytes
      _ = entries.removeLeastRecentlyUsed()
    }
  }

  /// Forgets the surfaces not drawn in `frame`, the last one before the window rests after it
  /// was resized (see `RenderFrames.rest()`).
  mutating func keepOnly(drawnIn frame: Int) {
    // The least recently used come first: those not drawn in `frame` are all before those
    // that were.
    while let oldest = entries.leastRecentlyUsed, oldest.lastFrame < frame {
      bytes -= oldest.bytes
      _ = entries.removeLeastRecentlyUsed()
    }
  }
}
