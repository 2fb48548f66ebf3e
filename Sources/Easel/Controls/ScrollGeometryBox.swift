import Foundation

/// What a scroll view keeps between updates: its offset, the lengths it last laid out with (to
/// keep the offset in range), its node, its scroll target behaviour, and the scroll
/// transitions inside it that follow where their views are.
///
/// Scrolling changes the offset here and asks the node to place its content again: the
/// scroll view's body does not run, and nothing inside it is made again.
@MainActor
final class ScrollGeometryBox {
  /// The offset as drawn, animated: the node's attachment, which it hands over when made.
  var offset: AnimatedValue<CGPoint>?
  /// Where a drag under way started the offset; `nil` between drags.
  var dragStart: CGPoint?
  var viewport = CGSize.zero
  var content = CGSize.zero
  var axes: Axis.Set = .vertical
  /// The scroll target behaviour set around the scroll view, if any.
  var behavior: (any ScrollTargetBehavior)?
  /// The views the content identifies (`id(_:)`, `ForEach` elements).
  let targets = ScrollTargets()
  private var node = NodeReference<ScrollViewNode>(nil)
  private var transitions: [NodeReference<ScrollTransitionNode>] = []
  /// The views inside sized by `containerRelativeFrame`.
  private var containerRelative: [NodeReference<LayoutNode>] = []
  /// The scroll view's size less its margins, as last placed (or, before it is placed, as
  /// first proposed): what `containerRelativeFrame` sizes views inside by. `nil` along an
  /// axis not known yet.
  private(set) var containerSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

  /// Records a view inside sized by `containerRelativeFrame`, to be measured again when the
  /// scroll view's size changes.
  func registerContainerRelative(_ node: LayoutNode) {
    containerRelative.removeAll { $0.node == nil }
    containerRelative.append(NodeReference(node))
  }

  /// Notes the size the scroll view is placed at, less `margins`; the views sized by it are
  /// measured again when it changes.
  func noteContainer(size: CGSize, margins: EdgeInsets) {
    let width = max(size.width - margins.leading - margins.trailing, 0)
    let height = max(size.height - margins.top - margins.bottom, 0)
    guard width != containerSize.width || height != containerSize.height else { return }
    containerSize = (width, height)
    containerRelative.removeAll { $0.node == nil }
    for reference in containerRelative { reference.node?.invalidateLayout() }
  }

  /// Before the scroll view is first placed, takes a proposal's finite lengths as the
  /// container's (probes of no, zero or infinite length say nothing of it).
  func noteFirstContainer(proposal: ProposedViewSize, margins: EdgeInsets) {
    func usable(_ length: CGFloat?) -> CGFloat? {
      guard let length, length > 0, length.isFinite else { return nil }
      return length
    }
    if containerSize.width == nil, let width = usable(proposal.width) {
      containerSize.width = max(width - margins.leading - margins.trailing, 0)
    }
    if containerSize.height == nil, let height = usable(proposal.height) {
      containerSize.height = max(height - margins.top - margins.bottom, 0)
    }
  }

  /// The scroll view's node, as last made.
  var scrollView: ScrollViewNode? {
    get { node.node }
    set { node.node = newValue }
  }

  /// The offset scrolling last asked for: where an animation of it heads.
  var targetOffset: CGPoint { offset?.target ?? .zero }

  /// Moves the offset to `target` (as given: callers keep it in range) with the animation of
  /// the transaction running now, if any, and has the content placed there.
  func scroll(to target: CGPoint) {
    guard let offset, target != offset.target else { return }
    let transaction = TransactionContext.current
    offset.update(
      to: target, animation: transaction?.disablesAnimations == true ? nil : transaction?.animation)
    guard let scrollView else { return }
    scrollView.setNeedsPlacement()
    scrollView.requestLayoutPass()
  }

  /// Moves the offset by `delta`, kept between the start and the end of the content.
  func scroll(by delta: CGSize) {
    let current = targetOffset
    scroll(to: clamped(CGPoint(x: current.x + delta.width, y: current.y + delta.height)))
  }

