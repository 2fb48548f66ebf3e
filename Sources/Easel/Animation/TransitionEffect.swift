import Foundation

/// What a transition does to a view that is not shown: it may fade it, scale it, blur it
/// and move it.
struct TransitionEffect: Sendable {
  var opacity: Double = 1
  var scale: CGFloat = 1
  var anchor = UnitPoint.center
  var offset = CGSize.zero
  /// An edge to move to, by the view's size.
  var edge: Edge?
  /// A blur radius, in points.
  var blur: CGFloat = 0

  func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      opacity: opacity * other.opacity, scale: scale * other.scale,
      anchor: scale != 1 ? anchor : other.anchor,
      offset: CGSize(
        width: offset.width + other.offset.width, height: offset.height + other.offset.height),
      edge: edge ?? other.edge, blur: blur + other.blur)
  }

  /// Whether the effect changes anything.
  var isIdentity: Bool {
    opacity == 1 && scale == 1 && offset == .zero && edge == nil && blur == 0
  }

  /// `items`, drawn in `frame`, with the effect applied to the extent `amount` (0 none, 1
  /// all of it).
  func apply(
    to items: [DisplayList.Item], frame: CGRect, amount: Double, source: Int
  ) -> [DisplayList.Item] {
    guard amount > 0, !items.isEmpty else { return items }
    var result = items
    if blur > 0 {
      result = [
        DisplayList.Item(
          operation: .blur(
            DisplayList.Blur(radius: blur * amount, isOpaque: false, frame: frame), result),
          source: source)
      ]
    }
    var move = offset
    switch edge {
    case .leading?: move.width -= frame.width
    case .trailing?: move.width += frame.width
    case .top?: move.height -= frame.height
    case .bottom?: move.height += frame.height
    case nil: break
    }
    if move != .zero {
      result = [
        DisplayList.Item(
          operation: .offset(
            CGSize(width: move.width * amount, height: move.height * amount), result),
          source: source)
      ]
    }
    if scale != 1 {
      let factor = 1 + (scale - 1) * amount
      let point = CGPoint(
        x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
      result = [
        DisplayList.Item(
          operation: .transform(
            DisplayList.AffineTransform(
              scale: CGSize(width: max(factor, 0.0001), height: max(factor, 0.0001)), about: point),
            result), source: source)
      ]
    }
    if opacity != 1 {
      let alpha = 1 + (opacity - 1) * amount
      result = result.map { $0.faded(by: max(min(alpha, 1), 0)) }
    }
    return result
  }
}

/// Draws its content with a transition effect applied to an animated extent: what the
/// built-in transitions' bodies apply, so that their phases animate as any modifier does.
struct TransitionEffectModifier: ViewModifier, WrappingModifier {
  let effect: TransitionEffect
  /// How much of the effect shows: 0 none, 1 all of it.
  let amount: Double

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    TransitionEffectNode(context, effect: effect, amount: amount, child: node)
  }
}

/// The node of `TransitionEffectModifier`.
@MainActor
final class TransitionEffectNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let effect: TransitionEffect
  private let amount: AnimatedValue<Double>

  init(_ context: NodeContext, effect: TransitionEffect, amount: Double, child: LayoutNode) {
    let (state, _) = context.attachment { AnimatedValue(amount, graph: context.graph) }
    state.update(to: amount, animation: context.animation)
    self.amount = state
    self.effect = effect
    super.init(context, child: child)
    state.drawingNode = self
  }

  override func render(into list: inout DisplayList) {
    var content = DisplayList()
    super.render(into: &content)
    list.items.append(
      contentsOf: effect.apply(
        to: content.items, frame: frame, amount: amount.presented, source: id))
  }
}
