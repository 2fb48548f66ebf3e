import Foundation

/// The node of a scroll view's viewport.
@MainActor
final class ScrollViewNode: WrapperNode {
  let axes: Axis.Set
  let geometry: ScrollGeometryBox
  private let offset: AnimatedValue<CGPoint>
  /// Waits for the wheel to be still, then lets the scroll come to rest.
  private let wheelSettle: WheelSettle
  /// The space around the content (`contentMargins`): it scrolls under it.
  let margins: EdgeInsets
  /// Whether the content is drawn past the frame (`scrollClipDisabled()`).
  private let drawsOutside: Bool
  /// Whether the wheel scrolls it (`scrollDisabled(_:)`).
  private let isScrollEnabled: Bool
  /// The graph, told when the offset moves outside a layout pass.
  @GraphReference private var graph: ViewGraph?
  /// The axes along which a scroll indicator shows while the content moves.
  private let indicatorAxes: Axis.Set
  /// When the indicators show and how faded they are.
  private let indicator: ScrollIndicator
  /// How far the viewport reaches below the frame, into the home indicator's area: when a
  /// vertical scroll view's bottom edge meets the bottom of the safe area, its content runs
  /// on under the home indicator, as on iOS, and comes to rest above it (the content is
  /// inset by as much at the bottom).
  private var bottomReach: CGFloat = 0

  init(
    _ context: NodeContext, axes: Axis.Set, showsIndicators: Bool, geometry: ScrollGeometryBox,
    settle: @escaping (_ original: CGPoint, _ velocity: CGSize) -> Void, child: LayoutNode
  ) {
    self.axes = axes
    self.geometry = geometry
    let (state, _) = context.attachment { AnimatedValue(CGPoint.zero, graph: context.graph) }
    self.offset = state
    geometry.offset = state
    graph = context.graph
    let (wheel, _) = context.secondAttachment { WheelSettle(graph: context.graph) }
    wheel.settle = settle
    self.wheelSettle = wheel
    let (indicator, _) = context.appending(.layer).secondAttachment {
      ScrollIndicator(graph: context.graph)
    }
    self.indicator = indicator
    var indicatorAxes: Axis.Set = []
    if showsIndicators {
      // Read as the body's dependencies: a change of visibility makes the node again.
      if axes.contains(.vertical), context.environment.verticalScrollIndicatorVisibility.isShown {
        indicatorAxes.insert(.vertical)
      }
      if axes.contains(.horizontal),
        context.environment.horizontalScrollIndicatorVisibility.isShown
      {
        indicatorAxes.insert(.horizontal)
      }
    }
    self.indicatorAxes = indicatorAxes
    margins = context.environment.untrackedValue(for: ScrollContentMarginsKey.self)
    drawsOutside = context.environment.untrackedValue(for: ScrollClipDisabledKey.self)
    isScrollEnabled = context.environment.untrackedValue(for: ScrollEnabledKey.self)
    super.init(context, child: child)
    state.drawingNode = self
    let reference = NodeReference(self)
    state.onFrame = { reference.node?.setNeedsPlacement() }
    indicator.drawingNode = NodeReference(self)
    geometry.scrollView = self
  }

  /// Asks the graph for a layout pass, in which this node places its content where the offset
  /// now says: no body changed, so none would come otherwise.
  func requestLayoutPass() {
    graph?.enqueueAction {}
  }

  /// The wheel (or a touchpad) scrolls by `delta`. With a scroll target behaviour, once the
  /// wheel has been still for a moment the scroll comes to rest where the behaviour says.
  func scrollBy(_ delta: CGSize) {
    guard isScrollEnabled else { return }
    let before = offset.target
    geometry.scroll(by: delta)
    guard geometry.behavior != nil else { return }
    wheelSettle.note(from: before, by: delta)
  }

  /// The geometry shown now: the offset as drawn, less the insets (SwiftUI's content
  /// offset is minus the insets at rest), the content without them. The insets are the
  /// margins and the reach under the home indicator.
  var scrollGeometry: ScrollGeometry {
    let shown = offset.presented
    var insets = margins
    insets.bottom += bottomReach
    return ScrollGeometry(
      contentOffset: CGPoint(x: shown.x - insets.leading, y: shown.y - insets.top),
      contentSize: CGSize(
        width: max(geometry.content.width - insets.leading - insets.trailing, 0),
        height: max(geometry.content.height - insets.top - insets.bottom, 0)),
      contentInsets: insets, containerSize: geometry.viewport)
  }

