import Foundation

/// One laid-out piece of the view tree: it chooses a size for a proposal, takes the frame its
/// parent gives it, and draws itself into a display list.
///
/// Sizes are cached per proposal and frames are kept between frames; `invalidateLayout()`
/// drops them along the path from a changed node to the root, so an update re-measures only
/// what it touched.
///
/// The class holds the stored fields, the tree (parent, children, links) and what a subclass
/// overrides; what the base class does with them is in extensions by concern:
/// `LayoutNode+Sizing.swift`, `+Placement.swift`, `+PixelRounding.swift`, `+Rendering.swift`,
/// `+DrawingBounds.swift` and `+RemovalGhosts.swift`, and the unretained way to a wrapper's
/// child in `WrapperNode.swift`. The fields are internal rather than private so that those
/// files reach them: nothing outside them writes them.
@MainActor
class LayoutNode {
  // The fields every layout pass reads and writes come first, packed into the first 128
  // bytes of the object (two cache lines), so that a pass over a large tree, which does not
  // fit in the cache, misses as few lines per node as can be. The sizing pass reads the
  // first 64 bytes alone. Keep fields that a pass does not read out of here.

  /// The child of a single-child wrapper, kept here, beside the other fields a pass reads,
  /// rather than after the base class's fields; `WrapperNode.child` is the way to it.
  ///
  /// Unmanaged: the wrapper retains its child when it takes it and releases it when it lets
  /// it go or goes itself, so that a layout pass calls the child (`withChild(_:)`) without
  /// retaining and releasing it around every call. Each of those is an atomic operation on
  /// the child's first line, which in a large tree is not in the cache yet, and which the
  /// processor must finish before it loads anything after it.
  final var wrappedChild: Unmanaged<LayoutNode>?
  /// Cached answers and pending work, as bits: see `NodeFlags`.
  var flags: NodeFlags = [.needsPlacement]
  /// How many times this node computed a size (cache misses), for layout statistics.
  var measurementCount: Int32 = 0
  /// The first proposal measured since layout was invalidated, and the size chosen for it
  /// (valid when `flags` has `hasFirstSize`): most nodes are asked once (or are fixed), and
  /// need no array.
  var firstProposal = ProposedViewSize.unspecified
  var firstSize = CGSize.zero
  /// The node's frame in its parent's coordinates (the parent's top-left corner is the
  /// origin), set by `place(in:)`.
  ///
  /// Frames are relative so that a node that moves keeps its whole subtree as it is: moving
  /// a child costs one assignment, not a walk of everything below it.
  private(set) var localFrame: CGRect = .zero
  /// The proposal this node was last placed with.
  private(set) var placementProposal = ProposedViewSize.unspecified
  /// The display scale frames are rounded to, read once: an environment read on every
  /// placement would cost a dictionary lookup and a cast.
  let displayScale: CGFloat
  /// How many times this node placed its children, for layout statistics.
  var placementCount: Int32 = 0
  /// Where this node sits among its stack's children, set by the stack that adopts it.
  private var storedIndexInParent: Int32 = 0

  // Fields that layout passes rarely touch.

  /// The cached `layoutPriority` when it is not zero, valid when `flags` has `priorityKnown`
  /// and `nonzeroPriority`: almost every priority is zero, and the flags say so without
  /// reaching this far into the object. With `hasPriorityOverride`, the override.
  var priorityCache: Double = 0
  /// The node's identifier, unique within its graph.
  let id: Int
  /// The environment of the view that made this node (or of the body run that kept it:
  /// `takeEnvironment(of:)`).
  private(set) var environment: EnvironmentValues
  /// The node that lays this one out.
  ///
  /// Held through the parent's `NodeLink` rather than as a `weak` reference: a weak
  /// reference gives the parent a side table, which sends every retain and release of it
  /// down the runtime's slow path — most of the cost of a layout pass.
  var parent: LayoutNode? { parentLink?.node }
  private var parentLink: NodeLink?
  private var ownLink: NodeLink?
  /// What the nodes of this node's graph share (see `LayoutTreeState`): the placement epoch
  /// that `rootOriginEpoch` is checked against, the layout pass running, the render caches'
  /// bookkeeping.
  let tree: LayoutTreeState
  var rootOriginCache = CGPoint.zero
  var rootOriginEpoch = -1

