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

  /// How many render caches exist now, in every graph of the process. While there are none,
  /// a change to what a node draws has no cache to drop and is not noted: laying out a tree
  /// that was never drawn costs no bookkeeping, even in a process that draws other trees.
  static let liveCount = Atomic<Int>(0)

  init(items: [DisplayList.Item], origin: CGPoint, visible: CGRect?) {
    self.items = items
    self.origin = origin
    self.visible = visible
    RenderCache.liveCount.wrappingAdd(1, ordering: .relaxed)
  }

  deinit {
    RenderCache.liveCount.wrappingSubtract(1, ordering: .relaxed)
  }
}

extension LayoutNode {
  /// Counts display lists: a slot changed since the last one has `invalidatedGeneration`
  /// equal to the count then.
  static var drawingGeneration = 0
  /// Whether slots draw from their caches; tests turn it off to compare with drawing
  /// everything afresh.
  static var rendersFromCaches = true

  /// Notes that what this node draws changed: the render caches of the slots above it are
  /// dropped before the next display list (`flushDrawingChanges()`). Cheap: a node noted
  /// again before then is not noted twice.
  final func invalidateDrawing() {
    // While no slot keeps a cache there is nothing to drop (and nothing to hold on to in a
    // process that only lays out). A slot that keeps one later keeps what it draws then.
    guard RenderCache.liveCount.load(ordering: .relaxed) > 0, !drawingChangeNoted else { return }
    drawingChangeNoted = true
    Self.changedDrawings.append(self)
  }

  /// The nodes whose drawing changed since the last display list or layout pass.
  static var changedDrawings: [LayoutNode] = []

  /// Drops the render caches of the slots above every node whose drawing changed, stamping
  /// them with the generation now; a walk stops at a slot already stamped, whose ancestors
  /// were stamped with it.
  static func flushDrawingChanges() {
    guard !changedDrawings.isEmpty else { return }
    let generation = drawingGeneration
    for changed in changedDrawings {
      changed.drawingChangeNoted = false
      var node: LayoutNode? = changed
      while let current = node {
        if current.cachesDrawing {
          let slot = unsafeDowncast(current, to: SlotNode.self)
          if slot.invalidatedGeneration == generation { break }
          slot.invalidatedGeneration = generation
          slot.renderCache = nil
        }
        node = current.parent
      }
    }
    changedDrawings.removeAll(keepingCapacity: true)
  }
}

extension SlotNode {
  /// Draws the slot's content from its cache when it holds what the content would draw
  /// now, else draws it and, when nothing changed since the last display list, keeps it.
  func renderCached(
    into list: inout DisplayList, visible: CGRect?, draw: (inout DisplayList) -> Void
  ) {
    guard Self.rendersFromCaches else { return draw(&list) }
    let origin = rootOrigin
    if let cache = renderCache, cache.origin == origin, cache.visible == visible {
      list.items.append(contentsOf: cache.items)
      return
    }
    let start = list.items.count
    draw(&list)
    // A slot told of a change since the last list is changing: caching would be wasted.
    guard invalidatedGeneration < Self.drawingGeneration - 1 else {
      renderCache = nil
      return
    }
    renderCache = RenderCache(
      items: Array(list.items[start...]), origin: origin, visible: visible)
  }
}