  /// The part of the window the content shows through: the frame, and below it the home
  /// indicator's area when the scroll view reaches it.
  var viewportFrame: CGRect {
    let frame = self.frame
    return CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + bottomReach)
  }

  /// The viewport reaches into the bottom of the window when its frame ends where the safe
  /// area does: it is placed again whenever it moves.
  override var placesFromRootPosition: Bool { axes.contains(.vertical) }

  /// How far below the frame the viewport reaches: to the window's bottom edge when the
  /// frame's bottom edge is the safe area's (within half a point), else nowhere.
  private func reachBelowFrame() -> CGFloat {
    guard axes.contains(.vertical), let graph, let safe = graph.safeRect,
      let canvas = graph.canvasRect, canvas.maxY > safe.maxY
    else { return 0 }
    return abs(frame.maxY - safe.maxY) < 0.5 ? canvas.maxY - safe.maxY : 0
  }

  /// The content is proposed no length along the scrolling axes: it takes its ideal length.
  /// Across them it is offered what the margins leave.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if axes.contains(.horizontal) {
      inner.width = nil
    } else if let width = inner.width {
      inner.width = max(width - margins.leading - margins.trailing, 0)
    }
    if axes.contains(.vertical) {
      inner.height = nil
    } else if let height = inner.height {
      inner.height = max(height - margins.top - margins.bottom, 0)
    }
    return inner
  }

  /// The content's size with the margins around it.
  private func withMargins(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width + margins.leading + margins.trailing,
      height: size.height + margins.top + margins.bottom)
  }

  /// Along a scrolling axis the view takes the length it is offered (its content's when asked
  /// for its ideal size); across, it is as long as its content, which was offered that length.
  /// As the SwiftUI Field Guide puts it, "a vertical scroll view accepts the proposed height
  /// unconditionally, [but] it only becomes as wide as the width of its contents".
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    geometry.noteFirstContainer(proposal: proposal, margins: margins)
    let content = withMargins(child.sizeThatFits(contentProposal(proposal)))
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
  }

  override func placeChildren(in bounds: CGRect) {
    geometry.noteContainer(size: bounds.size, margins: margins)
    let proposal = contentProposal(placementProposal)
    let content = child.sizeThatFits(proposal)
    bottomReach = reachBelowFrame()
    // The reach adds as much to the viewport as to the content: the offset's range is the
    // same, and at the end the content rests above the home indicator.
    var extent = withMargins(content)
    extent.height += bottomReach
    geometry.viewport = CGSize(width: bounds.width, height: bounds.height + bottomReach)
    geometry.content = extent
    let shown = offset.presented
    // Content narrower than the viewport across the axis is centred, as in SwiftUI; the
    // margins come before it.
    let x =
      margins.leading
      + (axes.contains(.horizontal) ? -shown.x : (bounds.width - extent.width) / 2)
    let y =
      margins.top + (axes.contains(.vertical) ? -shown.y : (bounds.height - extent.height) / 2)
    child.place(
      in: CGRect(x: x, y: y, width: content.width, height: content.height), proposal: proposal)
    geometry.contentPlaced(in: self)
    indicator.contentPlaced(at: shown)
  }

  override func render(into list: inout DisplayList) {
    if drawsOutside {
      child.render(into: &list)
    } else {
      var content = DisplayList()
      child.render(into: &content)
      emit(.clip(Path(viewportFrame), content.items), into: &list)
    }
    renderIndicators(into: &list)
  }

  /// Draws the scroll indicators while the content moves, and as they fade after.
  private func renderIndicators(into list: inout DisplayList) {
    guard !indicatorAxes.isEmpty else { return }
    let opacity = indicator.opacity
    guard opacity > 0 else { return }
    var color = ScrollIndicator.color.resolve(in: environment)
    color.opacity *= Float(opacity)
    let bars = ScrollIndicator.bars(
      in: frame, content: geometry.content, offset: offset.presented, axes: indicatorAxes)
    for bar in bars {
      emit(
        .fill(Path(roundedRect: bar, cornerRadius: ScrollIndicator.thickness / 2), .color(color)),
        into: &list)
    }
  }

  /// Scrolls so that `target` (root coordinates) shows, as `ScrollViewProxy.scrollTo`
  /// says: its point at `anchor` on the viewport's, or (without an anchor) by the least that
  /// shows all of it; within the content's range, and in the current transaction.
  func scroll(toShow target: CGRect, anchor: UnitPoint?) {
    let viewport = frame
    // The target in the content's coordinates (where it lies at offset zero), from where it
    // is drawn now, scrolled by the offset shown.
    let shownOffset = offset.presented
    let inContent = target.offsetBy(
      dx: shownOffset.x - viewport.minX, dy: shownOffset.y - viewport.minY)
    // Scrolling goes on from where the offset is heading.
    let current = offset.target
    var wanted = current
    for axis in [Axis.horizontal, .vertical]
    where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
      let start = axis == .horizontal ? inContent.minX : inContent.minY
      let length = axis == .horizontal ? inContent.width : inContent.height
      let window = axis == .horizontal ? viewport.width : viewport.height
      let shown = axis == .horizontal ? current.x : current.y
      let value: CGFloat
      if let anchor {
        let fraction = axis == .horizontal ? anchor.x : anchor.y
        value = start + fraction * length - fraction * window
      } else if start < shown {
        value = start
      } else if start + length > shown + window {
        value = min(start, start + length - window)
      } else {
        value = shown
      }
      if axis == .horizontal { wanted.x = value } else { wanted.y = value }
    }
    geometry.scroll(to: geometry.clamped(wanted))
  }

  /// The axis a scroll position is measured along: horizontal for a scroll view that scrolls
  /// only that way, vertical otherwise.
  private var mainAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

  /// The identified views of this scroll view's content (not of scroll views inside it).
  private func identifiedViews() -> [(id: AnyHashable, node: LayoutNode)] {
    geometry.targets.identified.filter { entry in
      var ancestor = entry.node.parent
      while let current = ancestor, !(current is ScrollViewNode) { ancestor = current.parent }
      return ancestor === self
    }
  }

  /// Where views rest after the leading or top edge, along the main axis: past the margin and
  /// the space before the `scrollTargetLayout()`'s first view, as view-aligned scrolling
  /// rests them.
  private var restingInset: CGFloat {
    let inset = geometry.targetRects().inset
    return mainAxis == .horizontal ? inset.width : inset.height
  }

  /// The identifier of the view at the scroll position: the one holding the visible region's
  /// point at `anchor` (or the nearest), or without an anchor the first one not scrolled past
  /// where views rest.
  func viewAtScrollPosition(anchor: UnitPoint?) -> AnyHashable? {
    let horizontal = mainAxis == .horizontal
    let views = identifiedViews().map { entry in
      let frame = entry.node.frame
      return (
        id: entry.id, start: horizontal ? frame.minX : frame.minY,
        end: horizontal ? frame.maxX : frame.maxY
      )
    }
    let region = frame
    if let anchor {
      let point =
        horizontal
        ? region.minX + anchor.x * region.width : region.minY + anchor.y * region.height
      func distance(_ view: (id: AnyHashable, start: CGFloat, end: CGFloat)) -> CGFloat {
        max(view.start - point, point - view.end, 0)
      }
      return views.min { (distance($0), $0.start) < (distance($1), $1.start) }?.id
    }
    let edge =
      (horizontal ? region.minX + margins.leading : region.minY + margins.top) + restingInset
    return views.filter { $0.end > edge + 0.5 }.min { $0.start < $1.start }?.id
  }

  /// Scrolls to the view identified by `id`, in the current transaction: its point at
  /// `anchor` to the visible region's, or without an anchor where view-aligned scrolling
  /// would rest it.
  func scroll(toView id: AnyHashable, anchor: UnitPoint?) {
    guard let node = geometry.targets.node(for: id) else { return }
    if let anchor { return scroll(toShow: node.frame, anchor: anchor) }
    let content = child.frame
    let current = offset.target
    var wanted = current
    if mainAxis == .horizontal {
      wanted.x = node.frame.minX - content.minX - restingInset
    } else {
      wanted.y = node.frame.minY - content.minY - restingInset
    }
    geometry.scroll(to: geometry.clamped(wanted))
  }

  /// Only what shows through the viewport takes touches (all the content, when it is drawn
  /// past the frame).
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if viewportFrame.contains(point) { return super.hitTest(point) ?? self }
    return drawsOutside ? super.hitTest(point) : nil
  }
}

