import Foundation

/// The node made by `visualEffect(_:)`: the effect is asked for with the view's geometry each
/// time the view is drawn, so it follows the view wherever it moves (a scroll, an animation).
@MainActor
final class GeometryVisualEffectNode: VisualEffectNode {
  private let effect: @MainActor (GeometryProxy) -> [VisualEffectLayer]

  init(
    _ context: NodeContext, effect: @escaping @MainActor (GeometryProxy) -> [VisualEffectLayer],
    child: LayoutNode
  ) {
    self.effect = effect
    super.init(context, child: child)
  }

  override func currentLayers() -> [VisualEffectLayer] {
    effect(GeometryProxy(node: self))
  }
}

/// The modifier behind `visualEffect(_:)`.
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, WrappingModifier {
  typealias Body = Never
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let effect = self.effect
    return GeometryVisualEffectNode(
      context, effect: { visualEffectLayers(of: effect(EmptyVisualEffect(), $0)) }, child: node)
  }
}

extension View {
  /// Applies the effect `effect` makes from the view's geometry: its first argument stands
  /// for the view, its second is the view's `GeometryProxy` (its size, its frame in the root
  /// or a named space). The effect is worked out again whenever the view is drawn somewhere
  /// else, so it may depend on where the view is, and it never changes layout.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier(effect: effect))
  }
}
