import Foundation

/// A `Grid`'s columns and rows for one proposal, and where its cells go.
///
/// Columns are sized first, like the children of an `HStack` sharing the proposed width
/// (`StackSpaceSharing`): a column's length for a proposal is its widest cell's width at that
/// proposal (a cell spanning `n` columns asks each of them for an `n`th of its width, less the
/// spacing it covers). Then rows share the proposed height the same way, each as tall as its
/// tallest cell offered its columns' width. A cell marked unsized along an axis
/// (`gridCellUnsizedAxes(_:)`) takes no part in sizing that axis. Cells are aligned along
/// their column's and row's alignment guides, as in a stack, unless `gridCellAnchor(_:)`
/// places them; cells spanning several columns are aligned in the width they span.
@MainActor
struct GridArrangement {
  /// Each column's width and each row's height.
  private(set) var columnWidths: [CGFloat] = []
  private(set) var rowHeights: [CGFloat] = []
  /// Where each column and row starts, in the grid's coordinates.
  private(set) var columnStarts: [CGFloat] = []
  private(set) var rowStarts: [CGFloat] = []
  /// The grid's size.
  private(set) var size = CGSize.zero
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  /// Where a cell goes, in the grid's coordinates, and the proposal it is placed with.
  struct Placement: Equatable {
    var frame: CGRect
    var proposal: ProposedViewSize
  }

  init(
    _ structure: GridStructure, proposal: ProposedViewSize, horizontalSpacing: CGFloat,
    verticalSpacing: CGFloat
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    columnWidths = Self.share(
      proposal.width, count: structure.columnCount, spacing: horizontalSpacing,
      priority: { column in
        var priority = -Double.infinity
        for index in structure.sizingCells[column] {
          priority = max(priority, structure.cells[index].priority)
        }
        return priority == -.infinity ? 0 : priority
      },
      length: { column, proposed in
        Self.columnLength(column, proposed, structure, spacing: horizontalSpacing)
      })
    columnStarts = Self.starts(of: columnWidths, spacing: horizontalSpacing)
    let widths = structure.cells.map { spanWidth(column: $0.column, span: $0.span) }
    rowHeights = Self.share(
      proposal.height, count: structure.rowCount, spacing: verticalSpacing,
      priority: { row in
        var priority = -Double.infinity
        for index in structure.rows[row] where !structure.cells[index].unsized.contains(.vertical) {
          priority = max(priority, structure.cells[index].priority)
        }
        return priority == -.infinity ? 0 : priority
      },
      length: { row, proposed in Self.rowLength(row, proposed, structure, widths: widths) })
    rowStarts = Self.starts(of: rowHeights, spacing: verticalSpacing)
    size = CGSize(
      width: Self.total(columnWidths, spacing: horizontalSpacing),
      height: Self.total(rowHeights, spacing: verticalSpacing))
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  func spanWidth(column: Int, span: Int) -> CGFloat {
    guard span > 0, column + span <= columnWidths.count else { return 0 }
    var width = horizontalSpacing * CGFloat(span - 1)
    for index in column..<(column + span) { width += columnWidths[index] }
    return width
  }

  /// The space the grid gives `cell`: its columns across, its row down.
  func area(of cell: GridStructure.Cell) -> CGRect {
    guard cell.column < columnStarts.count, cell.row < rowStarts.count else { return .zero }
    return CGRect(
      x: columnStarts[cell.column], y: rowStarts[cell.row],
      width: spanWidth(column: cell.column, span: cell.span), height: rowHeights[cell.row])
  }

  /// Where each cell of `structure` goes: each is proposed its area and aligned in it.
  func placements(_ structure: GridStructure) -> [Placement] {
    let cells = structure.cells
    var areas: [CGRect] = []
    var sizes: [CGSize] = []
    areas.reserveCapacity(cells.count)
    sizes.reserveCapacity(cells.count)
    for cell in cells {
      let area = area(of: cell)
      areas.append(area)
      sizes.append(cell.node.sizeThatFits(ProposedViewSize(area.size)))
    }
    // The guides of a column's single cells meet on one line, and so do a row's cells'.
    var columnLines = Array(repeating: GuideLine(), count: columnWidths.count)
    var rowLines = Array(repeating: GuideLine(), count: rowHeights.count)
    var horizontalGuides = Array(repeating: CGFloat(0), count: cells.count)
    var verticalGuides = Array(repeating: CGFloat(0), count: cells.count)
    for (index, cell) in cells.enumerated() where cell.anchor == nil {
      let dimensions = cell.node.dimensions(sizes[index])
      let vertical = dimensions.value(of: structure.rowAlignments[cell.row].key)
      verticalGuides[index] = vertical
      rowLines[cell.row].add(guide: vertical, length: sizes[index].height)
      let horizontal = dimensions.value(of: structure.columnAlignments[cell.column].key)
      horizontalGuides[index] = horizontal
      if cell.span == 1 {
        columnLines[cell.column].add(guide: horizontal, length: sizes[index].width)
      }
    }
    var result: [Placement] = []
    result.reserveCapacity(cells.count)
    for (index, cell) in cells.enumerated() {
      let area = areas[index]
      let size = sizes[index]
      var origin = CGPoint.zero
      if let anchor = cell.anchor {
        origin.x = area.minX + anchor.x * (area.width - size.width)
        origin.y = area.minY + anchor.y * (area.height - size.height)
      } else {
        let columnKey = structure.columnAlignments[cell.column].key
        if cell.span == 1 {
          origin.x =
            area.minX
            + columnLines[cell.column].position(in: area.width, key: columnKey)
            - horizontalGuides[index]
        } else {
          origin.x =
            area.minX + Self.defaultGuide(columnKey, length: area.width) - horizontalGuides[index]
        }
        origin.y =
          area.minY
          + rowLines[cell.row].position(
            in: area.height, key: structure.rowAlignments[cell.row].key)
          - verticalGuides[index]
      }
      result.append(
        Placement(frame: CGRect(origin: origin, size: size), proposal: ProposedViewSize(area.size)))
    }
    return result
  }

  // MARK: Sizing

  /// The lengths of `count` tracks sharing `available` (less the spacing between them) as
  /// stacks share: every track at its ideal length when `available` is `nil`, at its maximum
  /// when infinite.
  private static func share(
    _ available: CGFloat?, count: Int, spacing: CGFloat, priority: (Int) -> Double,
    length: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard count > 0 else { return [] }
    guard let available, available.isFinite else {
      return (0..<count).map { length($0, available) }
    }
    var tracks: [StackSpaceSharing.Child] = []
    for index in 0..<count {
      tracks.append(
        StackSpaceSharing.Child(
          priority: priority(index), minimum: length(index, 0),
          maximum: length(index, .infinity)))
    }
    return StackSpaceSharing.share(
      available - spacing * CGFloat(count - 1), among: tracks, length: { length($0, $1) }
    ).map(\.length)
  }

  /// How wide column `column` is when offered `proposed`: as wide as its cells (their guides
  /// meeting on one line), and as an `n`th of what each cell that spans it and `n − 1` others
  /// needs.
  private static func columnLength(
    _ column: Int, _ proposed: CGFloat?, _ structure: GridStructure, spacing: CGFloat
  ) -> CGFloat {
    let proposal = ProposedViewSize(width: proposed, height: nil)
    let key = structure.columnAlignments[column].key
    var line = GuideLine()
    var length: CGFloat = 0
    for index in structure.sizingCells[column] {
      let cell = structure.cells[index]
      let size = cell.node.sizeThatFits(proposal)
      if cell.anchor == nil {
        line.add(guide: cell.node.dimensions(size).value(of: key), length: size.width)
      } else {
        length = max(length, size.width)
      }
    }
    length = max(length, line.length)
    for index in structure.sizingSpans[column] {
      let cell = structure.cells[index]
      let gaps = spacing * CGFloat(cell.span - 1)
      let width = cell.node.sizeThatFits(
        ProposedViewSize(width: proposed.map { $0 * CGFloat(cell.span) + gaps }, height: nil)
      ).width
      length = max(length, max(width - gaps, 0) / CGFloat(cell.span))
    }
    return length
  }

  /// How tall row `row` is when offered `proposed`: as tall as its cells, each offered the
  /// width of its columns, with their guides meeting on one line.
  private static func rowLength(
    _ row: Int, _ proposed: CGFloat?, _ structure: GridStructure, widths: [CGFloat]
  ) -> CGFloat {
    let key = structure.rowAlignments[row].key
    var line = GuideLine()
    var length: CGFloat = 0
    for index in structure.rows[row] {
      let cell = structure.cells[index]
      if cell.unsized.contains(.vertical) { continue }
      let size = cell.node.sizeThatFits(ProposedViewSize(width: widths[index], height: proposed))
      if cell.anchor == nil {
        line.add(guide: cell.node.dimensions(size).value(of: key), length: size.height)
      } else {
        length = max(length, size.height)
      }
    }
    return max(length, line.length)
  }

  private static func starts(of lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
    var starts: [CGFloat] = []
    var position: CGFloat = 0
    for length in lengths {
      starts.append(position)
      position += length + spacing
    }
    return starts
  }

  private static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    guard !lengths.isEmpty else { return 0 }
    return lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
  }

