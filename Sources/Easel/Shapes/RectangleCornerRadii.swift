import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Creates radii for each corner.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The same radius at every corner.
  public init(_ radius: CGFloat) {
    self.init(
      topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
  }

  /// One radius for every corner: the largest of the four, as SwiftUI's uniform concentric
  /// corners choose ("it selects the largest radius and applies it to each corner").
  public var uniform: CGFloat { max(topLeading, bottomLeading, bottomTrailing, topTrailing) }
}
