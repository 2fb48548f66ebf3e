import Foundation

/// A background or overlay: the primary child alone decides the size; the secondary layer is
/// proposed that size, aligned over it, and drawn behind or in front.
///
/// `PreferenceLayerNode` is one whose layer is made at layout, from the child's preference.
@MainActor
class SecondaryLayerNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// Whether the layer is drawn in front of the child (an overlay) or behind it.
  let inFront: Bool
  let alignment: Alignment
  /// The layer's nodes, which a subclass may make again (the drawing order is then made again).
  var layer: [LayoutNode] {
    didSet { ordered = [] }
  }

  init(
    _ context: NodeContext, layer: [LayoutNode], alignment: Alignment, inFront: Bool,
    child: LayoutNode
  ) {
    self.layer = layer
    self.alignment = alignment
    self.inFront = inFront
    super.init(context, child: child)
    adopt(layer)
  }

  override var children: [LayoutNode] {
    // Kept, not made on every call: drawing asks for the children on every frame.
    let index = inFront ? 0 : layer.count
    if ordered.count == layer.count + 1, ordered[index] === child { return ordered }
    ordered = inFront ? [child] + layer : layer + [child]
    return ordered
  }
  /// The children in drawing order, as last asked for.
  private var ordered: [LayoutNode] = []

  override func render(into list: inout DisplayList, visible: CGRect) {
    renderChildren(into: &list, visible: visible)
  }

  override func localDrawingBounds() -> CGRect? { childrenDrawingBounds() }

  override func anyChild(_ predicate: (LayoutNode) -> Bool) -> Bool {
    for node in children where predicate(node) { return true }
    return false
  }

  /// Draws the layer and the content in the order of `children`.
  override func render(into list: inout DisplayList) {
    for node in children { node.render(into: &list) }
  }

  override func placeChildren(in frame: CGRect) {
    child.place(in: frame, proposal: placementProposal)
    placeLayer(layer, over: child, aligned: alignment, in: frame)
  }
}

extension LayoutNode {
  /// Places `layer` (a background, an overlay or a mask) as SwiftUI does: each of its views
  /// proposed the size of `primary` (placed in `frame` with this node's proposal) and aligned
  /// in `frame` by `alignment`.
  final func placeLayer(
    _ layer: [LayoutNode], over primary: LayoutNode, aligned alignment: Alignment,
    in frame: CGRect
  ) {
    let proposal = ProposedViewSize(primary.sizeThatFits(placementProposal))
    for node in layer {
      let size = node.sizeThatFits(proposal)
      let origin = alignment.origin(of: node, size: size, in: frame.size)
      node.place(
        in: CGRect(
          origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: size),
        proposal: proposal)
    }
  }
}
