import Foundation

/// The node of a `Canvas`: it takes the size it is proposed, as a shape does, runs the
/// renderer when it is drawn and emits what the renderer recorded, moved to its frame and
/// clipped to it.
@MainActor
final class CanvasNode: LayoutNode {
  /// A canvas takes touches in its frame.
  override func hitsItself(at point: CGPoint) -> Bool { frame.contains(point) }

  let renderer: (inout GraphicsContext, CGSize) -> Void
  let textEngine: any TextEngine
  /// Resolves images the renderer draws, with the context the canvas was made in.
  let resolveImage: (Image) -> (DisplayList.ImageReference?, CGSize)

  init(_ context: NodeContext, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
    self.textEngine = context.textEngine
    self.resolveImage = { image in
      let node = ImageNode(context, image: image)
      return (node.content, node.naturalSize)
    }
    super.init(context)
  }

  override func render(into list: inout DisplayList) {
    guard frame.width > 0, frame.height > 0 else { return }
    let recorder = GraphicsContext.Recorder(source: id)
    var context = GraphicsContext(
      recorder: recorder, environment: environment, size: frame.size, textEngine: textEngine,
      resolveImage: resolveImage)
    renderer(&context, frame.size)
    guard !recorder.items.isEmpty else { return }
    let moved = DisplayList.Item(
      operation: .offset(CGSize(width: frame.minX, height: frame.minY), recorder.items),
      source: id)
    emit(.clip(Path(frame), [moved]), into: &list)
  }
}
