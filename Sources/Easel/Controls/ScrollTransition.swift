import Foundation

/// The phase value a scroll transition shows (−1 to 1, animated), kept across updates of its
/// view.
@MainActor
final class ScrollTransitionState: NodeAttachment {
  let value: AnimatedValue<Double>
  /// Whether the value was ever set from where the view is: the first time, it is set
  /// without animation.
  var isPlaced = false

  init(graph: ViewGraph) {
    value = AnimatedValue(0, graph: graph)
  }

  override func detach() { value.detach() }
}

/// The node made by `scrollTransition`: each time its scroll view places its content, it
/// works out the phase from where the view is against the scroll view's visible region, and
/// draws the transition's effect for it.
@MainActor
final class ScrollTransitionNode: VisualEffectNode {
  private let topLeading: ScrollTransitionConfiguration
  private let bottomTrailing: ScrollTransitionConfiguration
  private let axis: Axis?
  /// The effect's steps for a signed phase value (−1 top or leading, 0 identity, 1 bottom or
  /// trailing, interpolated between).
  private let effect: @MainActor (Double) -> [VisualEffectLayer]
  private let state: ScrollTransitionState
  private let scroll: ScrollGeometryBox?

  init(
    _ context: NodeContext, topLeading: ScrollTransitionConfiguration,
    bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
    effect: @escaping @MainActor (Double) -> [VisualEffectLayer], state: ScrollTransitionState,
    child: LayoutNode
  ) {
    self.topLeading = topLeading
    self.bottomTrailing = bottomTrailing
    self.axis = axis
    self.effect = effect
    self.state = state
    self.scroll = context.environment.untrackedValue(for: EnclosingScrollGeometryKey.self)
    super.init(context, child: child)
    state.value.drawingNode = self
    scroll?.register(self)
  }

  /// The phase value for where the view is now in `scroller`'s visible region, and the
  /// animation to show a change of it with.
  private func phase(in scroller: ScrollViewNode) -> (value: Double, animation: Animation?) {
    let axis = self.axis ?? (scroller.axes == .horizontal ? .horizontal : .vertical)
    let view = frame
    let region = scroller.frame
    let start = axis == .horizontal ? view.minX - region.minX : view.minY - region.minY
    let length = axis == .horizontal ? view.width : view.height
    let containerLength = axis == .horizontal ? region.width : region.height
    // How far the view has come in past each edge; it is on the side it is less far into.
    let pastLeading = Double(start + length)
    let pastTrailing = Double(containerLength - start)
    let (configuration, entered, sign) =
      pastLeading <= pastTrailing
      ? (topLeading, pastLeading, -1.0) : (bottomTrailing, pastTrailing, 1.0)
    let entry = configuration.thresholdValue.entry(
      length: Double(length), containerLength: Double(containerLength))
    return (
      configuration.phaseValue(entered: entered, threshold: entry, sign: sign),
      configuration.phaseAnimation
    )
  }

  /// Called by the scroll view after it placed its content: the phase follows the view.
  func scrollViewPlaced(_ scroller: ScrollViewNode) {
    let (value, animation) = phase(in: scroller)
    // A changed value redraws the node (it is the value's drawing node).
    state.value.update(to: value, animation: state.isPlaced ? animation : nil)
    state.isPlaced = true
  }

  override func currentLayers() -> [VisualEffectLayer] {
    if state.isPlaced { return effect(state.value.presented) }
    // Not placed by a scroll view yet (or outside one: then in the identity phase).
    guard let scroller = scroll?.scrollView else { return effect(0) }
    return effect(phase(in: scroller).value)
  }
}

/// The modifier behind `scrollTransition`.
struct ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext)
    -> [LayoutNode]
  {
    let transition = self.transition
    // The closure is asked for the two phases the view is between; their effects are
    // interpolated by how far it is from identity.
    let effect: @MainActor (Double) -> [VisualEffectLayer] = { value in
      let identity = transition(EmptyVisualEffect(), .identity)
      guard value != 0 else { return visualEffectLayers(of: identity) }
      let edge = transition(EmptyVisualEffect(), value < 0 ? .topLeading : .bottomTrailing)
      return visualEffectLayers(of: interpolate(identity, towards: edge, by: abs(value)))
    }
    let nodes = content(context)
    return nodes.map { node in
      // One view keeps its phase across updates; each of several views has its own.
      let state =
        nodes.count == 1
        ? context.attachment { ScrollTransitionState(graph: context.graph) }.attachment
        : ScrollTransitionState(graph: context.graph)
      return ScrollTransitionNode(
        context, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        effect: effect, state: state, child: node)
    }
  }
}

extension View {
  /// Applies `transition` as the view scrolls into and out of the visible region of its
  /// scroll view, alike at both edges: the closure gives the effect for each phase
  /// (`topLeading`, `identity`, `bottomTrailing`) from the view's placeholder; between
  /// phases the effects are interpolated as `configuration` says (by default interactively,
  /// from the edge phase when the view is just hidden to identity when it is wholly
  /// visible). `axis` is the scroll view's axis when `nil` (vertical for one that scrolls
  /// both ways). Layout is unchanged.
  ///
  /// Differs from SwiftUI: the visible region is the scroll view's frame (content margins
  /// scroll under it too), and outside a scroll view the view stays in the identity phase.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: configuration, bottomTrailing: configuration, axis: axis,
        transition: transition))
  }

  /// Applies `transition` as the view scrolls into and out of the visible region of its
  /// scroll view, with `topLeading` while it is at the top or leading edge and
  /// `bottomTrailing` while it is at the bottom or trailing one.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        transition: transition))
  }
}
