import Easel
import Foundation

/// The properties of `DraggableCircle`: it has none.
public struct DraggableCircleProps: Codable, Sendable {
  /// No properties.
  public init() {}
}
