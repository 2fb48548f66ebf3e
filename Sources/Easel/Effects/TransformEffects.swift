import Foundation

/// The node made by `rotationEffect` and `scaleEffect`: its content is drawn rotated and
/// scaled about an anchor in its frame. Layout is unchanged, as in SwiftUI.
@MainActor
final class TransformEffectNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The rotation and scale, animated.
  private let state: AnimatedValue<TransformValue>
  let anchor: UnitPoint

  init(_ context: NodeContext, angle: Angle, scale: CGSize, anchor: UnitPoint, child: LayoutNode) {
    let value = TransformValue(angle: angle, scale: scale)
    let (state, _) = context.attachment { AnimatedValue(value, graph: context.graph) }
    state.update(to: value, animation: context.animation)
    self.state = state
    self.anchor = anchor
    super.init(context, child: child)
    state.drawingNode = self
  }

  /// The transform the content is drawn through now, in root coordinates.
  private func drawingTransform(_ shown: TransformValue? = nil) -> DisplayList.AffineTransform {
    transform(shown ?? state.presented, in: frame)
  }

  /// The transform the content is drawn through now, in root coordinates: geometry read
  /// inside the effect (`GeometryProxy.frame(in:)`) goes through it.
  var contentTransform: DisplayList.AffineTransform? {
    let shown = state.presented
    return shown.isIdentity ? nil : drawingTransform(shown)
  }

  /// The rotation and scale of `shown` about the anchor of `frame`, in `frame`'s coordinates.
  private func transform(_ shown: TransformValue, in frame: CGRect) -> DisplayList.AffineTransform {
    let point = CGPoint(
      x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    return DisplayList.AffineTransform(
      rotation: shown.angle.radians, scale: shown.scale, about: point)
  }

  override func render(into list: inout DisplayList) {
    let shown = state.presented
    // No rotation and no scale: the content draws straight into the list.
    if shown.isIdentity {
      return child.render(into: &list)
    }
    var content = DisplayList()
    child.render(into: &content)
    list.items.append(
      DisplayList.Item(
        operation: .transform(drawingTransform(shown), content.items), source: id,
        isAnimating: state.isAnimating))
  }

  /// The child's bounds, turned and scaled as drawn.
  override func localDrawingBounds() -> CGRect? {
    guard let content = drawingBounds(of: child) else { return nil }
    let shown = state.presented
    guard !content.isNull, !shown.isIdentity else { return content }
    // The transform about the anchor, in the node's own coordinates.
    let bounds = CGRect(origin: .zero, size: presentedLocalFrame.size)
    return transform(shown, in: bounds).apply(to: content)
  }

  /// A rotated or scaled view takes touches where it is drawn.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard let inverse = drawingTransform().inverted() else { return nil }
    return super.hitTest(inverse.apply(to: point))
  }
}

/// A rotation and a scale, animated together.
struct TransformValue: Animatable {
  var angle: Angle
  var scale: CGSize

  /// Neither rotated nor scaled: the content is drawn as it is.
  var isIdentity: Bool { angle.radians == 0 && scale == CGSize(width: 1, height: 1) }

  var animatableData: AnimatablePair<Double, CGSize.AnimatableData> {
    get { AnimatablePair(angle.radians, scale.animatableData) }
    set {
      angle.radians = newValue.first
      scale.animatableData = newValue.second
    }
  }
}

/// The modifier behind `rotationEffect` and `scaleEffect`.
public struct _TransformEffect: ViewModifier, WrappingModifier {
  let angle: Angle
  let scale: CGSize
  let anchor: UnitPoint

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    TransformEffectNode(context, angle: angle, scale: scale, anchor: anchor, child: node)
  }
}

extension View {
  /// Draws this view rotated by `angle` (clockwise on screen for positive angles) about
  /// `anchor`, without changing its layout.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_TransformEffect(angle: angle, scale: CGSize(width: 1, height: 1), anchor: anchor))
  }

  /// Draws this view scaled by `scale` about `anchor`, without changing its layout.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Draws this view scaled by `x` and `y` about `anchor`, without changing its layout.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws this view scaled by `scale` about `anchor`, without changing its layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_TransformEffect(angle: .zero, scale: scale, anchor: anchor))
  }
}
