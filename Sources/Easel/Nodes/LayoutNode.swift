import Foundation

/// One laid-out piece of the view tree: it chooses a size for a proposal, takes the frame its
/// parent gives it, and draws itself into a display list.
///
/// Sizes are cached per proposal and frames are kept between frames; `invalidateLayout()`
/// drops them along the path from a changed node to the root, so an update re-measures only
/// what it touched.
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
  fileprivate final var wrappedChild: Unmanaged<LayoutNode>?
  /// Cached answers and pending work, as bits: see `NodeFlags`.
  fileprivate var flags: NodeFlags = [.needsPlacement]
  /// How many times this node computed a size (cache misses), for layout statistics.
  private var measurementCount: Int32 = 0
  /// The first proposal measured since layout was invalidated, and the size chosen for it
  /// (valid when `flags` has `hasFirstSize`): most nodes are asked once (or are fixed), and
  /// need no array.
  private var firstProposal = ProposedViewSize.unspecified
  private var firstSize = CGSize.zero
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
  private var placementCount: Int32 = 0
  /// Where this node sits among its stack's children, set by the stack that adopts it.
  private var storedIndexInParent: Int32 = 0

  // Fields that layout passes rarely touch.

  /// The cached `layoutPriority` when it is not zero, valid when `flags` has `priorityKnown`
  /// and `nonzeroPriority`: almost every priority is zero, and the flags say so without
  /// reaching this far into the object. With `hasPriorityOverride`, the override.
  private var priorityCache: Double = 0
  /// The node's identifier, unique within its graph.
  let id: Int
  /// The environment of the view that made this node.
  let environment: EnvironmentValues
  /// The node that lays this one out.
  ///
  /// Held through the parent's `NodeLink` rather than as a `weak` reference: a weak
  /// reference gives the parent a side table, which sends every retain and release of it
  /// down the runtime's slow path — most of the cost of a layout pass.
  var parent: LayoutNode? { parentLink?.node }
  private var parentLink: NodeLink?
  private var ownLink: NodeLink?
  private var rootOriginCache = CGPoint.zero
  private var rootOriginEpoch = -1
  /// Bumped whenever any node moves within its parent, which makes every cached root origin
  /// stale.
  static var placementEpoch = 0

  /// The node's frame in root coordinates, as drawn: while a change of its placement
  /// animates, the frame on its way there.
  final var frame: CGRect { CGRect(origin: rootOrigin, size: presentedLocalFrame.size) }

  /// `localFrame` as drawn now: the animated frame while a placement change animates.
  final var presentedLocalFrame: CGRect {
    guard let frame = placementAnimation?.frame, frame.isAnimating else { return localFrame }
    return frame.presented
  }

  /// `childOffset` as drawn now: animated while a stack's alignment line moves with an
  /// animated change.
  final var presentedChildOffset: CGPoint {
    guard let offset = placementAnimation?.childOffset, offset.isAnimating else {
      return childOffset
    }
    return offset.presented
  }

  /// Moves the origin of the children's coordinates to `offset`, in whole pixels. An
  /// `animated` move (a stack's alignment line) animates with the placement transaction, as
  /// the children's frames do.
  final func setChildOffset(_ offset: CGPoint, animated: Bool = false) {
    if animated,
      (flags.contains(.hasPlacementAnimation) && placementAnimation?.childOffset != nil)
        || (Self.placementTransaction != nil && placementCount > 1 && offset != childOffset)
    {
      animateChildOffset(to: offset)
    }
    guard offset != childOffset else { return }
    childOffset = offset
    Self.placementEpoch &+= 1
    invalidateDrawing()
  }

  /// The node's top-left corner in root coordinates: its parent's plus its own offset,
  /// computed once per placement change.
  final var rootOrigin: CGPoint {
    if rootOriginEpoch == Self.placementEpoch { return rootOriginCache }
    let origin: CGPoint
    if let parent {
      let parentOrigin = parent.rootOrigin
      let inParent = parent.drawnOrigin(of: self)
      origin = CGPoint(x: parentOrigin.x + inParent.x, y: parentOrigin.y + inParent.y)
    } else {
      origin = placementAnimation == nil ? localFrame.origin : presentedLocalFrame.origin
    }
    rootOriginCache = origin
    rootOriginEpoch = Self.placementEpoch
    return origin
  }
  /// A priority set on this node with `layoutPriority(_:)`. It is kept in `priorityCache`,
  /// which then always holds it: `layoutPriority` is the override whenever there is one.
  var priorityOverride: Double? {
    get { flags.contains(.hasPriorityOverride) ? priorityCache : nil }
    set {
      priorityCache = newValue ?? 0
      flags.remove(.priorityKnown)
      if newValue == nil {
        flags.remove(.hasPriorityOverride)
      } else {
        flags.insert(.hasPriorityOverride)
      }
    }
  }
  /// The identifier set with `accessibilityIdentifier(_:)`, if any: an `AccessibilityNode`
  /// carries it, and no other node has one, nor 16 bytes to keep it in.
  var accessibilityIdentifier: String? { nil }
  /// Sizes measured after the first, up to 15.
  private var sizeCache: [SizeEntry] = []
  /// How many times this node computed a size (cache misses), for layout statistics.
  var measurements: Int { Int(measurementCount) }
  /// How many times this node placed its children, for layout statistics.
  var placements: Int { Int(placementCount) }

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
  private(set) var childOffset = CGPoint.zero

  init(_ context: NodeContext) {
    self.displayScale = context.environment.untrackedValue(for: DisplayScaleKey.self)
    self.id = context.identifiers.make()
    self.environment = context.environment
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
      Self.placementEpoch &+= 1
      invalidateDrawing()
    }
  }

  /// Forgets the parent of `node` if it is this node: `node` no longer belongs to it.
  func release(_ node: LayoutNode) {
    if let link = node.parentLink, link === ownLink { node.parentLink = nil }
  }

  /// The priority of this node in a stack; higher priorities are offered space first.
  /// Cached until layout is invalidated here: wrappers take it from the end of their chain.
  var layoutPriority: Double {
    if flags.contains(.priorityKnown) {
      return flags.contains(.nonzeroPriority) ? priorityCache : 0
    }
    let value = priorityOverride ?? inheritedPriority
    if value != 0 {
      priorityCache = value
      flags.insert([.priorityKnown, .nonzeroPriority])
    } else {
      flags.remove(.nonzeroPriority)
      flags.insert(.priorityKnown)
    }
    return value
  }

  /// The priority when none is set on this node: wrappers take their child's.
  var inheritedPriority: Double { 0 }

  /// The minimum length of a `Spacer` along the enclosing stack's axis, or `nil` for a node
  /// that is not a spacer.
  var spacerMinLength: CGFloat? { nil }

  /// Whether `computeSize(_:)` gives one size whatever the proposal, as long as the children
  /// keep their answers: a fixed frame, a stack of such views. Subclasses opt in.
  var computesFixedSize: Bool { false }

  /// Whether this node's size ignores the proposal, cached until layout is invalidated here.
  /// Such a node is measured once and answers every other proposal with that size, so a tree
  /// of fixed-size views costs one measurement per node.
  final var hasFixedSize: Bool {
    cachedAnswer(known: .fixedSizeKnown, yes: .fixedSize) { computesFixedSize }
  }

  /// A yes-or-no answer kept in `flags` until layout is invalidated here: `known` says it is
  /// there, `yes` what it is; `compute` works it out the first time.
  private func cachedAnswer(known: NodeFlags, yes: NodeFlags, _ compute: () -> Bool) -> Bool {
    if flags.contains(known) { return flags.contains(yes) }
    let value = compute()
    flags.insert(value ? [known, yes] : known)
    return value
  }

  /// The size this node chooses for `proposal`, cached.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    // A wrapper that takes its child's size asks the child's cache, and reads nothing else
    // of its own: the first cache line of the object.
    if flags.contains(.forwardsSizing) {
      return withChild { $0.sizeThatFits(proposal) }
    }
    // Plain loops on the layout path: a closure here would be main-actor-isolated and pay a
    // run-time isolation check on every call.
    if flags.contains(.hasFirstSize) {
      if firstProposal == proposal || hasFixedSize { return firstSize }
      for entry in sizeCache where entry.proposal == proposal { return entry.size }
    }
    measurementCount &+= 1
    let size = computeSize(proposal)
    if !flags.contains(.hasFirstSize) {
      firstProposal = proposal
      firstSize = size
      flags.insert(.hasFirstSize)
      if Self.placesWhileMeasuring { placeEagerly(size: size, proposal: proposal) }
    } else {
      if sizeCache.count == 15 { sizeCache.removeFirst() }
      sizeCache.append(SizeEntry(proposal: proposal, size: size))
    }
    return size
  }

  /// Calls `body` with a wrapper's child (see `WrapperNode`), which is not retained for the
  /// call: the wrapper holds it, and nothing replaces a wrapper's child while a call into that
  /// child runs (a view's body that runs during layout, a `GeometryReader`'s content, makes
  /// nodes only below the node that runs it).
  @inline(__always)
  final func withChild<Result>(_ body: (LayoutNode) -> Result) -> Result {
    wrappedChild.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
  }

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
    if let wrappedChild, !prefetch.isFull {
      wrappedChild.takeUnretainedValue().gatherPrefetch(into: &prefetch)
    }
  }

  /// Places a node whose size ignores the proposal as soon as it is first measured, while the
  /// subtree that measuring it just walked is still in the cache: when its parent places it,
  /// it only moves, and nothing below it is visited again. In a tree too large for the cache
  /// this halves the lines a layout pass misses.
  ///
  /// Such a node's frames do not depend on the proposal (see `place(in:proposal:)`), nor on
  /// where it is, as every frame is in its parent's coordinates: placing it now gives the
  /// frames the parent's placement would. Not so for a subtree that reads its position in the
  /// root while it is placed (`GeometryReader`), whose ancestors are not placed yet, nor for a
  /// node whose own placement animates.
  private func placeEagerly(size: CGSize, proposal: ProposedViewSize) {
    guard hasFixedSize, !flags.contains(.hasPlacementAnimation), !subtreeReadsRootPosition
    else { return }
    place(in: CGRect(origin: localFrame.origin, size: size), proposal: proposal)
  }

  /// Whether layout passes place nodes as soon as they are first measured (see
  /// `placeEagerly(size:proposal:)`): set by `ViewGraph.layout(in:)` around its sizing
  /// pass, when no update it lays out may animate a placement.
  static var placesWhileMeasuring = false

  /// Computes the size this node chooses for `proposal`. Subclasses override this; callers use
  /// the cached `sizeThatFits(_:)`.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Drops the cached sizes and placement of this node and of every ancestor.
  func invalidateLayout() {
    invalidateDrawing()
    var changedChild: LayoutNode?
    var node: LayoutNode? = self
    while let current = node {
      if let changedChild {
        current.childLayoutChanged(changedChild)
      } else {
        current.layoutInvalidatedHere()
      }
      changedChild = current
      if !current.sizeCache.isEmpty { current.sizeCache.removeAll(keepingCapacity: true) }
      // Every cached answer goes; placement is pending.
      current.flags = current.flags.intersection([
        .hasPriorityOverride, .cachesDrawing, .drawingChanged, .hasPlacementAnimation,
        .forwardsSizing,
      ])
      .union(.needsPlacement)
      current.clearLayoutCaches()
      node = current.parent
    }
  }

  /// The value this node sets for an alignment guide when its size is `size`, or `nil` to
  /// use the guide's default. Containers pass their content's explicit guides on.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

  /// The node's dimensions at `size`: its size and its guides.
  final func dimensions(_ size: CGSize) -> ViewDimensions {
    guard hasExplicitGuides else { return ViewDimensions(size) }
    return ViewDimensions(size) { [self] key in explicitAlignment(key, size: size) }
  }

  /// The explicit value of a guide at `size`, skipping subtrees that set none.
  final func guideValue(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    hasExplicitGuides ? explicitAlignment(key, size: size) : nil
  }

  /// Whether this node or any below it sets a guide (text baselines, `alignmentGuide`);
  /// cached until layout is invalidated here.
  final var hasExplicitGuides: Bool {
    cachedAnswer(known: .guidesKnown, yes: .hasGuides) {
      setsExplicitGuides || childrenHaveExplicitGuides
    }
  }

  /// Whether this node itself sets a guide.
  var setsExplicitGuides: Bool { false }

  /// Drops caches a subclass keeps besides the size cache.
  func clearLayoutCaches() {}

  /// Tells this node that the layout of `child`, one of its children, was invalidated: a
  /// container that keeps what it learnt about each child forgets that child's alone.
  func childLayoutChanged(_ child: LayoutNode) {}

  /// Asks for this node to be placed again in the next layout pass, its sizes kept: what an
  /// animation frame of a value that moves the node's children (an offset) needs.
  final func setNeedsPlacement() {
    flags.insert(.needsPlacement)
    var child = self
    var node = parent
    while let current = node {
      current.childNeedsPlacement(child)
      current.flags.insert(.needsPlacement)
      child = current
      node = current.parent
    }
  }

  /// Asks this node alone, not its ancestors, to place its children again when it is next
  /// placed: for a container placing it now that knows what its children's places depend on
  /// changed while its own frame did not (a grid's columns, which a row's cells follow).
  final func setNeedsOwnPlacement() {
    flags.insert(.needsPlacement)
  }

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
      || (Self.placementTransaction != nil && placementCount > 0 && (sizeChanged || moved))
    {
      animatePlacement(to: frame)
    }
    if moved {
      localFrame.origin = frame.origin
      Self.placementEpoch &+= 1
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

  /// `frame` with its edges moved to the nearest pixel boundary at `scale`, as SwiftUI rounds
  /// the frames it places, so that edges are crisp and abutting views share an edge.
  ///
  /// Halves round up (towards +∞) on both axes, so rounding commutes with moving by whole
  /// pixels: a child rounded in its parent's coordinates lands on the pixel it would have in
  /// root coordinates.
  ///
  /// Every node placed goes through here, so it reads the rectangle as four numbers: `minX`,
  /// `maxX` and the rest are calls into Foundation, and rounding down is a call into the C
  /// library (`wholeNumber(below:)` is not).
  static func pixelAligned(_ frame: CGRect, scale: CGFloat) -> CGRect {
    let width = frame.size.width
    let height = frame.size.height
    // A negative size (or a NaN one) goes through `CGRect`'s own edges, which standardize it.
    let edges =
      width >= 0 && height >= 0
      ? pixelAligned(
        minX: frame.origin.x, minY: frame.origin.y, maxX: frame.origin.x + width,
        maxY: frame.origin.y + height, scale: scale)
      : pixelAligned(
        minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY, scale: scale)
    return edges ?? frame
  }

  /// The frame between these edges moved to pixel boundaries at `scale`, or `nil` when an edge
  /// is not finite or the scale not positive.
  @inline(__always)
  private static func pixelAligned(
    minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, scale: CGFloat
  ) -> CGRect? {
    guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return nil
    }
    let left = pixelRounded(minX, scale: scale)
    let top = pixelRounded(minY, scale: scale)
    let right = pixelRounded(maxX, scale: scale)
    let bottom = pixelRounded(maxY, scale: scale)
    return CGRect(
      origin: CGPoint(x: left, y: top),
      size: CGSize(width: max(right - left, 0), height: max(bottom - top, 0)))
  }

  /// `value` rounded to the nearest pixel boundary at `scale`, halves up.
  @inline(__always)
  static func pixelRounded(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return wholeNumber(below: value * scale + 0.5) / scale
  }

  /// The largest whole number not above `value`: `value.rounded(.down)`, without the call
  /// into the C library's `floor` that it compiles to on a processor without SSE 4.1's
  /// rounding instruction (Swift's baseline for x86-64).
  @inline(__always)
  static func wholeNumber(below value: Double) -> Double {
    // From 2⁵² up every double is a whole number; below, `Int64` holds it and truncates it
    // towards zero, one too high for a negative value with a fraction. NaN and the
    // infinities fail the test and come back as they are, as from `floor`.
    guard value.magnitude < 0x1p52 else { return value }
    let truncated = Double(Int64(value))
    return truncated > value ? truncated - 1 : truncated
  }

  /// Whether this node places its children from where it is in root coordinates (a view
  /// that reaches into the safe area), so it must be placed again whenever it moves.
  var placesFromRootPosition: Bool { false }

  /// Whether placing this node reads where it is in root coordinates: it places from there,
  /// or makes views that may ask (`GeometryReader`). Such a node is placed only once its
  /// ancestors are.
  var readsRootPositionWhilePlacing: Bool { placesFromRootPosition }

  /// Whether this node or any below it reads its root position while placing; cached until
  /// layout is invalidated here.
  final var subtreeReadsRootPosition: Bool {
    cachedAnswer(known: .rootReadKnown, yes: .readsRoot) {
      readsRootPositionWhilePlacing || childrenReadRootPosition
    }
  }

  /// Whether this node or any below it places from its root position, learnt when it was last
  /// placed; `nil` before that and after layout is invalidated here.
  final var dependsOnRootPosition: Bool? {
    flags.contains(.dependsKnown) ? flags.contains(.dependsOnRoot) : nil
  }

  /// Places the children inside `bounds`: the node's own frame in its own coordinates (its
  /// origin is zero). Children are placed in these coordinates too.
  func placeChildren(in bounds: CGRect) {}

  /// Appends what this node draws, and what its children draw, to `list`.
  func render(into list: inout DisplayList) {
    for child in childrenInDrawingOrder { child.render(into: &list) }
    renderRemovalGhosts(into: &list)
  }

  /// The view's `zIndex(_:)` among its siblings: 0 unless set, passed up through the
  /// wrappers of its modifiers.
  var zIndex: Double { 0 }

  /// The children from back to front: in order, but those with a higher `zIndex` in front of
  /// those with a lower one (siblings of one `zIndex` keep their order).
  final var childrenInDrawingOrder: [LayoutNode] {
    let children = self.children
    guard children.count > 1, children.contains(where: { $0.zIndex != 0 }) else {
      return children
    }
    return children.indices
      .sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
      .map { children[$0] }
  }

  /// Whether a change of what this node draws is noted for the next display list (see
  /// `RenderCache`).
  final var drawingChangeNoted: Bool {
    get { flags.contains(.drawingChanged) }
    set {
      if newValue { flags.insert(.drawingChanged) } else { flags.remove(.drawingChanged) }
    }
  }

  /// Whether this node keeps what it draws between display lists (see `RenderCache`).
  final var cachesDrawing: Bool {
    get { flags.contains(.cachesDrawing) }
    set {
      if newValue { flags.insert(.cachesDrawing) } else { flags.remove(.cachesDrawing) }
    }
  }

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
      let ghosts = RemovalGhost.hosts[ObjectIdentifier(self)]
    else { return }
    for ghost in ghosts where !ghost.wasDrawn {
      ghost.render(into: &list)
      ghost.wasDrawn = true
    }
  }

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

  /// Appends what the children draw, in order, leaving out those that cannot show inside
  /// `visible`.
  final func renderChildren(into list: inout DisplayList, visible: CGRect) {
    for child in childrenInDrawingOrder where child.mayShow(in: visible) {
      child.render(into: &list, visible: visible)
    }
  }

  /// Appends an operation made by this node.
  func emit(_ operation: DisplayList.Operation, into list: inout DisplayList) {
    list.items.append(DisplayList.Item(operation: operation, source: id))
  }

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

