import Foundation

/// A shape that can be inset by an amount to make another shape: the basis of `strokeBorder`
/// and of container shapes.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns the shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {
  /// A rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    RoundedRectangle(cornerRadius: 0).inset(by: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  /// A rounded rectangle inset by `amount`: its corners shrink by the same amount, so the two
  /// are concentric.
  public func inset(by amount: CGFloat) -> _InsetRoundedRectangle {
    _InsetRoundedRectangle(base: self, amount: amount)
  }
}

/// A rounded rectangle drawn inset into its frame, with concentric corners.
public struct _InsetRoundedRectangle: InsettableShape {
  let base: RoundedRectangle
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard inner.width > 0, inner.height > 0 else { return Path() }
    return Path(
      roundedRect: inner,
      cornerSize: CGSize(
        width: max(base.cornerSize.width - amount, 0),
        height: max(base.cornerSize.height - amount, 0)))
  }

  public func inset(by amount: CGFloat) -> _InsetRoundedRectangle {
    _InsetRoundedRectangle(base: base, amount: self.amount + amount)
  }
}

extension Circle: InsettableShape {
  /// A circle inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    Capsule().inset(by: amount)
  }
}

extension Capsule: InsettableShape {
  /// A capsule inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetCapsule {
    _InsetCapsule(amount: amount)
  }
}

/// A capsule drawn inset into its frame.
public struct _InsetCapsule: InsettableShape {
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    Capsule().path(in: rect.insetBy(dx: amount, dy: amount))
  }

  public func inset(by amount: CGFloat) -> _InsetCapsule {
    _InsetCapsule(amount: self.amount + amount)
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius`, as in `.containerShape(.rect(cornerRadius: 70))`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}
