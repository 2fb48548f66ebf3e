import Foundation

/// The rows of a list inside its scroll view: the primitive that makes the lazy node.
struct LazyListContent: View, PrimitiveView {
  let model: ListModel
  let scroll: ListScrollBox

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let (state, _) = context.attachment { ListLayoutState() }
    // The rows are made at layout, as they come into view; what was made there before is
    // kept until then.
    context.owner.deferContent(at: context.path)
    let metrics = ListMetrics(environment: context.environment)
    let node = LazyListNode(context, model: model, metrics: metrics, state: state)
    node.scroll = scroll
    return [node]
  }
}

/// Keeps the composite around a list's rows from running again while the list scrolls: its
/// value is the model, compared by identity.
struct ListRowsHost: View {
  let model: ListModel
  let scroll: ListScrollBox

  var body: some View { LazyListContent(model: model, scroll: scroll) }
}

/// What a list learnt about its rows' heights, kept across the nodes its updates make.
@MainActor
final class ListLayoutState: NodeAttachment {
  /// The width the heights were measured at.
  var width: CGFloat?
  /// Heights that differ from the estimate for their kind, by section and item.
  var deltas: [Int: ListHeightDeltas] = [:]
  /// The height a row is taken to have until it is measured: the first row measured's.
  var rowEstimate: CGFloat?
  /// The part of the list last shown, in the list's coordinates.
  var window: CGRect?
  /// Whether the list has been scrolled: until then only the items in view are made (the
  /// first frame makes no more than it shows), after that a margin around them too.
  var hasScrolled = false
  /// How many rows were made in all, for tests and benchmarks.
  var rowsMade = 0
  /// The identities of the items let go of as they scrolled away, the most recent last:
  /// the graph keeps what it made for them (their `@State`), up to `parkedLimit`, for when
  /// they scroll back.
  private(set) var parked: [IdentityPath] = []
  /// How many items scrolled away keep their state.
  static let parkedLimit = 500

  /// Keeps the state of the item at `path`, which scrolled away; the oldest kept beyond the
  /// limit are let go of.
  func park(_ path: IdentityPath) {
    parked.append(path)
    if parked.count > Self.parkedLimit { parked.removeFirst(parked.count - Self.parkedLimit) }
  }

  /// The item at `path` shows again.
  func unpark(_ path: IdentityPath) {
    if let index = parked.lastIndex(of: path) { parked.remove(at: index) }
  }
}

/// Where an item of a list is: its section and its place there (the header first, then the
/// rows, then the footer).
struct ListItemKey: Hashable, Comparable {
  let section: Int
  let item: Int

  static func < (lhs: ListItemKey, rhs: ListItemKey) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

/// An item of a list that is made: its node, its identity in the graph and its traits.
@MainActor
struct MadeListItem {
  let node: LayoutNode
  let path: IdentityPath
  let kind: ListItemKind
  var traits = ListRowTraits()
}

/// What an item of a section is.
enum ListItemKind: Equatable {
  case header
  case row(Int)
  case footer
}

/// The node of a list's rows: it makes only the rows in view (and a margin around them),
/// places them where the heights measured and estimated say, and draws their separators.
@MainActor
final class LazyListNode: LayoutNode {
  let model: ListModel
  let metrics: ListMetrics
  let state: ListLayoutState
  private let context: WeakNodeContext
  private let basePath: IdentityPath
  private var made: [ListItemKey: MadeListItem] = [:]
  private var ordered: [LayoutNode] = []
  private var orderedKeys: [ListItemKey] = []
  private var hasCleaned = false
  /// Told whether the list shows its top, for pull to refresh.
  var scroll: ListScrollBox?
  /// How far past the visible part rows are made, once the list scrolls.
  static let margin: CGFloat = 150

  /// How far past the visible part rows are made now: nothing before the list first
  /// scrolls, so that its first frame makes only what it shows.
  private var margin: CGFloat { state.hasScrolled ? Self.margin : 0 }

  init(_ context: NodeContext, model: ListModel, metrics: ListMetrics, state: ListLayoutState) {
    self.model = model
    self.metrics = metrics
    self.state = state
    self.context = WeakNodeContext(context)
    self.basePath = context.path
    super.init(context)
  }

  override var children: [LayoutNode] { ordered }

  /// The rows made depend on where the list is scrolled to.
  override var placesFromRootPosition: Bool { true }

  /// The number of rows made now, for tests.
  var madeRowCount: Int {
    made.values.filter { if case .row = $0.kind { true } else { false } }.count
  }

