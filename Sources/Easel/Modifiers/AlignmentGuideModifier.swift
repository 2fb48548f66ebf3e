import Foundation

/// The node made by `alignmentGuide`: it sets one guide's value, computed from the view's
/// dimensions, and passes the other guides through.
@MainActor
final class AlignmentGuideNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  init(
    _ context: NodeContext, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat,
    child: LayoutNode
  ) {
    self.key = key
    self.computeValue = computeValue
    super.init(context, child: child)
  }

  override var setsExplicitGuides: Bool { true }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key == self.key else { return child.guideValue(key, size: size) }
    return computeValue(child.dimensions(size))
  }
}

/// The modifier behind `alignmentGuide(_:computeValue:)`.
public struct _AlignmentWritingModifier: ViewModifier, WrappingModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    AlignmentGuideNode(context, key: key, computeValue: computeValue, child: node)
  }
}

extension View {
  /// Sets the view's value for a horizontal guide, computed from its dimensions; containers
  /// that align on that guide line the value up with their other children's.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }

  /// Sets the view's value for a vertical guide, computed from its dimensions.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }
}