/// A node that wraps exactly one child and inherits its stack traits.
@MainActor
class WrapperNode: LayoutNode {
  /// The wrapped node. Replacing it re-parents the new child and invalidates layout.
  final var child: LayoutNode {
    get { wrappedChild.unsafelyUnwrapped.takeUnretainedValue() }
    set {
      let old = wrappedChild.unsafelyUnwrapped
      guard newValue !== old.takeUnretainedValue() else { return }
      wrappedChild = Unmanaged.passRetained(newValue)
      // Balances the retain the old child was taken with, once it is no longer used here.
      let oldValue = old.takeRetainedValue()
      release(oldValue)
      adopt(newValue)
      invalidateLayout()
    }
  }

  /// A wrapper whose size is its child's for every proposal (`computeSize(_:)` is not
  /// overridden) `passesSizeThrough`: its sizes are not cached, as the child's cache
  /// answers, so measuring it reads only the start of the object.
  init(_ context: NodeContext, child: LayoutNode, passesSizeThrough: Bool = false) {
    super.init(context)
    if passesSizeThrough { flags.insert(.forwardsSizing) }
    attach(child)
  }

  /// A wrapper made before its child, which `attach(_:)` gives it: it has no child until
  /// then, and nothing may ask it for one.
  init(_ context: NodeContext, passesSizeThrough: Bool) {
    super.init(context)
    if passesSizeThrough { flags.insert(.forwardsSizing) }
  }

