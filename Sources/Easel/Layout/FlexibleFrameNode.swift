import Foundation

/// A flexible frame, with SwiftUI's documented rules per dimension:
///
/// - The child is proposed the frame's proposal clamped to the minimum and maximum, with the
///   ideal replacing an unspecified proposal.
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

    func childProposal(_ proposal: CGFloat?) -> CGFloat? {
      guard var value = proposal else { return ideal }
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }

    func size(child: CGFloat, proposal: CGFloat?) -> CGFloat {
      guard min != nil || max != nil else { return child }
      let proposed = proposal ?? ideal ?? child
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
      if let max { result = Swift.min(result, max) }
      if let min { result = Swift.max(result, min) }
      return result
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
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: width.size(child: childSize.width, proposal: proposal.width),
      height: height.size(child: childSize.height, proposal: proposal.height))
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
