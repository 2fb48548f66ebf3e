import Easel
import Foundation

/// The devices Easel can preview on, read from `Assets/Devices/*.json` (one file per device:
/// adding a device needs no code), with their public display figures (points, scale, display
/// corner radius, safe areas in portrait and landscape).
///
/// The folder is `$EASEL_DEVICES` when set, else the `Assets/Devices` folder found above the
/// running executable, else the one in the source tree Easel was built from.
public enum DeviceCatalog {
  /// Every device, phones first, then tablets, each family from small to large. The
  /// free-size entry is not among them: it is `freeSize`.
  public static var all: [Device] { loaded.devices }

  /// The free-size entry ("Window"): a canvas that follows the preview window.
  public static var freeSize: Device { loaded.freeSize }

  /// Problems met reading the device files (a file that did not parse is left out).
  public static var problems: [DeviceCatalogError] { loaded.problems }

  /// The device named `name` or one of its aliases (letter case, spaces and hyphens ignored).
  public static func device(named name: String) -> Device? {
    let key = normalized(name)
    return all.first { device in
      normalized(device.name) == key || device.aliases.contains { normalized($0) == key }
    }
  }

  /// The device name closest to `name`, for "did you mean" messages.
  public static func suggestion(for name: String) -> String? {
    NameSuggestion.closest(to: name, in: all.map(\.name))
  }

  /// Reads every `*.json` device file in `folder`, sorted phones first, then tablets, each
  /// family by display area and then by name.
  public static func load(from folder: URL) -> (
    devices: [Device], freeSize: Device?, problems: [DeviceCatalogError]
  ) {
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil))?.filter { $0.pathExtension == "json" }
      ?? []
    var devices: [Device] = []
    var freeSize: Device?
    var problems: [DeviceCatalogError] = []
    for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      do {
        let device = try DeviceFile.device(at: file)
        if device.isFreeSize { freeSize = device } else { devices.append(device) }
      } catch let error as DeviceCatalogError {
        problems.append(error)
      } catch {
        problems.append(DeviceCatalogError(file: file.lastPathComponent, message: "\(error)"))
      }
    }
    let familyOrder: [Device.Family] = [.phone, .tablet, .desktop]
    devices.sort { a, b in
      let fa = familyOrder.firstIndex(of: a.family) ?? 0
      let fb = familyOrder.firstIndex(of: b.family) ?? 0
      if fa != fb { return fa < fb }
      let (areaA, areaB) = (a.size.width * a.size.height, b.size.width * b.size.height)
      if areaA != areaB { return areaA < areaB }
      return a.name < b.name
    }
    return (devices, freeSize, problems)
  }

  /// The folder the catalog is read from.
  public static var folder: URL? {
    let manager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["EASEL_DEVICES"] {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("Assets/Devices")
      if manager.fileExists(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    // Sources/EaselPreview/Devices/DeviceCatalog.swift → the repository's root.
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Devices")
    return manager.fileExists(atPath: source.path) ? source : nil
  }

  private struct Loaded: Sendable {
    var devices: [Device]
    var freeSize: Device
    var problems: [DeviceCatalogError]
  }

  /// Read once, on first use.
  private static let loaded: Loaded = {
    let defaultFree = Device(
      name: "Window", size: CGSize(width: 800, height: 600), scale: 1, cornerRadius: 0,
      safeAreaInsets: EdgeInsets(), family: .desktop, isFreeSize: true)
    guard let folder else {
      return Loaded(
        devices: [], freeSize: defaultFree,
        problems: [
          DeviceCatalogError(
            file: "Assets/Devices",
            message: "the device folder was not found; set EASEL_DEVICES to its path")
        ])
    }
    let result = load(from: folder)
    return Loaded(
      devices: result.devices, freeSize: result.freeSize ?? defaultFree,
      problems: result.problems)
  }()

  private static func normalized(_ name: String) -> String {
    name.lowercased().filter { !$0.isWhitespace && $0 != "-" }
  }
}