  /// Gives a wrapper made without a child its child.
  final func attach(_ child: LayoutNode) {
    precondition(wrappedChild == nil, "attach(_:) gives a wrapper its first child only")
    wrappedChild = Unmanaged.passRetained(child)
    adopt(child)
  }

  override var children: [LayoutNode] { [child] }

  override func anyChild(_ predicate: (LayoutNode) -> Bool) -> Bool {
    withChild(predicate)
  }
  override var inheritedPriority: Double { withChild { $0.layoutPriority } }
  override var zIndex: Double { withChild { $0.zIndex } }

  /// Draws the child, without making the one-element array of `children`.
  override func render(into list: inout DisplayList) {
    child.render(into: &list)
    renderRemovalGhosts(into: &list)
  }

  override func render(into list: inout DisplayList, visible: CGRect) {
    guard drawingRole == .children else { return render(into: &list) }
    if child.mayShow(in: visible) { child.render(into: &list, visible: visible) }
    renderRemovalGhosts(into: &list)
  }

  override func localDrawingBounds() -> CGRect? {
    drawingRole == .children ? drawingBounds(of: child) : super.localDrawingBounds()
  }
  override var spacerMinLength: CGFloat? { child.spacerMinLength }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    withChild { $0.sizeThatFits(proposal) }
  }

  override func placeChildren(in frame: CGRect) {
    let proposal = placementProposal
    withChild { $0.place(in: frame, proposal: proposal) }
  }

  /// A wrapper that gives its child its own frame passes the child's guides on.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    child.guideValue(key, size: size)
  }

  /// The explicit guide of a child placed at `origin` with `childSize` inside this node.
  func translatedAlignment(
    _ key: AlignmentKey, childOrigin origin: CGPoint, childSize: CGSize
  ) -> CGFloat? {
    child.guideValue(key, size: childSize).map { $0 + origin[key.axis] }
  }
}

