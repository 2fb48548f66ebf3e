import Easel
import Foundation

/// A device to preview on: its display in points (portrait), pixels per point, the radius of
/// its rounded display corners and its portrait safe-area insets.
public struct Device: Equatable, Sendable {
  /// The marketing name, as `--device` and specs spell it.
  public var name: String
  /// The display size in points, portrait.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The radius of the display's corners in points (0 for square displays).
  public var cornerRadius: CGFloat
  /// The safe-area insets in portrait.
  public var safeAreaInsets: EdgeInsets

  /// Creates a device.
  public init(
    name: String, size: CGSize, scale: CGFloat, cornerRadius: CGFloat, safeAreaInsets: EdgeInsets
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.safeAreaInsets = safeAreaInsets
  }

  /// The same device turned to landscape: width and height swap, and the insets move to the
  /// sides (the notch side and the opposite side; the home indicator stays at the bottom).
  public var landscape: Device {
    var turned = self
    turned.size = CGSize(width: size.height, height: size.width)
    let side = max(safeAreaInsets.top, safeAreaInsets.leading)
    turned.safeAreaInsets =
      cornerRadius > 0 && side > 24
      ? EdgeInsets(
        top: 0, leading: side, bottom: safeAreaInsets.bottom > 0 ? 21 : 0, trailing: side)
      : EdgeInsets(top: safeAreaInsets.top, leading: 0, bottom: safeAreaInsets.bottom, trailing: 0)
    return turned
  }
}
