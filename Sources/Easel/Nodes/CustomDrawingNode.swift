import Foundation

/// The node of a `CustomDrawingView`: it takes the size it is proposed, as a shape does, and
/// draws with its callback.
@MainActor
final class CustomDrawingNode: LayoutNode {
  /// Custom drawing takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  let draw: DisplayList.CustomDrawing.Callback

  init(_ context: NodeContext, draw: @escaping DisplayList.CustomDrawing.Callback) {
    self.draw = draw
    super.init(context)
  }

  override func render(into list: inout DisplayList) {
    guard frame.width > 0, frame.height > 0 else { return }
    emit(.custom(DisplayList.CustomDrawing(frame: frame, draw: draw)), into: &list)
  }
}
