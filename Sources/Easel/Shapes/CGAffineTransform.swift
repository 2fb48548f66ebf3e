import Foundation

/// An affine transformation matrix for drawing 2D graphics, as in Core Graphics (which
/// Foundation does not provide on Linux).
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). In Easel's y-down coordinates a
/// positive rotation turns clockwise on screen, as it does in SwiftUI.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The entry in the first row and first column.
  public var a: CGFloat
  /// The entry in the first row and second column.
  public var b: CGFloat
  /// The entry in the second row and first column.
  public var c: CGFloat
  /// The entry in the second row and second column.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform from its six entries, in the order a, b, c, d, tx, ty.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
  {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform that moves points by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The transform that scales by `sx` horizontally and `sy` vertically about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// The transform that rotates by `angle` radians about the origin (clockwise on screen in
  /// y-down coordinates).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2`: a point is first mapped by `self`, then by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation by (`tx`, `ty`) followed by this transform, as Core Graphics defines it.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`) followed by this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians followed by this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; the transform itself when it cannot be inverted.
  public func inverted() -> CGAffineTransform {
    inverse ?? self
  }

  /// The transform that undoes this one, or `nil` when it flattens the plane.
  var inverse: CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The same transform as a display list's.
  init(_ transform: DisplayList.AffineTransform) {
    self.init(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
      ty: transform.ty)
  }

  /// The smallest rectangle holding `rect`'s four corners once transformed (`rect` not null).
  func boundingBox(of rect: CGRect) -> CGRect {
    // Corner by corner, without an array or Foundation's unions: effects' bounds are found
    // on every frame.
    let x0 = rect.minX
    let x1 = rect.maxX
    let y0 = rect.minY
    let y1 = rect.maxY
    let xs = (a * x0 + c * y0, a * x1 + c * y0, a * x0 + c * y1, a * x1 + c * y1)
    let ys = (b * x0 + d * y0, b * x1 + d * y0, b * x0 + d * y1, b * x1 + d * y1)
    let minX = Swift.min(Swift.min(xs.0, xs.1), Swift.min(xs.2, xs.3)) + tx
    let maxX = Swift.max(Swift.max(xs.0, xs.1), Swift.max(xs.2, xs.3)) + tx
    let minY = Swift.min(Swift.min(ys.0, ys.1), Swift.min(ys.2, ys.3)) + ty
    let maxY = Swift.max(Swift.max(ys.0, ys.1), Swift.max(ys.2, ys.3)) + ty
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `t`'s linear part (translation is ignored).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding this rectangle's four corners mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    isNull ? self : t.boundingBox(of: self)
  }
}
