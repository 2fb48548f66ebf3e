import Easel
import Foundation
import Testing
import UIKit

@testable import EaselPreview

/// The preview presents the device it shows to UIKit code: `UIScreen.main` has its size and
/// scale, `UIDevice.current` its idiom.
@MainActor
@Suite struct PreviewSceneScreenTests {
  func show(_ device: Device) {
    _ = PreviewScene(
      settings: PreviewScene.Settings(device: device), devices: [device], scale: 1,
      content: { _ in AnyView(Color.blue) }, inspect: { _, _, _ in nil })
  }

  @Test func theScreenIsThePreviewedDevice() throws {
    let pad = try #require(DeviceCatalog.all.first { $0.family == .tablet })
    show(pad)
    #expect(UIScreen.main.bounds.size == pad.size)
    #expect(UIScreen.main.scale == pad.scale)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    let phone = try #require(DeviceCatalog.all.first { $0.name == "iPhone 15" })
    show(phone)
    #expect(UIScreen.main.bounds.size == phone.size)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
  }

  /// Size classes as iOS gives them: an iPhone compact across in portrait and compact in
  /// height in landscape (the large ones regular across), an iPad regular both ways.
  @Test func sizeClassesFollowTheDevice() throws {
    let phone = try #require(DeviceCatalog.all.first { $0.name == "iPhone 15" })
    let large = try #require(DeviceCatalog.all.first { $0.name == "iPhone 15 Pro Max" })
    let pad = try #require(DeviceCatalog.all.first { $0.family == .tablet })
    #expect(phone.sizeClasses == (.compact, .regular))
    #expect(phone.landscape.sizeClasses == (.compact, .compact))
    #expect(large.landscape.sizeClasses == (.regular, .compact))
    #expect(pad.sizeClasses == (.regular, .regular))
  }
}
