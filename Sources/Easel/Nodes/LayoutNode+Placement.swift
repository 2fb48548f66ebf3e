import Foundation

/// Placement: where a node is in root coordinates, placing fixed-size nodes while they are
/// measured, and asking for a node to be placed again. `place(in:proposal:)` itself, which a
/// subclass may override, is in the class.
extension LayoutNode {
  /// The node's frame in root coordinates, as drawn: while a change of its placement
  /// animates, the frame on its way there.
  final var frame: CGRect { CGRect(origin: rootOrigin, size: presentedLocalFrame.size) }

  /// `localFrame` as drawn now: the animated frame while a placement change animates.
  final var presentedLocalFrame: CGRect {
    guard let frame = placementAnimation?.frame, frame.isAnimating else { return localFrame }
    return frame.presented
  }

  /// `childOffset` as drawn now: animated while a stack's alignment line moves with an
  /// animated change.
  final var presentedChildOffset: CGPoint {
    guard let offset = placementAnimation?.childOffset, offset.isAnimating else {
      return childOffset
    }
    return offset.presented
  }

  /// Moves the origin of the children's coordinates to `offset`, in whole pixels. An
  /// `animated` move (a stack's alignment line) animates with the placement transaction, as
  /// the children's frames do.
  final func setChildOffset(_ offset: CGPoint, animated: Bool = false) {
    if animated,
      (flags.contains(.hasPlacementAnimation) && placementAnimation?.childOffset != nil)
        || (tree.placementTransaction != nil && placementCount > 1 && offset != childOffset)
    {
      animateChildOffset(to: offset)
    }
    guard offset != childOffset else { return }
    childOffset = offset
    tree.placementEpoch &+= 1
    invalidateDrawing()
  }

  /// The node's top-left corner in root coordinates: its parent's plus its own offset,
  /// computed once per placement change.
  final var rootOrigin: CGPoint {
    if rootOriginEpoch == tree.placementEpoch { return rootOriginCache }
    let origin: CGPoint
    if let parent {
      let parentOrigin = parent.rootOrigin
      let inParent = parent.drawnOrigin(of: self)
      origin = CGPoint(x: parentOrigin.x + inParent.x, y: parentOrigin.y + inParent.y)
    } else {
      origin = placementAnimation == nil ? localFrame.origin : presentedLocalFrame.origin
    }
    rootOriginCache = origin
    rootOriginEpoch = tree.placementEpoch
    return origin
  }

  /// How many times this node placed its children, for layout statistics.
  var placements: Int { Int(placementCount) }

  /// Places a node whose size ignores the proposal as soon as it is first measured, while the
  /// subtree that measuring it just walked is still in the cache: when its parent places it,
  /// it only moves, and nothing below it is visited again. In a tree too large for the cache
  /// this halves the lines a layout pass misses.
  ///
  /// Such a node's frames do not depend on the proposal (see `place(in:proposal:)`), nor on
  /// where it is, as every frame is in its parent's coordinates: placing it now gives the
  /// frames the parent's placement would. Not so for a subtree that reads its position in the
  /// root while it is placed (`GeometryReader`), whose ancestors are not placed yet, nor for a
  /// node whose own placement animates.
  func placeEagerly(size: CGSize, proposal: ProposedViewSize) {
    guard hasFixedSize, !flags.contains(.hasPlacementAnimation), !subtreeReadsRootPosition
    else { return }
    place(in: CGRect(origin: localFrame.origin, size: size), proposal: proposal)
  }

  /// Asks for this node to be placed again in the next layout pass, its sizes kept: what an
  /// animation frame of a value that moves the node's children (an offset) needs.
  final func setNeedsPlacement() {
    flags.insert(.needsPlacement)
    var child = self
    var node = parent
    while let current = node {
      current.childNeedsPlacement(child)
      current.flags.insert(.needsPlacement)
      child = current
      node = current.parent
    }
  }

  /// Asks this node alone, not its ancestors, to place its children again when it is next
  /// placed: for a container placing it now that knows what its children's places depend on
  /// changed while its own frame did not (a grid's columns, which a row's cells follow).
  final func setNeedsOwnPlacement() {
    flags.insert(.needsPlacement)
  }

  /// Whether this node or any below it reads its root position while placing; cached until
  /// layout is invalidated here.
  final var subtreeReadsRootPosition: Bool {
    cachedAnswer(known: .rootReadKnown, yes: .readsRoot) {
      readsRootPositionWhilePlacing || childrenReadRootPosition
    }
  }

  /// Whether this node or any below it places from its root position, learnt when it was last
  /// placed; `nil` before that and after layout is invalidated here.
  final var dependsOnRootPosition: Bool? {
    flags.contains(.dependsKnown) ? flags.contains(.dependsOnRoot) : nil
  }
}
