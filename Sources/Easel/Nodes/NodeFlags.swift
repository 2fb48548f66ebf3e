import Foundation

/// A layout node's cached answers and pending work, as bits of one word.
struct NodeFlags: OptionSet {
  let rawValue: UInt32

  /// `firstProposal` and `firstSize` hold a measurement.
  static let hasFirstSize = NodeFlags(rawValue: 1 << 0)
  /// The layout priority is known: zero, or `priorityCache` with `nonzeroPriority`.
  static let priorityKnown = NodeFlags(rawValue: 1 << 1)
  /// Whether the size ignores the proposal is known, and the answer.
  static let fixedSizeKnown = NodeFlags(rawValue: 1 << 2)
  static let fixedSize = NodeFlags(rawValue: 1 << 3)
  /// Whether the node or one below it sets an explicit guide is known, and the answer.
  static let guidesKnown = NodeFlags(rawValue: 1 << 4)
  static let hasGuides = NodeFlags(rawValue: 1 << 5)
  /// Whether the node or one below it places from its root position is known, and the
  /// answer.
  static let dependsKnown = NodeFlags(rawValue: 1 << 6)
  static let dependsOnRoot = NodeFlags(rawValue: 1 << 7)
  /// The node must place its children again at the next layout pass.
  static let needsPlacement = NodeFlags(rawValue: 1 << 8)
  /// `layoutPriority(_:)` set a priority on the node: not a cached answer, it outlives
  /// invalidation.
  static let hasPriorityOverride = NodeFlags(rawValue: 1 << 9)
  /// Views removed from this container are leaving during the current display list.
  static let hostsRemovalGhosts = NodeFlags(rawValue: 1 << 10)
  /// The node keeps what it draws between display lists (a `SlotNode`): not a cached
  /// answer, it outlives invalidation.
  static let cachesDrawing = NodeFlags(rawValue: 1 << 11)
  /// What the node draws changed since the last display list, and it is noted in
  /// `LayoutTreeState.changedDrawings`.
  static let drawingChanged = NodeFlags(rawValue: 1 << 12)
  /// The known layout priority is not zero: `priorityCache` holds it.
  static let nonzeroPriority = NodeFlags(rawValue: 1 << 13)
  /// The node has a `placementAnimation`: not a cached answer, it outlives invalidation.
  static let hasPlacementAnimation = NodeFlags(rawValue: 1 << 14)
  /// The node is a wrapper whose size is its child's for every proposal: it keeps no sizes
  /// of its own. Not a cached answer, it outlives invalidation.
  static let forwardsSizing = NodeFlags(rawValue: 1 << 15)
  /// Whether the node or one below it reads its root position while placing is known, and
  /// the answer.
  static let rootReadKnown = NodeFlags(rawValue: 1 << 16)
  static let readsRoot = NodeFlags(rawValue: 1 << 17)
}
