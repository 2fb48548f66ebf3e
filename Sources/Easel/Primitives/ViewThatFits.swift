import Foundation

/// A view that shows the first of its children that fits the space it is offered.
///
/// Children are tried in order: a child fits when its ideal size in each of the constrained
/// `axes` is no larger than the proposal there (its size in the other axes does not matter).
/// When none fits, the last child is shown. Only the chosen child is drawn; the others keep
/// their identity and state.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that picks the first child of `content` that fits along `axes`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let inner = context.modifyingEnvironment { $0.stackAxis = nil }
    return [ViewThatFitsNode(context, axes: axes, children: inner.makeNodes(for: content))]
  }
}

/// The node of a `ViewThatFits`: it measures with the chosen child and lays out only that one.
@MainActor
final class ViewThatFitsNode: LayoutNode {
  let axes: Axis.Set
  private let content: [LayoutNode]
  /// The child placed last; the last child until the node is first placed.
  private var selection: Int

  init(_ context: NodeContext, axes: Axis.Set, children: [LayoutNode]) {
    self.axes = axes
    self.content = children
    self.selection = max(children.count - 1, 0)
    super.init(context)
    adopt(children)
  }

  /// Only the chosen child is drawn, hit-tested and found by identifier.
  override var children: [LayoutNode] {
    content.indices.contains(selection) ? [content[selection]] : []
  }

  /// Any child may be chosen, so any child's guides count.
  override var setsExplicitGuides: Bool {
    for child in content where child.hasExplicitGuides { return true }
    return false
  }

  /// Any child may be chosen when the node is placed, so any child that reads its root
  /// position while placing counts, not the chosen one alone.
  override var childrenReadRootPosition: Bool {
    for child in content where child.subtreeReadsRootPosition { return true }
    return false
  }

  /// The index of the first child whose ideal size fits `proposal` in the constrained axes,
  /// else of the last child.
  private func choose(for proposal: ProposedViewSize) -> Int {
    // Trying a child does not show it: a child measured here is not placed as it is measured
    // (see `LayoutNode.placeEagerly`), only once it is chosen.
    let placing = tree.placesWhileMeasuring
    tree.placesWhileMeasuring = false
    defer { tree.placesWhileMeasuring = placing }
    let last = content.count - 1
    var ideal = proposal
    if axes.contains(.horizontal) { ideal.width = nil }
    if axes.contains(.vertical) { ideal.height = nil }
    for index in 0..<last {
      let size = content[index].sizeThatFits(ideal)
      if fits(size, proposal, .horizontal), fits(size, proposal, .vertical) { return index }
    }
    return last
  }

  private func fits(_ size: CGSize, _ proposal: ProposedViewSize, _ axis: Axis) -> Bool {
    let constrained = axis == .horizontal ? axes.contains(.horizontal) : axes.contains(.vertical)
    guard constrained, let limit = proposal[axis] else { return true }
    return size[axis] <= limit
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard !content.isEmpty else { return .zero }
    return content[choose(for: proposal)].sizeThatFits(proposal)
  }

  override func placeChildren(in frame: CGRect) {
    guard !content.isEmpty else { return }
    selection = choose(for: placementProposal)
    content[selection].place(in: frame, proposal: placementProposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard !content.isEmpty else { return nil }
    let index = size == frame.size ? selection : choose(for: ProposedViewSize(size))
    return content[index].guideValue(key, size: size)
  }
}
