import Foundation

/// The node made by `shadow`: it draws a blurred, tinted copy of its content behind it.
@MainActor
final class ShadowNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let color: Color.Resolved
  let radius: CGFloat
  let offset: CGSize

  init(_ context: NodeContext, color: Color, radius: CGFloat, offset: CGSize, child: LayoutNode) {
    self.color = color.resolve(for: context.environment.colorScheme)
    self.radius = max(radius, 0)
    self.offset = offset
    super.init(context, child: child)
  }

  /// The child's bounds, and the shadow's: moved by the offset and grown by the blur.
  override func localDrawingBounds() -> CGRect? {
    guard let content = drawingBounds(of: child) else { return nil }
    guard !content.isNull else { return content }
    let spread = radius * 1.5 + 1
    return content.covering(
      CGRect(
        x: content.minX + offset.width - spread, y: content.minY + offset.height - spread,
        width: content.width + 2 * spread, height: content.height + 2 * spread))
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    emit(
      .shadow(DisplayList.Shadow(color: color, radius: radius, offset: offset), content.items),
      into: &list)
  }
}

/// The modifier behind `shadow(color:radius:x:y:)`.
public struct _ShadowEffect: ViewModifier, WrappingModifier {
  let color: Color
  let radius: CGFloat
  let offset: CGSize

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ShadowNode(context, color: color, radius: radius, offset: offset, child: node)
  }
}

extension View {
  /// Draws a shadow of the view's shape behind it: blurred by `radius` and moved by `x`, `y`.
  /// The default colour is black at a third opacity, as in SwiftUI.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}
