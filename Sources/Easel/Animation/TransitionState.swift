import Foundation

/// The persistent state of a `transition(_:)` modifier: how far the view has come in, the
/// phase of its custom transitions, and what it drew last, to draw it leaving.
@MainActor
final class TransitionState: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  /// The view node whose body holds the transition, and the transition's current node.
  weak var owner: ViewNode?
  var node: TransitionNode? {
    get { nodeReference.node }
    set { nodeReference.node = newValue }
  }
  private var nodeReference = NodeReference<TransitionNode>(nil)
  var transition: AnyTransition
  /// How much of the insertion effect still shows: 1 when the view has just come in, 0 once
  /// it is in.
  let entering: AnimatedValue<Double>
  /// What the transition's node drew last (inside the insertion effect), and where.
  var lastItems: [DisplayList.Item] = []
  var lastFrame = CGRect.zero
  var source = 0

  // MARK: Custom transitions

  /// The phase the custom transitions' bodies are built at.
  private(set) var phase = TransitionPhase.identity
  /// The graph node that builds the bodies around the content.
  private weak var bodyNode: ViewNode?
  /// The environment of the modified view, for drawing it as it leaves.
  var environment = EnvironmentValues()
  /// What the content inside the bodies drew last, where, and in which display list.
  var contentItems: [DisplayList.Item] = []
  var contentFrame = CGRect.null
  var contentGeneration = -1

  init(graph: ViewGraph, transition: AnyTransition) {
    self.graph = graph
    self.transition = transition
    entering = AnimatedValue(0, graph: graph)
  }

  /// The view was just inserted: with `animation`, its bodies are built at `willAppear`
  /// and then, in the same update, moved to `identity` with the animation; without, they
  /// start at `identity`.
  func beginPhases(animation: Animation?) {
    guard let animation, let graph else {
      phase = .identity
      return
    }
    phase = .willAppear
    graph.enqueueAction { [weak self] in
      guard let self, let graph = self.graph else { return }
      self.phase = .identity
      graph.noteTransaction(Transaction(animation: animation))
      self.bodyNode?.invalidate()
    }
  }

  /// Builds `body` around `content` at the current phase, in a graph node of its own: a
  /// change of phase runs only it again. The content keeps its identity in the owner's body.
  func makeBodyNodes(_ body: TransitionBody, content: any View, in context: NodeContext)
    -> [LayoutNode]
  {
    let origin = WeakNodeContext(context.appending(.content))
    let captured = TransitionContentCapture(
      content: _ViewModifier_Content<_TransitionModifier>(content: content, origin: origin),
      state: self)
    let key = context.path.appending(.type(ObjectIdentifier(TransitionBody.self)))
    return context.makeComposite((phase, content), key: key) { [weak self] node, bodyContext in
      guard let self else { return [] }
      self.bodyNode = node
      return bodyContext.makeNodes(for: body.make(AnyView(captured), self.phase))
    }
  }

  override func leave() {
    defer { detach() }
    guard let graph,
      let animation = transition.animation ?? graph.updateTransaction.animation,
      !transition.removal.isIdentity || transition.body != nil, !lastItems.isEmpty
    else { return }
    let ghost = RemovalGhost(
      items: lastItems, frame: lastFrame, effect: transition.removal, source: source,
      animation: animation, start: graph.animationTime, graph: graph)
    if let body = transition.body, !contentFrame.isNull {
      ghost.scene = TransitionGhostScene(
        body: body, contentItems: contentItems, contentFrame: contentFrame, frame: lastFrame,
        environment: environment, graph: graph)
    }
    placeInOwnersTree(ghost)
    graph.removalGhosts[ObjectIdentifier(ghost)] = ghost
    graph.startAnimating(ghost)
  }

  override func detach() {
    entering.detach()
  }

  /// Records where in the owner's layout tree the removed view was: the owner's slot, and the
  /// steps (child index and node type) from it down to the removed view's parent. The old tree
  /// is still in place here — the owner's body has run, but its slots still hold what they
  /// showed — and the new one keeps the ancestors of a removed view where they were, so the
  /// ghost can be drawn inside them: in their clips, transforms and opacity.
  private func placeInOwnersTree(_ ghost: RemovalGhost) {
    guard let owner, let node, let host = node.parent else { return }
    var chain: [LayoutNode] = []
    var current: LayoutNode? = host
    while let ancestor = current, !owner.slots.contains(where: { $0 === ancestor }) {
      chain.append(ancestor)
      current = ancestor.parent
    }
    guard let slot = current as? SlotNode else { return }
    var steps: [RemovalGhost.Step] = []
    for ancestor in chain.reversed() {
      guard let parent = ancestor.parent,
        let index = parent.children.firstIndex(where: { $0 === ancestor })
      else { return }
      steps.append(RemovalGhost.Step(index: index, type: ObjectIdentifier(type(of: ancestor))))
    }
    ghost.slot = slot
    ghost.path = steps
  }
}

/// The node made by `transition(_:)`: it draws its content with what remains of the insertion
/// effect, and remembers what it drew for the removal.
@MainActor
final class TransitionNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let state: TransitionState

  /// A node for `state`'s transition around `child`; `insertion` is the animation of the
  /// change that inserted the view, if it was just inserted by one.
  init(_ context: NodeContext, state: TransitionState, insertion: Animation?, child: LayoutNode) {
    if let insertion, !state.transition.insertion.isIdentity {
      // Inserted by an animated change: start with all of the effect and animate it away.
      state.entering.update(to: 1, animation: nil)
      state.entering.update(to: 0, animation: insertion)
    }
    self.state = state
    super.init(context, child: child)
    state.source = id
    state.node = self
    state.entering.drawingNode = self
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    state.lastItems = content.items
    state.lastFrame = frame
    let amount = state.entering.presented
    list.items.append(
      contentsOf: state.transition.insertion.apply(
        to: content.items, frame: frame, amount: amount, source: id))
  }
}

/// The content inside custom transitions' bodies: it records what the content draws, so
/// that the view can be drawn leaving.
struct TransitionContentCapture: View, PrimitiveView {
  let content: any View
  let state: TransitionState

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    context.makeNodes(for: content).map {
      TransitionContentNode(context, state: state, child: $0)
    }
  }
}

/// Records what its content draws into the transition's state.
@MainActor
final class TransitionContentNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let state: TransitionState

  init(_ context: NodeContext, state: TransitionState, child: LayoutNode) {
    self.state = state
    super.init(context, child: child)
  }

  override func render(into list: inout DisplayList) {
    let start = list.items.count
    super.render(into: &list)
    // A new display list starts the record again; the content's nodes add to it.
    if state.contentGeneration != tree.drawingGeneration {
      state.contentGeneration = tree.drawingGeneration
      state.contentItems = []
      state.contentFrame = .null
    }
    state.contentItems.append(contentsOf: list.items[start...])
    state.contentFrame = state.contentFrame.union(frame)
  }
}
