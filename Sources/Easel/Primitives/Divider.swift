import Foundation

/// A thin line that separates content: across the width in a `VStack` (or outside stacks),
/// across the height in an `HStack`. It is one pixel thick, in the system separator colour.
public struct Divider: View, PrimitiveView {
  /// Creates a divider.
  public init() {}

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let environment = context.environment
    let color = Color.separator.resolve(for: environment.colorScheme)
    return [
      DividerNode(
        context, axis: environment.stackAxis == .horizontal ? .vertical : .horizontal,
        thickness: 1 / max(environment.displayScale, 1), color: color)
    ]
  }
}

/// The node of a `Divider`: flexible along its line, fixed across it.
@MainActor
final class DividerNode: LayoutNode {
  /// A divider takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  /// The direction the line runs in.
  let axis: Axis
  let thickness: CGFloat
  let color: Color.Resolved

  init(_ context: NodeContext, axis: Axis, thickness: CGFloat, color: Color.Resolved) {
    self.axis = axis
    self.thickness = thickness
    self.color = color
    super.init(context)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(axis, along: proposal[axis] ?? 10, across: thickness)
  }

  override func render(into list: inout DisplayList) {
    emit(.fill(Path(frame), .color(color)), into: &list)
  }
}

extension Color {
  /// The colour of separators, such as `Divider`.
  static let separator = Color(
    light: Color.Resolved(60, 60, 67, 0.29), dark: Color.Resolved(84, 84, 88, 0.6))
}