  /// The identifier set with `accessibilityIdentifier(_:)`, if any: an `AccessibilityNode`
  /// carries it, and no other node has one, nor 16 bytes to keep it in.
  var accessibilityIdentifier: String? { nil }
  /// Sizes measured after the first, up to 15.
  var sizeCache: [SizeEntry] = []

  /// Where this node sits among its stack's children, set by the stack that adopts it.
  var indexInParent: Int {
    get { Int(storedIndexInParent) }
    set { storedIndexInParent = Int32(truncatingIfNeeded: newValue) }
  }
  /// The animations of the node's placement (its frame, its children's origin) while they
  /// run, or as carried over from the node this one replaced. The flags say whether there
  /// are any, so that placing a node that has none does not read this.
  var placementAnimation: PlacementAnimation? {
    didSet {
      if placementAnimation == nil {
        flags.remove(.hasPlacementAnimation)
      } else {
        flags.insert(.hasPlacementAnimation)
      }
    }
  }

  /// Where the origin of the children's coordinates is in this node's own: zero unless the
  /// node anchors its children elsewhere (a stack anchors them on its alignment line, so that
  /// when the line moves the children need not). Last of the base class's fields, so that it
  /// shares a cache line with the first fields of a subclass (a stack's).
  var childOffset = CGPoint.zero

  /// The context is borrowed: an initializer takes its arguments owned by default, and every
  /// node made would copy the whole context (its environment, owner, path and edits, each
  /// retained and released again) only to read three things of it. Subclasses made for
  /// every view (wrappers, frames, shapes, stacks) borrow it too.
  init(_ context: borrowing NodeContext) {
    let tree = context.layoutTree
    self.displayScale = tree.displayScale(of: context.environment)
    self.id = tree.makeIdentifier()
    self.environment = context.environment
    self.tree = tree
  }

  /// Takes the environment of `context`, for a node that a new run of its owner's body keeps
  /// (`ShapeNode.make`); returns false, taking nothing, when the display scale it rounds its
  /// frames to would change.
  final func takeEnvironment(of context: NodeContext) -> Bool {
    guard tree.displayScale(of: context.environment) == displayScale else { return false }
    environment = context.environment
    return true
  }

  /// The nodes this node lays out.
  var children: [LayoutNode] { [] }

  /// Whether a child sets or passes on an explicit guide. Containers that remember this per
  /// child answer without visiting every child.
  var childrenHaveExplicitGuides: Bool { anyChild { $0.hasExplicitGuides } }

  /// Whether a child reads its root position while placing (`subtreeReadsRootPosition`).
  /// Containers that remember this per child answer without visiting every child.
  var childrenReadRootPosition: Bool { anyChild { $0.subtreeReadsRootPosition } }

  /// Whether a child depends on its root position, as learnt when it was last placed.
  var childrenDependOnRootPosition: Bool { anyChild { $0.dependsOnRootPosition == true } }

  /// Whether any child satisfies `predicate`; wrappers answer without making an array.
  func anyChild(_ predicate: (LayoutNode) -> Bool) -> Bool {
    for child in children where predicate(child) { return true }
    return false
  }

  deinit {
    ownLink?.node = nil
    wrappedChild?.release()
  }

  /// The node's link: a handle that does not keep it alive and reads `nil` once it is gone.
  /// Its children reach it through it, and so does anything else that must not keep it
  /// (see `NodeReference`).
  final var link: NodeLink {
    if let ownLink { return ownLink }
    let link = NodeLink(self)
    ownLink = link
    return link
  }

  /// Makes this node the parent of `nodes`.
  func adopt(_ nodes: [LayoutNode]) {
    for node in nodes { adopt(node) }
  }

  /// Makes this node the parent of `node`.
  func adopt(_ node: LayoutNode) {
    let link = self.link
    if node.parentLink !== link {
      node.parentLink = link
      // Its root origin now comes from another parent.
      tree.placementEpoch &+= 1
      invalidateDrawing()
    }
  }

