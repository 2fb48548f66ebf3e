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
    #expect(heights.max() == 1366)
    #expect(Set(DeviceCatalog.all.map(\.name)).count == DeviceCatalog.all.count)
  }

  @Test func landscapeSwapsTheSizeAndMovesTheNotchInsetsToTheSides() throws {
    let phone = try #require(DeviceCatalog.device(named: "iPhone 15")).landscape
    #expect(phone.size == CGSize(width: 852, height: 393))
    #expect(phone.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    let se = try #require(DeviceCatalog.device(named: "iPhone SE")).landscape
    #expect(se.size == CGSize(width: 667, height: 375))
    #expect(se.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
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
