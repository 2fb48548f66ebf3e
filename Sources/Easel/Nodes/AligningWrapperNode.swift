import Foundation

/// A wrapper that proposes its child a proposal derived from its own and aligns the child's
/// answer inside its frame: what fixed frames, flexible frames and `fixedSize` share. The
/// child's explicit guides pass through, moved by where the child sits.
@MainActor
class AligningWrapperNode: WrapperNode {
  /// Where the child went for a frame size, until layout is invalidated here: placing again
  /// at the same size (an animation frame below) does not work out guides again. First, as
  /// placing reads it every time and the alignment only when it does not match.
  private var placedOrigin: (frameSize: CGSize, childSize: CGSize, origin: CGPoint)?
  /// How the child is aligned inside the frame.
  let alignment: Alignment

  init(_ context: borrowing NodeContext, alignment: Alignment, child: LayoutNode) {
    self.alignment = alignment
    super.init(context, child: child)
  }

  /// The proposal the child gets when this node is proposed `proposal`.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  /// The proposal the child is placed with when this node was proposed `proposal`: by
  /// default the one that sized it.
  func placementChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    childProposal(proposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let childSize = child.sizeThatFits(childProposal(ProposedViewSize(size)))
    let origin = alignment.origin(of: child, size: childSize, in: size)
    return translatedAlignment(key, childOrigin: origin, childSize: childSize)
  }

  override func clearLayoutCaches() {
    placedOrigin = nil
  }

  override func placeChildren(in frame: CGRect) {
    let proposal = placementChildProposal(placementProposal)
    let size = withChild { $0.sizeThatFits(proposal) }
    let origin: CGPoint
    if size == frame.size, !withChild({ $0.hasExplicitGuides }) {
      // A child as large as the frame, whose guides are all the default ones, sits at the
      // frame's origin whatever the alignment: every guide is at the same place in both.
      // Neither the alignment nor the remembered origin, further into the object, is read.
      origin = .zero
    } else if let placedOrigin, placedOrigin.frameSize == frame.size,
      placedOrigin.childSize == size
    {
      origin = placedOrigin.origin
    } else {
      origin = alignment.origin(of: child, size: size, in: frame.size)
      placedOrigin = (frame.size, size, origin)
    }
    let childFrame = CGRect(
      origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: size)
    withChild { $0.place(in: childFrame, proposal: proposal) }
  }
}
