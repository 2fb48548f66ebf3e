import Foundation

/// A rectangle aligned in the frame of the view containing it.
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle centred in the frame of the view containing it, as large as fits.
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// An ellipse filling the frame of the view containing it.
public struct Ellipse: Shape {
  /// Creates an ellipse.
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule: a rectangle whose shorter sides are semicircles.
public struct Capsule: Shape {
  /// The style of the rounded ends.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// The width and height of the corner ellipses.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
}

/// A rectangle whose corners may have different radii.
public struct UnevenRoundedRectangle: Shape {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// Creates a rectangle with the radius of each corner.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// Creates a rectangle with corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }
}