/// A layout node's cached answers and pending work, as bits of one word.
struct NodeFlags: OptionSet {
  let rawValue: UInt32

  /// `firstProposal` and `firstSize` hold a measurement.
  static let hasFirstSize = NodeFlags(rawValue: 1 << 0)
  /// The layout priority is known: zero, or `priorityCache` with `nonzeroPriority`.
  static let priorityKnown = NodeFlags(rawValue: 1 << 1)
  /// Whether the size ignores the proposal is known, and the answer.
  static let fixedSizeKnown = NodeFlags(rawValue: 1 << 2)
  static let fixedSize = NodeFlags(rawValue: 1 << 3)
  /// Whether the node or one below it sets an explicit guide is known, and the answer.
  static let guidesKnown = NodeFlags(rawValue: 1 << 4)
  static let hasGuides = NodeFlags(rawValue: 1 << 5)
  /// Whether the node or one below it places from its root position is known, and the
  /// answer.
  static let dependsKnown = NodeFlags(rawValue: 1 << 6)
  static let dependsOnRoot = NodeFlags(rawValue: 1 << 7)
  /// The node must place its children again at the next layout pass.
  static let needsPlacement = NodeFlags(rawValue: 1 << 8)
  /// `layoutPriority(_:)` set a priority on the node: not a cached answer, it outlives
  /// invalidation.
  static let hasPriorityOverride = NodeFlags(rawValue: 1 << 9)
  /// Views removed from this container are leaving during the current display list.
  static let hostsRemovalGhosts = NodeFlags(rawValue: 1 << 10)
  /// The node keeps what it draws between display lists (a `SlotNode`): not a cached
  /// answer, it outlives invalidation.
  static let cachesDrawing = NodeFlags(rawValue: 1 << 11)
  /// What the node draws changed since the last display list, and it is noted in
  /// `LayoutNode.changedDrawings`.
  static let drawingChanged = NodeFlags(rawValue: 1 << 12)
  /// The known layout priority is not zero: `priorityCache` holds it.
  static let nonzeroPriority = NodeFlags(rawValue: 1 << 13)
  /// The node has a `placementAnimation`: not a cached answer, it outlives invalidation.
  static let hasPlacementAnimation = NodeFlags(rawValue: 1 << 14)
  /// The node is a wrapper whose size is its child's for every proposal: it keeps no sizes
  /// of its own. Not a cached answer, it outlives invalidation.
  static let forwardsSizing = NodeFlags(rawValue: 1 << 15)
  /// Whether the node or one below it reads its root position while placing is known, and
  /// the answer.
  static let rootReadKnown = NodeFlags(rawValue: 1 << 16)
  static let readsRoot = NodeFlags(rawValue: 1 << 17)
}

/// A size a node chose for a proposal.
struct SizeEntry {
  let proposal: ProposedViewSize
  let size: CGSize
}
