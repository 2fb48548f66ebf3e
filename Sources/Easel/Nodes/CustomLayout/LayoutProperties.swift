import Foundation

/// Properties of a layout container that its content can see.
public struct LayoutProperties: Equatable, Sendable {
  /// The axis along which the container arranges its subviews, or `nil` when it has none:
  /// a `Spacer` directly inside grows along this axis (in both axes when `nil`).
  public var stackOrientation: Axis?

  /// Creates properties with no stack orientation.
  public init() {
    stackOrientation = nil
  }
}
