import Foundation

/// A shape drawn moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// How far the shape is moved.
  public var offset: CGSize

  /// Creates the shape moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, moved by the same offset.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape drawn rotated about an anchor point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The rotation; positive angles turn clockwise on screen.
  public var angle: Angle
  /// The point of the frame the shape turns about.
  public var anchor: UnitPoint

  /// Creates the shape rotated by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: anchor, of: rect)
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, rotated the same way.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape drawn scaled about an anchor point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// Creates the shape scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, of: rect)
  }
}

extension Path {
  /// The path through `transform` about `anchor` of `rect`: the anchor's point stays put
  /// (`RotatedShape`, `ScaledShape`).
  func applying(_ transform: CGAffineTransform, about anchor: UnitPoint, of rect: CGRect) -> Path {
    let point = anchor.point(in: rect)
    return applying(
      CGAffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(transform)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
  }
}

/// A shape drawn through an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The transform applied to the shape's path.
  public var transform: CGAffineTransform

  /// Creates the shape drawn through `transform`.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

/// A part of a shape's outline, between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// Where the drawn part starts, as a fraction of the outline's length.
  public var startFraction: CGFloat
  /// Where the drawn part ends.
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

/// The area a stroke of a shape's outline covers, as a shape: what `stroke(style:)` and
/// `stroke(lineWidth:)` return. Drawn directly, it strokes the outline with the foreground
/// style; filled, it fills the stroke's outline (`Path.strokedPath(_:)`).
public struct _StrokedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The stroke.
  public var style: StrokeStyle

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }

  /// The shape's outline stroked with the foreground style.
  public var body: _ShapeView<Content, ForegroundStyle> {
    _ShapeView(shape: shape, style: ForegroundStyle(), stroke: style)
  }
}

extension Shape {
  /// Draws only the part of this shape's outline between two fractions of its length (0 is
  /// where the path starts: the rightmost point of a circle, running clockwise on screen).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }

  /// Rotates this shape by `angle` (clockwise on screen for positive angles) about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// Moves this shape by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// Moves this shape by the coordinates of `offset`.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// Moves this shape by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// Scales this shape by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// Scales this shape by `scale` in both directions about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Draws this shape through an affine transform.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// The area a stroke of `style` along this shape's outline covers, as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }

  /// The area a stroke of `lineWidth` along this shape's outline covers, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// A type-erased shape.
public struct AnyShape: Shape {
  private let outline: @MainActor @Sendable (CGRect) -> Path

  /// Wraps `shape`.
  public init<S: Shape>(_ shape: S) {
    outline = { shape.path(in: $0) }
  }

  public func path(in rect: CGRect) -> Path { outline(rect) }
}
