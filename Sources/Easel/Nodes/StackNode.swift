import Foundation

/// Lays children out in a line along one axis: the one algorithm behind `HStack` and `VStack`.
///
/// Space is shared as SwiftUI shares it: children are offered space in groups of descending
/// `layoutPriority`; a group first keeps back the minimum lengths of lower-priority groups, then
/// offers its remaining space to its children in order of increasing flexibility (maximum
/// length minus minimum length), each an equal share of what is left.
///
/// That algorithm reads in one screen in `StackSpaceSharing`; this node runs the same steps
/// (`sizeChildren(for:)`) over packed child records, with the speed machinery beside them:
/// facts probed once per cross-axis proposal, only changed children measured again,
/// unmanaged child references, prefetch hints and scratch space on the stack. A test checks
/// that the two agree.
@MainActor
final class StackNode: LayoutNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  // The fields a layout pass reads come first and are packed (optionals as flags in
  // `state`), so that they share the base's last line and fill the two after it: in a large
  // tree a stack's fields are missed in the cache once per pass, line by line. Fields a full
  // pass only writes, or never touches, come last.

  /// What the stack knows about each child, in one contiguous array: probes and guide, which
  /// outlive the stack's caches (a child whose layout changed is asked again, the others
  /// answer from here, so a change in one child of a wide stack costs one child's questions),
  /// and the size, proposal and place of the last arrangement.
  private var records: [ChildRecord] = []
  /// `content.count`, read here rather than from the array.
  private let childCount: Int32
  /// How many records have `dependsOnRoot`.
  private var rootDependentChildren: Int32 = 0
  /// `arrangedProposal`, valid with `state.hasArrangedProposal`.
  private var storedArrangedProposal = ProposedViewSize.unspecified
  /// The stack's size for `arrangedProposal`.
  private var arrangedSize = CGSize.zero
  /// Where the children's alignment guides meet across the stack, for `arrangedProposal`.
  private var arrangedLine: CGFloat = 0
  /// `placedLineResidual`, valid with `state.hasPlacedLineResidual`.
  private var storedPlacedLineResidual: CGFloat = 0
  /// `probedAcross` when it is not `nil` (`state.probedAcrossIsNil`).
  private var storedProbedAcross: CGFloat = 0
  /// The spacing between adjacent children: the spacing given, or the default spacing.
  private let gap: CGFloat
  /// The spacing after each child but the last, when it is not `gap` after every one: with
  /// the default spacing, as in SwiftUI, a `Spacer` has none on either side (its own minimum
  /// length is the space it keeps). `nil` when every gap is `gap`.
  private let gaps: [CGFloat]?
  /// The total spacing between the children.
  private let totalSpacing: CGFloat
  /// How many records know their child's traits, and how many of those have each: once all
  /// do, whether the stack is fixed, sets guides or reads its root position is answered
  /// without a pass over a wide stack's records.
  private var traits = TraitCounts()
  /// The guide across the stack along which children are aligned.
  let alignment: AlignmentKey
  /// The children whose layout changed since they were last placed, while they are few.
  private var changedChildren = ChildIndices()
  /// The axis children are laid along.
  let axis: Axis
  /// The stack's pending work and which optionals hold a value, as bits.
  private var state: StackState = [.needsFullArrangement, .checksEveryChild, .probedAcrossIsNil]
  /// How far the stack reaches past its line across the axis, for `arrangedProposal`.
  private var arrangedTail: CGFloat = 0
  /// `lastProposal`, valid with `state.hasLastProposal`.
  private var storedLastProposal = ProposedViewSize.unspecified
  /// The children, as the stack was made with them; `records` holds them too.
  private let content: [LayoutNode]

  /// The spacing between views when a stack gives none.
  nonisolated static let defaultSpacing: CGFloat = 8

  /// `children` is made once the stack exists: the stack's object is allocated before its
  /// children's, so that it lies before them in memory, in the order a layout pass visits
  /// them (the allocator keeps objects of one size in the order they are made).
  init(
    _ context: borrowing NodeContext, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?,
    children makeChildren: @autoclosure () -> [LayoutNode]
  ) {
    let children = makeChildren()
    self.axis = axis
    self.alignment = alignment
    let gap = spacing ?? Self.defaultSpacing
    self.gap = gap
    let gaps: [CGFloat]? =
      spacing == nil && children.contains(where: { $0 is SpacerNode })
      ? zip(children, children.dropFirst()).map { pair in
        pair.0 is SpacerNode || pair.1 is SpacerNode ? 0 : gap
      } : nil
    self.gaps = gaps
    self.totalSpacing = gaps?.reduce(0, +) ?? CGFloat(max(children.count - 1, 0)) * gap
    self.childCount = Int32(children.count)
    self.content = children
    super.init(context)
    adopt(children)
    for index in children.indices { children[index].indexInParent = index }
    // Made with the stack rather than by its first layout pass: they lie beside it and its
    // children in memory, and that pass only fills them in.
    makeRecords()
  }

  override var children: [LayoutNode] { content }

  /// Fixed when every child's size is; answered from the counts or records where they know.
  override var computesFixedSize: Bool {
    if traits.known == childCount { return traits.variable == 0 }
    return !anyChild(where: { !$0.contains(.isFixed) }, else: { !$0.hasFixedSize })
  }

  override var childrenHaveExplicitGuides: Bool {
    if traits.known == childCount { return traits.guiding > 0 }
    return anyChild(where: { $0.contains(.hasGuides) }, else: { $0.hasExplicitGuides })
  }

  override var childrenReadRootPosition: Bool {
    if traits.known == childCount { return traits.readingRoot > 0 }
    return anyChild(where: { $0.contains(.readsRoot) }, else: { $0.subtreeReadsRootPosition })
  }

  /// Whether any child has a trait: `known` reads it from the child's record where the record
  /// knows the child's traits, `ask` asks the child where it does not.
  private func anyChild(
    where known: (RecordFlags) -> Bool, else ask: (LayoutNode) -> Bool
  ) -> Bool {
    let hasRecords = records.count == childIndices.count
    for index in childIndices {
      if hasRecords, records[index].flags.contains(.traitsKnown) {
        if known(records[index].flags) { return true }
      } else if ask(hasRecords ? records[index].node : content[index]) {
        return true
      }
    }
    return false
  }

  override var childrenDependOnRootPosition: Bool {
    guard records.count == childIndices.count else { return super.childrenDependOnRootPosition }
    return rootDependentChildren > 0
  }

  /// The children's indices, without reading the array of children.
  private var childIndices: Range<Int> { 0..<Int(childCount) }

  /// The proposal across the axis the probes were made with.
  private var probedAcross: CGFloat? {
    get { state.contains(.probedAcrossIsNil) ? nil : storedProbedAcross }
    set {
      storedProbedAcross = newValue ?? 0
      state.set(.probedAcrossIsNil, newValue == nil)
    }
  }
  /// The proposal the records' sizes and frames are for, or `nil` when they are stale.
  private var arrangedProposal: ProposedViewSize? {
    get { state.contains(.hasArrangedProposal) ? storedArrangedProposal : nil }
    set {
      storedArrangedProposal = newValue ?? .unspecified
      state.set(.hasArrangedProposal, newValue != nil)
    }
  }
  /// The proposal of the last arrangement, kept when layout is invalidated: the records hold
  /// that arrangement, stale only for the children in `changedChildren`.
  private var lastProposal: ProposedViewSize? {
    get { state.contains(.hasLastProposal) ? storedLastProposal : nil }
    set {
      storedLastProposal = newValue ?? .unspecified
      state.set(.hasLastProposal, newValue != nil)
    }
  }
  /// The last arrangement cannot be brought up to date child by child: the stack itself
  /// changed, or too many children did. Whenever it is set, so is `checksEveryChild`.
  private var needsFullArrangement: Bool {
    get { state.contains(.needsFullArrangement) }
    set { state.set(.needsFullArrangement, newValue) }
  }
  /// Every child must be checked when placed, not only the changed ones: the arrangement was
  /// made from scratch, or the alignment line moved.
  private var checksEveryChild: Bool {
    get { state.contains(.checksEveryChild) }
    set { state.set(.checksEveryChild, newValue) }
  }
  /// How far the line was from its pixel-rounded value when every child was last placed:
  /// children are placed relative to the rounded line, so while this stays the same a
  /// moving line moves none of them.
  private var placedLineResidual: CGFloat? {
    get { state.contains(.hasPlacedLineResidual) ? storedPlacedLineResidual : nil }
    set {
      storedPlacedLineResidual = newValue ?? 0
      state.set(.hasPlacedLineResidual, newValue != nil)
    }
  }

  override func clearLayoutCaches() {
    arrangedProposal = nil
  }

  override func childLayoutChanged(_ child: LayoutNode) {
    let index = child.indexInParent
    guard index < records.count, records[index].node === child else {
      records.removeAll()
      traits = TraitCounts()
      rootDependentChildren = 0
      needsFullArrangement = true
      checksEveryChild = true
      return
    }
    traits.remove(records[index].flags)
    records[index].flags.subtract([.isProbed, .hasGuide, .isPlaced, .traitsKnown])
    noteChanged(index)
  }

  override func childNeedsPlacement(_ child: LayoutNode) {
    let index = child.indexInParent
    if index < records.count, records[index].node === child {
      records[index].flags.remove(.isPlaced)
      noteChanged(index)
    }
  }

  override func layoutInvalidatedHere() {
    for index in records.indices { records[index].flags.remove(.isPlaced) }
    needsFullArrangement = true
    checksEveryChild = true
  }

  /// Remembers that the child at `index` must be arranged and placed again.
  private func noteChanged(_ index: Int) {
    guard !needsFullArrangement else { return }
    if changedChildren.contains(index) { return }
    if changedChildren.isFull {
      needsFullArrangement = true
      checksEveryChild = true
      changedChildren.removeAll()
    } else {
      changedChildren.append(index)
    }
  }

  /// The frame of the child at `index` in the arrangement, in the stack's coordinates.
  private func arrangedFrame(_ index: Int) -> CGRect {
    let record = records[index]
    return CGRect(
      origin: CGPoint(axis, along: record.position, across: arrangedLine - record.guide),
      size: record.size)
  }

  /// Arranges the children for `proposal` unless they already are: children go one after
  /// another along the axis; across it, their alignment guides meet on one line, and the
  /// stack spans the aligned children.
  private func arrange(for proposal: ProposedViewSize) {
    if arrangedProposal == proposal { return }
    if records.count != childIndices.count { makeRecords() }
    if !needsFullArrangement, lastProposal == proposal, arrangeChanged(for: proposal) {
      // The changed children are placed next; the others keep their places.
      arrangedProposal = proposal
      return
    }
    sizeChildren(for: proposal)
    let count = childIndices.count
    let across = axis.perpendicular
    var line: CGFloat = 0
    var tail = -CGFloat.infinity
    for index in 0..<count {
      let guide = guide(index)
      line = index == 0 ? guide : max(line, guide)
      tail = max(tail, records[index].size[across] - guide)
    }
    var position: CGFloat = 0
    for index in 0..<count {
      records[index].position = position
      position += records[index].size[axis]
      if index < count - 1 { position += gaps?[index] ?? gap }
    }
    let length = position
    arrangedSize = CGSize(axis, along: max(length, 0), across: max(line + tail, 0))
    arrangedLine = line
    arrangedTail = tail
    arrangedProposal = proposal
    lastProposal = proposal
    changedChildren.removeAll()
    needsFullArrangement = false
    checksEveryChild = true
  }

  /// Calls `body` with the child at `index`, which is not retained for the call: `content`
  /// holds it, and a layout pass does not change a stack's children. Each retain and release
  /// is an atomic operation on the child's first line, which in a large tree is not in the
  /// cache yet, and which the processor must finish before it loads anything after it.
  @inline(__always)
  private func withChild<Result>(at index: Int, _ body: (LayoutNode) -> Result) -> Result {
    records[index].child._withUnsafeGuaranteedRef(body)
  }

  /// Asks the processor for the subtree of the child at `index`, if there is one (see
  /// `SubtreePrefetch`). A loop over the children asks for the first before it starts and
  /// for the next one as it lays out each: one child ahead, so that a child's nodes arrive
  /// while the one before it is laid out (two ahead measured no better). With `probing`,
  /// only for a child the loop will probe: one probed before, and not changed since, is not
  /// visited (`probe(_:across:)`), and fetching it would be waste.
  @inline(__always)
  private func prefetchChild(_ index: Int, probing: Bool) {
    guard index < records.count else { return }
    if probing, records[index].flags.contains(.isProbed) { return }
    records[index].prefetch.issue()
  }

  /// What the record of the child at `index` asks the processor for before the child is laid
  /// out.
  func prefetchRegions(ofChildAt index: Int) -> [(address: UnsafeRawPointer, bytes: Int)] {
    records[index].prefetch.regions
  }

  /// The bytes one child's record takes in the stack's records.
  static var recordStride: Int { MemoryLayout<ChildRecord>.stride }

  /// The address of the stack's records, which a pass reads right after the stack.
  var recordsAddress: UnsafeRawPointer? {
    records.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(UnsafeRawPointer.init) }
  }

  /// Notes the stack, then its records, which a pass reads next.
  override func gatherPrefetch(into prefetch: inout SubtreePrefetch) {
    super.gatherPrefetch(into: &prefetch)
    if let recordsAddress {
      prefetch.append(recordsAddress, bytes: records.count * Self.recordStride)
    }
  }

  /// Makes a fresh record for every child: nothing is known about them yet.
  private func makeRecords() {
    // A plain loop: a closure here would pay a run-time isolation check per child.
    var made: [ChildRecord] = []
    made.reserveCapacity(content.count)
    for child in content {
      made.append(
        ChildRecord(child: Unmanaged.passUnretained(child), prefetch: SubtreePrefetch(child)))
    }
    records = made
    traits = TraitCounts()
    rootDependentChildren = 0
    needsFullArrangement = true
    checksEveryChild = true
  }

  /// The largest of the children's reaches past their guides across the stack (their
  /// lengths across less their guides): the stack reaches that far past its line.
  private func recomputedTail() -> CGFloat {
    let across = axis.perpendicular
    var tail = -CGFloat.infinity
    for index in records.indices {
      tail = max(tail, records[index].size[across] - records[index].guide)
    }
    return tail
  }

  /// Brings the last arrangement, made for this same `proposal`, up to date when only the
  /// children in `changedChildren` changed and none of them changed how space is shared:
  /// each keeps its minimum and maximum length along the axis, its priority and its length,
  /// so every other child keeps its proposal, size and position. The result is the one a
  /// full arrangement gives, without a pass over every child. Returns `false`, having changed
  /// nothing but the changed children's probes, when that does not hold.
  private func arrangeChanged(for proposal: ProposedViewSize) -> Bool {
    for index in changedChildren where index >= records.count { return false }
    // First check every changed child: the arrangement is only touched once all agree.
    for index in changedChildren {
      let old = records[index]
      if proposal[axis] != nil {
        probe(index, across: proposal[axis.perpendicular])
        let new = records[index]
        guard new.minimum[axis] == old.minimum[axis], new.flexibility == old.flexibility,
          new.isRigid == old.isRigid, new.priority == old.priority
        else { return false }
      }
      guard changedSize(index)[axis] == old.size[axis] else { return false }
    }
    // The line is the largest guide and the tail the largest reach past it: a changed child
    // that reaches them sets them, one that set them and falls back makes the stack look
    // again.
    let across = axis.perpendicular
    var line = arrangedLine
    var tail = arrangedTail
    for index in changedChildren {
      let oldGuide = records[index].guide
      let oldTail = records[index].size[across] - oldGuide
      records[index].assign(size: changedSize(index), proposal: records[index].proposal)
      let newGuide = guide(index)
      let newTail = records[index].size[across] - newGuide
      if newGuide >= line {
        line = newGuide
      } else if oldGuide >= line {
        line = records[0].guide
        for other in records.indices { line = max(line, records[other].guide) }
      }
      if newTail >= tail {
        tail = newTail
      } else if oldTail >= tail {
        tail = recomputedTail()
      }
    }
    arrangedSize = CGSize(axis, along: arrangedSize[axis], across: max(line + tail, 0))
    arrangedLine = line
    arrangedTail = tail
    return true
  }

  /// The size of a changed child, probed again, for the proposal it had: its new minimum when
  /// it is rigid (and the stack shares space), else its answer to that proposal (a cached
  /// one when asked before).
  private func changedSize(_ index: Int) -> CGSize {
    let record = records[index]
    if record.isRigid, lastProposal?[axis] != nil { return record.minimum }
    return withChild(at: index) { $0.sizeThatFits(record.proposal) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrange(for: proposal)
    return arrangedSize
  }

  /// Children are placed relative to the alignment line, which is the origin of their
  /// coordinates across the axis: when a child's change moves the line, the others keep their
  /// frames. A child placed before with the same frame and proposal, and not changed since, is
  /// not visited at all.
  override func placeChildren(in bounds: CGRect) {
    arrange(for: placementProposal)
    let line = Self.pixelRounded(arrangedLine, scale: displayScale)
    setChildOffset(CGPoint(axis, along: 0, across: line), animated: true)
    let residual = arrangedLine - line
    // The stack's own fields are written before the children are placed, while they are in
    // the cache: placing a large subtree evicts them.
    let changed = changedChildren
    changedChildren.removeAll()
    // A child that places from its root position must be placed whenever the stack is.
    if checksEveryChild || residual != placedLineResidual || rootDependentChildren > 0 {
      checksEveryChild = false
      placedLineResidual = residual
      for index in childIndices { placeChild(index, residual: residual) }
    } else {
      for index in changed { placeChild(index, residual: residual) }
    }
  }

  /// Places the child at `index` at its arranged frame, unless it is there already and has
  /// not changed since. Across the axis, the child is placed relative to the stack's rounded
  /// line, which is `residual` short of the line.
  private func placeChild(_ index: Int, residual: CGFloat) {
    let record = records[index]
    let origin = CGPoint(axis, along: record.position, across: residual - record.guide)
    if record.flags.contains(.isPlaced), record.placedOrigin == origin,
      !record.flags.contains(.dependsOnRoot)
    {
      return
    }
    let depends = withChild(at: index) { child in
      child.place(in: CGRect(origin: origin, size: record.size), proposal: record.proposal)
      return child.dependsOnRootPosition == true
    }
    records[index].flags.insert(.isPlaced)
    if depends != records[index].flags.contains(.dependsOnRoot) {
      rootDependentChildren += depends ? 1 : -1
      records[index].flags.formSymmetricDifference(.dependsOnRoot)
    }
    records[index].placedOrigin = origin
  }

  /// The stack's own guides, merged from its children's explicit guides as SwiftUI merges
  /// them (`GuideMerge`): the edge and centre guides are never passed on, not even the one
  /// children meet on; the first text baseline is the highest of the children's, the last
  /// the lowest; a custom guide is the average of the children that set it (all on the line
  /// when it is the stack's alignment).
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    if key.merge == .none { return nil }
    arrange(for: ProposedViewSize(size))
    var merged = GuideMerge.Result(key.merge)
    for index in content.indices {
      let frame = arrangedFrame(index)
      if let value = content[index].guideValue(key, size: frame.size) {
        merged.add(value + frame.origin[key.axis])
      }
    }
    return merged.value
  }

  /// Probes the child at `index` for proposals across the axis of `across`, unless it was
  /// probed so and has not changed since.
  private func probe(_ index: Int, across: CGFloat?) {
    if records[index].flags.contains(.isProbed) { return }
    withChild(at: index) { probe(index, child: $0, across: across) }
  }

  /// Probes `child`, the child at `index`.
  private func probe(_ index: Int, child: LayoutNode, across: CGFloat?) {
    // The priority first: the chain of wrappers it walks is the one measuring walks next,
    // while it is still in the cache; after measuring a large subtree it would not be.
    let priority = child.layoutPriority
    var minimumProposal = ProposedViewSize(width: nil, height: nil)
    minimumProposal[axis] = 0
    minimumProposal[axis.perpendicular] = across
    let minimum = child.sizeThatFits(minimumProposal)
    let maximum: CGSize
    if child.hasFixedSize {
      maximum = minimum
    } else {
      var maximumProposal = minimumProposal
      maximumProposal[axis] = .infinity
      maximum = child.sizeThatFits(maximumProposal)
    }
    if !records[index].flags.contains(.traitsKnown) {
      var learnt: RecordFlags = [.traitsKnown]
      if child.hasFixedSize { learnt.insert(.isFixed) }
      if child.hasExplicitGuides { learnt.insert(.hasGuides) }
      if child.subtreeReadsRootPosition { learnt.insert(.readsRoot) }
      records[index].flags.subtract([.isFixed, .hasGuides, .readsRoot])
      records[index].flags.formUnion(learnt)
      traits.add(learnt)
    }
    records[index].minimum = minimum
    records[index].flexibility = maximum[axis] - minimum[axis]
    if minimum == maximum {
      records[index].flags.insert(.isRigid)
    } else {
      records[index].flags.remove(.isRigid)
    }
    records[index].priority = priority
    records[index].flags.insert(.isProbed)
  }

  /// The child's alignment guide at its arranged size, remembered until its size changes.
  private func guide(_ index: Int) -> CGFloat {
    if records[index].flags.contains(.hasGuide) { return records[index].guide }
    let size = records[index].size
    let value = withChild(at: index) { $0.dimensions(size) }.value(of: alignment)
    records[index].guide = value
    records[index].flags.insert(.hasGuide)
    return value
  }

  /// Sets the size and proposal of every child's record for the stack's `proposal`: the steps
  /// of `StackSpaceSharing.share(_:among:length:)` over the records.
  private func sizeChildren(for proposal: ProposedViewSize) {
    let across = proposal[axis.perpendicular]
    func proposalAlong(_ along: CGFloat?) -> ProposedViewSize {
      var childProposal = ProposedViewSize(width: nil, height: nil)
      childProposal[axis] = along
      childProposal[axis.perpendicular] = across
      return childProposal
    }
    let count = childIndices.count
    guard let available = proposal[axis] else {
      let childProposal = proposalAlong(nil)
      prefetchChild(0, probing: false)
      for index in 0..<count {
        prefetchChild(index + 1, probing: false)
        let size = withChild(at: index) { $0.sizeThatFits(childProposal) }
        records[index].assign(size: size, proposal: childProposal)
      }
      return
    }
    if probedAcross != across {
      for index in 0..<count { records[index].flags.remove(.isProbed) }
      probedAcross = across
    }
    var singlePriority = true
    var allRigid = true
    let rigidProposal = proposalAlong(0)
    prefetchChild(0, probing: true)
    for index in 0..<count {
      prefetchChild(index + 1, probing: true)
      probe(index, across: across)
      let record = records[index]
      if record.priority != records[0].priority { singlePriority = false }
      if record.isRigid {
        // A rigid child answers every proposal alike: it keeps its minimum.
        records[index].assign(size: record.minimum, proposal: rigidProposal)
      } else {
        // Sized below, when space is shared.
        allRigid = false
      }
    }
    // Every child answers every proposal alike: there is no space to share.
    if allRigid { return }
    var priorities: [Double] = []
    if singlePriority {
      if count > 0 { priorities = [records[0].priority] }
    } else {
      for index in 0..<count where !priorities.contains(records[index].priority) {
        priorities.append(records[index].priority)
      }
      priorities.sort(by: >)
    }
    var remaining = available - totalSpacing
    // Scratch space on the stack: this runs for every stack and every proposal.
    withUnsafeTemporaryAllocation(of: FlexibilityEntry.self, capacity: count) { order in
      for priority in priorities {
        var reserved: CGFloat = 0
        var members = 0
        for index in 0..<count {
          let record = records[index]
          if record.priority == priority {
            (order.baseAddress! + members).initialize(
              to: FlexibilityEntry(flexibility: record.flexibility, index: index))
            members += 1
          } else if record.priority < priority {
            reserved += record.minimum[axis]
          }
        }
        var ordered = UnsafeMutableBufferPointer(rebasing: order[0..<members])
        ordered.sort()
        var groupRemaining = remaining - reserved
        var unsized = members
        for entry in ordered {
          let index = entry.index
          let record = records[index]
          var size = record.minimum
          if !record.isRigid {
            let childProposal = proposalAlong(max(groupRemaining / CGFloat(unsized), 0))
            size = withChild(at: index) { $0.sizeThatFits(childProposal) }
            records[index].assign(size: size, proposal: childProposal)
          }
          groupRemaining -= size[axis]
          remaining -= size[axis]
          unsized -= 1
        }
      }
    }
  }
}

