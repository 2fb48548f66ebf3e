import Foundation

/// The node of a `GridRow` inside a `Grid`: it holds the row's cells, which its grid sizes
/// along with every other row's, and places them where the grid says.
///
/// A row that finds no grid above it (a `GridRow` inside some other container of a grid's
/// cell) lays its cells out as a grid of one row would.
@MainActor
final class GridRowNode: LayoutNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// The row's vertical alignment, or `nil` for the grid's.
  let alignment: VerticalAlignment?
  /// The row's cells, in order.
  let cells: [LayoutNode]
  /// The row laid out alone, when it has no grid.
  private var ownStructure: GridStructure?
  private var ownArrangement: (proposal: ProposedViewSize, arrangement: GridArrangement)?

  init(_ context: NodeContext, alignment: VerticalAlignment?, cells: [LayoutNode]) {
    self.alignment = alignment
    self.cells = cells
    super.init(context)
    adopt(cells)
  }

  override var children: [LayoutNode] { cells }

  /// The row that `node`, a node of a grid's content, stands for: the node itself, or the
  /// row inside the slots of the views whose bodies made it; `nil` when it is no row.
  static func row(in node: LayoutNode) -> GridRowNode? {
    var current = node
    while let slot = current as? SlotNode { current = slot.child }
    return current as? GridRowNode
  }

  /// The grid this row is a row of, if any.
  private var grid: GridNode? {
    var current = parent
    while let slot = current as? SlotNode { current = slot.parent }
    return current as? GridNode
  }

  /// Fixed when every cell's size is.
  override var computesFixedSize: Bool {
    for cell in cells where !cell.hasFixedSize { return false }
    return true
  }

  override func clearLayoutCaches() {
    ownStructure = nil
    ownArrangement = nil
  }

  /// The row as a grid of its own: its cells in columns, 8 points apart.
  private func arrangementAlone(
    for proposal: ProposedViewSize
  ) -> (GridStructure, GridArrangement) {
    let structure =
      ownStructure
      ?? GridStructure(
        content: [self], alignment: Alignment(horizontal: .center, vertical: .center))
    ownStructure = structure
    if let ownArrangement, ownArrangement.proposal == proposal {
      return (structure, ownArrangement.arrangement)
    }
    let arrangement = GridArrangement(
      structure, proposal: proposal, horizontalSpacing: StackNode.defaultSpacing,
      verticalSpacing: StackNode.defaultSpacing)
    ownArrangement = (proposal, arrangement)
    return (structure, arrangement)
  }

  /// Its size as a grid of one row. A grid does not ask: it sizes the row's cells itself.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrangementAlone(for: proposal).1.size
  }

  override func placeChildren(in bounds: CGRect) {
    let placements: [GridArrangement.Placement]
    if let grid, let inGrid = grid.placements(of: self) {
      placements = inGrid
    } else {
      let (structure, arrangement) = arrangementAlone(for: placementProposal)
      placements = arrangement.placements(structure)
    }
    for (cell, placement) in zip(cells, placements) {
      cell.place(
        in: placement.frame.offsetBy(dx: bounds.minX, dy: bounds.minY),
        proposal: placement.proposal)
    }
  }
}
