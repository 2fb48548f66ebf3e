import Foundation

/// The node made by `blur(radius:opaque:)`: its content is drawn blurred. Layout is
/// unchanged.
@MainActor
final class BlurNode: WrapperNode {
  let radius: CGFloat
  let isOpaque: Bool

  init(_ context: NodeContext, radius: CGFloat, isOpaque: Bool, child: LayoutNode) {
    self.radius = max(radius, 0)
    self.isOpaque = isOpaque
    super.init(context, child: child)
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    guard radius > 0 || isOpaque else {
      list.items.append(contentsOf: content.items)
      return
    }
    emit(
      .blur(DisplayList.Blur(radius: radius, isOpaque: isOpaque, frame: frame), content.items),
      into: &list)
  }
}

/// The modifier behind `blur(radius:opaque:)`.
public struct _BlurEffect: ViewModifier, WrappingModifier {
  let radius: CGFloat
  let isOpaque: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    BlurNode(context, radius: radius, isOpaque: isOpaque, child: node)
  }
}

extension View {
  /// Draws this view with a Gaussian blur of `radius` points (the standard deviation is half
  /// the radius, as for shadows), without changing its layout.
  ///
  /// The blur spreads past the view's frame and fades into transparency. With `opaque` set,
  /// the view's edge pixels are repeated outward instead, so the result fills exactly the
  /// frame with no fading edge (transparent parts of the content come out black).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_BlurEffect(radius: radius, isOpaque: opaque))
  }
}
