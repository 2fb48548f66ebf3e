import Foundation

/// The node of a view arranged by a custom `Layout`: it asks the layout for its size, lets it
/// place the subviews, and asks it for its alignment guides and spacing.
///
/// The layout's cache lives in an attachment at the container's identity: the first node
/// makes it, and a node made again for the same container updates it once, on first use.
@MainActor
final class CustomLayoutNode<L: Layout>: LayoutNode, ViewSpacingProvider {
  /// The layout value.
  let layout: L
  private let content: [LayoutNode]
  private let container: LayoutContainer
  private let subviews: LayoutSubviews
  private let store: LayoutCacheAttachment<L>

  init(
    _ context: NodeContext, layout: L, children: [LayoutNode], store: LayoutCacheAttachment<L>
  ) {
    self.layout = layout
    self.content = children
    self.store = store
    let container = LayoutContainer(context: context, count: children.count)
    self.container = container
    var proxies: [LayoutSubview] = []
    proxies.reserveCapacity(children.count)
    for index in children.indices {
      proxies.append(LayoutSubview(node: children[index], index: index, container: container))
    }
    self.subviews = LayoutSubviews(
      proxies[...], container: container, direction: context.environment.layoutDirection)
    super.init(context)
    adopt(children)
    store.container = container
  }

  override var children: [LayoutNode] { content }

  /// Makes the cache on first use, or brings a cache made for an earlier node of the same
  /// container up to date with this node's subviews.
  private func prepareCache() {
    if store.cache == nil {
      store.cache = layout.makeCache(subviews: subviews)
      store.user = self
    } else if store.user !== self {
      store.user = self
      layout.updateCache(&store.cache!, subviews: subviews)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    prepareCache()
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &store.cache!)
  }

  override func placeChildren(in frame: CGRect) {
    prepareCache()
    container.beginPlacement()
    layout.placeSubviews(
      in: frame, proposal: placementProposal, subviews: subviews, cache: &store.cache!)
    let placements = container.endPlacement()
    for index in content.indices {
      let child = content[index]
      if let placed = placements[index] {
        child.place(in: placed.frame, proposal: placed.proposal)
      } else {
        // SwiftUI's `LayoutSubview.place` documentation: a subview the layout does not place
        // "appears at the center of its layout container and uses the layout container's
        // size proposal".
        let proposal = placementProposal
        let size = child.sizeThatFits(proposal)
        child.place(
          in: CGRect(
            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
            height: size.height),
          proposal: proposal)
      }
    }
  }

  /// Any layout may set guides, so the container always asks.
  override var setsExplicitGuides: Bool { true }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    prepareCache()
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = size == frame.size ? placementProposal : ProposedViewSize(size)
    switch key.axis {
    case .horizontal:
      return layout.explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
        cache: &store.cache!)
    case .vertical:
      return layout.explicitAlignment(
        of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
        cache: &store.cache!)
    }
  }

  var viewSpacing: ViewSpacing {
    prepareCache()
    return layout.spacing(subviews: subviews, cache: &store.cache!)
  }

  override func clearLayoutCaches() {
    container.invalidate()
  }
}

extension HorizontalAlignment {
  /// The alignment for a horizontal guide key.
  fileprivate init(key: AlignmentKey) {
    self.key = key
  }
}

extension VerticalAlignment {
  /// The alignment for a vertical guide key.
  fileprivate init(key: AlignmentKey) {
    self.key = key
  }
}
