import Foundation

/// A view that fills the size it is proposed (with an ideal size of 10×10, like a shape) and is
/// drawn by a callback into the backend's own drawing context.
///
/// Easel only: it is the hook that backends build their representable views on, such as
/// `CairoRepresentable` in `EaselCairo`. The core cannot name a backend's types, so `draw`
/// receives the context as a raw pointer — for `EaselCairo` a `cairo_t *` — whose user space is
/// in points with (0, 0) at the view's top-left corner, clipped to the view's frame, together
/// with the view's size.
public struct CustomDrawingView: View, PrimitiveView {
  /// Draws the view.
  let draw: DisplayList.CustomDrawing.Callback

  /// Creates a view drawn by `draw`, which is called every time the view is rendered with the
  /// backend's context and the view's size.
  public init(draw: @escaping DisplayList.CustomDrawing.Callback) {
    self.draw = draw
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [CustomDrawingNode(context, draw: draw)]
  }
}
