import Foundation

/// Lays children out in a line along one axis: the one algorithm behind `HStack` and `VStack`.
///
/// Space is shared as SwiftUI shares it: children are offered space in groups of descending
/// `layoutPriority`; a group first keeps back the minimum lengths of lower-priority groups, then
/// offers its remaining space to its children in order of increasing flexibility (maximum
/// length minus minimum length), each an equal share of what is left.
@MainActor
final class StackNode: LayoutNode {
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

  /// Fixed when every child's size is.
  override var computesFixedSize: Bool {
    for child in content where !child.hasFixedSize { return false }
    return true
  }

  /// The total spacing between the children.
  private var totalSpacing: CGFloat {
    CGFloat(max(content.count - 1, 0)) * (spacing ?? Self.defaultSpacing)
  }

  /// Where each child goes, relative to the stack's origin, and the stack's size.
  struct Arrangement {
    var frames: [CGRect]
    var size: CGSize
    /// The position of the alignment guide across the stack.
    var line: CGFloat
  }

  private var lastArrangement: (proposal: ProposedViewSize, arrangement: Arrangement)?

  /// Children go one after another along the axis; across it, their alignment guides meet on
  /// one line, and the stack spans the aligned children.
  private func arrangement(for proposal: ProposedViewSize) -> Arrangement {
    if let lastArrangement, lastArrangement.proposal == proposal {
      return lastArrangement.arrangement
    }
    let sizes = childSizes(for: proposal)
    let across = axis.perpendicular
    var guides: [CGFloat] = []
    guides.reserveCapacity(sizes.count)
    var line: CGFloat = 0
    for index in content.indices {
      let guide = guide(index, size: sizes[index])
      guides.append(guide)
      line = index == 0 ? guide : max(line, guide)
    }
    var frames: [CGRect] = []
    frames.reserveCapacity(sizes.count)
    var position: CGFloat = 0
    var extent: CGFloat = 0
    let gap = spacing ?? Self.defaultSpacing
    for index in sizes.indices {
      let size = sizes[index]
      let offset = line - guides[index]
      frames.append(CGRect(origin: CGPoint(axis, along: position, across: offset), size: size))
      position += size[axis] + gap
      extent = max(extent, offset + size[across])
    }
    let length = position - (sizes.isEmpty ? 0 : gap)
    let result = Arrangement(
      frames: frames, size: CGSize(axis, along: max(length, 0), across: extent), line: line)
    lastArrangement = (proposal, result)
    return result
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrangement(for: proposal).size
  }

  override func placeChildren(in frame: CGRect) {
    let arrangement = arrangement(for: placementProposal)
    let proposals = childSizesAndProposals(for: placementProposal).proposals
    for index in content.indices {
      content[index].place(
        in: arrangement.frames[index].offsetBy(dx: frame.minX, dy: frame.minY),
        proposal: proposals[index])
    }
  }

