import Foundation

/// The rows, columns and cells of a `Grid`, worked out from the nodes of its content: each
/// `GridRow` is a row whose views are cells, one column after another (`gridCellColumns(_:)`
/// spans several); any other view is a row of its own, one cell across every column.
@MainActor
struct GridStructure {
  /// One cell: a view and the place the grid gives it.
  struct Cell {
    /// The cell's node, as its row holds it.
    let node: LayoutNode
    let row: Int
    /// The first column the cell covers.
    let column: Int
    /// How many columns it covers.
    let span: Int
    /// The axes along which the cell does not size its column or row
    /// (`gridCellUnsizedAxes(_:)`).
    let unsized: Axis.Set
    /// Where the cell sits in its space (`gridCellAnchor(_:)`), or `nil` to be aligned.
    let anchor: UnitPoint?
    /// The cell's `layoutPriority`.
    let priority: Double
  }

  /// What one node of the grid's content is.
  enum Item {
    /// A `GridRow`'s node (the row it stands for): its cells are the row's.
    case row(GridRowNode, index: Int)
    /// A view outside a row: the only cell of its row, index `cell`.
    case lone(cell: Int)
  }

  private(set) var cells: [Cell] = []
  /// The content's nodes, in order, as rows and lone cells.
  private(set) var items: [Item] = []
  /// The indices of each row's cells.
  private(set) var rows: [[Int]] = []
  /// How each row aligns its cells vertically: the row's alignment, else the grid's.
  private(set) var rowAlignments: [VerticalAlignment] = []
  /// How each column aligns its cells horizontally: the topmost `gridColumnAlignment(_:)`
  /// among the cells that start in it, else the grid's.
  private(set) var columnAlignments: [HorizontalAlignment] = []
  /// Per column, the cells that cover only it and size it.
  private(set) var sizingCells: [[Int]] = []
  /// Per column, the cells that cover it and others, and size their columns.
  private(set) var sizingSpans: [[Int]] = []

  var columnCount: Int { columnAlignments.count }
  var rowCount: Int { rows.count }

  /// The structure of a grid whose content made `nodes`, aligned by `alignment`.
  init(content nodes: [LayoutNode], alignment: Alignment) {
    // The grid has as many columns as its widest row; a grid of lone views has one.
    var rowNodes: [GridRowNode?] = []
    var columnCount = 0
    for node in nodes {
      let row = GridRowNode.row(in: node)
      rowNodes.append(row)
      if let row {
        var width = 0
        for cell in row.cells { width += cell.layoutValue(GridCellColumnsKey.self) }
        columnCount = max(columnCount, width)
      } else {
        columnCount = max(columnCount, 1)
      }
    }
    var chosenAlignments: [HorizontalAlignment?] = Array(repeating: nil, count: columnCount)
    for (node, row) in zip(nodes, rowNodes) {
      let rowIndex = rows.count
      var indices: [Int] = []
      if let row {
        var column = 0
        for cellNode in row.cells {
          let span = min(cellNode.layoutValue(GridCellColumnsKey.self), columnCount - column)
          guard span > 0 else { break }
          if chosenAlignments[column] == nil {
            chosenAlignments[column] = cellNode.layoutValue(GridColumnAlignmentKey.self)
          }
          indices.append(cells.count)
          cells.append(Self.cell(cellNode, row: rowIndex, column: column, span: span))
          column += span
        }
        items.append(.row(row, index: rowIndex))
        rowAlignments.append(row.alignment ?? alignment.vertical)
      } else {
        if chosenAlignments[0] == nil {
          chosenAlignments[0] = node.layoutValue(GridColumnAlignmentKey.self)
        }
        indices.append(cells.count)
        items.append(.lone(cell: cells.count))
        cells.append(Self.cell(node, row: rowIndex, column: 0, span: columnCount))
        rowAlignments.append(alignment.vertical)
      }
      rows.append(indices)
    }
    columnAlignments = chosenAlignments.map { $0 ?? alignment.horizontal }
    sizingCells = Array(repeating: [], count: columnCount)
    sizingSpans = Array(repeating: [], count: columnCount)
    for (index, cell) in cells.enumerated() where !cell.unsized.contains(.horizontal) {
      if cell.span == 1 {
        sizingCells[cell.column].append(index)
      } else {
        for column in cell.column..<(cell.column + cell.span) { sizingSpans[column].append(index) }
      }
    }
  }

  private static func cell(_ node: LayoutNode, row: Int, column: Int, span: Int) -> Cell {
    Cell(
      node: node, row: row, column: column, span: span,
      unsized: node.layoutValue(GridCellUnsizedAxesKey.self),
      anchor: node.layoutValue(GridCellAnchorKey.self), priority: node.layoutPriority)
  }
}
