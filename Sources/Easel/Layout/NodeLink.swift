import Foundation

/// A layout node's handle (`LayoutNode.link`), held by what must reach the node without
/// keeping it alive: its children, animated values, attachments. The node clears it when it
/// goes away, so a holder that outlives the node finds `nil` rather than a dangling node.
///
/// It stands in for `weak` references to layout nodes: a weak reference gives its object a
/// side table, and every retain and release of an object with a side table takes the
/// runtime's slow path. Layout and drawing retain nodes all the time.
final class NodeLink: @unchecked Sendable {
  /// The node; `nil` once it is gone. Only touched on the main actor and in the node's
  /// `deinit`, which runs when nothing else can reach the node.
  unowned(unsafe) var node: LayoutNode?

  init(_ node: LayoutNode) {
    self.node = node
  }
}

/// A reference to a layout node of type `Node` that does not keep it alive, as `weak` does,
/// without giving the node a side table (see `NodeLink`).
@MainActor
struct NodeReference<Node: LayoutNode> {
  private var link: NodeLink?

  /// Refers to `node`, or to nothing.
  init(_ node: Node?) {
    link = node?.link
  }

  /// The node, while it exists.
  var node: Node? {
    get {
      // No closure (`map`): a main-actor closure checks its executor at run time.
      guard let node = link?.node else { return nil }
      return unsafeDowncast(node, to: Node.self)
    }
    set { link = newValue?.link }
  }
}
