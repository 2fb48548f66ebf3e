import Easel
import Foundation

/// The devices Easel can preview on, with their public display figures (points, scale,
/// display corner radius, portrait safe areas).
public enum DeviceCatalog {
  /// Every device, phones first, then tablets.
  public static let all: [Device] = [
    Device(
      name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2, cornerRadius: 0,
      safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
    Device(
      name: "iPhone 13 mini", size: CGSize(width: 375, height: 812), scale: 3, cornerRadius: 44,
      safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0)),
    Device(
      name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3, cornerRadius: 55,
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
    Device(
      name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3, cornerRadius: 55,
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
    Device(
      name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
      cornerRadius: 55, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
    Device(
      name: "iPad mini", size: CGSize(width: 744, height: 1133), scale: 2, cornerRadius: 21.5,
      safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    Device(
      name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2, cornerRadius: 18,
      safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    Device(
      name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366), scale: 2,
      cornerRadius: 18, safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
  ]

  /// The device named `name` (letter case and spaces ignored).
  public static func device(named name: String) -> Device? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key }
  }

  /// The device name closest to `name`, for "did you mean" messages.
  public static func suggestion(for name: String) -> String? {
    NameSuggestion.closest(to: name, in: all.map(\.name))
  }

  private static func normalized(_ name: String) -> String {
    name.lowercased().filter { !$0.isWhitespace && $0 != "-" }
  }
}
