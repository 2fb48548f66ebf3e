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

extension CGRect {
  /// This rectangle moved by `offset`; the null rectangle stays null. Without Foundation's
  /// standardising, which costs more than the sum on Linux.
  func moved(by offset: CGPoint) -> CGRect {
    guard !isNull else { return self }
    return CGRect(
      x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
  }

  /// The smallest rectangle holding this one and `other`, for rectangles with non-negative
  /// sizes (as bounds are); the null rectangle holds nothing.
  func covering(_ other: CGRect) -> CGRect {
    if other.isNull { return self }
    if isNull { return other }
    let minX = Swift.min(origin.x, other.origin.x)
    let minY = Swift.min(origin.y, other.origin.y)
    let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
    let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether two rectangles with non-negative sizes share some area, as `intersects` says
  /// for them, without Foundation's standardising.
  func overlaps(_ other: CGRect) -> Bool {
    size.width > 0 && size.height > 0 && other.size.width > 0 && other.size.height > 0
      && origin.x < other.origin.x + other.size.width
      && other.origin.x < origin.x + size.width
      && origin.y < other.origin.y + other.size.height
      && other.origin.y < origin.y + size.height
  }
}
