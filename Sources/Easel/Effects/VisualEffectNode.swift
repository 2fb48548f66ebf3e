import Foundation

/// A node that draws its child through a visual effect worked out when it is drawn (from its
/// geometry, or from where it is in a scroll view): the effect's steps wrap the child's items,
/// and touches go through its moves, rotations and scales. Layout is unchanged.
@MainActor
class VisualEffectNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  /// The steps of the effect to draw now, innermost first. Subclasses say.
  func currentLayers() -> [VisualEffectLayer] { [] }

  override func render(into list: inout DisplayList) {
    let layers = currentLayers()
    guard !layers.isEmpty else { return super.render(into: &list) }
    var content = DisplayList()
    child.render(into: &content)
    renderRemovalGhosts(into: &content)
    var items = content.items
    let frame = self.frame
    for layer in layers {
      items = apply(layer, to: items, in: frame)
      if items.isEmpty { return }
    }
    list.items.append(contentsOf: items)
  }

  /// `items` drawn through `layer`, for a view laid out at `frame` (root coordinates).
  private func apply(
    _ layer: VisualEffectLayer, to items: [DisplayList.Item], in frame: CGRect
  ) -> [DisplayList.Item] {
    switch layer {
    case .opacity(let value):
      let opacity = min(max(value, 0), 1)
      if opacity <= 0 { return [] }
      if opacity >= 1 { return items }
      return items.map { $0.faded(by: opacity) }
    case .offset(let offset):
      if offset == .zero { return items }
      return [DisplayList.Item(operation: .offset(offset, items), source: id)]
    case .transform:
      guard let transform = Self.transform(of: layer, in: frame) else { return items }
      return [DisplayList.Item(operation: .transform(transform, items), source: id)]
    case .blur(let radius, let opaque):
      guard radius > 0 || opaque else { return items }
      let blur = DisplayList.Blur(radius: max(radius, 0), isOpaque: opaque, frame: frame)
      return [DisplayList.Item(operation: .blur(blur, items), source: id)]
    }
  }

  /// The affine transform of a geometric step (a move, a rotation or a scale) for a view laid
  /// out at `frame`; `nil` for a step that moves nothing.
  static func transform(of layer: VisualEffectLayer, in frame: CGRect)
    -> DisplayList.AffineTransform?
  {
    switch layer {
    case .offset(let offset):
      guard offset != .zero else { return nil }
      var move = DisplayList.AffineTransform(about: .zero)
      move.tx = offset.width
      move.ty = offset.height
      return move
    case .transform(let angle, let scale, let anchor, let axis):
      let point = CGPoint(
        x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
      if let axis {
        guard angle.radians != 0 else { return nil }
        return TransformEffectNode.projectedRotation(angle.radians, axis: axis, about: point)
      }
      guard angle.radians != 0 || scale != CGSize(width: 1, height: 1) else { return nil }
      return DisplayList.AffineTransform(rotation: angle.radians, scale: scale, about: point)
    case .opacity, .blur:
      return nil
    }
  }

  /// The transform that takes the child's drawing to where it shows: every move, rotation and
  /// scale of `layers` in turn.
  static func drawingTransform(of layers: [VisualEffectLayer], in frame: CGRect)
    -> DisplayList.AffineTransform
  {
    var result = CGAffineTransform(DisplayList.AffineTransform(about: .zero))
    for layer in layers {
      guard let step = transform(of: layer, in: frame) else { continue }
      result = result.concatenating(CGAffineTransform(step))
    }
    return DisplayList.AffineTransform(result)
  }

  /// Touches go where the view is drawn; a view faded out completely takes none.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    let layers = currentLayers()
    guard !layers.isEmpty else { return super.hitTest(point) }
    for case .opacity(let value) in layers where value <= 0 { return nil }
    guard let inverse = Self.drawingTransform(of: layers, in: frame).inverted() else {
      return nil
    }
    return super.hitTest(inverse.apply(to: point))
  }
}