/// Waits, on the frame clock, until the wheel has been still for `quiet` seconds after a
/// burst of scrolling, then lets the scroll come to rest: `settle` gets the offset the burst
/// began at and its mean velocity (points per second of the offset).
@MainActor
final class WheelSettle: NodeAttachment, AnimationDriver {
  @GraphReference private var graph: ViewGraph?
  var settle: (_ original: CGPoint, _ velocity: CGSize) -> Void = { _, _ in }
  /// How long the wheel must be still before the scroll rests.
  static let quiet = 0.15
  private var original = CGPoint.zero
  private var start = 0.0
  private var moved = CGSize.zero
  private var deadline: Double?

  init(graph: ViewGraph) { self.graph = graph }

  /// The wheel moved the offset by `delta` from `offset`.
  func note(from offset: CGPoint, by delta: CGSize) {
    guard let graph else { return }
    if deadline == nil {
      original = offset
      start = graph.animationTime
      moved = .zero
    }
    moved.width += delta.width
    moved.height += delta.height
    deadline = graph.animationTime + Self.quiet
    graph.startAnimating(self)
  }

  func advance(to time: Double) -> Bool {
    guard let deadline else { return false }
    guard time >= deadline else { return true }
    self.deadline = nil
    // A single step of the wheel counts as a frame's worth of motion.
    let duration = max(deadline - Self.quiet - start, 1.0 / 60)
    settle(
      original, CGSize(width: moved.width / duration, height: moved.height / duration))
    return false
  }

  override func detach() {
    deadline = nil
    graph?.stopAnimating(self)
  }
}
