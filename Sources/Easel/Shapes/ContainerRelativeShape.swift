import Foundation

/// A shape that is replaced by an inset version of the current container shape: the nearest
/// `containerShape(_:)` above the view, with each corner's radius reduced by the view's
/// distance from that corner of the container, so that the two are concentric. Without a
/// container shape it is a rectangle.
///
/// Easel gives each corner its own radius (a view nearer one side of the container gets
/// rounder corners on that side) and draws them in the container's corner style.
public struct ContainerRelativeShape: Shape {
  /// Creates the shape.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    guard let context = ShapeDrawingContext.read(), let container = context.container else {
      return Path(rect)
    }
    return Path(
      roundedRect: rect, cornerRadii: context.concentricRadii(of: rect, in: container),
      style: container.style)
  }
}

extension ContainerRelativeShape: InsettableShape {
  /// The shape inset by `amount`: concentric with the container still, so its corners shrink.
  public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> {
    _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0
        ? ContainerRelativeShape().path(in: inner) : Path()
    }
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the current container, inset to this view.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
