import Foundation

/// A shape that can be inset by an amount to make another shape: the basis of `strokeBorder`
/// and of container shapes.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns the shape inset by `amount` on every side (outset for a negative amount).
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inset into its frame: what `inset(by:)` returns for the built-in shapes.
/// Rounded corners shrink by the inset, so that the inset shape is concentric with the
/// original.
public struct _Inset<Base: Shape>: InsettableShape {
  var amount: CGFloat
  let outline: @MainActor @Sendable (CGRect, CGFloat) -> Path

  /// Draws the base shape's inset outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    outline(rect, amount)
  }

  /// The base shape inset by this shape's amount and `amount` more.
  public func inset(by amount: CGFloat) -> _Inset<Base> {
    _Inset(amount: self.amount + amount, outline: outline)
  }
}

extension Rectangle: InsettableShape {
  /// A rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> _Inset<Rectangle> {
    _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0 ? Path(inner) : Path()
    }
  }
}

extension RoundedRectangle: InsettableShape {
  /// A rounded rectangle inset by `amount`: its corners shrink by the same amount, so the two
  /// are concentric.
  public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
    let size = cornerSize
    let style = style
    return _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      guard inner.width > 0, inner.height > 0 else { return Path() }
      return Path(
        roundedRect: inner,
        cornerSize: CGSize(
          width: max(size.width - amount, 0), height: max(size.height - amount, 0)),
        style: style)
    }
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  /// The rectangle inset by `amount`, each corner's radius shrunk by the same amount.
  public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
    let radii = cornerRadii
    let style = style
    return _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      guard inner.width > 0, inner.height > 0 else { return Path() }
      let shrunk = RectangleCornerRadii(
        topLeading: max(radii.topLeading - amount, 0),
        bottomLeading: max(radii.bottomLeading - amount, 0),
        bottomTrailing: max(radii.bottomTrailing - amount, 0),
        topTrailing: max(radii.topTrailing - amount, 0))
      return Path(roundedRect: inner, cornerRadii: shrunk, style: style)
    }
  }
}

extension Circle: InsettableShape {
  /// A circle inset by `amount`: the same centre, a radius `amount` smaller.
  public func inset(by amount: CGFloat) -> _Inset<Circle> {
    _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0 ? Circle().path(in: inner) : Path()
    }
  }
}

extension Ellipse: InsettableShape {
  /// An ellipse inset by `amount`.
  public func inset(by amount: CGFloat) -> _Inset<Ellipse> {
    _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0 ? Path(ellipseIn: inner) : Path()
    }
  }
}

extension Capsule: InsettableShape {
  /// A capsule inset by `amount`.
  public func inset(by amount: CGFloat) -> _Inset<Capsule> {
    let capsule = self
    return _Inset(amount: amount) { rect, amount in
      let inner = rect.insetBy(dx: amount, dy: amount)
      return inner.width > 0 && inner.height > 0 ? capsule.path(in: inner) : Path()
    }
  }
}

extension InsettableShape {
  /// Traces the outline of this shape inset by half the line width, so that the whole
  /// stroke stays inside the frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// Traces the outline of this shape inset by half `lineWidth`, so that the whole stroke
  /// stays inside the frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Traces the inset outline of this shape with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// Traces the inset outline of this shape with the foreground style and `lineWidth`.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius`, as in `.containerShape(.rect(cornerRadius: 70))`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with elliptical corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with the radius of each corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with corner radii.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends have `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
