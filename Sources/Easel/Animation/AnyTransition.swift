import Foundation

/// How a view enters and leaves: the effect applied to it when it is not (yet, or any more)
/// shown, animated to or from nothing by the change's animation.
public struct AnyTransition: Sendable {
  let insertion: TransitionEffect
  let removal: TransitionEffect

  init(insertion: TransitionEffect, removal: TransitionEffect) {
    self.insertion = insertion
    self.removal = removal
  }

  init(_ effect: TransitionEffect) {
    self.init(insertion: effect, removal: effect)
  }

  /// No effect: the view appears and disappears at once.
  public static let identity = AnyTransition(TransitionEffect())
  /// Fades in and out.
  public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
  /// Grows from nothing and shrinks to nothing, about the centre.
  public static let scale = AnyTransition(TransitionEffect(scale: 0))
  /// Comes in from the leading edge and leaves towards the trailing edge.
  public static let slide = AnyTransition(
    insertion: TransitionEffect(edge: .leading), removal: TransitionEffect(edge: .trailing))

  /// Grows from and shrinks to `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(TransitionEffect(scale: scale, anchor: anchor))
  }

  /// Moves in from and out to `edge`, by the view's size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(TransitionEffect(edge: edge))
  }

  /// Moves in from and out to `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(TransitionEffect(offset: offset))
  }

  /// Moves in from and out to an offset of `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Different transitions for entering and leaving.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal))
  }
}

/// What a transition does to a view that is not shown: it may fade it, scale it and move it.
struct TransitionEffect: Sendable {
  var opacity: Double = 1
  var scale: CGFloat = 1
  var anchor = UnitPoint.center
  var offset = CGSize.zero
  /// An edge to move to, by the view's size.
  var edge: Edge?

  func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      opacity: opacity * other.opacity, scale: scale * other.scale,
      anchor: scale != 1 ? anchor : other.anchor,
      offset: CGSize(
        width: offset.width + other.offset.width, height: offset.height + other.offset.height),
      edge: edge ?? other.edge)
  }

  /// Whether the effect changes anything.
  var isIdentity: Bool { opacity == 1 && scale == 1 && offset == .zero && edge == nil }

  /// `items`, drawn in `frame`, with the effect applied to the extent `amount` (0 none, 1
  /// all of it).
  func apply(
    to items: [DisplayList.Item], frame: CGRect, amount: Double, source: Int
  ) -> [DisplayList.Item] {
    guard amount > 0, !items.isEmpty else { return items }
    var result = items
    var move = offset
    switch edge {
    case .leading?: move.width -= frame.width
    case .trailing?: move.width += frame.width
    case .top?: move.height -= frame.height
    case .bottom?: move.height += frame.height
    case nil: break
    }
    if move != .zero {
      result = [
        DisplayList.Item(
          operation: .offset(
            CGSize(width: move.width * amount, height: move.height * amount), result),
          source: source)
      ]
    }
    if scale != 1 {
      let factor = 1 + (scale - 1) * amount
      let point = CGPoint(
        x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
      result = [
        DisplayList.Item(
          operation: .transform(
            DisplayList.AffineTransform(
              scale: CGSize(width: max(factor, 0.0001), height: max(factor, 0.0001)), about: point),
            result), source: source)
      ]
    }
    if opacity != 1 {
      let alpha = 1 + (opacity - 1) * amount
      result = result.map { $0.faded(by: max(min(alpha, 1), 0)) }
    }
    return result
  }
}

/// The persistent state of a `transition(_:)` modifier: how far the view has come in, and
/// what it drew last, to draw it leaving.
@MainActor
final class TransitionState: NodeAttachment {
  weak var graph: ViewGraph?
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
  var lastItems: [DisplayList.Item] = []
  var lastFrame = CGRect.zero
  var source = 0

  init(graph: ViewGraph, transition: AnyTransition) {
    self.graph = graph
    self.transition = transition
    entering = AnimatedValue(0, graph: graph)
  }

  override func leave() {
    defer { detach() }
    guard let graph, let animation = graph.updateTransaction.animation,
      !transition.removal.isIdentity, !lastItems.isEmpty
    else { return }
    let ghost = RemovalGhost(
      items: lastItems, frame: lastFrame, effect: transition.removal, source: source,
      animation: animation, start: graph.animationTime, graph: graph)
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

/// A removed view drawn as it leaves, until its transition ends: inside the container it was
/// in when that can be found again, on top of everything otherwise.
@MainActor
final class RemovalGhost: AnimationDriver {
  /// One step down the layout tree: a child's index and its node type.
  struct Step {
    let index: Int
    let type: ObjectIdentifier
  }

  /// The ghosts to draw inside each node during the current `ViewGraph.displayList()`, by
  /// node identity; empty at all other times.
  static var hosts: [ObjectIdentifier: [RemovalGhost]] = [:]

  /// The owner's slot the removed view was under, and the steps from it to the view's parent.
  var slot: SlotNode? {
    get { slotReference.node }
    set { slotReference.node = newValue }
  }
  private var slotReference = NodeReference<SlotNode>(nil)
  var path: [Step] = []
  /// Whether the current display list has drawn the ghost inside its container.
  var wasDrawn = false

  let items: [DisplayList.Item]
  let frame: CGRect
  let effect: TransitionEffect
  let source: Int
  let animation: Animation
  let start: Double
  private weak var graph: ViewGraph?

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
      contentsOf: effect.apply(to: items, frame: frame, amount: amount, source: source))
  }

  func advance(to time: Double) -> Bool {
    guard !animation.isFinished(at: time - start) else {
      graph?.removalGhosts.removeValue(forKey: ObjectIdentifier(self))
      return false
    }
    return true
  }
}

/// The node made by `transition(_:)`: it draws its content with what remains of the insertion
/// effect, and remembers what it drew for the removal.
@MainActor
final class TransitionNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let state: TransitionState

  init(_ context: NodeContext, transition: AnyTransition, child: LayoutNode) {
    let (state, isNew) = context.attachment {
      TransitionState(graph: context.graph, transition: transition)
    }
    state.transition = transition
    if isNew, let animation = context.animation, !transition.insertion.isIdentity {
      // Inserted by an animated change: start with all of the effect and animate it away.
      state.entering.update(to: 1, animation: nil)
      state.entering.update(to: 0, animation: animation)
    }
    self.state = state
    super.init(context, child: child)
    state.source = id
    state.owner = context.owner
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

/// The modifier behind `transition(_:)`.
public struct _TransitionModifier: ViewModifier, WrappingModifier {
  let transition: AnyTransition

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    TransitionNode(context, transition: transition, child: node)
  }
}

extension View {
  /// How the view enters and leaves when an animated change inserts or removes it.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}
