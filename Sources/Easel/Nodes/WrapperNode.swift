import Foundation

/// The way to a wrapper's child without retaining it (see `WrapperNode`).
extension LayoutNode {
  /// Calls `body` with a wrapper's child (see `WrapperNode`), which is not retained for the
  /// call: the wrapper holds it, and nothing replaces a wrapper's child while a call into that
  /// child runs (a view's body that runs during layout, a `GeometryReader`'s content, makes
  /// nodes only below the node that runs it).
  @inline(__always)
  final func withChild<Result>(_ body: (LayoutNode) -> Result) -> Result {
    wrappedChild.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
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
  init(_ context: borrowing NodeContext, child: LayoutNode, passesSizeThrough: Bool = false) {
    super.init(context)
    if passesSizeThrough { flags.insert(.forwardsSizing) }
    attach(child)
  }

  /// A wrapper made before its child, which `attach(_:)` gives it: it has no child until
  /// then, and nothing may ask it for one.
  init(_ context: borrowing NodeContext, passesSizeThrough: Bool) {
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
