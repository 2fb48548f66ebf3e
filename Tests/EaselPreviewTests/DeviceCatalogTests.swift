import Easel
import EaselPreview
import Foundation
import Testing

@Suite struct DeviceCatalogTests {
  @Test func findsDevicesIgnoringCaseAndSpaces() throws {
    let device = try #require(DeviceCatalog.device(named: "iphone15"))
    #expect(device.name == "iPhone 15")
    #expect(device.size == CGSize(width: 393, height: 852))
    #expect(device.scale == 3)
    #expect(DeviceCatalog.device(named: "iPhone 51") == nil)
    #expect(DeviceCatalog.suggestion(for: "iPhone 51") == "iPhone 15")
  }

  @Test func catalogCoversSmallPhonesToLargeTablets() {
    let heights = DeviceCatalog.all.map(\.size.height)
    #expect(heights.min() == 667)
    #expect(heights.max() == 1376)
    #expect(Set(DeviceCatalog.all.map(\.name)).count == DeviceCatalog.all.count)
    #expect(DeviceCatalog.problems.isEmpty)
  }

  @Test func catalogIsReadFromTheDeviceFiles() throws {
    // Sizes in points (portrait), checked against public device tables.
    let expected: [(String, CGFloat, CGFloat, CGFloat, Device.Family)] = [
      ("iPhone SE (3rd generation)", 375, 667, 2, .phone),
      ("iPhone 13 mini", 375, 812, 3, .phone),
      ("iPhone 16", 393, 852, 3, .phone),
      ("iPhone 16 Pro", 402, 874, 3, .phone),
      ("iPhone 16 Pro Max", 440, 956, 3, .phone),
      ("iPad mini", 744, 1133, 2, .tablet),
      ("iPad (10th generation)", 820, 1180, 2, .tablet),
      ("iPad Pro 11-inch", 834, 1210, 2, .tablet),
      ("iPad Pro 13-inch", 1032, 1376, 2, .tablet),
    ]
    for (name, width, height, scale, family) in expected {
      let device = try #require(DeviceCatalog.device(named: name), "\(name)")
      #expect(device.size == CGSize(width: width, height: height), "\(name)")
      #expect(device.scale == scale, "\(name)")
      #expect(device.family == family, "\(name)")
    }
    let pro = try #require(DeviceCatalog.device(named: "iPhone 16 Pro"))
    #expect(pro.cornerRadius == 62)
    #expect(pro.safeAreaInsets == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    #expect(
      pro.landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
    #expect(pro.landscape.landscape == pro)
    #expect(DeviceCatalog.freeSize.isFreeSize)
    #expect(DeviceCatalog.freeSize.name == "Window")
    #expect(!DeviceCatalog.all.contains { $0.isFreeSize })
    // Phones come before tablets, each family from small to large.
    let families = DeviceCatalog.all.map(\.family)
    #expect(families == families.sorted { $0 == .phone && $1 != .phone })
  }

  @Test func aBrokenDeviceFileIsReportedAndLeftOut() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-devices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"name": "Square", "family": "tablet", "size": {"width": 500, "height": 500}, "scale": 2, "cornerRadius": 0, "safeArea": {"portrait": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}}}"#
        .utf8
    ).write(to: folder.appendingPathComponent("Square.json"))
    try Data(#"{"name": "Broken", "size": 3}"#.utf8).write(
      to: folder.appendingPathComponent("Broken.json"))
    let loaded = DeviceCatalog.load(from: folder)
    #expect(loaded.devices.map(\.name) == ["Square"])
    #expect(loaded.devices.first?.family == .tablet)
    #expect(loaded.freeSize == nil)
    #expect(loaded.problems.map(\.file) == ["Broken.json"])
  }

  @Test func landscapeSwapsTheSizeAndMovesTheNotchInsetsToTheSides() throws {
    let phone = try #require(DeviceCatalog.device(named: "iPhone 15")).landscape
    #expect(phone.size == CGSize(width: 852, height: 393))
    #expect(phone.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    let se = try #require(DeviceCatalog.device(named: "iPhone SE")).landscape
    #expect(se.size == CGSize(width: 667, height: 375))
    // Landscape iPhones hide the status bar.
    #expect(se.safeAreaInsets == EdgeInsets())
  }

  @MainActor @Test func renderingOnADeviceUsesItsSafeArea() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
    // A red view respecting the safe area leaves the status-bar strip white.
    let image = try PreviewRenderer.image(
      of: Color(red: 1, green: 0, blue: 0), size: device.size, scale: 1, device: device)
    #expect(image.pixel(x: 100, y: 10)?.green == 255)
    #expect(image.pixel(x: 100, y: 100)?.green == 0)
  }
}
