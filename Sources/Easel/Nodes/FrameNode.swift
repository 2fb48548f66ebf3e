import Foundation

/// A fixed frame: each given dimension replaces both the proposal to the child and the
/// reported size; the child is aligned inside.
@MainActor
final class FrameNode: AligningWrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// The given dimensions, as a proposal's two doubles rather than two optionals: half the
  /// size, and what `childProposal(_:)` reads.
  private let givenSize: ProposedViewSize

  var width: CGFloat? { givenSize.width }
  var height: CGFloat? { givenSize.height }

  init(
    _ context: borrowing NodeContext, width: CGFloat?, height: CGFloat?, alignment: Alignment,
    child: LayoutNode
  ) {
    self.givenSize = ProposedViewSize(width: width, height: height)
    super.init(context, alignment: alignment, child: child)
  }

  /// Fixed when both dimensions are given, or when the child's size is.
  override var computesFixedSize: Bool { (width != nil && height != nil) || child.hasFixedSize }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

}
