import Foundation

/// A 2D shape that can be drawn as a view.
///
/// A shape used directly as a view is filled with the foreground style; `fill(_:)` and
/// `stroke(_:lineWidth:)` choose the paint. Like SwiftUI's shapes it takes the whole size it is
/// proposed, 10×10 when asked for its ideal size.
public protocol Shape: View, Sendable {
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
    return [ShapeNode(context, style: style, stroke: stroke) { shape.path(in: $0) }]
  }
}
