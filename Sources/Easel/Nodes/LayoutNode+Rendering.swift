import Foundation

/// Rendering: the drawing order of the children, the flags a `RenderCache` keeps on a node,
/// and appending to a display list.
extension LayoutNode {
  /// The children from back to front: in order, but those with a higher `zIndex` in front of
  /// those with a lower one (siblings of one `zIndex` keep their order).
  final var childrenInDrawingOrder: [LayoutNode] {
    let children = self.children
    guard children.count > 1, children.contains(where: { $0.zIndex != 0 }) else {
      return children
    }
    return children.indices
      .sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
      .map { children[$0] }
  }

  /// Whether a change of what this node draws is noted for the next display list (see
  /// `RenderCache`).
  final var drawingChangeNoted: Bool {
    get { flags.contains(.drawingChanged) }
    set {
      if newValue { flags.insert(.drawingChanged) } else { flags.remove(.drawingChanged) }
    }
  }

  /// Whether this node keeps what it draws between display lists (see `RenderCache`).
  final var cachesDrawing: Bool {
    get { flags.contains(.cachesDrawing) }
    set {
      if newValue { flags.insert(.cachesDrawing) } else { flags.remove(.cachesDrawing) }
    }
  }

  /// Appends what the children draw, in order, leaving out those that cannot show inside
  /// `visible`.
  final func renderChildren(into list: inout DisplayList, visible: CGRect) {
    for child in childrenInDrawingOrder where child.mayShow(in: visible) {
      child.render(into: &list, visible: visible)
    }
  }

  /// Appends an operation made by this node.
  func emit(_ operation: DisplayList.Operation, into list: inout DisplayList) {
    list.items.append(DisplayList.Item(operation: operation, source: id))
  }
}