  /// Forgets the parent of `node` if it is this node: `node` no longer belongs to it.
  func release(_ node: LayoutNode) {
    if let link = node.parentLink, link === ownLink { node.parentLink = nil }
  }

  // MARK: Sizing: what subclasses say about their size (see LayoutNode+Sizing.swift)

  /// The priority when none is set on this node: wrappers take their child's.
  var inheritedPriority: Double { 0 }

  /// The minimum length of a `Spacer` along the enclosing stack's axis, or `nil` for a node
  /// that is not a spacer.
  var spacerMinLength: CGFloat? { nil }

  /// Whether `computeSize(_:)` gives one size whatever the proposal, as long as the children
  /// keep their answers: a fixed frame, a stack of such views. Subclasses opt in.
  var computesFixedSize: Bool { false }

  /// Computes the size this node chooses for `proposal`. Subclasses override this; callers use
  /// the cached `sizeThatFits(_:)`.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The value this node sets for an alignment guide when its size is `size`, or `nil` to
  /// use the guide's default. Containers pass their content's explicit guides on.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

  /// Whether this node itself sets a guide.
  var setsExplicitGuides: Bool { false }

  /// Drops caches a subclass keeps besides the size cache.
  func clearLayoutCaches() {}

  /// Tells this node that the layout of `child`, one of its children, was invalidated: a
  /// container that keeps what it learnt about each child forgets that child's alone.
  func childLayoutChanged(_ child: LayoutNode) {}

  // MARK: Placement: how subclasses place their children (see LayoutNode+Placement.swift)

  /// Tells this node that `child` must be placed again, its size unchanged.
  func childNeedsPlacement(_ child: LayoutNode) {}

  /// Tells this node that its own layout (not only a child's) was invalidated: it must place
  /// every child again.
  func layoutInvalidatedHere() {}

  /// Takes `frame` (in the parent's coordinates) and places the children inside it. A node
  /// whose frame and contents are unchanged since it was last placed keeps its children where
  /// they are; one that only moved keeps them too, as they are placed relative to it.
  ///
  /// `proposal` is the proposal the parent sized this node with (the frame's size when not
  /// given): children are placed with the proposals that sized them, as SwiftUI's layouts do,
  /// so placing never asks a subtree about sizes it was not already asked about. A node whose
  /// size ignores the proposal places its children alike for every proposal — each child
  /// either gets a proposal that does not depend on the node's (a fixed frame's) or ignores
  /// its own (a stack of fixed-size children) — so a new proposal alone places nothing again.
  func place(in proposedFrame: CGRect, proposal: ProposedViewSize? = nil) {
    let frame = Self.pixelAligned(proposedFrame, scale: displayScale)
    let proposal = proposal ?? ProposedViewSize(proposedFrame.size)
    // Compared number by number: `CGRect`'s `==` is a call into Foundation, on every placement.
    let sizeChanged =
      frame.size.width != localFrame.size.width || frame.size.height != localFrame.size.height
    let moved = frame.origin.x != localFrame.origin.x || frame.origin.y != localFrame.origin.y
    if sizeChanged || moved { invalidateDrawing() }
    if (flags.contains(.hasPlacementAnimation) && placementAnimation?.frame != nil)
      || (tree.placementTransaction != nil && placementCount > 0 && (sizeChanged || moved))
    {
      animatePlacement(to: frame)
    }
    if moved {
      localFrame.origin = frame.origin
      tree.placementEpoch &+= 1
    }
    guard
      flags.contains(.needsPlacement) || sizeChanged
        || (proposal != placementProposal && !hasFixedSize)
        || flags.contains(.dependsOnRoot)
    else { return }
    localFrame.size = frame.size
    placementProposal = proposal
    flags.remove(.needsPlacement)
    placementCount &+= 1
    placeChildren(in: CGRect(origin: .zero, size: frame.size))
    // Learnt here, where the children have just been placed, so that the check above never
    // walks a subtree.
    var depends = placesFromRootPosition
    if !depends {
      depends = childrenDependOnRootPosition
    }
    flags.remove(.dependsOnRoot)
    flags.insert(depends ? [.dependsKnown, .dependsOnRoot] : .dependsKnown)
  }