/// Up to four indices of children, kept inline: noting a changed child allocates nothing.
private struct ChildIndices: Sequence {
  private var first: Int32 = 0
  private var second: Int32 = 0
  private var third: Int32 = 0
  private var fourth: Int32 = 0
  private var storedCount: UInt8 = 0

  var count: Int { Int(storedCount) }

  /// Whether no more index fits.
  var isFull: Bool { count == 4 }

  func contains(_ index: Int) -> Bool {
    let index = Int32(truncatingIfNeeded: index)
    return (count > 0 && first == index) || (count > 1 && second == index)
      || (count > 2 && third == index) || (count > 3 && fourth == index)
  }

  /// Adds `index`; the set must not be full.
  mutating func append(_ index: Int) {
    let index = Int32(truncatingIfNeeded: index)
    switch count {
    case 0: first = index
    case 1: second = index
    case 2: third = index
    default: fourth = index
    }
    storedCount += 1
  }

  mutating func removeAll() { storedCount = 0 }

  func makeIterator() -> Iterator { Iterator(indices: self) }

  struct Iterator: IteratorProtocol {
    let indices: ChildIndices
    var position = 0

    mutating func next() -> Int? {
      guard position < indices.count else { return nil }
      defer { position += 1 }
      switch position {
      case 0: return Int(indices.first)
      case 1: return Int(indices.second)
      case 2: return Int(indices.third)
      default: return Int(indices.fourth)
      }
    }
  }
}

