import Foundation

/// Insets its child: the proposal shrinks by the insets and the size grows by them.
@MainActor
final class PaddingNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Its size is its child's (plus fixed amounts), so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let insets: EdgeInsets

  init(_ context: NodeContext, insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    super.init(context, child: child)
  }

  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if let width = proposal.width { inner.width = max(width - insets.horizontal, 0) }
    if let height = proposal.height { inner.height = max(height - insets.vertical, 0) }
    return inner
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(innerProposal(proposal))
    return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    translatedAlignment(
      key, childOrigin: CGPoint(x: insets.leading, y: insets.top),
      childSize: CGSize(
        width: max(size.width - insets.horizontal, 0),
        height: max(size.height - insets.vertical, 0)))
  }

  override func placeChildren(in frame: CGRect) {
    child.place(
      in: CGRect(
        x: frame.minX + insets.leading, y: frame.minY + insets.top,
        width: max(frame.width - insets.horizontal, 0),
        height: max(frame.height - insets.vertical, 0)),
      proposal: innerProposal(placementProposal))
  }
}