  /// Where guide `key` lies, by default, in a length along its axis.
  nonisolated static func defaultGuide(_ key: AlignmentKey, length: CGFloat) -> CGFloat {
    key.defaultValue(
      key.axis == .horizontal
        ? ViewDimensions(width: length, height: 0) : ViewDimensions(width: 0, height: length))
  }
}

/// The line along which a column's or a row's cells meet, as in a stack: as far from the start
/// as the farthest guide, and the cells reaching as far past it as the farthest reaches.
private struct GuideLine {
  private var line = -CGFloat.infinity
  private var tail = -CGFloat.infinity
  /// The longest cell's length.
  private var longest: CGFloat = 0

  /// Adds a cell whose guide is `guide` from its start and which is `length` long.
  mutating func add(guide: CGFloat, length: CGFloat) {
    longest = max(longest, length)
    // A cell of infinite length (asked for its maximum) has no line to meet.
    guard length.isFinite, guide.isFinite else { return }
    line = max(line, guide)
    tail = max(tail, length - guide)
  }

  /// The length the cells take along the line, 0 when there are none.
  var length: CGFloat {
    guard longest.isFinite, line != -.infinity else { return longest }
    return max(line + tail, longest)
  }

  /// Where the line lies in a track `available` long: where the guide `key` would lie in the
  /// track, less where it lies in the cells' own length, so that leading, centred and
  /// trailing cells sit at the start, the middle and the end.
  func position(in available: CGFloat, key: AlignmentKey) -> CGFloat {
    guard line != -.infinity else { return 0 }
    return GridArrangement.defaultGuide(key, length: available)
      - GridArrangement.defaultGuide(key, length: length) + line
  }
}
