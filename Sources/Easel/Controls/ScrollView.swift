import Foundation

/// A scrollable view: its content is laid out at its ideal length along the scrolling axes
/// and shown through the view's frame, moved by dragging (with momentum) or by the wheel.
public struct ScrollView<Content: View>: View {
  /// The scrolling axes.
  public var axes: Axis.Set
  /// Whether scroll indicators are shown while scrolling.
  public var showsIndicators: Bool
  /// The content.
  public var content: Content
  @State private var offset = CGPoint.zero
  @State private var geometry = ScrollGeometryBox()
  @State private var dragStart: CGPoint?

  /// Creates a scroll view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: some View {
    let offset = $offset
    let start = $dragStart
    let geometry = self.geometry
    let axes = self.axes
    return ScrollViewport(
      axes: axes, offset: self.offset, geometry: geometry,
      scrollBy: { delta in
        offset.wrappedValue = geometry.clamped(
          CGPoint(x: offset.wrappedValue.x + delta.width, y: offset.wrappedValue.y + delta.height))
      }, content: content
    )
    .gesture(
      ScrollDragGesture(axes: axes)
        .onChanged { drag in
          let origin = start.wrappedValue ?? offset.wrappedValue
          start.wrappedValue = origin
          offset.wrappedValue = geometry.clamped(
            CGPoint(
              x: axes.contains(.horizontal) ? origin.x - drag.translation.width : origin.x,
              y: axes.contains(.vertical) ? origin.y - drag.translation.height : origin.y))
        }
        .onEnded { drag in
          let origin = start.wrappedValue ?? offset.wrappedValue
          start.wrappedValue = nil
          // Momentum: glide to where the flick would come to rest, slowing down.
          let target = geometry.clamped(
            CGPoint(
              x: axes.contains(.horizontal)
                ? origin.x - drag.predictedEndTranslation.width : origin.x,
              y: axes.contains(.vertical)
                ? origin.y - drag.predictedEndTranslation.height : origin.y))
          withAnimation(.timingCurve(0.2, 0.6, 0.35, 1, duration: 0.6)) {
            offset.wrappedValue = target
          }
        })
  }
}

/// The lengths a scroll view last laid out with, to keep the offset in range.
@MainActor
final class ScrollGeometryBox {
  var viewport = CGSize.zero
  var content = CGSize.zero

  /// `offset` kept between the start and the end of the content.
  func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(offset.x, 0), max(content.width - viewport.width, 0)),
      y: min(max(offset.y, 0), max(content.height - viewport.height, 0)))
  }
}

/// A drag along a scroll view's axes: it gives up when the first movement runs across them,
/// so a child's drag in the other direction is left alone.
struct ScrollDragGesture: Gesture, PrimitiveGesture {
  typealias Value = DragGesture.Value
  typealias Body = Never
  let axes: Axis.Set

  func makeRecognizer() -> GestureRecognizer<DragGesture.Value> {
    let axes = self.axes
    let drag = DragRecognizer(minimumDistance: tapSlop, coordinateSpace: .global)
    var decided = false
    return WrappingRecognizer(drag) { proposal in
      guard !decided, case .change(let value, _) = proposal else { return proposal }
      decided = true
      let horizontal = abs(value.translation.width) > abs(value.translation.height)
      if horizontal && !axes.contains(.horizontal) { return .fail }
      if !horizontal && !axes.contains(.vertical) { return .fail }
      return proposal
    }
  }
}

/// Lays the content out at its ideal length along the scrolling axes and shows it moved by
/// the offset, clipped to the viewport.
struct ScrollViewport<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let offset: CGPoint
  let geometry: ScrollGeometryBox
  let scrollBy: (CGSize) -> Void
  let content: Content

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let vertical = !axes.contains(.horizontal) || axes.contains(.vertical)
    let inner = context.modifyingEnvironment {
      $0.stackAxis = vertical ? .vertical : .horizontal
    }
    let stack = StackNode(
      context, axis: vertical ? .vertical : .horizontal,
      alignment: vertical
        ? HorizontalAlignment.center.key : VerticalAlignment.center.key, spacing: nil,
      children: inner.makeNodes(for: content))
    return [
      ScrollViewNode(
        context, axes: axes, offset: offset, geometry: geometry, scrollBy: scrollBy,
        child: stack)
    ]
  }
}

/// The node of a scroll view's viewport.
@MainActor
final class ScrollViewNode: WrapperNode {
  let axes: Axis.Set
  let geometry: ScrollGeometryBox
  let scrollBy: (CGSize) -> Void
  private let offset: AnimatedValue<CGPoint>

  init(
    _ context: NodeContext, axes: Axis.Set, offset: CGPoint, geometry: ScrollGeometryBox,
    scrollBy: @escaping (CGSize) -> Void, child: LayoutNode
  ) {
    self.axes = axes
    self.geometry = geometry
    self.scrollBy = scrollBy
    let (state, _) = context.attachment { AnimatedValue(offset, graph: context.graph) }
    state.update(to: offset, animation: context.animation)
    self.offset = state
    super.init(context, child: child)
    state.drawingNode = self
    let reference = NodeReference(self)
    state.onFrame = { reference.node?.setNeedsPlacement() }
  }

  /// The content is proposed no length along the scrolling axes: it takes its ideal length.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if axes.contains(.horizontal) { inner.width = nil }
    if axes.contains(.vertical) { inner.height = nil }
    return inner
  }

  /// Along a scrolling axis the view takes the length it is offered (its content's when asked
  /// for its ideal size); across, it is as long as its content, which was offered that length.
  /// As the SwiftUI Field Guide puts it, "a vertical scroll view accepts the proposed height
  /// unconditionally, [but] it only becomes as wide as the width of its contents".
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let content = child.sizeThatFits(contentProposal(proposal))
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
  }

  override func placeChildren(in bounds: CGRect) {
    let proposal = contentProposal(placementProposal)
    let content = child.sizeThatFits(proposal)
    geometry.viewport = bounds.size
    geometry.content = content
    let shown = offset.presented
    // Content narrower than the viewport across the axis is centred, as in SwiftUI.
    let x =
      axes.contains(.horizontal) ? -shown.x : (bounds.width - content.width) / 2
    let y = axes.contains(.vertical) ? -shown.y : (bounds.height - content.height) / 2
    child.place(
      in: CGRect(x: x, y: y, width: content.width, height: content.height), proposal: proposal)
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    emit(.clip(Path(frame), content.items), into: &list)
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
    let clamped = geometry.clamped(wanted)
    scrollBy(CGSize(width: clamped.x - current.x, height: clamped.y - current.y))
  }

  /// Only what shows through the viewport takes touches.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    frame.contains(point) ? (super.hitTest(point) ?? self) : nil
  }
}
