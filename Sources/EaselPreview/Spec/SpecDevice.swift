import Easel
import Foundation

/// A size a spec is shown at: a device from the catalog, or a free canvas.
public struct SpecDevice: Equatable, Sendable {
  /// The name shown in labels: the device's name, or the canvas's (`"320×480"` unless the spec
  /// names it).
  public var name: String
  /// The canvas size in points.
  public var size: CGSize
  /// The catalog device, with its scale, safe area and display corners; `nil` for a canvas.
  public var device: Device?

  /// A device from the catalog.
  public init(_ device: Device) {
    name = device.name
    size = device.size
    self.device = device
  }

  /// A free canvas of `size` points, named `name` or by its size.
  public init(size: CGSize, name: String? = nil) {
    self.size = size
    self.name =
      name ?? "\(SpecParser.format(Double(size.width)))×\(SpecParser.format(Double(size.height)))"
    device = nil
  }
}