  /// `offset` kept between the start and the end of the content.
  func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(offset.x, 0), max(content.width - viewport.width, 0)),
      y: min(max(offset.y, 0), max(content.height - viewport.height, 0)))
  }

  /// Records a scroll transition inside the scroll view, to be told where it is whenever the
  /// content is placed.
  func register(_ transition: ScrollTransitionNode) {
    transitions.append(NodeReference(transition))
  }

  /// Tells the scroll transitions inside that the content was placed, forgetting those whose
  /// nodes are gone.
  func contentPlaced(in scroller: ScrollViewNode) {
    transitions.removeAll { $0.node == nil }
    for reference in transitions {
      reference.node?.scrollViewPlaced(scroller)
    }
  }

  /// Where a scroll that began at `original` and would naturally end at `natural` comes to
  /// rest, moving at `velocity` (points per second of the offset): where the scroll target
  /// behaviour says, in range; `natural` without one.
  func restingOffset(natural: CGPoint, original: CGPoint, velocity: CGSize) -> CGPoint {
    guard let behavior else { return natural }
    let (rects, inset) = targetRects()
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: original, size: viewport)),
      velocity: CGVector(dx: velocity.width, dy: velocity.height), contentSize: content,
      containerSize: viewport, axes: axes,
      environment: scrollView?.environment ?? EnvironmentValues(), targetRects: rects,
      targetInset: inset)
    var target = ScrollTarget(rect: CGRect(origin: natural, size: viewport))
    behavior.updateTarget(&target, context: context)
    return clamped(offset(showing: target, from: natural))
  }

  /// The offset that shows `target` as its anchor says, starting from `natural`: along each
  /// scrolling axis, with an anchor, the target's anchor point at the visible region's;
  /// without, the least move from `natural` that shows the whole target (where it is larger
  /// than the visible region, its start).
  private func offset(showing target: ScrollTarget, from natural: CGPoint) -> CGPoint {
    var result = natural
    for axis in [Axis.horizontal, .vertical]
    where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
      let horizontal = axis == .horizontal
      let start = horizontal ? target.rect.minX : target.rect.minY
      let length = horizontal ? target.rect.width : target.rect.height
      let window = horizontal ? viewport.width : viewport.height
      let current = horizontal ? natural.x : natural.y
      let value: CGFloat
      if let anchor = target.anchor {
        let fraction = horizontal ? anchor.x : anchor.y
        value = start + fraction * length - fraction * window
      } else if start < current {
        value = start
      } else if start + length > current + window {
        value = min(start, start + length - window)
      } else {
        value = current
      }
      if horizontal { result.x = value } else { result.y = value }
    }
    return result
  }

  /// The frames of the views of the `scrollTargetLayout()` containers in the content, in the
  /// content's coordinates, and the space before the first of them along each axis.
  func targetRects() -> (rects: [CGRect], inset: CGSize) {
    guard let scroller = scrollView else { return ([], .zero) }
    let content = scroller.child.frame
    var rects: [CGRect] = []
    func collect(_ node: LayoutNode) {
      if let layout = node as? ScrollTargetLayoutNode {
        rects += layout.targets.map {
          $0.frame.offsetBy(dx: -content.minX, dy: -content.minY)
        }
      }
      // A scroll view inside has targets of its own.
      for child in node.children where !(child is ScrollViewNode) { collect(child) }
    }
    collect(scroller.child)
    guard !rects.isEmpty else { return ([], .zero) }
    let inset = CGSize(
      width: max(rects.map(\.minX).min() ?? 0, 0), height: max(rects.map(\.minY).min() ?? 0, 0))
    return (rects, inset)
  }
}

/// The enclosing scroll view's box, for the scroll transitions inside it.
struct EnclosingScrollGeometryKey: EnvironmentKey {
  static var defaultValue: ScrollGeometryBox? { nil }
}
