import Foundation

/// A view that moves through `phases` one after another, animating each change with the
/// animation chosen for the phase it goes to: over and over, or once through (ending where it
/// began) each time `trigger` changes. Each phase lasts as long as the animation to it.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: AnyHashable?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0

  /// Cycles through `phases` for as long as the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Goes through `phases` once, back to the first, each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Hashable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyHashable(trigger)
    self.content = content
    self.animation = animation
  }

  public var body: some View {
    let count = phases.count
    let shown = count == 0 ? nil : phases[index % count]
    Group {
      if let shown { content(shown) }
    }
    .modifier(
      PhaseDriverModifier(
        count: count, trigger: trigger,
        duration: { step in
          guard count > 0 else { return nil }
          return animation(phases[step % count])?.duration ?? 0
        },
        onStep: { step in
          guard count > 0 else { return }
          withAnimation(animation(phases[step % count])) { index = step % count }
        }))
  }
}

extension View {
  /// Moves this view through `phases` over and over; `content` builds it for each phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Moves this view through `phases` once each time `trigger` changes.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Hashable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}

/// Stands for the view a `phaseAnimator` modifies, inside its `content` closure.
public struct PlaceholderContentView<Value>: View {
  let content: AnyView

  public var body: some View { content }
}

/// Keeps a phase animator's driver on the frame clock.
struct PhaseDriverModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  let trigger: AnyHashable?
  let duration: (Int) -> Double?
  let onStep: (Int) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let graph = context.graph
    let (driver, isNew) = context.attachment { PhaseDriver(graph: graph) }
    driver.duration = duration
    driver.onStep = onStep
    if isNew {
      driver.trigger = trigger
      // Without a trigger the phases cycle from the start.
      if trigger == nil, count > 1 { driver.start(at: graph.animationTime, steps: nil) }
    } else if trigger != driver.trigger {
      driver.trigger = trigger
      // A new trigger: once through, back to the first phase.
      if count > 1 { driver.start(at: graph.animationTime, steps: count) }
    }
    return content(context)
  }
}

/// Steps a phase animator to its next phase when the animation to the current one ends.
@MainActor
final class PhaseDriver: NodeAttachment, AnimationDriver {
  @GraphReference var graph: ViewGraph?
  var trigger: AnyHashable?
  var duration: (Int) -> Double? = { _ in nil }
  var onStep: (Int) -> Void = { _ in }
  /// The phase shown (counting on past the last), when its animation began, and the steps
  /// left (`nil`: forever).
  private var step = 0
  private var stepStart = 0.0
  private var stepsLeft: Int?

  init(graph: ViewGraph) { self.graph = graph }

  func start(at time: Double, steps: Int?) {
    step = 0
    stepStart = time
    stepsLeft = steps
    graph?.startAnimating(self)
  }

  func advance(to time: Double) -> Bool {
    // Each phase lasts as long as the animation to it (at least a frame).
    while time - stepStart >= max(duration(step) ?? 0, 1.0 / 60) {
      if let left = stepsLeft, left <= 0 { return false }
      stepStart += max(duration(step) ?? 0, 1.0 / 60)
      step += 1
      stepsLeft = stepsLeft.map { $0 - 1 }
      onStep(step)
    }
    return true
  }

  override func detach() {
    graph?.stopAnimating(self)
  }
}
