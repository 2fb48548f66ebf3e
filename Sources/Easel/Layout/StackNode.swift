import Foundation

/// Lays children out in a line along one axis: the one algorithm behind `HStack` and `VStack`.
///
/// Space is shared as SwiftUI shares it: children are offered space in groups of descending
/// `layoutPriority`; a group first keeps back the minimum lengths of lower-priority groups, then
/// offers its remaining space to its children in order of increasing flexibility (maximum
/// length minus minimum length), each an equal share of what is left.
@MainActor
final class StackNode: LayoutNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// The axis children are laid along.
  let axis: Axis
  /// The guide across the stack along which children are aligned.
  let alignment: AlignmentKey
  /// The spacing between adjacent children; `nil` uses the default spacing.
  let spacing: CGFloat?
  private let content: [LayoutNode]

  /// The spacing between views when a stack gives none.
  nonisolated static let defaultSpacing: CGFloat = 8

  init(
    _ context: NodeContext, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?,
    children: [LayoutNode]
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.content = children
    super.init(context)
    adopt(children)
    for index in children.indices { children[index].indexInParent = index }
  }

  override var children: [LayoutNode] { content }

  /// Fixed when every child's size is; answered from the records where they know.
  override var computesFixedSize: Bool {
    let known = records.count == content.count
    for index in content.indices {
      if known, records[index].traitsKnown {
        if !records[index].isFixed { return false }
      } else if !content[index].hasFixedSize {
        return false
      }
    }
    return true
  }

  override var childrenHaveExplicitGuides: Bool {
    let known = records.count == content.count
    for index in content.indices {
      if known, records[index].traitsKnown {
        if records[index].hasGuides { return true }
      } else if content[index].hasExplicitGuides {
        return true
      }
    }
    return false
  }

  override var childrenDependOnRootPosition: Bool {
    guard records.count == content.count else { return super.childrenDependOnRootPosition }
    for index in content.indices where records[index].dependsOnRoot { return true }
    return false
  }

  /// The total spacing between the children.
  private var totalSpacing: CGFloat {
    CGFloat(max(content.count - 1, 0)) * (spacing ?? Self.defaultSpacing)
  }

  /// What the stack knows about each child, in one contiguous array: probes and guide, which
  /// outlive the stack's caches (a child whose layout changed is asked again, the others
  /// answer from here, so a change in one child of a wide stack costs one child's questions),
  /// and the size, proposal and frame of the last arrangement.
  private var records: [ChildRecord] = []
  /// The proposal across the axis the probes were made with.
  private var probedAcross: CGFloat?
  /// The proposal the records' sizes and frames are for, or `nil` when they are stale.
  private var arrangedProposal: ProposedViewSize?
  /// The stack's size for `arrangedProposal`.
  private var arrangedSize = CGSize.zero
  /// Where the children's alignment guides meet across the stack, for `arrangedProposal`.
  private var arrangedLine: CGFloat = 0

  override func clearLayoutCaches() {
    arrangedProposal = nil
  }

  override func childLayoutChanged(_ child: LayoutNode) {
    let index = child.indexInParent
    guard index < records.count, index < content.count, content[index] === child else {
      records.removeAll()
      return
    }
    records[index].isProbed = false
    records[index].hasGuide = false
    records[index].isPlaced = false
    records[index].traitsKnown = false
  }

  override func childNeedsPlacement(_ child: LayoutNode) {
    let index = child.indexInParent
    if index < records.count, index < content.count, content[index] === child {
      records[index].isPlaced = false
    }
  }

  override func layoutInvalidatedHere() {
    for index in records.indices { records[index].isPlaced = false }
  }

  /// Arranges the children for `proposal` unless they already are: children go one after
  /// another along the axis; across it, their alignment guides meet on one line, and the
  /// stack spans the aligned children.
  private func arrange(for proposal: ProposedViewSize) {
    if arrangedProposal == proposal { return }
    if records.count != content.count {
      records = [ChildRecord](repeating: ChildRecord(), count: content.count)
    }
    sizeChildren(for: proposal)
    let count = content.count
    let across = axis.perpendicular
    var line: CGFloat = 0
    for index in 0..<count {
      let guide = guide(index, size: records[index].size)
      line = index == 0 ? guide : max(line, guide)
    }
    var position: CGFloat = 0
    var extent: CGFloat = 0
    let gap = spacing ?? Self.defaultSpacing
    for index in 0..<count {
      let size = records[index].size
      let offset = line - records[index].guide
      records[index].frame = CGRect(
        origin: CGPoint(axis, along: position, across: offset), size: size)
      position += size[axis] + gap
      extent = max(extent, offset + size[across])
    }
    let length = position - (count == 0 ? 0 : gap)
    arrangedSize = CGSize(axis, along: max(length, 0), across: extent)
    arrangedLine = line
    arrangedProposal = proposal
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
    setChildOffset(CGPoint(axis, along: 0, across: line))
    let shift = CGPoint(axis, along: 0, across: -line)
    for index in content.indices {
      let record = records[index]
      let frame = record.frame.offsetBy(dx: shift.x, dy: shift.y)
      if record.isPlaced, record.placedFrame == frame, record.placedProposal == record.proposal,
        !record.dependsOnRoot
      {
        continue
      }
      content[index].place(in: frame, proposal: record.proposal)
      records[index].dependsOnRoot = content[index].dependsOnRootPosition == true
      records[index].isPlaced = true
      records[index].placedFrame = frame
      records[index].placedProposal = record.proposal
    }
  }

  /// The stack's own guides: its alignment guide is the line children meet on; text
  /// baselines come from the first (or, for the last baseline, the last) child that has one;
  /// other guides from the first child that sets them.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    arrange(for: ProposedViewSize(size))
    if key == alignment {
      // The line children meet on is an explicit guide only if a child sets that guide;
      // otherwise the stack's guide is the default one, as any view's.
      for index in content.indices
      where content[index].guideValue(key, size: records[index].frame.size) != nil {
        return arrangedLine
      }
      return nil
    }
    let last = key == VerticalAlignment.lastTextBaseline.key
    for step in content.indices {
      let index = last ? content.count - 1 - step : step
      let frame = records[index].frame
      if let value = content[index].guideValue(key, size: frame.size) {
        return value + frame.origin[key.axis]
      }
    }
    return nil
  }

  /// Probes the child at `index` for proposals across the axis of `across`, unless it was
  /// probed so and has not changed since.
  private func probe(_ index: Int, across: CGFloat?) {
    if records[index].isProbed { return }
    let child = content[index]
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
    let priority = child.layoutPriority
    if !records[index].traitsKnown {
      records[index].isFixed = child.hasFixedSize
      records[index].hasGuides = child.hasExplicitGuides
      records[index].traitsKnown = true
    }
    records[index].minimum = minimum
    records[index].maximum = maximum
    records[index].priority = priority
    records[index].isProbed = true
  }

  /// The child's alignment guide at `size`, remembered for that size.
  private func guide(_ index: Int, size: CGSize) -> CGFloat {
    if records[index].hasGuide, records[index].guideSize == size { return records[index].guide }
    let value = content[index].dimensions(size).value(of: alignment)
    records[index].guideSize = size
    records[index].guide = value
    records[index].hasGuide = true
    return value
  }

  /// Sets the size and proposal of every child's record for the stack's `proposal`.
  private func sizeChildren(for proposal: ProposedViewSize) {
    let across = proposal[axis.perpendicular]
    func proposalAlong(_ along: CGFloat?) -> ProposedViewSize {
      var childProposal = ProposedViewSize(width: nil, height: nil)
      childProposal[axis] = along
      childProposal[axis.perpendicular] = across
      return childProposal
    }
    let count = content.count
    guard let available = proposal[axis] else {
      let childProposal = proposalAlong(nil)
      for index in 0..<count {
        let size = content[index].sizeThatFits(childProposal)
        records[index].size = size
        records[index].proposal = childProposal
      }
      return
    }
    if probedAcross != across {
      for index in 0..<count { records[index].isProbed = false }
      probedAcross = across
    }
    var singlePriority = true
    var allRigid = true
    let rigidProposal = proposalAlong(0)
    for index in 0..<count {
      probe(index, across: across)
      let record = records[index]
      if record.priority != records[0].priority { singlePriority = false }
      if record.minimum != record.maximum { allRigid = false }
      // A rigid child answers every proposal alike: it keeps its minimum.
      records[index].size = record.minimum
      records[index].proposal = rigidProposal
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
              to: FlexibilityEntry(
                flexibility: record.maximum[axis] - record.minimum[axis], index: index))
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
          if record.minimum != record.maximum {
            let childProposal = proposalAlong(max(groupRemaining / CGFloat(unsized), 0))
            size = content[index].sizeThatFits(childProposal)
            records[index].size = size
            records[index].proposal = childProposal
          }
          groupRemaining -= size[axis]
          remaining -= size[axis]
          unsized -= 1
        }
      }
    }
  }
}

