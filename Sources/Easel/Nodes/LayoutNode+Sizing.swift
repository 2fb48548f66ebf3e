import Foundation

/// Sizing: the cached answer to a proposal, the layout priority, alignment guides, and
/// dropping what is cached along the path from a changed node to the root.
extension LayoutNode {
  /// A priority set on this node with `layoutPriority(_:)`. It is kept in `priorityCache`,
  /// which then always holds it: `layoutPriority` is the override whenever there is one.
  var priorityOverride: Double? {
    get { flags.contains(.hasPriorityOverride) ? priorityCache : nil }
    set {
      priorityCache = newValue ?? 0
      flags.remove(.priorityKnown)
      if newValue == nil {
        flags.remove(.hasPriorityOverride)
      } else {
        flags.insert(.hasPriorityOverride)
      }
    }
  }

  /// How many times this node computed a size (cache misses), for layout statistics.
  var measurements: Int { Int(measurementCount) }

  /// The priority of this node in a stack; higher priorities are offered space first.
  /// Cached until layout is invalidated here: wrappers take it from the end of their chain.
  var layoutPriority: Double {
    if flags.contains(.priorityKnown) {
      return flags.contains(.nonzeroPriority) ? priorityCache : 0
    }
    let value = priorityOverride ?? inheritedPriority
    if value != 0 {
      priorityCache = value
      flags.insert([.priorityKnown, .nonzeroPriority])
    } else {
      flags.remove(.nonzeroPriority)
      flags.insert(.priorityKnown)
    }
    return value
  }

  /// Whether this node's size ignores the proposal, cached until layout is invalidated here.
  /// Such a node is measured once and answers every other proposal with that size, so a tree
  /// of fixed-size views costs one measurement per node.
  final var hasFixedSize: Bool {
    cachedAnswer(known: .fixedSizeKnown, yes: .fixedSize) { computesFixedSize }
  }

  /// A yes-or-no answer kept in `flags` until layout is invalidated here: `known` says it is
  /// there, `yes` what it is; `compute` works it out the first time.
  func cachedAnswer(known: NodeFlags, yes: NodeFlags, _ compute: () -> Bool) -> Bool {
    if flags.contains(known) { return flags.contains(yes) }
    let value = compute()
    flags.insert(value ? [known, yes] : known)
    return value
  }

  /// The size this node chooses for `proposal`, cached.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    // A wrapper that takes its child's size asks the child's cache, and reads nothing else
    // of its own: the first cache line of the object.
    if flags.contains(.forwardsSizing) {
      return withChild { $0.sizeThatFits(proposal) }
    }
    // Plain loops on the layout path: a closure here would be main-actor-isolated and pay a
    // run-time isolation check on every call.
    if flags.contains(.hasFirstSize) {
      if firstProposal == proposal || hasFixedSize { return firstSize }
      for entry in sizeCache where entry.proposal == proposal { return entry.size }
    }
    measurementCount &+= 1
    let size = computeSize(proposal)
    if !flags.contains(.hasFirstSize) {
      firstProposal = proposal
      firstSize = size
      flags.insert(.hasFirstSize)
      if tree.placesWhileMeasuring { placeEagerly(size: size, proposal: proposal) }
    } else {
      if sizeCache.count == 15 { sizeCache.removeFirst() }
      sizeCache.append(SizeEntry(proposal: proposal, size: size))
    }
    return size
  }

  /// Drops the cached sizes and placement of this node and of every ancestor.
  func invalidateLayout() {
    invalidateDrawing()
    var changedChild: LayoutNode?
    var node: LayoutNode? = self
    while let current = node {
      if let changedChild {
        current.childLayoutChanged(changedChild)
      } else {
        current.layoutInvalidatedHere()
      }
      changedChild = current
      if !current.sizeCache.isEmpty { current.sizeCache.removeAll(keepingCapacity: true) }
      // Every cached answer goes; placement is pending.
      current.flags = current.flags.intersection([
        .hasPriorityOverride, .cachesDrawing, .drawingChanged, .hasPlacementAnimation,
        .forwardsSizing,
      ])
      .union(.needsPlacement)
      current.clearLayoutCaches()
      node = current.parent
    }
  }

  /// The node's dimensions at `size`: its size and its guides.
  final func dimensions(_ size: CGSize) -> ViewDimensions {
    guard hasExplicitGuides else { return ViewDimensions(size) }
    return ViewDimensions(size) { [self] key in explicitAlignment(key, size: size) }
  }

  /// The explicit value of a guide at `size`, skipping subtrees that set none.
  final func guideValue(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    hasExplicitGuides ? explicitAlignment(key, size: size) : nil
  }

  /// Whether this node or any below it sets a guide (text baselines, `alignmentGuide`);
  /// cached until layout is invalidated here.
  final var hasExplicitGuides: Bool {
    cachedAnswer(known: .guidesKnown, yes: .hasGuides) {
      setsExplicitGuides || childrenHaveExplicitGuides
    }
  }
}
