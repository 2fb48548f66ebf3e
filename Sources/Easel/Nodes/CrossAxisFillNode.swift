import Foundation

/// The frame of a lazy stack across its axis: SwiftUI's lazy stacks take all the space they
/// are offered across their axis (a `VStack` is only as wide as its widest child), and never
/// less than their content. Unspecified or infinite, the proposal leaves the content's size.
/// The content is aligned in the frame by the stack's alignment.
@MainActor
final class CrossAxisFillNode: AligningWrapperNode {
  /// Draws its children where they are placed, and nothing of its own.
  override var drawingRole: DrawingRole { .children }

  /// The axis along which the node takes the space it is offered.
  let axis: Axis

  init(_ context: NodeContext, axis: Axis, alignment: Alignment, child: LayoutNode) {
    self.axis = axis
    super.init(context, alignment: alignment, child: child)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    var size = child.sizeThatFits(proposal)
    if let offered = proposal[axis], offered.isFinite {
      size[axis] = max(size[axis], offered)
    }
    return size
  }
}
