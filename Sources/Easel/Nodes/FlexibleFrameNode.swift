import Foundation

/// A flexible frame, with SwiftUI's documented rules per dimension:
///
/// - The child is proposed the frame's proposal clamped to the minimum and maximum, with the
///   ideal replacing an unspecified proposal.
/// - Proposed nothing in a dimension with an ideal, the frame takes the ideal (kept between
///   the minimum and the maximum): it is "the ideal width of the resulting frame", whatever
///   the child's ideal is.
/// - With neither a minimum nor a maximum, the frame takes the child's size.
/// - With both, it takes the proposal (the ideal, then the child's size, when unspecified)
///   clamped to them.
/// - With only a minimum, it takes the proposal clamped to the minimum when the proposal is
///   less than the child's size, else the child's size — and never less than the minimum.
/// - With only a maximum, it takes the proposal clamped to the maximum when the proposal is
///   more than the child's size, else the child's size — and never more than the maximum.
@MainActor
final class FlexibleFrameNode: AligningWrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// The constraints of one dimension.
  struct Limits: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// `value` kept between the minimum and the maximum (the minimum wins when they cross).
    func clamped(_ value: CGFloat) -> CGFloat {
      var value = value
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }

    func childProposal(_ proposal: CGFloat?) -> CGFloat? {
      guard let proposal else { return ideal.map(clamped) }
      return clamped(proposal)
    }

    func size(child: CGFloat, proposal: CGFloat?) -> CGFloat {
      if proposal == nil, let ideal { return clamped(ideal) }
      guard min != nil || max != nil else { return child }
      let proposed = proposal ?? child
      var result: CGFloat
      if min != nil, max != nil {
        result = proposed
      } else if let min, proposed < child {
        result = Swift.max(proposed, min)
      } else if let max, proposed > child {
        result = Swift.min(proposed, max)
      } else {
        result = child
      }
      return clamped(result)
    }

    /// What the child is proposed when placed in a frame `size` long, the frame having been
    /// proposed `proposal`. Proposed a length, the child gets what sized it. Proposed nothing
    /// and with no ideal, the frame took the child's ideal length clamped to the limits: the
    /// child is proposed nothing again when the limits did not change it, else the frame's
    /// length, so that a colour in `frame(minWidth: 50)` is 50 wide at its ideal size too
    /// (SwiftUI's flexible frame places its child with its own size; OpenSwiftUI's
    /// `_FlexFrameLayout.childPlacementProposal` proposes nothing only inside the limits).
    func placementProposal(_ proposal: CGFloat?, size: CGFloat) -> CGFloat? {
      guard proposal == nil, ideal == nil else { return childProposal(proposal) }
      if (min ?? -.infinity) < size, size < (max ?? .infinity) { return nil }
      return size
    }
  }

  let width: Limits
  let height: Limits

  init(
    _ context: NodeContext, width: Limits, height: Limits, alignment: Alignment, child: LayoutNode
  ) {
    self.width = width
    self.height = height
    super.init(context, alignment: alignment, child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let idealWidth = width.ideal, let idealHeight = height.ideal,
      proposal.width == nil, proposal.height == nil
    {
      // The frame's own ideal size: the child need not be asked.
      return CGSize(width: width.clamped(idealWidth), height: height.clamped(idealHeight))
    }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: width.size(child: childSize.width, proposal: proposal.width),
      height: height.size(child: childSize.height, proposal: proposal.height))
  }

  override func placementChildProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    guard proposal.width == nil || proposal.height == nil else { return childProposal(proposal) }
    let size = sizeThatFits(proposal)
    return ProposedViewSize(
      width: width.placementProposal(proposal.width, size: size.width),
      height: height.placementProposal(proposal.height, size: size.height))
  }
}

/// The node made by `fixedSize`: the chosen dimensions are proposed as unspecified, so the
/// child takes its ideal size there whatever its parent offers.
@MainActor
final class FixedSizeNode: AligningWrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  let horizontal: Bool
  let vertical: Bool

  init(_ context: NodeContext, horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(context, alignment: .center, child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

}
