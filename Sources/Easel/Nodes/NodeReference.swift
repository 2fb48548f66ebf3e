import Foundation

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
