import Foundation

/// A 2D shape that can be drawn as a view.
///
/// A shape used directly as a view is filled with the foreground style; `fill(_:)` and
/// `stroke(_:lineWidth:)` choose the paint. Like SwiftUI's shapes it takes the whole size it is
/// proposed, 10×10 when asked for its ideal size.
///
/// A shape is `Animatable`: when a change animates, its `animatableData` moves from the value
/// drawn to the new one and the path is drawn for each value on the way (a trim's ends, a
/// rounded rectangle's corners, a custom shape's own data).
public protocol Shape: Animatable, View, Sendable {
  /// Describes the shape as a path within a rectangle in the shape's local coordinates.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape used as a view is filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
  }

  /// Fills this shape with a colour or style.
  public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, stroke: nil)
  }

  /// Traces the outline of this shape with a colour or style.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
  }

  /// Traces the outline of this shape with a colour or style and a stroke style.
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, stroke: style)
  }
}

/// A shape drawn with a style: what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  /// The shape.
  public var shape: Content
  /// The paint.
  public var style: Style
  let stroke: StrokeStyle?

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    let shape = self.shape
    // A shape with nothing to animate draws its own path; the others draw the path of the
    // shape as shown now, which an animation moves from frame to frame.
    guard Content.AnimatableData.self != EmptyAnimatableData.self else {
      return [ShapeNode.make(context, style: style, stroke: stroke) { shape.path(in: $0) }]
    }
    let (state, _) = context.secondAttachment { AnimatedValue(shape, graph: context.graph) }
    state.update(to: shape, animation: context.animation)
    return [
      ShapeNode.make(
        context, style: style, stroke: stroke, animatedShape: state,
        path: { state.presented.path(in: $0) })
    ]
  }
}
