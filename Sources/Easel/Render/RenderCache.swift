import Foundation
import Synchronization

/// What a composite view's slot drew in an earlier display list, kept to be drawn again
/// while nothing below it changes: the items, where the slot was (root coordinates) and the
/// visible rectangle they were culled to.
///
/// Anything that changes what a node draws — its placement, its layout, an animated value it
/// shows, a child made or replaced — calls `invalidateDrawing()`, which drops the caches of
/// the slots above it. A slot keeps a cache only once it has gone a frame without a change,
/// so a view that animates on every frame never pays for copying its items.
///
/// A class, so that a slot holds one reference rather than 57 bytes: every view has a slot,
/// and most never keep a cache.
final class RenderCache {
  let items: [DisplayList.Item]
  let origin: CGPoint
  let visible: CGRect?
  /// The tree of the slot that keeps the cache, which counts its live caches
  /// (`LayoutTreeState.liveRenderCaches`).
  private let tree: LayoutTreeState

  init(items: [DisplayList.Item], origin: CGPoint, visible: CGRect?, tree: LayoutTreeState) {
    self.items = items
    self.origin = origin
    self.visible = visible
    self.tree = tree
    tree.liveRenderCaches.wrappingAdd(1, ordering: .relaxed)
  }

  deinit {
    tree.liveRenderCaches.wrappingSubtract(1, ordering: .relaxed)
  }
}

extension LayoutNode {
  /// Notes that what this node draws changed: the render caches of the slots above it are
  /// dropped before the next display list (`LayoutTreeState.flushDrawingChanges()`). Cheap:
  /// a node noted again before then is not noted twice.
  final func invalidateDrawing() {
    // While no slot of the tree keeps a cache there is nothing to drop (and nothing to hold
    // on to in a graph that only lays out). A slot that keeps one later keeps what it draws
    // then.
    guard tree.liveRenderCaches.load(ordering: .relaxed) > 0, !drawingChangeNoted else { return }
    drawingChangeNoted = true
    tree.changedDrawings.append(self)
  }
}

extension SlotNode {
  /// Draws the slot's content from its cache when it holds what the content would draw
  /// now, else draws it and, when nothing changed since the last display list, keeps it.
  func renderCached(
    into list: inout DisplayList, visible: CGRect?, draw: (inout DisplayList) -> Void
  ) {
    guard tree.rendersFromCaches else { return draw(&list) }
    let origin = rootOrigin
    if let cache = renderCache, cache.origin == origin, cache.visible == visible {
      list.items.append(contentsOf: cache.items)
      return
    }
    let start = list.items.count
    draw(&list)
    // A slot told of a change since the last list is changing: caching would be wasted.
    guard invalidatedGeneration < tree.drawingGeneration - 1 else {
      renderCache = nil
      return
    }
    renderCache = RenderCache(
      items: Array(list.items[start...]), origin: origin, visible: visible, tree: tree)
  }
}
