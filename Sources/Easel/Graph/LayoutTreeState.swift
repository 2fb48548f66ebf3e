import Foundation
import Synchronization

/// What the layout nodes of one `ViewGraph` share while they are laid out and drawn: the
/// counters and lists that tell their caches they are stale, what the layout pass running
/// now asks of them, and the removed views drawn during a display list.
///
/// One per graph, held by each of its nodes (`LayoutNode.tree`), so that two graphs in one
/// process — two previews, a test beside a window, the small graph of a removed view drawn
/// inside another graph's display list — never see each other's: a node that moves in one
/// does not make the other's cached positions stale, and a layout pass of one does not
/// animate, or place early, the nodes of the other.
@MainActor
final class LayoutTreeState {
  // MARK: Making nodes

  /// The last identifier handed to a node.
  private var lastIdentifier = 0
  /// The display scale of the environment a node was last made in, and the version of that
  /// environment: nodes made one after another most often share it, and reading the scale
  /// from it costs a hashed look-up.
  private var displayScaleCache: (version: AnyObject, scale: CGFloat)?

  /// The wrappers that a body run of the update or layout pass running now took again
  /// (`WrappingModifier.rewrap`): a wrapper goes to one place. A `ViewModifier` that shows
  /// its content twice hands the same kept node to the wrapper twice (a composite view's slot
  /// is one per identity); the second use gets a wrapper of its own.
  private var keptWrappers: Set<ObjectIdentifier> = []

  /// Where resolving a shape's style records what it read, for the shape to keep
  /// (`ShapeNode.paintReads`): one tracker for the tree rather than one for each shape made.
  let paintTracker = EnvironmentTracker()

  /// Starts an update or layout pass: no wrapper has been taken again in it yet.
  func beginMakingPass() {
    if !keptWrappers.isEmpty { keptWrappers.removeAll(keepingCapacity: true) }
  }

  /// Notes that a body run takes `wrapper` again; false when one has in this pass.
  func keepOnce(_ wrapper: LayoutNode) -> Bool {
    keptWrappers.insert(ObjectIdentifier(wrapper)).inserted
  }

  /// A new node's identifier, unique within the tree.
  func makeIdentifier() -> Int {
    lastIdentifier += 1
    return lastIdentifier
  }

  /// The display scale of `environment`, for a node made in it.
  func displayScale(of environment: EnvironmentValues) -> CGFloat {
    let version = environment.version
    if let displayScaleCache, displayScaleCache.version === version {
      return displayScaleCache.scale
    }
    let scale = environment.untrackedValue(for: DisplayScaleKey.self)
    displayScaleCache = (version, scale)
    return scale
  }

  // MARK: Placement

  /// Bumped whenever a node of this tree moves within its parent, which makes every cached
  /// root origin in the tree stale.
  var placementEpoch = 0
  /// Whether layout passes place nodes as soon as they are first measured (see
  /// `LayoutNode.placeEagerly(size:proposal:)`): set by `ViewGraph.layout(in:)` around its
  /// sizing pass, when no update it lays out may animate a placement.
  var placesWhileMeasuring = false
  /// The transaction of the layout pass running now, if the updates it shows had one.
  var placementTransaction: PlacementTransaction?

  // MARK: Render caches (see `RenderCache`)

  /// Counts display lists: a slot changed since the last one has `invalidatedGeneration`
  /// equal to the count then.
  var drawingGeneration = 0
  /// Whether slots draw from their caches; tests turn it off to compare with drawing
  /// everything afresh.
  var rendersFromCaches = true
  /// The nodes whose drawing changed since the last display list or layout pass.
  var changedDrawings: [LayoutNode] = []
  /// How many render caches of this tree exist now. While there are none, a change to what a
  /// node draws has no cache to drop and is not noted: laying out a tree that was never
  /// drawn costs no bookkeeping. Atomic, as a cache is counted out in its `deinit`.
  nonisolated let liveRenderCaches = Atomic<Int>(0)

  // MARK: Removal ghosts

  /// The ghosts to draw inside each node during the current `ViewGraph.displayList()`, by
  /// node identity; empty at all other times.
  var removalGhostHosts: [ObjectIdentifier: [RemovalGhost]] = [:]

  /// Drops the render caches of the slots above every node whose drawing changed, stamping
  /// them with the generation now; a walk stops at a slot already stamped, whose ancestors
  /// were stamped with it.
  func flushDrawingChanges() {
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
