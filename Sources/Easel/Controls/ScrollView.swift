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
  /// The offset, the drag under way and the lengths last laid out: kept by reference, so
  /// that scrolling moves the content without running this body again.
  @State private var geometry = ScrollGeometryBox()
  @Environment(\.isScrollEnabled) private var isScrollEnabled
  @Environment(\.verticalScrollBounceBehavior) private var verticalBounce
  @Environment(\.horizontalScrollBounceBehavior) private var horizontalBounce

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
    let geometry = self.geometry
    let axes = self.axes
    let bounce = (horizontal: horizontalBounce, vertical: verticalBounce)
    // Where a drag to `raw` shows the offset: kept within the content, or past its ends with
    // a rubber band's resistance along an axis that bounces.
    let dragged = { (raw: CGPoint) -> CGPoint in
      let clamped = geometry.clamped(raw)
      let viewport = geometry.viewport
      let content = geometry.content
      var shown = clamped
      if bounce.horizontal.bounces(content: content.width, viewport: viewport.width) {
        shown.x = ScrollBounceBehavior.rubberBand(
          raw.x, maximum: content.width - viewport.width, length: viewport.width)
      }
      if bounce.vertical.bounces(content: content.height, viewport: viewport.height) {
        shown.y = ScrollBounceBehavior.rubberBand(
          raw.y, maximum: content.height - viewport.height, length: viewport.height)
      }
      return shown
    }
    return ScrollViewport(
      axes: axes, showsIndicators: showsIndicators, geometry: geometry,
      settle: { original, velocity in
        // The wheel has been still: the scroll target behaviour picks where to rest, unless
        // a drag has taken over since.
        guard geometry.dragStart == nil else { return }
        let target = geometry.restingOffset(
          natural: geometry.targetOffset, original: original, velocity: velocity)
        withAnimation(Self.glide) { geometry.scroll(to: target) }
      }, content: content
    )
    .gesture(
      ScrollDragGesture(axes: axes)
        .onChanged { drag in
          let origin = geometry.dragStart ?? geometry.targetOffset
          geometry.dragStart = origin
          geometry.scroll(
            to: dragged(
              CGPoint(
                x: axes.contains(.horizontal) ? origin.x - drag.translation.width : origin.x,
                y: axes.contains(.vertical) ? origin.y - drag.translation.height : origin.y)))
        }
        .onEnded { drag in
          let origin = geometry.dragStart ?? geometry.targetOffset
          geometry.dragStart = nil
          // Momentum: glide to where the flick would come to rest, slowing down; a scroll
          // target behaviour may move that resting place.
          let natural = geometry.clamped(
            CGPoint(
              x: axes.contains(.horizontal)
                ? origin.x - drag.predictedEndTranslation.width : origin.x,
              y: axes.contains(.vertical)
                ? origin.y - drag.predictedEndTranslation.height : origin.y))
          // The content moves against the finger.
          let velocity = CGSize(
            width: axes.contains(.horizontal) ? -drag.velocity.width : 0,
            height: axes.contains(.vertical) ? -drag.velocity.height : 0)
          let target = geometry.restingOffset(
            natural: natural, original: origin, velocity: velocity)
          withAnimation(Self.glide) { geometry.scroll(to: target) }
        },
      // Disabled, the scroll view lets its content's gestures work and takes no drags.
      including: isScrollEnabled ? .all : .subviews)
  }

  /// How the content glides to rest after a scroll: fast, then slowing down.
  static var glide: Animation { .timingCurve(0.2, 0.6, 0.35, 1, duration: 0.6) }
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
  let showsIndicators: Bool
  let geometry: ScrollGeometryBox
  let settle: (_ original: CGPoint, _ velocity: CGSize) -> Void
  let content: Content

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let vertical = !axes.contains(.horizontal) || axes.contains(.vertical)
    geometry.axes = axes
    geometry.behavior =
      context.environment.untrackedValue(for: ScrollTargetBehaviorKey.self)?
      .behavior
    let geometry = self.geometry
    // Identified views inside register with this scroll view, and with the reader around.
    geometry.targets.parent = context.scrollTargets
    let position = context.environment.untrackedValue(for: ScrollPositionKey.self)
    let inner = context.modifyingEnvironment {
      $0.stackAxis = vertical ? .vertical : .horizontal
      $0[EnclosingScrollGeometryKey.self] = geometry
      $0.scrollTargets = geometry.targets
      // A scroll position binding follows this scroll view, not those inside it.
      $0.scrollPositionBox = nil
    }
    // The content one step further down: the viewport keeps its offset in an attachment at
    // this position, and content that keeps one at its own position (an animatable modifier,
    // `.offset(y:)`) must not take the same place, or each update would replace the other's.
    let stack = StackNode(
      context, axis: vertical ? .vertical : .horizontal,
      alignment: vertical
        ? HorizontalAlignment.center.key : VerticalAlignment.center.key, spacing: nil,
      children: inner.appending(.content).makeNodes(for: content))
    let node = ScrollViewNode(
      context, axes: axes, showsIndicators: showsIndicators, geometry: geometry,
      settle: settle, child: stack)
    position?.scrollView = NodeReference(node)
    return [node]
  }
}
