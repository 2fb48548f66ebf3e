import Easel
import Foundation

/// One device as `Assets/Devices/*.json` describes it.
///
/// ```json
/// { "name": "iPhone 16 Pro", "aliases": [], "family": "phone",
///   "size": { "width": 402, "height": 874 }, "scale": 3, "cornerRadius": 62,
///   "safeArea": { "portrait": { "top": 62, "leading": 0, "bottom": 34, "trailing": 0 },
///                 "landscape": { "top": 0, "leading": 62, "bottom": 21, "trailing": 62 } } }
/// ```
///
/// `freeSize: true` marks the free-size entry, whose canvas follows the window.
struct DeviceFile: Codable, Sendable {
  struct Size: Codable, Sendable {
    var width: Double
    var height: Double
  }

  struct Insets: Codable, Sendable {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double

    var edgeInsets: EdgeInsets {
      EdgeInsets(
        top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom),
        trailing: CGFloat(trailing))
    }
  }

  struct SafeArea: Codable, Sendable {
    var portrait: Insets
    var landscape: Insets?
  }

  var name: String
  var aliases: [String]?
  var family: Device.Family
  var freeSize: Bool?
  var size: Size
  var scale: Double
  var cornerRadius: Double
  var safeArea: SafeArea

  /// The device the file describes, or an error naming the file and what is wrong.
  static func device(at url: URL) throws -> Device {
    let file: DeviceFile
    do {
      file = try JSONDecoder().decode(DeviceFile.self, from: Data(contentsOf: url))
    } catch {
      throw DeviceCatalogError(file: url.lastPathComponent, message: "\(error)")
    }
    guard file.size.width >= 1, file.size.height >= 1, file.scale >= 1, file.cornerRadius >= 0
    else {
      throw DeviceCatalogError(
        file: url.lastPathComponent,
        message: "size must be at least 1×1, scale at least 1 and cornerRadius not negative")
    }
    return Device(
      name: file.name, size: CGSize(width: file.size.width, height: file.size.height),
      scale: CGFloat(file.scale), cornerRadius: CGFloat(file.cornerRadius),
      safeAreaInsets: file.safeArea.portrait.edgeInsets,
      landscapeSafeAreaInsets: file.safeArea.landscape?.edgeInsets, family: file.family,
      aliases: file.aliases ?? [], isFreeSize: file.freeSize ?? false)
  }
}

/// A device file that could not be read.
public struct DeviceCatalogError: Error, CustomStringConvertible, Sendable {
  /// The file's name.
  public var file: String
  /// What is wrong.
  public var message: String

  /// An error about `file`.
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  public var description: String { "\(file): \(message)" }
}
