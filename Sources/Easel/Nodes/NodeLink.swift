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