  /// The stack's own guides: its alignment guide is the line children meet on; text
  /// baselines come from the first (or, for the last baseline, the last) child that has one;
  /// other guides from the first child that sets them.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let arrangement = arrangement(for: ProposedViewSize(size))
    if key == alignment { return arrangement.line }
    let pairs = Array(zip(content, arrangement.frames))
    let ordered = key == VerticalAlignment.lastTextBaseline.key ? pairs.reversed() : pairs
    for (child, frame) in ordered {
      if let value = child.guideValue(key, size: frame.size) {
        return value + frame.origin[key.axis]
      }
    }
    return nil
  }

  /// The children's sizes, and the proposals that gave them, for the last proposal.
  private var lastSizes:
    (proposal: ProposedViewSize, sizes: [CGSize], proposals: [ProposedViewSize])?

  override func clearLayoutCaches() {
    lastSizes = nil
    lastArrangement = nil
  }

  /// What the stack learnt about each child: its probes and its alignment guide. They
  /// outlive the stack's own caches; a child whose layout changed is asked again, the others
  /// answer from here, so a change in one child of a wide stack costs one child's questions.
  private var records: [ChildRecord] = []
  /// The proposal across the axis the probes were made with.
  private var probedAcross: CGFloat?

  override func childLayoutChanged(_ child: LayoutNode) {
    let index = child.indexInParent
    guard index < records.count, index < content.count, content[index] === child else {
      records.removeAll()
      return
    }
    records[index].probe = nil
    records[index].guideSize = nil
  }

  /// The child's probes for proposals across the axis of `across`, asked for only when the
  /// child changed since they were made.
  private func probe(_ index: Int, across: CGFloat?) -> ChildProbe {
    if records.count != content.count || probedAcross != across {
      records = [ChildRecord](repeating: ChildRecord(), count: content.count)
      probedAcross = across
    }
    if let probe = records[index].probe { return probe }
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
    let probe = ChildProbe(minimum: minimum, maximum: maximum, priority: child.layoutPriority)
    records[index].probe = probe
    return probe
  }

  /// The child's alignment guide at `size`, remembered for that size.
  private func guide(_ index: Int, size: CGSize) -> CGFloat {
    if index < records.count, records[index].guideSize == size { return records[index].guide }
    let value = content[index].dimensions(size).value(of: alignment)
    if index < records.count {
      records[index].guideSize = size
      records[index].guide = value
    }
    return value
  }

  /// The size each child chooses when the stack is offered `proposal`.
  private func childSizes(for proposal: ProposedViewSize) -> [CGSize] {
    childSizesAndProposals(for: proposal).sizes
  }

  private func childSizesAndProposals(for proposal: ProposedViewSize)
    -> (sizes: [CGSize], proposals: [ProposedViewSize])
  {
    if let lastSizes, lastSizes.proposal == proposal {
      return (lastSizes.sizes, lastSizes.proposals)
    }
    let result = computeChildSizes(for: proposal)
    lastSizes = (proposal, result.sizes, result.proposals)
    return result
  }

  private func computeChildSizes(for proposal: ProposedViewSize)
    -> (sizes: [CGSize], proposals: [ProposedViewSize])
  {
    let across = proposal[axis.perpendicular]
    func proposalAlong(_ along: CGFloat?) -> ProposedViewSize {
      var childProposal = ProposedViewSize(width: nil, height: nil)
      childProposal[axis] = along
      childProposal[axis.perpendicular] = across
      return childProposal
    }
    func propose(_ child: LayoutNode, _ along: CGFloat?) -> CGSize {
      child.sizeThatFits(proposalAlong(along))
    }
    guard let available = proposal[axis] else {
      var sizes: [CGSize] = []
      sizes.reserveCapacity(content.count)
      for child in content { sizes.append(propose(child, nil)) }
      return (sizes, [ProposedViewSize](repeating: proposalAlong(nil), count: content.count))
    }

    let count = content.count
    var sizes = [CGSize](repeating: .zero, count: count)
    var proposals = [ProposedViewSize](repeating: proposalAlong(0), count: count)
    var remaining = available - totalSpacing
    // Scratch space on the stack: this runs for every stack and every proposal.
    withUnsafeTemporaryAllocation(of: ChildProbe.self, capacity: count) { probes in
      var singlePriority = true
      var allRigid = true
      for index in 0..<count {
        let probe = self.probe(index, across: across)
        (probes.baseAddress! + index).initialize(to: probe)
        if probe.priority != probes[0].priority { singlePriority = false }
        if probe.minimum != probe.maximum { allRigid = false }
      }
      defer { probes.baseAddress!.deinitialize(count: count) }
      if allRigid {
        // Every child answers every proposal alike: no space to share.
        for index in 0..<count { sizes[index] = probes[index].minimum }
        return
      }
      var priorities: [Double] = []
      if singlePriority {
        if count > 0 { priorities = [probes[0].priority] }
      } else {
        for index in 0..<count where !priorities.contains(probes[index].priority) {
          priorities.append(probes[index].priority)
        }
        priorities.sort(by: >)
      }
      withUnsafeTemporaryAllocation(of: FlexibilityEntry.self, capacity: count) { order in
        for priority in priorities {
          var reserved: CGFloat = 0
          var members = 0
          for index in 0..<count {
            let probe = probes[index]
            if probe.priority == priority {
              (order.baseAddress! + members).initialize(
                to: FlexibilityEntry(
                  flexibility: probe.maximum[axis] - probe.minimum[axis], index: index))
              members += 1
            } else if probe.priority < priority {
              reserved += probe.minimum[axis]
            }
          }
          var ordered = UnsafeMutableBufferPointer(rebasing: order[0..<members])
          ordered.sort()
          var groupRemaining = remaining - reserved
          var unsized = members
          for entry in ordered {
            let index = entry.index
            let probe = probes[index]
            let size: CGSize
            if probe.minimum == probe.maximum {
              // A rigid child answers every proposal alike: no need to ask again.
              size = probe.minimum
            } else {
              let childProposal = proposalAlong(max(groupRemaining / CGFloat(unsized), 0))
              proposals[index] = childProposal
              size = content[index].sizeThatFits(childProposal)
            }
            sizes[index] = size
            groupRemaining -= size[axis]
            remaining -= size[axis]
            unsized -= 1
          }
        }
      }
    }
    return (sizes, proposals)
  }
}

/// What a stack learned about one child: its sizes for the smallest and largest proposals
/// along the axis, and its priority.
private struct ChildProbe {
  let minimum: CGSize
  let maximum: CGSize
  let priority: Double
}

/// What a stack keeps about one child between layouts.
private struct ChildRecord {
  var probe: ChildProbe?
  /// The size `guide` was computed at.
  var guideSize: CGSize?
  var guide: CGFloat = 0
}

/// A child's place in the order a stack offers space: least flexible first, then by position.
private struct FlexibilityEntry: Comparable {
  let flexibility: CGFloat
  let index: Int

  static func < (lhs: FlexibilityEntry, rhs: FlexibilityEntry) -> Bool {
    lhs.flexibility != rhs.flexibility ? lhs.flexibility < rhs.flexibility : lhs.index < rhs.index
  }
}
