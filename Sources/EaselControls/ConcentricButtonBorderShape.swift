import Easel
import Foundation

/// A button border shape whose corners are concentric with the container the button sits in
/// (the nearest `containerShape(_:)`, or the display's rounded corners), and never smaller
/// than `minimum`.
///
/// SwiftUI's `ButtonBorderShape` cannot be extended, so this shape is applied through its own
/// `buttonBorderShape(_:)` overload, which reads the button's concentric corner radii and sets
/// a rounded rectangle of that radius as the button's border shape:
///
/// ```swift
/// Button("Concentric Button") {}
///   .buttonStyle(.glassProminent)
///   .buttonBorderShape(.concentric(minimum: 0))
/// ```
public struct ConcentricButtonBorderShape: Sendable, Shape {
  /// Concentric corners that fall back to square ones away from any container.
  public static let concentric = Self()

  /// Concentric corners that are never smaller than `minimum`, the radius used away from any
  /// container.
  public static func concentric(minimum: CGFloat) -> Self { Self(minimum: minimum) }

  /// The smallest corner radius, and the radius used when no concentric radius resolves.
  public var minimum: CGFloat = 0

  /// Creates a concentric border shape with corners of at least `minimum`.
  public init(minimum: CGFloat = 0) {
    self.minimum = minimum
  }

  /// A concentric rectangle with one radius for every corner, at least `minimum`.
  public func path(in rect: CGRect) -> Path {
    ConcentricRectangle(corners: .concentric(minimum: .fixed(minimum)), isUniform: true)
      .path(in: rect)
  }
}
