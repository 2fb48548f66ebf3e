import Foundation

/// The node made by `offset`: the view is drawn (and hit) moved by the offset, while its
/// parent lays it out where it was.
@MainActor
final class OffsetNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The offset, animated: while it moves, every frame places the child again.
  let offset: AnimatedValue<CGSize>

  init(_ context: NodeContext, offset: CGSize, child: LayoutNode) {
    let (state, _) = context.attachment { AnimatedValue(offset, graph: context.graph) }
    state.update(to: offset, animation: context.animation)
    self.offset = state
    super.init(context, child: child)
    state.onFrame = { [weak self] in self?.setNeedsPlacement() }
  }

  override func placeChildren(in frame: CGRect) {
    let offset = self.offset.presented
    child.place(
      in: frame.offsetBy(dx: offset.width, dy: offset.height), proposal: placementProposal)
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
