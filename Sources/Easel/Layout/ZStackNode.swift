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
    let sizes = content.map { $0.sizeThatFits(proposal) }
    let guides = zip(content, sizes).map { child, size in
      let dimensions = child.dimensions(size)
      return CGPoint(
        x: dimensions.value(of: alignment.horizontal.key),
        y: dimensions.value(of: alignment.vertical.key))
    }
    let line = CGPoint(x: guides.map(\.x).max() ?? 0, y: guides.map(\.y).max() ?? 0)
    let frames = zip(sizes, guides).map { size, guide in
      CGRect(origin: CGPoint(x: line.x - guide.x, y: line.y - guide.y), size: size)
    }
    let size = CGSize(
      width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
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