/// What a stack keeps about one child between layouts. Flags rather than optionals, and no
/// value that can be worked out from others, keep the record small: a wide stack walks
/// thousands of them, and a large tree's records do not all fit in the cache.
private struct ChildRecord {
  // What placing reads comes first.

  /// The child, kept here as well as in `content` so that a pass over the records does not
  /// also walk the array of children. Unmanaged: `content` keeps it alive, the records are
  /// made from it, and `StackNode.withChild(at:_:)` calls into it without retaining it.
  let child: Unmanaged<LayoutNode>
  /// The child, retained for as long as it is used.
  var node: LayoutNode { child.takeUnretainedValue() }
  var flags: RecordFlags = []
  /// The child's size and proposal in the last arrangement.
  var size = CGSize.zero
  var proposal = ProposedViewSize.unspecified
  /// Where the child was last placed (valid with `isPlaced`), in the children's coordinates.
  var placedOrigin = CGPoint.zero
  /// The child's origin along the axis in the last arrangement.
  var position: CGFloat = 0
  /// The child's alignment guide at `size`, valid with `hasGuide`.
  var guide: CGFloat = 0
  /// The child's size for the smallest proposal along the axis.
  var minimum = CGSize.zero
  /// How much longer than its minimum the child can grow along the axis: its length for the
  /// largest proposal less its minimum.
  var flexibility: CGFloat = 0
  var priority: Double = 0
  /// Where laying the child out first reads, asked for ahead of it.
  let prefetch: SubtreePrefetch

