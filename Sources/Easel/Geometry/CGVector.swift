import Foundation

/// A two-dimensional vector, as CoreGraphics defines it: the difference between two points, or
/// a velocity. Foundation on Linux lacks it.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates the zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// Creates a vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }

  /// The components, as CoreGraphics prints them.
  public var description: String { "(\(dx), \(dy))" }
}
