import Foundation

/// Removal ghosts: views removed from a container drawn inside it while they leave (see
/// `RemovalGhost`).
extension LayoutNode {
  /// Whether views removed from this container are leaving during the current display list;
  /// set and cleared by `ViewGraph.displayList()`.
  final var hostsRemovalGhosts: Bool {
    get { flags.contains(.hostsRemovalGhosts) }
    set {
      if newValue { flags.insert(.hostsRemovalGhosts) } else { flags.remove(.hostsRemovalGhosts) }
    }
  }

  /// Draws the views removed from this container that are still leaving (see
  /// `RemovalGhost`), after its children.
  final func renderRemovalGhosts(into list: inout DisplayList) {
    guard flags.contains(.hostsRemovalGhosts),
      let ghosts = tree.removalGhostHosts[ObjectIdentifier(self)]
    else { return }
    for ghost in ghosts where !ghost.wasDrawn {
      ghost.render(into: &list)
      ghost.wasDrawn = true
    }
  }
}
