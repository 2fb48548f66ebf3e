import Foundation

/// The cache of `HStackLayout`, `VStackLayout` and `ZStackLayout`: the stack node that runs
/// the same algorithm as `HStack`, `VStack` and `ZStack`, laid over proxies of the subviews.
public struct _StackLayoutCache {
  private var storage: StackLayoutStorage?

  /// Creates an empty cache; the stack is made on first use.
  init() {}

  /// The stack for `subviews`, made again when the subviews or the stack's kind changed, with
  /// stale sizes dropped when layout below the container was invalidated.
  @MainActor
  private mutating func node(for subviews: LayoutSubviews, kind: StackLayoutKind) -> LayoutNode? {
    if let storage, storage.kind == kind, storage.matches(subviews) {
      storage.refresh()
      return storage.node
    }
    guard let context = subviews.container.context else { return nil }
    let storage = StackLayoutStorage(kind: kind, subviews: subviews, context: context)
    self.storage = storage
    return storage.node
  }

  /// The stack's size for `proposal`.
  @MainActor
  mutating func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: LayoutSubviews, kind: StackLayoutKind
  ) -> CGSize {
    node(for: subviews, kind: kind)?.sizeThatFits(proposal) ?? .zero
  }

  /// Places the subviews where the stack, sized with `proposal`, puts them in `bounds`.
  @MainActor
  mutating func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    kind: StackLayoutKind
  ) {
    guard let node = node(for: subviews, kind: kind) else { return }
    // A stack placed again as before keeps its children where they are, but the container
    // needs every placement again.
    node.layoutInvalidatedHere()
    node.setNeedsPlacement()
    node.place(in: bounds, proposal: proposal)
  }

  /// The stack's value for a guide, in the coordinate space of `bounds`.
  @MainActor
  mutating func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, subviews: LayoutSubviews, kind: StackLayoutKind
  ) -> CGFloat? {
    guard let node = node(for: subviews, kind: kind) else { return nil }
    guard let value = node.guideValue(key, size: bounds.size) else { return nil }
    return value + bounds.origin[key.axis]
  }
}

/// Which stack a built-in stack layout runs.
enum StackLayoutKind: Equatable {
  /// `HStack` or `VStack`: along an axis, aligned on a guide across it.
  case line(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
  /// `ZStack`: overlaid, aligned in both axes.
  case overlay(alignment: Alignment)
}

/// A stack node over proxies of a container's subviews.
@MainActor
private final class StackLayoutStorage {
  let kind: StackLayoutKind
  let node: LayoutNode
  private let proxies: [SubviewProxyNode]
  private let container: LayoutContainer
  private var generation: Int

  init(kind: StackLayoutKind, subviews: LayoutSubviews, context: NodeContext) {
    self.kind = kind
    self.container = subviews.container
    self.generation = subviews.container.generation
    var proxies: [SubviewProxyNode] = []
    proxies.reserveCapacity(subviews.count)
    for subview in subviews { proxies.append(SubviewProxyNode(context, subview: subview)) }
    self.proxies = proxies
    switch kind {
    case .line(let axis, let alignment, let spacing):
      node = StackNode(
        context, axis: axis, alignment: alignment, spacing: spacing, children: proxies)
    case .overlay(let alignment):
      node = ZStackNode(context, alignment: alignment, children: proxies)
    }
  }

  /// Whether the stack was made for exactly these subviews.
  func matches(_ subviews: LayoutSubviews) -> Bool {
    guard subviews.container === container, subviews.count == proxies.count else { return false }
    var index = 0
    for subview in subviews {
      guard proxies[index].subview == subview else { return false }
      index += 1
    }
    return true
  }

  /// Drops sizes measured before layout below the container was last invalidated.
  func refresh() {
    guard generation != container.generation else { return }
    generation = container.generation
    for proxy in proxies { proxy.invalidateLayout() }
  }
}

/// Stands for a subview inside a built-in stack layout's stack: it measures as the subview
/// does, passes its priority and guides on, and hands its frame to the subview.
@MainActor
final class SubviewProxyNode: LayoutNode {
  /// The subview this node stands for.
  let subview: LayoutSubview

  init(_ context: NodeContext, subview: LayoutSubview) {
    self.subview = subview
    super.init(context)
  }

  override var inheritedPriority: Double { subview.node.layoutPriority }
  override var spacerMinLength: CGFloat? { subview.node.spacerMinLength }
  override var setsExplicitGuides: Bool { subview.node.hasExplicitGuides }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    subview.node.sizeThatFits(proposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    subview.node.guideValue(key, size: size)
  }

  /// The subview is placed by its container, after the layout has recorded every frame.
  override func place(in proposedFrame: CGRect, proposal: ProposedViewSize? = nil) {
    // The stack placed this proxy in its own coordinates; the container wants the bounds'.
    let stackOrigin = parent?.localFrame.origin ?? .zero
    let childOffset = parent?.childOffset ?? .zero
    subview.place(
      in: proposedFrame.offsetBy(
        dx: stackOrigin.x + childOffset.x, dy: stackOrigin.y + childOffset.y),
      proposal: proposal ?? ProposedViewSize(proposedFrame.size))
  }

  /// A proxy draws nothing; the subview draws itself where its container puts it.
  override func render(into list: inout DisplayList) {}
}
