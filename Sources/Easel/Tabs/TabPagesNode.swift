import Foundation

/// The node of a tab view's tabs. With a tab bar it shows the selected tab alone: the others
/// are neither laid out, drawn, hit nor read by assistive technologies (their views, and
/// their state, stay in the graph). Paging, it lays the pages out side by side, the selected
/// one in the frame moved by the drag, and shows the selected page and its neighbours,
/// clipped to its frame.
@MainActor
final class TabPagesNode: LayoutNode {
  private let pages: [LayoutNode]
  private let shown: [LayoutNode]
  private let selectedIndex: Int
  private let paging: Bool
  private let pager: TabPager
  /// The selected page's index and the drag's offset, animated: a swipe's release and a
  /// change of selection slide the pages with the change's animation.
  private let position: AnimatedValue<Double>
  private let drag: AnimatedValue<Double>

  init(
    _ context: NodeContext, pages: [LayoutNode], selectedIndex: Int, paging: Bool,
    dragOffset: CGFloat, pager: TabPager
  ) {
    self.pages = pages
    self.selectedIndex = selectedIndex
    self.paging = paging
    self.pager = pager
    if pages.isEmpty {
      shown = []
    } else if paging {
      shown = Array(pages[max(selectedIndex - 1, 0)...min(selectedIndex + 1, pages.count - 1)])
    } else {
      shown = [pages[selectedIndex]]
    }
    let (position, _) = context.attachment {
      AnimatedValue(Double(selectedIndex), graph: context.graph)
    }
    let (drag, _) = context.secondAttachment {
      AnimatedValue(Double(dragOffset), graph: context.graph)
    }
    position.update(to: Double(selectedIndex), animation: context.animation)
    drag.update(to: Double(dragOffset), animation: context.animation)
    self.position = position
    self.drag = drag
    super.init(context)
    adopt(shown)
    let reference = NodeReference<LayoutNode>(self)
    position.onFrame = { reference.node?.setNeedsPlacement() }
    drag.onFrame = { reference.node?.setNeedsPlacement() }
    position.drawingNode = self
  }

  override var children: [LayoutNode] { shown }

  override var drawingRole: DrawingRole { paging ? .unknown : .children }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if paging { return proposal.replacingUnspecifiedDimensions() }
    return shown.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect) {
    pager.pageWidth = bounds.width
    guard paging else {
      shown.first?.place(in: bounds, proposal: placementProposal)
      return
    }
    let proposal = ProposedViewSize(bounds.size)
    for page in shown {
      guard let index = pages.firstIndex(where: { $0 === page }) else { continue }
      let size = page.sizeThatFits(proposal)
      let x =
        (CGFloat(index) - CGFloat(position.presented)) * bounds.width + CGFloat(drag.presented)
      page.place(
        in: CGRect(
          x: x + (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
          width: size.width, height: size.height), proposal: proposal)
    }
  }

  override func render(into list: inout DisplayList) {
    guard paging else { return super.render(into: &list) }
    var inner = DisplayList()
    for page in shown { page.render(into: &inner) }
    list.items.append(DisplayList.Item(operation: .clip(Path(frame), inner.items), source: id))
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    guard paging else { return super.render(into: &list, visible: visible) }
    render(into: &list)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard paging else { return super.hitTest(point) }
    // The pager takes touches anywhere in its frame, for its swipe.
    guard frame.contains(point) else { return nil }
    return super.hitTest(point) ?? self
  }
}
