import Easel
import Foundation

/// A device to preview on: its display in points (portrait), pixels per point, the radius of
/// its rounded display corners and its safe-area insets in portrait and landscape.
public struct Device: Equatable, Sendable {
  /// The kind of device.
  public enum Family: String, Codable, Sendable {
    /// A phone.
    case phone
    /// A tablet.
    case tablet
    /// A desktop window.
    case desktop
  }

  /// The marketing name, as `--device` and specs spell it.
  public var name: String
  /// Other names the device answers to (`"iPhone 16"` for the `"iPhone 15"`'s display).
  public var aliases: [String]
  /// The kind of device.
  public var family: Family
  /// The display size in points, portrait.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The radius of the display's corners in points (0 for square displays).
  public var cornerRadius: CGFloat
  /// The safe-area insets in portrait.
  public var safeAreaInsets: EdgeInsets
  /// The safe-area insets in landscape, or `nil` to derive them from the portrait ones.
  public var landscapeSafeAreaInsets: EdgeInsets?
  /// Whether this is the free-size entry: a canvas that follows the preview window.
  public var isFreeSize: Bool

  /// Creates a device.
  public init(
    name: String, size: CGSize, scale: CGFloat, cornerRadius: CGFloat, safeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets? = nil, family: Family = .phone, aliases: [String] = [],
    isFreeSize: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.family = family
    self.size = size
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.safeAreaInsets = safeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.isFreeSize = isFreeSize
  }

  /// Whether the device is turned to landscape (wider than tall).
  public var isLandscape: Bool { size.width > size.height }

  /// The horizontal and vertical size classes as iOS gives them: an iPad and a desktop window
  /// are regular both ways; an iPhone is compact across in portrait and compact in height in
  /// landscape, where the largest (430 points and wider in portrait) are regular across.
  public var sizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass) {
    guard family == .phone else { return (.regular, .regular) }
    guard isLandscape else { return (.compact, .regular) }
    return (size.height >= 414 ? .regular : .compact, .compact)
  }

  /// The same device turned to landscape: width and height swap, and the insets become the
  /// landscape ones (without figures for them, the notch side and the opposite side get the
  /// notch's inset and the home indicator stays at the bottom). A landscape device turns back
  /// to portrait.
  public var landscape: Device {
    var turned = self
    turned.size = CGSize(width: size.height, height: size.width)
    if let landscapeSafeAreaInsets {
      turned.safeAreaInsets = landscapeSafeAreaInsets
      turned.landscapeSafeAreaInsets = safeAreaInsets
      return turned
    }
    let side = max(safeAreaInsets.top, safeAreaInsets.leading)
    turned.safeAreaInsets =
      cornerRadius > 0 && side > 24
      ? EdgeInsets(
        top: 0, leading: side, bottom: safeAreaInsets.bottom > 0 ? 21 : 0, trailing: side)
      : EdgeInsets(top: safeAreaInsets.top, leading: 0, bottom: safeAreaInsets.bottom, trailing: 0)
    return turned
  }
}
