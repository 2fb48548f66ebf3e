import Foundation

/// Where a subtree draws, for leaving out what lies wholly outside the canvas (see
/// `LayoutNode.localDrawingBounds()`).
extension LayoutNode {
  /// Where the origin of `child`, one of this node's children, lies in this node's own
  /// coordinates, as drawn now: its presented frame's origin moved by the children's origin.
  final func drawnOrigin(of child: LayoutNode) -> CGPoint {
    let offset = placementAnimation == nil ? childOffset : presentedChildOffset
    let origin =
      child.placementAnimation == nil ? child.localFrame.origin : child.presentedLocalFrame.origin
    return CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
  }

  /// The drawing bounds of `child`, one of this node's children, in this node's coordinates;
  /// `nil` when not known.
  final func drawingBounds(of child: LayoutNode) -> CGRect? {
    // The child's origin is measured from its parent's: it must be this node's own child.
    assert(child.parent === self, "drawing bounds of a node that is not a child")
    guard let bounds = child.localDrawingBounds() else { return nil }
    return bounds.moved(by: drawnOrigin(of: child))
  }

  /// The union of the children's drawing bounds in this node's coordinates, or `nil` when
  /// one of them is not known.
  final func childrenDrawingBounds() -> CGRect? {
    var bounds = CGRect.null
    for child in children {
      guard let inner = drawingBounds(of: child) else { return nil }
      bounds = bounds.covering(inner)
    }
    return bounds
  }

  /// Whether what this node draws may show inside `visible` (root coordinates): `false` only
  /// when its frame and its drawing bounds both lie wholly outside.
  final func mayShow(in visible: CGRect) -> Bool {
    // A point of margin for the antialiased pixels just outside an edge.
    let area = CGRect(
      x: visible.origin.x - 1, y: visible.origin.y - 1, width: visible.size.width + 2,
      height: visible.size.height + 2)
    let frame = self.frame
    if frame.overlaps(area) { return true }
    guard let bounds = localDrawingBounds() else { return true }
    return !bounds.isNull && bounds.moved(by: frame.origin).overlaps(area)
  }
}