  // MARK: Geometry

  private var cellWidth: CGFloat { max((state.width ?? 0) - 2 * metrics.horizontalMargin, 0) }

  private func itemCount(_ section: Int) -> Int {
    let model = self.model.sections[section]
    return (model.header == nil ? 0 : 1) + model.shownRowCount + (model.footer == nil ? 0 : 1)
  }

  private func kind(section: Int, item: Int) -> ListItemKind {
    let model = self.model.sections[section]
    let hasHeader = model.header != nil
    if hasHeader && item == 0 { return .header }
    let row = item - (hasHeader ? 1 : 0)
    if row >= model.shownRowCount { return .footer }
    return .row(row)
  }

  private var rowEstimate: CGFloat { state.rowEstimate ?? metrics.minRowHeight }

  private var headerEstimate: CGFloat { metrics.isGrouped ? 42 : 28 }
  private static let footerEstimate: CGFloat = 23

  private func estimate(_ kind: ListItemKind) -> CGFloat {
    switch kind {
    case .header: headerEstimate
    case .row: rowEstimate
    case .footer: Self.footerEstimate
    }
  }

  /// The space before a section's first item.
  private func gap(before section: Int) -> CGFloat {
    let hasHeader = model.sections[section].header != nil
    if !metrics.isGrouped && metrics.style != .inset { return 0 }
    return hasHeader ? max(metrics.sectionSpacing - 35, 0) : metrics.sectionSpacing
  }

  /// The space after the last section.
  private var bottomPadding: CGFloat {
    metrics.isGrouped ? 35 : (metrics.style == .inset ? 20 : 0)
  }

  /// Where item `item` of `section` starts, from the start of the section's first item.
  private func offset(section: Int, item: Int) -> CGFloat {
    let model = self.model.sections[section]
    let hasHeader = model.header != nil
    var y: CGFloat = 0
    var rowsBefore = item
    if hasHeader && item > 0 {
      y += headerEstimate
      rowsBefore -= 1
    }
    rowsBefore = min(rowsBefore, model.shownRowCount)
    // Rows are spaced apart; the footer follows the last row directly.
    let isRow = rowsBefore < model.shownRowCount
    let spaces = isRow ? rowsBefore : max(rowsBefore - 1, 0)
    y += CGFloat(rowsBefore) * rowEstimate + CGFloat(spaces) * metrics.rowSpacing
    if let deltas = state.deltas[section] { y += deltas.sum(before: item) }
    return y
  }

  private func height(section: Int, item: Int) -> CGFloat {
    estimate(kind(section: section, item: item)) + (state.deltas[section]?[item] ?? 0)
  }

  /// The height of a section's items together.
  private func contentHeight(_ section: Int) -> CGFloat {
    let count = itemCount(section)
    guard count > 0 else { return 0 }
    return offset(section: section, item: count - 1) + height(section: section, item: count - 1)
  }

  /// Where each section's first item starts, and the list's whole height.
  private func sectionStarts() -> (starts: [CGFloat], total: CGFloat) {
    var starts: [CGFloat] = []
    starts.reserveCapacity(model.sections.count)
    var y: CGFloat = 0
    for section in model.sections.indices {
      y += gap(before: section)
      starts.append(y)
      y += contentHeight(section)
    }
    return (starts, y + bottomPadding)
  }

  /// The items that lie across `window` (the list's coordinates).
  private func items(in window: CGRect, starts: [CGFloat]) -> [ListItemKey] {
    var keys: [ListItemKey] = []
    for section in model.sections.indices {
      let count = itemCount(section)
      guard count > 0 else { continue }
      let top = starts[section]
      let bottom = top + contentHeight(section)
      guard bottom > window.minY, top < window.maxY else { continue }
      let localTop = window.minY - top
      let localBottom = window.maxY - top
      // Guess from the estimate, then walk to the first item that reaches the window.
      var item = min(max(Int(localTop / max(rowEstimate + metrics.rowSpacing, 1)), 0), count - 1)
      while item > 0 && offset(section: section, item: item) > localTop { item -= 1 }
      while item < count - 1
        && offset(section: section, item: item) + height(section: section, item: item)
          <= localTop
      {
        item += 1
      }
      while item < count && offset(section: section, item: item) < localBottom {
        keys.append(ListItemKey(section: section, item: item))
        item += 1
      }
    }
    return keys
  }

  // MARK: Making items

