import Foundation

/// A fixed frame: each given dimension replaces both the proposal to the child and the
/// reported size; the child is aligned inside.
@MainActor
final class FrameNode: WrapperNode {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  init(
    _ context: NodeContext, width: CGFloat?, height: CGFloat?, alignment: Alignment,
    child: LayoutNode
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(context, child: child)
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let childSize = child.sizeThatFits(childProposal(ProposedViewSize(size)))
    let origin = alignment.origin(of: child, size: childSize, in: size)
    return translatedAlignment(key, childOrigin: origin, childSize: childSize)
  }

  override func placeChildren(in frame: CGRect) {
    let proposal = childProposal(placementProposal)
    let size = child.sizeThatFits(proposal)
    let origin = alignment.origin(of: child, size: size, in: frame.size)
    child.place(
      in: CGRect(origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: size),
      proposal: proposal)
  }
}
