import Foundation

/// A `Spacer`: flexible along the enclosing stack's axis from its minimum length upwards, and
/// of no extent across it. Outside a stack it is flexible along both axes.
@MainActor
final class SpacerNode: LayoutNode {
  /// Draws nothing.
  override var drawingRole: DrawingRole { .nothing }

  let minLength: CGFloat
  let axis: Axis?

  init(_ context: NodeContext, minLength: CGFloat?) {
    self.minLength = minLength ?? StackNode.defaultSpacing
    self.axis = context.environment.stackAxis
    super.init(context)
  }

  override var spacerMinLength: CGFloat? { minLength }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let axis else {
      return CGSize(
        width: max(proposal.width ?? minLength, minLength),
        height: max(proposal.height ?? minLength, minLength))
    }
    return CGSize(axis, along: max(proposal[axis] ?? minLength, minLength), across: 0)
  }
}
