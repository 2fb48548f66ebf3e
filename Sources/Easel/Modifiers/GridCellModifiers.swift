import Foundation

/// How many columns a cell of a `Grid` row spans: `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey {
  static let defaultValue = 1
}

/// Where a cell of a `Grid` sits in the space the grid gives it: `gridCellAnchor(_:)`.
struct GridCellAnchorKey: LayoutValueKey {
  static let defaultValue: UnitPoint? = nil
}

/// The axes along which a `Grid` offers a cell no share of its space: `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesKey: LayoutValueKey {
  static let defaultValue: Axis.Set = []
}

/// The horizontal alignment a cell asks for its whole `Grid` column: `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

extension View {
  /// Makes this cell of a `GridRow` span `count` columns of its `Grid`, as SwiftUI does. The
  /// grid lays the cell out in the width of those columns and the spacing between them; a
  /// view placed in the grid outside a row spans every column whatever it says.
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
  }

  /// Places this cell in the space its `Grid` gives it so that its point at `anchor` sits on
  /// that space's point at `anchor`, overriding the column's and the row's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }

  /// Asks the enclosing `Grid` not to offer this view a share of its space along `axes`: the
  /// view does not decide how wide its column (or how tall its row) is, and is then offered
  /// the size the other cells decided. A `Divider` or `Color` row marked `.horizontal` takes
  /// the grid's width without widening it.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }

  /// Sets the horizontal alignment of every cell of the `Grid` column this view is in (the
  /// column it starts in), overriding the grid's. When several cells of a column set one,
  /// the topmost wins.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }
}

extension LayoutNode {
  /// The value set for `key` with `layoutValue(key:value:)` on this node's view (through any
  /// modifiers around it), or the key's default: what `LayoutSubview`'s subscript reads.
  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    var current = self
    while true {
      if let carrier = current as? LayoutValueNode<K> { return carrier.value }
      guard let wrapper = current as? WrapperNode else { return K.defaultValue }
      current = wrapper.child
    }
  }
}
