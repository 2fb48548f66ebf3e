/// The modifier behind `background` and `overlay`.
public struct _SecondaryLayer<Layer: View>: ViewModifier, WrappingModifier {
  let layer: Layer
  let alignment: Alignment
  let inFront: Bool

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let layerContext = context.appending(.layer).modifyingEnvironment { $0.stackAxis = nil }
    return SecondaryLayerNode(
      context, layer: layerContext.makeNodes(for: layer), alignment: alignment,
      inFront: inFront, child: node)
  }
}

extension View {
  /// Layers `background` behind this view, sized to this view.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(_SecondaryLayer(layer: background, alignment: alignment, inFront: false))
  }

  /// Layers the views built by `content` behind this view, sized to this view.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }

  /// Layers `overlay` in front of this view, sized to this view.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(_SecondaryLayer(layer: overlay, alignment: alignment, inFront: true))
  }

  /// Layers the views built by `content` in front of this view, sized to this view.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }
}
