import Foundation

/// A container that arranges its views in a two-dimensional layout, as SwiftUI's `Grid`:
/// each `GridRow` is a row whose views fill the columns in order; a view placed in the grid
/// outside a row is a row of its own spanning every column (a `Divider`, a heading).
///
/// Every column is as wide as its widest cell and every row as tall as its tallest; the grid
/// has as many columns as its longest row, and shorter rows leave their trailing cells empty.
/// Flexible cells share the proposed width as an `HStack`'s children do, column by column, and
/// the proposed height as a `VStack`'s, row by row. Cells are aligned by `alignment`, which a
/// row's alignment, `gridColumnAlignment(_:)` and `gridCellAnchor(_:)` override. Unlike the
/// lazy grids it lays out every view at once.
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid whose cells are aligned by `alignment`, `horizontalSpacing` apart in a
  /// row and `verticalSpacing` apart in a column (the default spacing when `nil`).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    // A view alone in the grid is a row of its own: a `Divider` there runs across.
    let inner = context.modifyingEnvironment {
      $0.stackAxis = .vertical
      $0[GridRowsKey.self] = true
    }
    return [
      GridNode(
        context, alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, children: inner.makeNodes(for: content))
    ]
  }
}

/// A horizontal row of a `Grid`: each of its views is a cell, in the next column (or the next
/// `gridCellColumns(_:)` columns). Outside a grid it is a plain group of its views, laid out
/// by the container it is in.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row whose cells are aligned vertically by `alignment` (the grid's alignment
  /// when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    guard context.environment.untrackedValue(for: GridRowsKey.self) else {
      return context.makeNodes(for: content)
    }
    // A `Divider` between the cells of a row stands upright, as in an `HStack`.
    let inner = context.modifyingEnvironment {
      $0.stackAxis = .horizontal
      $0[GridRowsKey.self] = false
    }
    return [GridRowNode(context, alignment: alignment, cells: inner.makeNodes(for: content))]
  }
}

/// Whether a `GridRow` made here is a row of a grid (in a `Grid`'s content) rather than a
/// group of views.
private struct GridRowsKey: EnvironmentKey {
  static let defaultValue = false
}
