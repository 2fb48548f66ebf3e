import Easel
import Foundation

/// The flow layout of a `FlexiblePicker`: it splits its subviews into rows greedily, as a
/// collection view's flow layout does, and stacks the rows.
///
/// Each subview takes its ideal width plus `spacing`. Going through the subviews in order, a
/// subview joins the current row while the row's remaining width stays above zero after taking
/// it; otherwise the row ends and the subview starts the next one. The last, partial row is
/// kept. Every row is as tall as the tallest subview plus `spacing`, and the layout's height is
/// that row height times the number of rows. Rows line up inside the width by `alignment`, with
/// `spacing` between neighbours.
public struct FlexiblePickerLayout: Layout {
  /// The space between neighbouring chips, in a row and between rows.
  public var spacing: CGFloat
  /// How rows line up inside the layout's width.
  public var alignment: HorizontalAlignment

  /// Creates a flow layout with `spacing` between chips and rows aligned by `alignment`.
  public init(spacing: CGFloat = 12, alignment: HorizontalAlignment = .center) {
    self.spacing = spacing
    self.alignment = alignment
  }

  /// Splits items of the given widths (each already including the spacing after it) into rows
  /// that fit `lineWidth`, returning the indices of each row. An item wider than the whole line
  /// gets a row of its own; no row is empty.
  public static func rows(forWidths widths: [CGFloat], lineWidth: CGFloat) -> [[Int]] {
    var remaining = lineWidth
    var allLines: [[Int]] = []
    var singleLine: [Int] = []
    for (index, width) in widths.enumerated() {
      remaining -= width
      if remaining > 0 {
        singleLine.append(index)
      } else {
        if !singleLine.isEmpty { allLines.append(singleLine) }
        singleLine = [index]
        remaining = lineWidth - width
      }
    }
    if !singleLine.isEmpty { allLines.append(singleLine) }
    return allLines
  }

  /// The rows and the height of one row, for a line `width` wide.
  private func arrangement(subviews: Subviews, width: CGFloat) -> (
    sizes: [CGSize], rows: [[Int]], rowHeight: CGFloat
  ) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let rows = Self.rows(forWidths: sizes.map { $0.width + spacing }, lineWidth: width)
    let rowHeight = (sizes.map(\.height).max() ?? 0) + spacing
    return (sizes, rows, rowHeight)
  }

  /// The proposed width (all chips on one row when none is proposed), and the row height times
  /// the number of rows.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let ideal = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width + spacing }
    let width = proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal
    let (_, rows, rowHeight) = arrangement(subviews: subviews, width: width)
    return CGSize(width: width, height: rowHeight * CGFloat(rows.count))
  }

  /// Places the rows one under another, half the spacing from the top, each row's chips side
  /// by side at their ideal sizes, centred in the row's height.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (sizes, rows, rowHeight) = arrangement(subviews: subviews, width: bounds.width)
    for (rowIndex, row) in rows.enumerated() {
      let rowWidth =
        row.reduce(0) { $0 + sizes[$1].width } + spacing * CGFloat(max(row.count - 1, 0))
      var x: CGFloat
      switch alignment {
      case .leading: x = bounds.minX
      case .trailing: x = bounds.maxX - rowWidth
      default: x = bounds.minX + (bounds.width - rowWidth) / 2
      }
      let midY = bounds.minY + rowHeight * CGFloat(rowIndex) + rowHeight / 2
      for index in row {
        subviews[index].place(
          at: CGPoint(x: x, y: midY), anchor: .leading, proposal: ProposedViewSize(sizes[index]))
        x += sizes[index].width + spacing
      }
    }
  }
}
