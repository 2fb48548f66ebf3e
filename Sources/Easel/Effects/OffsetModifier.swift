import Foundation

/// The node made by `offset`: the view is drawn (and hit) moved by the offset, while its
/// parent lays it out where it was.
@MainActor
final class OffsetNode: WrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The offset, animated. The child is placed at the node's origin and moved by the offset
  /// (in whole pixels) as the origin of its coordinates, so a frame of a moving offset moves
  /// the subtree with one assignment: nothing is placed again, nothing above is visited.
  let offset: AnimatedValue<CGSize>

  init(_ context: NodeContext, offset: CGSize, child: LayoutNode) {
    let (state, _) = context.attachment { AnimatedValue(offset, graph: context.graph) }
    state.update(to: offset, animation: context.animation)
    self.offset = state
    super.init(context, child: child)
    state.drawingNode = self
    let reference = NodeReference(self)
    state.onFrame = { reference.node?.offsetMoved() }
  }

  /// An animation frame: the child moves with the offset. A subtree that places itself from
  /// where it is in root coordinates (or was never placed) is placed again instead.
  private func offsetMoved() {
    if child.dependsOnRootPosition == false {
      applyOffset()
    } else {
      setNeedsPlacement()
    }
  }

  /// Moves the children's coordinates by the offset shown now, rounded to whole pixels as
  /// the child's frame would be.
  private func applyOffset() {
    let offset = self.offset.presented
    setChildOffset(
      CGPoint(
        x: Self.pixelRounded(offset.width, scale: displayScale),
        y: Self.pixelRounded(offset.height, scale: displayScale)))
  }

  override func placeChildren(in frame: CGRect) {
    applyOffset()
    child.place(in: frame, proposal: placementProposal)
  }
}

/// The modifier behind `offset(_:)` and `offset(x:y:)`.
public struct _OffsetEffect: ViewModifier, WrappingModifier {
  let offset: CGSize

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    OffsetNode(context, offset: offset, child: node)
  }
}

extension View {
  /// Moves the view by `offset` when drawn, without changing its layout.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Moves the view by `x` and `y` when drawn, without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
