import Foundation

/// Overlays children, each offered the whole proposal; their alignment guides are lined up
/// and the stack is as large as the union of the aligned children.
@MainActor
final class ZStackNode: LayoutNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  let alignment: Alignment
  private let content: [LayoutNode]
  private var lastArrangement: (proposal: ProposedViewSize, arrangement: Arrangement)?

  /// Where each child goes, relative to the stack's origin, and the stack's size.
  struct Arrangement {
    var frames: [CGRect]
    var size: CGSize
  }

  init(_ context: NodeContext, alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.content = children
    super.init(context)
    adopt(children)
  }

  override var children: [LayoutNode] { content }

  /// Fixed when every child's size is.
  override var computesFixedSize: Bool {
    for child in content where !child.hasFixedSize { return false }
    return true
  }

  override func clearLayoutCaches() {
    lastArrangement = nil
  }

  private func arrangement(for proposal: ProposedViewSize) -> Arrangement {
    if let lastArrangement, lastArrangement.proposal == proposal {
      return lastArrangement.arrangement
    }
    // Plain loops: a closure here would be main-actor-isolated and pay a run-time isolation
    // check for every child. Each frame first holds the child's guide as its origin.
    var frames: [CGRect] = []
    frames.reserveCapacity(content.count)
    var line = CGPoint.zero
    for (index, child) in content.enumerated() {
      let size = child.sizeThatFits(proposal)
      let dimensions = child.dimensions(size)
      let guide = CGPoint(
        x: dimensions.value(of: alignment.horizontal.key),
        y: dimensions.value(of: alignment.vertical.key))
      if index == 0 { line = guide }
      if guide.x > line.x { line.x = guide.x }
      if guide.y > line.y { line.y = guide.y }
      frames.append(CGRect(origin: guide, size: size))
    }
    // The guides meet on the line; the stack reaches as far as its farthest child.
    var size = CGSize.zero
    for index in frames.indices {
      let guide = frames[index].origin
      frames[index].origin = CGPoint(x: line.x - guide.x, y: line.y - guide.y)
      let frame = frames[index]
      if index == 0 { size = CGSize(width: frame.maxX, height: frame.maxY) }
      if frame.maxX > size.width { size.width = frame.maxX }
      if frame.maxY > size.height { size.height = frame.maxY }
    }
    let result = Arrangement(frames: frames, size: size)
    lastArrangement = (proposal, result)
    return result
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrangement(for: proposal).size
  }

  override func placeChildren(in frame: CGRect) {
    let arrangement = arrangement(for: placementProposal)
    for (child, childFrame) in zip(content, arrangement.frames) {
      child.place(
        in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: placementProposal)
    }
  }

  /// The stack's own guides, merged from its children's explicit guides as a `StackNode`
  /// merges them.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    if key.merge == .none { return nil }
    let arrangement = arrangement(for: ProposedViewSize(size))
    var merged = GuideMerge.Result(key.merge)
    for (child, frame) in zip(content, arrangement.frames) {
      if let value = child.guideValue(key, size: frame.size) {
        merged.add(value + frame.origin[key.axis])
      }
    }
    return merged.value
  }
}
