import Foundation

/// Draws a shape's path in its frame. Like every shape in SwiftUI it takes whatever size it is
/// proposed, with an ideal size of 10×10.
@MainActor
final class ShapeNode: LayoutNode {
  let path: (CGRect) -> Path
  let paint: DisplayList.Paint
  let stroke: StrokeStyle?

  init(
    _ context: NodeContext, paint: DisplayList.Paint, stroke: StrokeStyle?,
    path: @escaping (CGRect) -> Path
  ) {
    self.path = path
    self.paint = paint
    self.stroke = stroke
    super.init(context)
  }

  override func render(into list: inout DisplayList) {
    // Shapes describe their path in local coordinates, as SwiftUI passes them.
    let outline = path(CGRect(origin: .zero, size: frame.size))
      .offsetBy(dx: frame.minX, dy: frame.minY)
    if let stroke {
      emit(.stroke(outline, paint, stroke), into: &list)
    } else {
      emit(.fill(outline, paint), into: &list)
    }
  }
}