  /// Whether the child answers every proposal along the axis alike (its minimum and maximum
  /// sizes are equal).
  var isRigid: Bool { flags.contains(.isRigid) }

  /// Sets the child's size and proposal for an arrangement; a change means the child must be
  /// placed again, and a new size its guide worked out again.
  mutating func assign(size: CGSize, proposal: ProposedViewSize) {
    if size != self.size {
      self.size = size
      flags.subtract([.hasGuide, .isPlaced])
    }
    if proposal != self.proposal {
      self.proposal = proposal
      flags.remove(.isPlaced)
    }
  }
}

/// A stack's pending work, and which of its optional values are set, as bits.
private struct StackState: OptionSet {
  let rawValue: UInt8

  static let needsFullArrangement = StackState(rawValue: 1 << 0)
  static let checksEveryChild = StackState(rawValue: 1 << 1)
  static let hasArrangedProposal = StackState(rawValue: 1 << 2)
  static let hasLastProposal = StackState(rawValue: 1 << 3)
  static let hasPlacedLineResidual = StackState(rawValue: 1 << 4)
  static let probedAcrossIsNil = StackState(rawValue: 1 << 5)

  /// Inserts `bits` when `value` holds, else removes them.
  mutating func set(_ bits: StackState, _ value: Bool) {
    if value { insert(bits) } else { remove(bits) }
  }
}

