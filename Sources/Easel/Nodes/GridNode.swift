import Foundation

/// The node of a `Grid`: it sizes columns and rows together (`GridArrangement`) and places
/// its rows, whose nodes place their cells where the grid says, and its lone views.
@MainActor
final class GridNode: LayoutNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat
  /// The content's nodes: rows (perhaps inside the slots of the views whose bodies made them)
  /// and lone views.
  private let content: [LayoutNode]
  /// The rows and cells, worked out once the layout is asked for, until it is invalidated.
  private var cachedStructure: GridStructure?
  /// The arrangements of the last few proposals, newest last.
  private var arrangements: [(proposal: ProposedViewSize, arrangement: GridArrangement)] = []
  /// Where the cells go for the proposal the grid was last placed with.
  private var placed: (proposal: ProposedViewSize, cells: [GridArrangement.Placement])?

  init(
    _ context: NodeContext, alignment: Alignment, horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?, children: [LayoutNode]
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing ?? StackNode.defaultSpacing
    self.verticalSpacing = verticalSpacing ?? StackNode.defaultSpacing
    self.content = children
    super.init(context)
    adopt(children)
  }

  override var children: [LayoutNode] { content }

  var structure: GridStructure {
    if let cachedStructure { return cachedStructure }
    let structure = GridStructure(content: content, alignment: alignment)
    cachedStructure = structure
    return structure
  }

  /// Fixed when every cell's size is.
  override var computesFixedSize: Bool {
    for cell in structure.cells where !cell.node.hasFixedSize { return false }
    return true
  }

  override func clearLayoutCaches() {
    cachedStructure = nil
    arrangements.removeAll()
    placed = nil
  }

  /// The arrangement for `proposal`, kept for the next few questions about it.
  func arrangement(for proposal: ProposedViewSize) -> GridArrangement {
    for entry in arrangements where entry.proposal == proposal { return entry.arrangement }
    let arrangement = GridArrangement(
      structure, proposal: proposal, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    if arrangements.count == 4 { arrangements.removeFirst() }
    arrangements.append((proposal, arrangement))
    return arrangement
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrangement(for: proposal).size
  }

  /// Where the cells go for the proposal the grid is placed with.
  private func cellPlacements() -> [GridArrangement.Placement] {
    if let placed, placed.proposal == placementProposal { return placed.cells }
    let cells = arrangement(for: placementProposal).placements(structure)
    placed = (placementProposal, cells)
    return cells
  }

  override func placeChildren(in bounds: CGRect) {
    let structure = self.structure
    let arrangement = arrangement(for: placementProposal)
    let cells = cellPlacements()
    for (node, item) in zip(content, structure.items) {
      switch item {
      case .row(let row, let index):
        // The row's cells follow the columns, which may have moved while the row did not:
        // the row (and the slots between it and the grid) place their children again.
        var current: LayoutNode? = row
        while let link = current, link !== self {
          link.setNeedsOwnPlacement()
          current = link.parent
        }
        let frame = CGRect(
          x: bounds.minX, y: bounds.minY + arrangement.rowStarts[index],
          width: arrangement.size.width, height: arrangement.rowHeights[index])
        node.place(in: frame, proposal: ProposedViewSize(frame.size))
      case .lone(let cell):
        let placement = cells[cell]
        node.place(
          in: placement.frame.offsetBy(dx: bounds.minX, dy: bounds.minY),
          proposal: placement.proposal)
      }
    }
  }

  /// Where the cells of `row` go, in the row's coordinates, or `nil` when it is not one of
  /// this grid's rows.
  func placements(of row: GridRowNode) -> [GridArrangement.Placement]? {
    let structure = self.structure
    for item in structure.items {
      guard case .row(let node, let index) = item, node === row else { continue }
      let arrangement = arrangement(for: placementProposal)
      let cells = cellPlacements()
      let top = index < arrangement.rowStarts.count ? arrangement.rowStarts[index] : 0
      return structure.rows[index].map { cell in
        var placement = cells[cell]
        placement.frame.origin.y -= top
        return placement
      }
    }
    return nil
  }

  /// The grid's own guides, merged from its cells' explicit guides as a stack merges them.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    if key.merge == .none { return nil }
    let structure = self.structure
    let proposal =
      arrangements.last(where: { $0.arrangement.size == size })?.proposal
      ?? ProposedViewSize(size)
    let cells = arrangement(for: proposal).placements(structure)
    var merged = GuideMerge.Result(key.merge)
    for (cell, placement) in zip(structure.cells, cells) {
      if let value = cell.node.guideValue(key, size: placement.frame.size) {
        merged.add(value + placement.frame.origin[key.axis])
      }
    }
    return merged.value
  }
}
