import Foundation

/// One laid-out piece of the view tree: it chooses a size for a proposal, takes the frame its
/// parent gives it, and draws itself into a display list.
///
/// Sizes are cached per proposal and frames are kept between frames; `invalidateLayout()`
/// drops them along the path from a changed node to the root, so an update re-measures only
/// what it touched.
@MainActor
class LayoutNode {
  /// The node's identifier, unique within its graph.
  let id: Int
  /// The environment of the view that made this node.
  let environment: EnvironmentValues
  /// The node that lays this one out.
  weak var parent: LayoutNode?
  /// The node's frame in root coordinates, set by `place(in:)`.
  private(set) var frame: CGRect = .zero
  /// The proposal this node was last placed with.
  private(set) var placementProposal = ProposedViewSize.unspecified
  /// A priority set on this node with `layoutPriority(_:)`.
  var priorityOverride: Double?
  /// The identifier set with `accessibilityIdentifier(_:)`, if any.
  var accessibilityIdentifier: String?
  private var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
  private var explicitGuidesCache: Bool?
  /// How many times this node computed a size (cache misses), for layout statistics.
  private(set) var measurements = 0
  private var needsPlacement = true

  init(_ context: NodeContext) {
    self.id = context.identifiers.make()
    self.environment = context.environment
  }

  /// The nodes this node lays out.
  var children: [LayoutNode] { [] }

  /// Makes this node the parent of `nodes`.
  func adopt(_ nodes: [LayoutNode]) {
    for node in nodes { node.parent = self }
  }

  /// The priority of this node in a stack; higher priorities are offered space first.
  var layoutPriority: Double { priorityOverride ?? inheritedPriority }

  /// The priority when none is set on this node: wrappers take their child's.
  var inheritedPriority: Double { 0 }

  /// The minimum length of a `Spacer` along the enclosing stack's axis, or `nil` for a node
  /// that is not a spacer.
  var spacerMinLength: CGFloat? { nil }

  /// The size this node chooses for `proposal`, cached.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    // Plain loops on the layout path: a closure here would be main-actor-isolated and pay a
    // run-time isolation check on every call.
    for entry in sizeCache where entry.proposal == proposal { return entry.size }
    measurements += 1
    let size = computeSize(proposal)
    if sizeCache.count == 16 { sizeCache.removeFirst() }
    sizeCache.append((proposal, size))
    return size
  }

  /// Computes the size this node chooses for `proposal`. Subclasses override this; callers use
  /// the cached `sizeThatFits(_:)`.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Drops the cached sizes and placement of this node and of every ancestor.
  func invalidateLayout() {
    var node: LayoutNode? = self
    while let current = node {
      current.sizeCache.removeAll(keepingCapacity: true)
      current.explicitGuidesCache = nil
      current.clearLayoutCaches()
      current.needsPlacement = true
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
    if let cached = explicitGuidesCache { return cached }
    var value = setsExplicitGuides
    if !value {
      for child in children where child.hasExplicitGuides {
        value = true
        break
      }
    }
    explicitGuidesCache = value
    return value
  }

  /// Whether this node itself sets a guide.
  var setsExplicitGuides: Bool { false }

  /// Drops caches a subclass keeps besides the size cache.
  func clearLayoutCaches() {}

  /// Takes `frame` (root coordinates) and places the children inside it. A node whose frame
  /// and contents are unchanged since it was last placed keeps its children where they are.
  ///
  /// `proposal` is the proposal the parent sized this node with (the frame's size when not
  /// given): children are placed with the proposals that sized them, as SwiftUI's layouts do,
  /// so placing never asks a subtree about sizes it was not already asked about.
  func place(in proposedFrame: CGRect, proposal: ProposedViewSize? = nil) {
    let frame = Self.pixelAligned(proposedFrame, scale: environment.displayScale)
    let proposal = proposal ?? ProposedViewSize(proposedFrame.size)
    guard needsPlacement || frame != self.frame || proposal != placementProposal else { return }
    self.frame = frame
    placementProposal = proposal
    needsPlacement = false
    placeChildren(in: frame)
  }

  /// `frame` with its edges moved to the nearest pixel boundary at `scale`, as SwiftUI rounds
  /// the frames it places, so that edges are crisp and abutting views share an edge.
  static func pixelAligned(_ frame: CGRect, scale: CGFloat) -> CGRect {
    guard scale > 0, frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite,
      frame.maxY.isFinite
    else { return frame }
    let minX = (frame.minX * scale).rounded() / scale
    let minY = (frame.minY * scale).rounded() / scale
    let maxX = (frame.maxX * scale).rounded() / scale
    let maxY = (frame.maxY * scale).rounded() / scale
    return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
  }

  /// Places the children inside the node's own frame.
  func placeChildren(in frame: CGRect) {}

  /// Appends what this node draws, and what its children draw, to `list`.
  func render(into list: inout DisplayList) {
    for child in children { child.render(into: &list) }
  }

  /// Appends an operation made by this node.
  func emit(_ operation: DisplayList.Operation, into list: inout DisplayList) {
    list.items.append(DisplayList.Item(operation: operation, source: id))
  }

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
  var child: LayoutNode {
    didSet {
      guard child !== oldValue else { return }
      child.parent = self
      invalidateLayout()
    }
  }

  init(_ context: NodeContext, child: LayoutNode) {
    self.child = child
    super.init(context)
    child.parent = self
  }

  override var children: [LayoutNode] { [child] }
  override var inheritedPriority: Double { child.layoutPriority }
  override var spacerMinLength: CGFloat? { child.spacerMinLength }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(proposal)
  }

  override func placeChildren(in frame: CGRect) {
    child.place(in: frame, proposal: placementProposal)
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
