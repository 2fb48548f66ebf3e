import Foundation

/// What the subviews of one custom layout container share: where their placements are
/// recorded during `placeSubviews`, a count of layout invalidations (so that helper nodes kept
/// in a cache know when their sizes are stale) and the context to make helper nodes in.
@MainActor
final class LayoutContainer {
  /// The context the container was made in; `nil` once the container left the graph. It
  /// holds its owner weakly: the owner's layout tree holds the container (`WeakNodeContext`).
  var context: NodeContext? { storedContext?.context }
  /// Dropped when the container leaves the graph, so that caches holding subviews do not
  /// make helper nodes for it any more.
  private var storedContext: WeakNodeContext?
  /// Goes up each time layout below the container is invalidated.
  private(set) var generation = 0
  private var placements: [Placement?]
  private var isPlacing = false

  init(context: NodeContext, count: Int) {
    self.storedContext = WeakNodeContext(context)
    self.placements = [Placement?](repeating: nil, count: count)
  }

  /// Sizes measured below the container may have changed.
  func invalidate() {
    generation += 1
  }

  /// Forgets the context.
  func releaseContext() {
    storedContext = nil
  }

  /// Starts a placement pass: no subview is placed yet.
  func beginPlacement() {
    for index in placements.indices { placements[index] = nil }
    isPlacing = true
  }

  /// Ends the placement pass and returns each subview's placement, `nil` where it was not
  /// placed.
  func endPlacement() -> [Placement?] {
    isPlacing = false
    return placements
  }

  /// Records the frame of the subview at `index` and the proposal that sized it; ignored
  /// outside a placement pass.
  func record(_ frame: CGRect, proposal: ProposedViewSize, at index: Int) {
    guard isPlacing, placements.indices.contains(index) else { return }
    placements[index] = Placement(frame: frame, proposal: proposal)
  }

  /// Where a layout put one subview.
  struct Placement {
    /// The subview's frame, in root coordinates.
    var frame: CGRect
    /// The proposal the subview was sized with.
    var proposal: ProposedViewSize
  }
}
