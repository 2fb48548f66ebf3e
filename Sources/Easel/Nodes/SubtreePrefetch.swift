/// Where a layout pass first reads in one child's subtree: the objects along its chain of
/// wrappers, down to the node that does the work, and what that node keeps apart from itself
/// (a stack's records). A stack gathers them for each child when it is made, and asks the
/// processor for a child's before it lays that child out (`issue()`), so that the loads
/// overlap instead of each waiting for the one before it.
///
/// Why: a wrapper's child is known only once the wrapper is read, so walking a chain of nodes
/// that are not in the cache waits for memory once per node, one after another. In a tree
/// larger than the core's cache that wait, not the work, is most of what a pass costs beyond
/// a small tree's: see docs/performance.md.
///
/// The addresses are hints only, never read through: a prefetch never faults, so an address
/// that went stale (its node replaced and freed since the stack was made) costs one useless
/// fetch and nothing else. Nothing is retained.
struct SubtreePrefetch {
  /// How many objects a hint covers: a leaf's chain of a body's slot, a frame and a shape
  /// fits, and so does a stack's slot, the stack and its records.
  static let capacity = 4
  /// The most bytes fetched of one object.
  static let maximumExtent = 384
  /// The bytes one prefetch covers: a cache line. Every line is asked for: asking for every
  /// other line, and counting on the processor to fetch each one's partner in its pair, left
  /// most of the wait in place (measured: docs/performance.md).
  static let step = 64

  private var first: UnsafeRawPointer?
  private var second: UnsafeRawPointer?
  private var third: UnsafeRawPointer?
  private var fourth: UnsafeRawPointer?
  /// How many lines of each object to fetch, a byte each, the first object's lowest.
  private var lineCounts: UInt32 = 0

  /// No addresses: issuing fetches nothing.
  init() {}

  /// The addresses of `node`'s subtree that a pass reads first (`LayoutNode.gatherPrefetch`).
  @MainActor
  init(_ node: LayoutNode) {
    node.gatherPrefetch(into: &self)
  }

  /// The noted objects and how many of their first bytes are fetched, in the order they are
  /// fetched.
  var regions: [(address: UnsafeRawPointer, bytes: Int)] {
    [first, second, third, fourth].enumerated().compactMap { index, address in
      address.map { ($0, Int((lineCounts >> (8 * index)) & 0xFF) * Self.step) }
    }
  }

  /// Whether no more objects fit.
  var isFull: Bool { fourth != nil }

  /// Notes an object whose first `bytes` a pass reads (at least one line, at most
  /// `maximumExtent`); ignored once full.
  mutating func append(_ address: UnsafeRawPointer, bytes: Int) {
    let lines = (bytes + Self.step - 1) / Self.step
    let count = UInt32(min(max(lines, 1), Self.maximumExtent / Self.step))
    let index: Int
    if first == nil {
      first = address
      index = 0
    } else if second == nil {
      second = address
      index = 1
    } else if third == nil {
      third = address
      index = 2
    } else if fourth == nil {
      fourth = address
      index = 3
    } else {
      return
    }
    lineCounts |= count << (8 * index)
  }

  /// Asks the processor for every noted object's first bytes, in the order a pass reads
  /// them, and returns at once.
  @inline(__always)
  func issue() {
    guard let first else { return }
    Self.fetch(first, lines: lineCounts)
    guard let second else { return }
    Self.fetch(second, lines: lineCounts >> 8)
    guard let third else { return }
    Self.fetch(third, lines: lineCounts >> 16)
    guard let fourth else { return }
    Self.fetch(fourth, lines: lineCounts >> 24)
  }

  /// Fetches the first `lines & 0xFF` lines from `address`.
  @inline(__always)
  private static func fetch(_ address: UnsafeRawPointer, lines: UInt32) {
    var offset = 0
    let end = Int(lines & 0xFF) * step
    repeat {
      prefetch(address + offset)
      offset += step
    } while offset < end
  }
}

/// Asks the processor to bring the cache line holding `address` into its caches, without
/// waiting for it (`prefetcht0` on x86-64, `prfm` on arm64).
///
/// It never faults and changes nothing the program can see: `address` may be stale, or not
/// mapped at all.
@inline(__always)
func prefetch(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 0, 3, 1)
}

/// LLVM's prefetch intrinsic, called by its name, as the standard library has no prefetch
/// and the core imports no C module. The arguments after the address are constants, as the
/// intrinsic requires: a read (0), kept in every cache level (3), of data (1).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(
  _ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)
