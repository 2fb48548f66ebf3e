import Foundation

/// Overlays children, each offered the whole proposal and aligned inside the union of their
/// sizes.
@MainActor
final class ZStackNode: LayoutNode {
  let alignment: Alignment
  private let content: [LayoutNode]

  init(_ context: NodeContext, alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.content = children
    super.init(context)
    adopt(children)
  }

  override var children: [LayoutNode] { content }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let sizes = content.map { $0.sizeThatFits(proposal) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func placeChildren(in frame: CGRect) {
    let proposal = ProposedViewSize(frame.size)
    for child in content {
      let size = child.sizeThatFits(proposal)
      let origin = alignment.origin(of: size, in: frame.size)
      child.place(
        in: CGRect(
          origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: size))
    }
  }
}
