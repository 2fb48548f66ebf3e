import Easel
import Foundation

extension DeviceCatalog {
  /// The devices a preview of `spec` steps through: the spec's own sizes, the catalog, then
  /// `free` (the free-size entry).
  public static func devices(for spec: Spec, free: Device) -> [Device] {
    let own = spec.devices.filter { $0.device == nil }.map { device(for: $0) }
    return own + all + [free]
  }

  /// A spec's device as a catalog device, or a square-cornered one of its size.
  public static func device(for device: SpecDevice) -> Device {
    device.device
      ?? Device(
        name: device.name, size: device.size, scale: 1, cornerRadius: 0,
        safeAreaInsets: EdgeInsets(), family: .desktop)
  }
}
