import Foundation

/// The node made by `blendMode(_:)`: its content is drawn as one group, composited onto what
/// is behind it with a blend mode. Layout is unchanged.
@MainActor
final class BlendModeNode: WrapperNode {
  let mode: BlendMode

  init(_ context: NodeContext, mode: BlendMode, child: LayoutNode) {
    self.mode = mode
    super.init(context, child: child)
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    child.render(into: &content)
    emit(.blend(mode, content.items), into: &list)
  }
}

/// The modifier behind `blendMode(_:)`.
public struct _BlendModeEffect: ViewModifier, WrappingModifier {
  let mode: BlendMode

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    BlendModeNode(context, mode: mode, child: node)
  }
}

extension View {
  /// Composites this view onto the views behind it (up to the nearest compositing group)
  /// with `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_BlendModeEffect(mode: blendMode))
  }
}