  /// Whether this node places its children from where it is in root coordinates (a view
  /// that reaches into the safe area), so it must be placed again whenever it moves.
  var placesFromRootPosition: Bool { false }

  /// Whether placing this node reads where it is in root coordinates: it places from there,
  /// or makes views that may ask (`GeometryReader`). Such a node is placed only once its
  /// ancestors are.
  var readsRootPositionWhilePlacing: Bool { placesFromRootPosition }

  /// Places the children inside `bounds`: the node's own frame in its own coordinates (its
  /// origin is zero). Children are placed in these coordinates too.
  func placeChildren(in bounds: CGRect) {}

  // MARK: Prefetch: what a layout pass reads of a subtree (see SubtreePrefetch)

  /// How far into this object a layout pass reads, in bytes from its start, for
  /// `SubtreePrefetch`: the base class's fields that a pass reads are in its first 128 bytes,
  /// and a subclass's own fields, which a pass reads too (a stack's counts and state, a frame's
  /// given size), follow the base's and end within 384. A subclass whose fields a pass does
  /// not read says 128.
  var layoutReadExtent: Int { 384 }

  /// Notes in `prefetch` what a layout pass reads first of this node and of the nodes below it,
  /// in the order it reads them: the node itself, then a wrapper's child (see
  /// `SubtreePrefetch`). Containers of several children note only themselves and what they
  /// keep apart from themselves: their children are theirs to fetch.
  func gatherPrefetch(into prefetch: inout SubtreePrefetch) {
    prefetch.append(
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), bytes: layoutReadExtent)
    // The child without a retain and a release around the call (`withChild(_:)`).
    if wrappedChild != nil, !prefetch.isFull { withChild { $0.gatherPrefetch(into: &prefetch) } }
  }

  // MARK: Rendering: what subclasses draw (see LayoutNode+Rendering.swift)

  /// Appends what this node draws, and what its children draw, to `list`.
  func render(into list: inout DisplayList) {
    for child in childrenInDrawingOrder { child.render(into: &list) }
    renderRemovalGhosts(into: &list)
  }

  /// The view's `zIndex(_:)` among its siblings: 0 unless set, passed up through the
  /// wrappers of its modifiers.
  var zIndex: Double { 0 }

  /// How this node's drawing relates to its children's; `.unknown` unless a node type says.
  var drawingRole: DrawingRole { .unknown }

  /// A rectangle holding every pixel this node and the nodes below it draw, in the node's
  /// own coordinates (its top-left corner as drawn is the origin), or `nil` when that is not
  /// known without drawing. Conservative: nodes that draw say where (text and shapes with a
  /// margin for ink and strokes, effects moved and grown as they draw); the others say from
  /// their `drawingRole`.
  ///
  /// In the node's own coordinates, so that finding the bounds of a subtree adds up the
  /// children's offsets on the way and never asks a node where it is in the root.
  func localDrawingBounds() -> CGRect? {
    switch drawingRole {
    case .unknown: return nil
    case .nothing: return .null
    case .children: return childrenDrawingBounds()
    }
  }

  /// Appends what this node draws, as `render(into:)`, leaving out children whose drawing
  /// lies wholly outside `visible` (root coordinates) — where the node's `drawingRole` says
  /// that its children draw where they are placed. Other nodes draw all they hold.
  func render(into list: inout DisplayList, visible: CGRect) {
    guard drawingRole == .children else { return render(into: &list) }
    renderChildren(into: &list, visible: visible)
    renderRemovalGhosts(into: &list)
  }

  // MARK: Hit testing

  /// The frontmost node under `point` (root coordinates) that takes touches: later siblings
  /// are in front of earlier ones, children in front of their parent. Clear and hidden views
  /// take none, nor do views inside `allowsHitTesting(false)`.
  func hitTest(_ point: CGPoint) -> LayoutNode? {
    let children = childrenInDrawingOrder
    for index in children.indices.reversed() {
      if let hit = children[index].hitTest(point) { return hit }
    }
    return hitsItself(at: point) ? self : nil
  }

  /// Whether this node's own drawing takes a touch at `point`.
  func hitsItself(at point: CGPoint) -> Bool { false }

  /// Calls `body` on this node and on every node below it, parents first.
  func visit(_ body: (LayoutNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }
}