/// What a stack knows about one child, as bits.
private struct RecordFlags: OptionSet {
  let rawValue: UInt16

  /// `minimum`, `flexibility` and `priority` hold the child's probes.
  static let isProbed = RecordFlags(rawValue: 1 << 0)
  /// `guide` holds the guide at `size`.
  static let hasGuide = RecordFlags(rawValue: 1 << 1)
  /// The child was placed at `placedOrigin` with its size and proposal, and has not changed.
  static let isPlaced = RecordFlags(rawValue: 1 << 2)
  /// The child's minimum and maximum sizes are equal.
  static let isRigid = RecordFlags(rawValue: 1 << 3)
  /// `isFixed`, `hasGuides` and `readsRoot` hold the child's traits (learnt when probed),
  /// and `dependsOnRoot` whether it places from its root position (learnt when placed).
  static let traitsKnown = RecordFlags(rawValue: 1 << 4)
  static let isFixed = RecordFlags(rawValue: 1 << 5)
  static let hasGuides = RecordFlags(rawValue: 1 << 6)
  static let dependsOnRoot = RecordFlags(rawValue: 1 << 7)
  static let readsRoot = RecordFlags(rawValue: 1 << 8)
}

/// How many of a stack's records know their child's traits (`RecordFlags.traitsKnown`), and
/// how many of those children are not fixed, set guides, and read their root position.
private struct TraitCounts {
  var known: Int32 = 0
  var variable: Int32 = 0
  var guiding: Int32 = 0
  var readingRoot: Int32 = 0

  /// Counts a record's traits, if it knows them.
  mutating func add(_ flags: RecordFlags) { count(flags, by: 1) }

  /// Stops counting a record's traits, if it knew them.
  mutating func remove(_ flags: RecordFlags) { count(flags, by: -1) }

  private mutating func count(_ flags: RecordFlags, by step: Int32) {
    guard flags.contains(.traitsKnown) else { return }
    known += step
    if !flags.contains(.isFixed) { variable += step }
    if flags.contains(.hasGuides) { guiding += step }
    if flags.contains(.readsRoot) { readingRoot += step }
  }
}

/// A child's place in the order a stack offers space: least flexible first, then by position.
private struct FlexibilityEntry: Comparable {
  let flexibility: CGFloat
  let index: Int

  static func < (lhs: FlexibilityEntry, rhs: FlexibilityEntry) -> Bool {
    lhs.flexibility != rhs.flexibility ? lhs.flexibility < rhs.flexibility : lhs.index < rhs.index
  }
}