  /// Makes the items across `window` that are not made yet; returns whether any was.
  @discardableResult
  private func makeItems(in window: CGRect, starts: [CGFloat]) -> Bool {
    guard let context = context.context else { return false }
    var changed = false
    for key in items(in: window, starts: starts) where made[key] == nil {
      let item = makeItem(key, context: context)
      made[key] = item
      state.unpark(item.path)
      changed = true
    }
    if changed { reorder() }
    return changed
  }

  private func makeItem(_ key: ListItemKey, context: NodeContext) -> MadeListItem {
    let section = model.sections[key.section]
    let kind = kind(section: key.section, item: key.item)
    var path = context.path
    var traits = ListRowTraits()
    let view: any View
    switch kind {
    case .header:
      for component in section.path { path = path.appending(component) }
      path = path.appending(.index(-1))
      view = ListHeaderView(
        content: AnyView(erasing: section.header ?? EmptyView()), metrics: metrics)
    case .footer:
      for component in section.path { path = path.appending(component) }
      path = path.appending(.index(-2))
      view = ListFooterView(
        content: AnyView(erasing: section.footer ?? EmptyView()), metrics: metrics)
    case .row(let index):
      let item = section.row(index)
      for component in item.path { path = path.appending(component) }
      traits = ListRowTraits.of(item.view)
      let last = index == section.shownRowCount - 1
      view = ListRowView(
        content: AnyView(erasing: item.view), traits: traits,
        roundsTop: index == 0 || metrics.rowSpacing > 0,
        roundsBottom: last || metrics.rowSpacing > 0, metrics: metrics,
        selectionValue: item.selectionValue ?? traits.tag, selection: model.selection,
        source: item.source)
      state.rowsMade += 1
    }
    var itemContext = context
    itemContext.path = path
    let nodes = context.owner.evaluatingDuringLayout { itemContext.makeNodes(for: view) }
    let node = nodes.count == 1 ? nodes[0] : ListItemStackNode(itemContext, children: nodes)
    adopt(node)
    return MadeListItem(node: node, path: path, kind: kind, traits: traits)
  }

  private func reorder() {
    orderedKeys = made.keys.sorted()
    ordered = orderedKeys.map { made[$0]!.node }
    invalidateDrawing()
  }

  /// Lets go of the items outside `window`; the graph keeps what it made for the last
  /// `ListLayoutState.parkedLimit` of them (their state) and lets go of the rest.
  private func dropItems(outside window: CGRect, starts: [CGFloat]) {
    let keep = Set(items(in: window, starts: starts))
    var dropped = false
    for (key, item) in made where !keep.contains(key) {
      release(item.node)
      made.removeValue(forKey: key)
      state.park(item.path)
      dropped = true
    }
    if dropped { reorder() }
    // The graph lets go of what it made for items parked past the limit (and, the first
    // time, of items an earlier node of this list made that this one neither shows nor
    // keeps).
    guard dropped || !hasCleaned else { return }
    hasCleaned = true
    context.context?.owner.removeContent(
      under: basePath, keeping: Set(made.values.map(\.path) + state.parked))
  }

  /// Measures the items made and notes heights that differ from the estimates; returns
  /// whether any height changed.
  @discardableResult
  private func measureItems() -> Bool {
    var changed = false
    let proposal = ProposedViewSize(width: cellWidth, height: nil)
    for key in orderedKeys {
      guard let item = made[key] else { continue }
      let measured = item.node.sizeThatFits(proposal).height
      if case .row = item.kind, state.rowEstimate == nil {
        state.rowEstimate = measured
      }
      let delta = measured - estimate(item.kind)
      let old = state.deltas[key.section]?[key.item] ?? 0
      guard abs(delta - old) > 0.01 else { continue }
      changed = true
      state.deltas[key.section, default: ListHeightDeltas()].set(
        abs(delta) > 0.01 ? delta : 0, for: key.item)
    }
    return changed
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width ?? context.context?.graph.canvasRect?.width ?? 393
    if state.width != width {
      state.width = width
      state.deltas = [:]
    }
    let window =
      state.window
      ?? CGRect(x: 0, y: 0, width: width, height: context.context?.graph.canvasRect?.height ?? 852)
    // Make and measure what shows (as far as the last layout knew), so the height is right
    // where it matters; the rest is estimated.
    for _ in 0..<3 {
      let before = sectionStarts().starts
      makeItems(in: window.insetBy(dx: 0, dy: -margin), starts: before)
      if !measureItems() { break }
    }
    return CGSize(width: width, height: sectionStarts().total)
  }

