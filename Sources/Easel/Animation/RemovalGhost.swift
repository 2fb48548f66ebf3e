import Foundation

/// A removed view drawn as it leaves, until its transition ends: inside the container it was
/// in when that can be found again, on top of everything otherwise.
@MainActor
final class RemovalGhost: AnimationDriver {
  /// One step down the layout tree: a child's index and its node type.
  struct Step {
    let index: Int
    let type: ObjectIdentifier
  }

  /// The owner's slot the removed view was under, and the steps from it to the view's parent.
  var slot: SlotNode? {
    get { slotReference.node }
    set { slotReference.node = newValue }
  }
  private var slotReference = NodeReference<SlotNode>(nil)
  var path: [Step] = []
  /// Whether the current display list has drawn the ghost inside its container.
  var wasDrawn = false

  /// What the view drew last, and where.
  let items: [DisplayList.Item]
  let frame: CGRect
  let effect: TransitionEffect
  let source: Int
  let animation: Animation
  let start: Double
  /// For a custom transition: the scene that draws the view with the transition's bodies
  /// on their way to `didDisappear`.
  var scene: TransitionGhostScene?
  @GraphReference private var graph: ViewGraph?

  init(
    items: [DisplayList.Item], frame: CGRect, effect: TransitionEffect, source: Int,
    animation: Animation, start: Double, graph: ViewGraph
  ) {
    self.items = items
    self.frame = frame
    self.effect = effect
    self.source = source
    self.animation = animation
    self.start = start
    self.graph = graph
  }

  /// The node to draw the ghost in: the deepest node along `path` whose type still matches,
  /// or `nil` when the slot is gone.
  func host() -> LayoutNode? {
    guard let slot else { return nil }
    var node: LayoutNode = slot
    for step in path {
      let children = node.children
      guard children.indices.contains(step.index),
        ObjectIdentifier(type(of: children[step.index])) == step.type
      else { break }
      node = children[step.index]
    }
    return node
  }

  func render(into list: inout DisplayList) {
    guard let graph else { return }
    let amount = animation.fraction(at: graph.animationTime - start)
    list.items.append(
      contentsOf: effect.apply(
        to: scene?.items ?? items, frame: frame, amount: amount, source: source))
  }

  func advance(to time: Double) -> Bool {
    guard !animation.isFinished(at: time - start) else {
      graph?.removalGhosts.removeValue(forKey: ObjectIdentifier(self))
      return false
    }
    scene?.advance(to: time, start: start, animation: animation)
    return true
  }
}

/// Draws a view leaving with a custom transition: the transition's bodies around a still of
/// the view's content, in a small graph of their own whose animations move them from
/// `identity` to `didDisappear` on the host's clock.
@MainActor
final class TransitionGhostScene {
  /// What the scene draws now, in the host's root coordinates; `nil` before its first frame.
  private(set) var items: [DisplayList.Item]?
  private let graph: ViewGraph
  private let size: CGSize
  /// Where the scene's canvas lies in the host's root coordinates: it puts the still of the
  /// content where the content was drawn.
  private var shift: CGSize?
  private let contentFrame: CGRect
  private let replay: ContentReplayRecord

  init(
    body: TransitionBody, contentItems: [DisplayList.Item], contentFrame: CGRect,
    frame: CGRect, environment: EnvironmentValues, graph host: ViewGraph
  ) {
    var environment = environment
    environment.tracker = nil
    environment.transitionGhostPhase = .identity
    let replay = ContentReplayRecord()
    self.replay = replay
    self.contentFrame = contentFrame
    self.size = frame.size
    self.graph = ViewGraph(
      root: TransitionGhostRoot(
        transition: body,
        content: ContentReplay(items: contentItems, frame: contentFrame, record: replay)),
      environment: environment, textEngine: host.textEngine, imageProvider: host.imageProvider)
  }

  /// Moves the scene to `time`: on its first frame it is laid out at `identity`, then sent
  /// to `didDisappear` with `animation`, which started at `start`.
  func advance(to time: Double, start: Double, animation: Animation) {
    if shift == nil {
      graph.advanceAnimations(to: start)
      graph.layout(in: size)
      _ = graph.displayList()
      // At `identity` the still lies where the content was drawn.
      let placed = replay.frame ?? contentFrame
      shift = CGSize(
        width: contentFrame.minX - placed.minX, height: contentFrame.minY - placed.minY)
      // The change to `didDisappear` starts its animations at `start`.
      graph.noteTransaction(Transaction(animation: animation))
      graph.environment.transitionGhostPhase = .didDisappear
      graph.layout(in: size)
    }
    graph.advanceAnimations(to: time)
    graph.layout(in: size)
    let list = graph.displayList()
    items = [DisplayList.Item(operation: .offset(shift ?? .zero, list.items), source: 0)]
  }
}

/// The root of a `TransitionGhostScene`: the transition's bodies around the still of the
/// content, at the phase of the scene's environment.
private struct TransitionGhostRoot: View {
  let transition: TransitionBody
  let content: ContentReplay
  @Environment(\.transitionGhostPhase) private var phase

  var body: some View {
    transition.make(AnyView(content), phase)
  }
}

/// Where a `ContentReplay` was last drawn.
@MainActor
final class ContentReplayRecord {
  var frame: CGRect?
}

/// A still of what a view drew: its display list items, drawn where the view is placed, at
/// the size it had.
struct ContentReplay: View, PrimitiveView {
  let items: [DisplayList.Item]
  /// Where the items were drawn, in their root coordinates.
  let frame: CGRect
  let record: ContentReplayRecord

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ContentReplayNode(context, replay: self)]
  }
}

/// The node of a `ContentReplay`.
@MainActor
final class ContentReplayNode: LayoutNode {
  let replay: ContentReplay

  init(_ context: NodeContext, replay: ContentReplay) {
    self.replay = replay
    super.init(context)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { replay.frame.size }

  override func render(into list: inout DisplayList) {
    replay.record.frame = frame
    let move = CGSize(width: frame.minX - replay.frame.minX, height: frame.minY - replay.frame.minY)
    emit(.offset(move, replay.items), into: &list)
  }
}

extension EnvironmentValues {
  /// The phase a `TransitionGhostScene` shows its transition's bodies at.
  var transitionGhostPhase: TransitionPhase {
    get { self[TransitionGhostPhaseKey.self] }
    set { self[TransitionGhostPhaseKey.self] = newValue }
  }
}

private struct TransitionGhostPhaseKey: EnvironmentKey {
  static let defaultValue = TransitionPhase.identity
}
