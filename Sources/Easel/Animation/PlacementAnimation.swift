import Foundation

/// The transaction of the updates a layout pass shows, while it places nodes: a node whose
/// placement (position or size) changes animates from where it was drawn to where it goes
/// with the transaction's animation, as SwiftUI animates every view's geometry. Children are
/// placed at once for their final layout; each animates its own frame, so a child's drawn
/// position is its parent's animated one plus its own.
@MainActor
struct PlacementTransaction {
  unowned let graph: ViewGraph
  /// The transaction of the updates (`withAnimation`, `withTransaction`).
  let transaction: Transaction
  /// The update passes the layout shows: `animation(_:value:)` changes made in them apply
  /// to the nodes they made.
  let passes: ClosedRange<Int>

  /// The animation for a change of `node`'s placement: the transaction's, as the modifiers
  /// above the node changed it for these updates; `nil` when it does not animate.
  func animation(for node: LayoutNode) -> Animation? {
    let transaction = node.environment.transaction(from: self.transaction, passes: passes)
    return transaction.disablesAnimations ? nil : transaction.animation
  }
}

/// The running animations of one node's placement: its frame in its parent, and the origin
/// of its children's coordinates (a stack's alignment line).
@MainActor
final class PlacementAnimation {
  var frame: AnimatedValue<CGRect>?
  var childOffset: AnimatedValue<CGPoint>?

  /// A value shown at `start`, animating nowhere yet; each of its frames moves root origins.
  static func value<Value: Animatable>(_ start: Value, graph: ViewGraph) -> AnimatedValue<Value> {
    let value = AnimatedValue(start, graph: graph)
    // The tree reached through the graph's reference: a weak reference to the tree would give
    // it a side table, and every layout node holds it.
    value.onFrame = { [reference = GraphReference(wrappedValue: graph)] in
      reference.wrappedValue?.layoutTree.placementEpoch &+= 1
    }
    return value
  }

  /// Makes `node` the one these animations move: its drawing changes with them.
  func attach(to node: LayoutNode) {
    frame?.drawingNode = node
    childOffset?.drawingNode = node
  }

  /// `value` moved to `target`: animated with `animation`, at once without; a new value
  /// from `start` when there is none and the move animates.
  static func retarget<Value: Animatable & Equatable>(
    _ value: AnimatedValue<Value>?, from start: Value, to target: Value,
    animation: Animation?, graph: ViewGraph?
  ) -> AnimatedValue<Value>? {
    if let value {
      if target != value.target { value.update(to: target, animation: animation) }
      return value.isAnimating ? value : nil
    }
    guard let animation, let graph else { return nil }
    let made = Self.value(start, graph: graph)
    made.update(to: target, animation: animation)
    return made.isAnimating ? made : nil
  }
}

extension LayoutNode {
  /// Takes `frame` (the new `localFrame`) into the placement animation: animated from the
  /// frame drawn now when the transaction animates, else at once (stopping any animation).
  func animatePlacement(to frame: CGRect) {
    animate(\.frame, from: localFrame, to: frame)
  }

  /// Takes `offset` (the new `childOffset`) into the placement animation, as
  /// `animatePlacement(to:)` does a frame.
  func animateChildOffset(to offset: CGPoint) {
    animate(\.childOffset, from: childOffset, to: offset)
  }

  /// Moves the placement animation at `value` to `target`, with the layout pass's
  /// transaction as the modifiers above this node change it.
  private func animate<Value: Animatable & Equatable>(
    _ value: ReferenceWritableKeyPath<PlacementAnimation, AnimatedValue<Value>?>,
    from start: Value, to target: Value
  ) {
    let transaction = tree.placementTransaction
    let animations = placementAnimation ?? PlacementAnimation()
    animations[keyPath: value] = PlacementAnimation.retarget(
      animations[keyPath: value], from: start, to: target,
      animation: transaction?.animation(for: self), graph: transaction?.graph)
    keep(animations)
  }

  /// Keeps `animations` while one of them runs.
  private func keep(_ animations: PlacementAnimation) {
    placementAnimation =
      animations.frame == nil && animations.childOffset == nil ? nil : animations
    placementAnimation?.attach(to: self)
    tree.placementEpoch &+= 1
  }

  /// Hands the placements of `old` (nodes a body made before) to `new` (the nodes it made
  /// now in their place), pairing nodes of the same kind in the same position: a view
  /// whose nodes were made again still animates from where it was drawn. Nodes a body run
  /// kept (`ShapeNode.make`, `WrappingModifier.rewrap`), placed before, keep their own, and so
  /// does what is below them: one that moved to another position (a `ForEach` reordered)
  /// animates from where it was, not from where the node before it at its new position was.
  static func carryPlacements(from old: [LayoutNode], to new: [LayoutNode], graph: ViewGraph) {
    guard old.count == new.count else { return }
    for (before, after) in zip(old, new) where before !== after && after.placements == 0 {
      guard type(of: before) == type(of: after) else { continue }
      if after.placementAnimation == nil, before.placements > 0 {
        let carried = PlacementAnimation()
        carried.frame =
          before.placementAnimation?.frame
          ?? PlacementAnimation.value(before.localFrame, graph: graph)
        carried.childOffset =
          before.placementAnimation?.childOffset
          ?? PlacementAnimation.value(before.childOffset, graph: graph)
        after.placementAnimation = carried
        carried.attach(to: after)
      }
      // A reader's content is made when it is placed: it takes the old content's places then.
      if let reader = after as? GeometryReaderNode, reader.children.isEmpty {
        reader.carriedContent = before.children
      }
      carryPlacements(from: before.children, to: after.children, graph: graph)
    }
  }
}
