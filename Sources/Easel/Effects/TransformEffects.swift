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
  /// The unit axis in space of `rotation3DEffect`, when the rotation is one.
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)?

  init(
    _ context: NodeContext, angle: Angle, scale: CGSize, anchor: UnitPoint,
    axis: (x: CGFloat, y: CGFloat, z: CGFloat)? = nil, child: LayoutNode
  ) {
    self.axis = axis
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
    guard let axis else {
      return DisplayList.AffineTransform(
        rotation: shown.angle.radians, scale: shown.scale, about: point)
    }
    return Self.projectedRotation(shown.angle.radians, axis: axis, about: point)
  }

  /// The rotation of `rotation3DEffect`, seen straight on: the rotation by `angle` about the
  /// unit `axis` in space, projected onto the screen's plane without perspective (the top
  /// left 2 × 2 of the rotation matrix, by Rodrigues' formula), about `anchor`.
  static func projectedRotation(
    _ angle: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), about anchor: CGPoint
  ) -> DisplayList.AffineTransform {
    let (cosine, sine) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
    let (x, y, z) = axis
    var transform = DisplayList.AffineTransform(about: anchor)
    transform.a = cosine + x * x * (1 - cosine)
    transform.b = y * x * (1 - cosine) + z * sine
    transform.c = x * y * (1 - cosine) - z * sine
    transform.d = cosine + y * y * (1 - cosine)
    transform.tx = anchor.x - (transform.a * anchor.x + transform.c * anchor.y)
    transform.ty = anchor.y - (transform.b * anchor.x + transform.d * anchor.y)
    return transform
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
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)? = nil

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    TransformEffectNode(
      context, angle: angle, scale: scale, anchor: anchor, axis: axis, child: node)
  }
}

extension View {
  /// Draws this view rotated by `angle` about `axis` in space, around `anchor`, without
  /// changing its layout: about the y axis it turns like a card (narrowing to nothing at
  /// 90°), about the z axis as `rotationEffect`.
  ///
  /// Differs from SwiftUI: Easel projects the rotation straight onto the screen, an affine
  /// transform with no perspective: `anchorZ` and `perspective` are accepted, but the far
  /// side is not drawn smaller (Cairo draws only affine transforms).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let unit = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
    return modifier(
      _TransformEffect(
        angle: angle, scale: CGSize(width: 1, height: 1), anchor: anchor, axis: unit))
  }

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