/// What a stack keeps about one child between layouts. Flags rather than optionals keep the
/// record compact: a wide stack walks thousands of them.
private struct ChildRecord {
  /// The child's sizes for the smallest and largest proposals along the axis.
  var minimum = CGSize.zero
  var maximum = CGSize.zero
  var priority: Double = 0
  var isProbed = false
  var hasGuide = false
  var isPlaced = false
  /// The child's alignment guide, and the size it was computed at.
  var guide: CGFloat = 0
  var guideSize = CGSize.zero
  /// The child's size, proposal and frame in the last arrangement.
  var size = CGSize.zero
  var proposal = ProposedViewSize.unspecified
  var frame = CGRect.zero
  /// The child's traits, valid when `traitsKnown`: whether its size is fixed and whether it
  /// has explicit guides (learnt when probed), and whether it places from its root position
  /// (learnt when placed).
  var traitsKnown = false
  var isFixed = false
  var hasGuides = false
  var dependsOnRoot = false
  /// The frame and proposal the child was last placed with, valid when `isPlaced`.
  var placedFrame = CGRect.zero
  var placedProposal = ProposedViewSize.unspecified
}

/// A child's place in the order a stack offers space: least flexible first, then by position.
private struct FlexibilityEntry: Comparable {
  let flexibility: CGFloat
  let index: Int

  static func < (lhs: FlexibilityEntry, rhs: FlexibilityEntry) -> Bool {
    lhs.flexibility != rhs.flexibility ? lhs.flexibility < rhs.flexibility : lhs.index < rhs.index
  }
}
