/// A wrapper that carries what accessibility modifiers said about the view it wraps. It does
/// not change layout or drawing; the accessibility tree reads it.
@MainActor
final class AccessibilityNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The attributes of the wrapped view, merged over all the modifiers applied directly to it.
  let attributes: AccessibilityAttributes

  init(_ context: NodeContext, attributes: AccessibilityAttributes, child: LayoutNode) {
    self.attributes = attributes
    super.init(context, child: child)
  }

  override var accessibilityIdentifier: String? { attributes.identifier }

  /// Wraps `node` in a node carrying `attributes`. When `node` already carries the attributes
  /// of modifiers applied directly to the same view (no other modifier or view in between),
  /// the two are merged into one node, so that a label, a value and traits on one view make
  /// one element.
  static func wrap(
    _ node: LayoutNode, with attributes: AccessibilityAttributes, in context: NodeContext
  ) -> AccessibilityNode {
    if let inner = node as? AccessibilityNode, inner.attributes.canMerge(attributes) {
      return AccessibilityNode(
        context, attributes: inner.attributes.merging(attributes), child: inner.child)
    }
    return AccessibilityNode(context, attributes: attributes, child: node)
  }
}
