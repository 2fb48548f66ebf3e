import Foundation

/// The node made by `compositingGroup()` and `drawingGroup(opaque:colorMode:)`: its content
/// is flattened into one offscreen group, so that effects applied further out (opacity, blend
/// modes) act on the group as a whole, and blend modes inside act only on what is inside.
@MainActor
final class CompositingGroupNode: WrapperNode {
  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    emit(.group(content.items), into: &list)
  }
}

/// The modifier behind `compositingGroup()` and `drawingGroup(opaque:colorMode:)`.
public struct _CompositingGroupEffect: ViewModifier, WrappingModifier {
  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    CompositingGroupNode(context, child: node)
  }
}

extension View {
  /// Wraps this view in a compositing group: effects applied to it further out, such as
  /// opacity and blend modes, act on the group's combined image instead of on each view
  /// inside, and blend modes inside blend only with what is inside.
  public func compositingGroup() -> some View {
    modifier(_CompositingGroupEffect())
  }

  /// Composites this view's contents into an offscreen image before display.
  ///
  /// In Easel this is the same flattening as `compositingGroup()`: drawing is already
  /// offscreen, and `opaque` and `colorMode` do not change the result (groups are composited in
  /// gamma-encoded sRGB).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    modifier(_CompositingGroupEffect())
  }
}