  override func placeChildren(in bounds: CGRect) {
    let window = visibleWindow(bounds)
    if let last = state.window, abs(last.minY - window.minY) > 0.5 { state.hasScrolled = true }
    state.window = window
    scroll?.isAtTop = window.minY <= 0.5
    var (starts, total) = sectionStarts()
    let wanted = window.insetBy(dx: 0, dy: -margin)
    if makeItems(in: wanted, starts: starts), measureItems() {
      (starts, total) = sectionStarts()
    }
    dropItems(outside: window.insetBy(dx: 0, dy: -2 * Self.margin), starts: starts)
    let proposal = ProposedViewSize(width: cellWidth, height: nil)
    for key in orderedKeys {
      guard let item = made[key] else { continue }
      let y = starts[key.section] + offset(section: key.section, item: key.item)
      let size = item.node.sizeThatFits(proposal)
      item.node.place(
        in: CGRect(x: metrics.horizontalMargin, y: y, width: cellWidth, height: size.height),
        proposal: proposal)
    }
    // Heights learnt here change the list's own: lay out again before the frame is shown.
    if abs(total - bounds.height) > 0.5, let graph = context.context?.graph {
      graph.enqueueAction { [weak self] in self?.invalidateLayout() }
    }
  }

  /// The part of the list that shows through its scroll view, in its own coordinates.
  private func visibleWindow(_ bounds: CGRect) -> CGRect {
    var node = parent
    while let current = node, !(current is ScrollViewNode) { node = current.parent }
    guard let scroller = node else { return bounds }
    let origin = rootOrigin
    let viewport = (scroller as? ScrollViewNode)?.viewportFrame ?? scroller.frame
    return CGRect(
      x: 0, y: viewport.minY - origin.y, width: bounds.width, height: viewport.height)
  }

  // MARK: Drawing

  override func render(into list: inout DisplayList) {
    super.render(into: &list)
    renderSeparators(into: &list)
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    render(into: &list)
  }

  /// Draws the lines between rows: from the leading edge of the row's text to the cell's
  /// trailing edge, unless a row hides them.
  private func renderSeparators(into list: inout DisplayList) {
    let thickness = displayScale > 0 ? max(1 / displayScale, 1.0 / 3) : 1
    for (position, key) in orderedKeys.enumerated() {
      guard let item = made[key], case .row(let index) = item.kind else { continue }
      let section = model.sections[key.section]
      guard index < section.shownRowCount - 1, metrics.rowSpacing == 0 else { continue }
      guard !item.traits.separatorHidden.bottom else { continue }
      if position + 1 < orderedKeys.count, let next = made[orderedKeys[position + 1]],
        next.traits.separatorHidden.top
      {
        continue
      }
      let frame = item.node.frame
      let row = ListRowNode.find(in: item.node)
      let leading =
        firstTextNode(in: item.node)?.frame.minX ?? (frame.minX + metrics.rowInsets.leading)
      let swipe = row?.swipeOffset ?? 0
      let color = (item.traits.separatorTint ?? ListColors.separator).resolve(in: environment)
      let line = CGRect(
        x: leading, y: frame.maxY - thickness, width: max(frame.maxX - leading + min(swipe, 0), 0),
        height: thickness)
      emit(.fill(Path(line), .color(color)), into: &list)
    }
  }

  /// The first text in `node`'s subtree, in order, for where a separator starts.
  private func firstTextNode(in node: LayoutNode) -> LayoutNode? {
    var stack = [node]
    var visited = 0
    while let current = stack.popLast(), visited < 200 {
      visited += 1
      if current is TextNode { return current }
      if let row = current as? ListRowNode {
        stack.append(contentsOf: row.contentNodes.reversed())
        continue
      }
      stack.append(contentsOf: current.children.reversed())
    }
    return nil
  }
}

/// A row made of several nodes stacks them.
@MainActor
final class ListItemStackNode: LayoutNode {
  private let nodes: [LayoutNode]

  init(_ context: NodeContext, children: [LayoutNode]) {
    nodes = children
    super.init(context)
    adopt(children)
  }

  override var children: [LayoutNode] { nodes }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    var height: CGFloat = 0
    for node in nodes { height += node.sizeThatFits(proposal).height }
    return CGSize(width: proposal.width ?? 0, height: height)
  }

  override func placeChildren(in bounds: CGRect) {
    var y: CGFloat = 0
    for node in nodes {
      let size = node.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
      node.place(in: CGRect(x: 0, y: y, width: bounds.width, height: size.height))
      y += size.height
    }
  }
}
