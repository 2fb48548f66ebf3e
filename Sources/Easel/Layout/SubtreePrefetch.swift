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
  /// The bytes fetched from the start of each object: three pairs of cache lines, what a pass
  /// reads of a node (its first fields, its frame and proposals, a stack's counts and state).
  static let extent = 384

  private var first: UnsafeRawPointer?
  private var second: UnsafeRawPointer?
  private var third: UnsafeRawPointer?
  private var fourth: UnsafeRawPointer?

  /// No addresses: issuing fetches nothing.
  init() {}

  /// The addresses of `node`'s subtree that a pass reads first (`LayoutNode.gatherPrefetch`).
  @MainActor
  init(_ node: LayoutNode) {
    node.gatherPrefetch(into: &self)
  }

  /// The noted objects, in the order they are fetched.
  var addresses: [UnsafeRawPointer] { [first, second, third, fourth].compactMap { $0 } }

  /// Whether no more objects fit.
  var isFull: Bool { fourth != nil }

  /// Notes an object whose first `extent` bytes a pass reads; ignored once full.
  mutating func append(_ address: UnsafeRawPointer) {
    if first == nil {
      first = address
    } else if second == nil {
      second = address
    } else if third == nil {
      third = address
    } else if fourth == nil {
      fourth = address
    }
  }

  /// Asks the processor for every noted object's first `extent` bytes, in the order a pass
  /// reads them, and returns at once.
  @inline(__always)
  func issue() {
    if let first { Self.fetch(first) } else { return }
    if let second { Self.fetch(second) } else { return }
    if let third { Self.fetch(third) } else { return }
    if let fourth { Self.fetch(fourth) }
  }

  /// One prefetch per pair of lines: the processor fetches a line's partner with it.
  @inline(__always)
  private static func fetch(_ address: UnsafeRawPointer) {
    prefetch(address)
    prefetch(address + 128)
    prefetch(address + 256)
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
