import Foundation

/// Draws a shape's path in its frame. Like every shape in SwiftUI it takes whatever size it is
/// proposed, with an ideal size of 10×10.
@MainActor
final class ShapeNode: LayoutNode {
  let path: (CGRect) -> Path
  let paint: DisplayList.Paint
  let stroke: StrokeStyle?
  /// The graph, for the canvas that the display's rounded corners belong to.
  private weak var graph: ViewGraph?

  init(
    _ context: NodeContext, paint: DisplayList.Paint, stroke: StrokeStyle?,
    path: @escaping (CGRect) -> Path
  ) {
    self.path = path
    self.paint = paint
    self.stroke = stroke
    self.graph = context.graph
    super.init(context)
  }

  override func render(into list: inout DisplayList) {
    // Shapes describe their path in local coordinates, as SwiftUI passes them; shapes that
    // follow their container find it in the drawing context.
    let context = shapeDrawingContext(canvas: graph?.canvasRect)
    let outline = ShapeDrawingContext.$current.withValue(context) {
      path(CGRect(origin: .zero, size: frame.size))
    }
    .offsetBy(dx: frame.minX, dy: frame.minY)
    if let stroke {
      emit(.stroke(outline, paint, stroke), into: &list)
    } else {
      emit(.fill(outline, paint), into: &list)
    }
  }
}
