import Foundation

/// The node made by `position`: it takes the whole proposal (its child's size in a dimension
/// proposed nothing), proposes that size to its child, and puts the centre of the child at a
/// point in its own coordinates — so a colour takes the whole space, centred on the point.
@MainActor
final class PositionNode: WrapperNode {
  let position: CGPoint

  init(_ context: NodeContext, position: CGPoint, child: LayoutNode) {
    self.position = position
    super.init(context, child: child)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    return proposal.replacingUnspecifiedDimensions(by: child.sizeThatFits(proposal))
  }

  override func placeChildren(in frame: CGRect) {
    let proposal = ProposedViewSize(sizeThatFits(placementProposal))
    let size = child.sizeThatFits(proposal)
    child.place(
      in: CGRect(
        x: frame.minX + position.x - size.width / 2, y: frame.minY + position.y - size.height / 2,
        width: size.width, height: size.height), proposal: proposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
}

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable {
  /// Scale the content to fit inside the space, keeping its aspect ratio.
  case fit
  /// Scale the content to fill the space, keeping its aspect ratio.
  case fill
}

/// The node made by `aspectRatio`: it proposes its child the largest (fit) or smallest (fill)
/// size of the ratio for the proposal, and takes the child's answer. Proposed nothing, it
/// proposes nothing: the child takes its ideal size, whatever the ratio.
@MainActor
final class AspectRatioNode: WrapperNode {
  let ratio: CGFloat?
  let contentMode: ContentMode

  init(_ context: NodeContext, ratio: CGFloat?, contentMode: ContentMode, child: LayoutNode) {
    self.ratio = ratio
    self.contentMode = contentMode
    super.init(context, child: child)
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if proposal.width == nil, proposal.height == nil { return proposal }
    let ratio: CGFloat
    if let given = self.ratio {
      ratio = given
    } else {
      let ideal = child.sizeThatFits(.unspecified)
      ratio = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
    }
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return proposal
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?):
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let chosen: CGSize
      switch contentMode {
      case .fit: chosen = fits ? byWidth : byHeight
      case .fill: chosen = fits ? byHeight : byWidth
      }
      return ProposedViewSize(chosen)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  override func placeChildren(in frame: CGRect) {
    child.place(in: frame, proposal: childProposal(placementProposal))
  }
}

/// The modifier behind `position(_:)` and `position(x:y:)`.
public struct _PositionLayout: ViewModifier, WrappingModifier {
  let position: CGPoint

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    PositionNode(context, position: position, child: node)
  }
}

/// The modifier behind `aspectRatio(_:contentMode:)`.
public struct _AspectRatioLayout: ViewModifier, WrappingModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    AspectRatioNode(context, ratio: ratio, contentMode: contentMode, child: node)
  }
}

extension View {
  /// Puts the centre of this view at `position` in its parent's space, taking all the space
  /// it is offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }

  /// Puts the centre of this view at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Constrains this view to an aspect ratio (width / height); `nil` keeps its ideal ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
      contentMode: contentMode)
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(nil as CGFloat?, contentMode: .fit)
  }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(nil as CGFloat?, contentMode: .fill)
  }
}
