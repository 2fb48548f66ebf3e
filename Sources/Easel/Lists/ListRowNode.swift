import Foundation

/// The primitive of a list row: makes the nodes of its parts for a `ListRowNode`.
struct ListRowLayout: View, PrimitiveView {
  let content: AnyView
  let background: AnyView?
  let isHighlighted: Bool
  let leadingControl: AnyView?
  let trailingControl: AnyView?
  let actions: AnyView?
  let swipeOffset: CGFloat
  let insets: EdgeInsets
  let metrics: ListMetrics
  let roundsTop: Bool
  let roundsBottom: Bool
  let geometry: ListRowGeometry

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    func make(_ view: AnyView?, _ index: Int) -> [LayoutNode] {
      guard let view else { return [] }
      return context.appending(.index(index)).makeNodes(for: view)
    }
    // Controls inside take their row layout (a menu picker shows its label).
    let rowContext = context.modifyingEnvironment { $0.isInListRow = true }
    let node = ListRowNode(
      context, content: rowContext.appending(.index(0)).makeNodes(for: content),
      background: make(background, 1),
      leading: make(leadingControl, 2), trailing: make(trailingControl, 3),
      actions: make(actions, 4), actionsOnTrailing: swipeOffset < 0)
    node.swipeOffset = swipeOffset
    node.insets = insets
    node.metrics = metrics
    node.roundsTop = roundsTop
    node.roundsBottom = roundsBottom
    node.isHighlighted = isHighlighted
    node.geometry = geometry
    return [node]
  }
}

/// The node of a list row: the cell (its background, rounded where its section's card is),
/// the content inside the row insets (at least 44 points tall), the edit controls beside it,
/// and swipe actions revealed behind it.
@MainActor
final class ListRowNode: LayoutNode {
  let contentNodes: [LayoutNode]
  private let backgroundNodes: [LayoutNode]
  private let leadingNodes: [LayoutNode]
  private let trailingNodes: [LayoutNode]
  private let actionNodes: [LayoutNode]
  private let actionsOnTrailing: Bool
  private let all: [LayoutNode]
  var swipeOffset: CGFloat = 0
  var insets = EdgeInsets()
  var metrics: ListMetrics!
  var roundsTop = false
  var roundsBottom = false
  var isHighlighted = false
  var geometry: ListRowGeometry?
  /// The space between an edit control and the content.
  static let controlGap: CGFloat = 14

  init(
    _ context: NodeContext, content: [LayoutNode], background: [LayoutNode],
    leading: [LayoutNode], trailing: [LayoutNode], actions: [LayoutNode], actionsOnTrailing: Bool
  ) {
    contentNodes = content
    backgroundNodes = background
    leadingNodes = leading
    trailingNodes = trailing
    actionNodes = actions
    self.actionsOnTrailing = actionsOnTrailing
    all = background + actions + leading + content + trailing
    super.init(context)
    adopt(all)
  }

  override var children: [LayoutNode] { all }

  /// The row node inside `node`, through the wrappers of its modifiers and slots.
  static func find(in node: LayoutNode) -> ListRowNode? {
    var current = node
    for _ in 0..<64 {
      if let row = current as? ListRowNode { return row }
      guard let wrapper = current as? WrapperNode else { return nil }
      current = wrapper.child
    }
    return nil
  }

  private func width(of nodes: [LayoutNode]) -> CGFloat {
    nodes.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
  }

  private var contentLeading: CGFloat {
    insets.leading + (leadingNodes.isEmpty ? 0 : width(of: leadingNodes) + Self.controlGap)
  }

  private var contentTrailing: CGFloat {
    insets.trailing + (trailingNodes.isEmpty ? 0 : width(of: trailingNodes) + Self.controlGap)
  }

  private func contentProposal(width: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width: max(width - contentLeading - contentTrailing, 0), height: nil)
  }

  private func contentHeight(width: CGFloat) -> CGFloat {
    let proposal = contentProposal(width: width)
    return contentNodes.reduce(0) { max($0, $1.sizeThatFits(proposal).height) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width ?? 0
    let height = max(metrics.minRowHeight, contentHeight(width: width) + insets.top + insets.bottom)
    return CGSize(width: width, height: height)
  }

  override func placeChildren(in bounds: CGRect) {
    geometry?.width = bounds.width
    geometry?.height = bounds.height
    let proposal = contentProposal(width: bounds.width)
    let inner = bounds.height - insets.top - insets.bottom
    for node in contentNodes {
      let size = node.sizeThatFits(proposal)
      node.place(
        in: CGRect(
          x: contentLeading + swipeOffset, y: insets.top + (inner - size.height) / 2,
          width: size.width, height: size.height), proposal: proposal)
    }
    for node in leadingNodes {
      let size = node.sizeThatFits(.unspecified)
      node.place(
        in: CGRect(
          x: insets.leading + swipeOffset, y: (bounds.height - size.height) / 2,
          width: size.width, height: size.height))
    }
    for node in trailingNodes {
      let size = node.sizeThatFits(.unspecified)
      node.place(
        in: CGRect(
          x: bounds.width - insets.trailing - size.width + swipeOffset,
          y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
    }
    for node in backgroundNodes {
      node.place(
        in: CGRect(x: swipeOffset, y: 0, width: bounds.width, height: bounds.height))
    }
    let revealed = abs(swipeOffset)
    for node in actionNodes {
      let x = actionsOnTrailing ? bounds.width - revealed : 0
      node.place(in: CGRect(x: x, y: 0, width: revealed, height: bounds.height))
    }
  }

  /// The cell's outline: its section's card's corners where it is the first or last row.
  private var cellPath: Path {
    let radius = metrics.cornerRadius
    guard radius > 0, roundsTop || roundsBottom else { return Path(frame) }
    return Path(
      roundedRect: frame,
      cornerRadii: RectangleCornerRadii(
        topLeading: roundsTop ? radius : 0, bottomLeading: roundsBottom ? radius : 0,
        bottomTrailing: roundsBottom ? radius : 0, topTrailing: roundsTop ? radius : 0),
      style: .continuous)
  }

  override func render(into list: inout DisplayList) {
    var cell = DisplayList()
    if backgroundNodes.isEmpty || isHighlighted {
      let color = (isHighlighted ? ListColors.selectedRow : metrics.cellBackground)
        .resolve(in: environment)
      cell.items.append(
        DisplayList.Item(
          operation: .fill(Path(frame.offsetBy(dx: swipeOffset, dy: 0)), .color(color)),
          source: id))
    }
    if !isHighlighted {
      for node in backgroundNodes { node.render(into: &cell) }
    }
    for node in actionNodes + leadingNodes + contentNodes + trailingNodes {
      node.render(into: &cell)
    }
    emit(.clip(cellPath, cell.items), into: &list)
    renderRemovalGhosts(into: &list)
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    render(into: &list)
  }

  /// The whole cell takes touches, as a table view cell does.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }
}
