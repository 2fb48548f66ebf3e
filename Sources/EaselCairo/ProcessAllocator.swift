import CMimalloc

/// The process's allocator, mimalloc, which every program that draws with Easel links (see
/// `Package.swift`).
///
/// mimalloc keeps the pages it freed for the next allocations of their size rather than give
/// them back to the system at once. A window that was resized a thousand times has freed the
/// images, layouts and fonts of every size it drew, and its resident memory stays at its
/// busiest until the allocator returns what it holds free; `WindowHost` makes it return
/// freed spans at once, and asks it to collect when the window goes idle.
public enum ProcessAllocator {
  /// Makes the allocator return a span of pages to the system as soon as it is free, rather
  /// than after a delay (25 ms, and 500 ms for a whole segment, by default) that only a later
  /// allocation in the same segment ends: in a window that rests, those delays never end,
  /// and memory freed by the last frames before it stayed resident (megabytes after a
  /// thousand resizes). Costs a system call per span freed, which a frame does few of.
  public static func returnFreedPagesPromptly() {
    mi_option_set(mi_option_decommit_delay, 0)
    mi_option_set(mi_option_segment_decommit_delay, 0)
  }

  /// Frees what the heap holds unused and returns the free pages to the system; on the main
  /// thread, also takes over the heaps of threads that have ended (Pango sorts fonts on
  /// threads of its own) and frees what is unused in them. Costs a walk over the heap's
  /// pages; call it when nothing is drawn, not each frame.
  public static func returnFreeMemory() {
    mi_collect(true)
  }

  /// What the calling thread's heap holds now: the blocks allocated and not yet freed, and
  /// the bytes they take as the allocator rounds them (its size classes). Benchmarks read it
  /// before and after making something to learn what that holds. Costs a walk over the
  /// heap's pages, not over its blocks.
  public static func heldBlocks() -> (count: Int, bytes: Int) {
    var census = (count: 0, bytes: 0)
    withUnsafeMutablePointer(to: &census) { pointer in
      _ = mi_heap_visit_blocks(
        mi_heap_get_default(), false,
        { _, area, _, _, argument in
          guard let area, let argument else { return true }
          let census = argument.assumingMemoryBound(to: (count: Int, bytes: Int).self)
          census.pointee.count += area.pointee.used
          census.pointee.bytes += area.pointee.used * area.pointee.block_size
          return true
        }, pointer)
    }
    return census
  }
}
