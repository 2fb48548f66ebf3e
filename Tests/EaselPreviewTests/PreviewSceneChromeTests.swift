import Easel
import EaselCairo
import Foundation
import Testing

@testable import EaselPreview

/// The layers under and over the canvases (bezels and labels; outlines, tags, status, help)
/// live in one graph each for the window's life: a resize, which moves the bezels and changes
/// the labels, runs their bodies again rather than making new graphs (issue 21: two graphs,
/// with their nodes, text engines and caches, were made and dropped at every resize).
@MainActor
@Suite struct PreviewSceneChromeTests {
  func scene(scheme: ColorScheme = .light) throws -> PreviewScene {
    let device = try #require(DeviceCatalog.all.first { $0.name == "iPhone 15" })
    var settings = PreviewScene.Settings(device: device)
    settings.colorScheme = scheme
    let scene = PreviewScene(
      settings: settings, devices: [device, DeviceCatalog.freeSize], scale: 1,
      content: { _ in AnyView(Color.blue) }, inspect: { _, _, _ in nil })
    scene.helpLines = ["Keys", "q  quit"]
    return scene
  }

  /// The device label as the underlay shows it, with its frame in window points.
  func label(of scene: PreviewScene) throws -> AccessibilityElement {
    try #require(
      scene.chromeAccessibilityElements().first {
        $0.identifier == PreviewScene.deviceLabelIdentifier
      })
  }

  /// The scene drawn at `size`, as PNG data.
  func image(of scene: PreviewScene, size: CGSize) throws -> Data {
    scene.layout(in: size)
    let image = try CairoImage(size: size, scale: 1)
    image.draw(scene.displayList(), background: scene.backgroundColor)
    return try image.pngData()
  }

  @Test func resizingKeepsTheLayersGraphsAndShowsTheNewChrome() throws {
    let scene = try scene()
    scene.layout(in: CGSize(width: 500, height: 600))
    let underlay = try #require(scene.underlay)
    let overlay = try #require(scene.overlay)
    let small = try label(of: scene)
    let smallZoom = try #require(scene.canvases.first).zoom
    for step in 0..<50 {
      scene.layout(in: CGSize(width: 500 + 7 * step, height: 600 + 5 * step))
      #expect(scene.underlay === underlay)
      #expect(scene.overlay === overlay)
    }
    let size = CGSize(width: 800, height: 880)
    let shown = try image(of: scene, size: size)
    #expect(scene.underlay === underlay)
    // The label and its place follow the new zoom, and the window looks as a scene made at
    // that size draws it.
    let large = try label(of: scene)
    let largeZoom = try #require(scene.canvases.first).zoom
    #expect(largeZoom > smallZoom)
    #expect(small.label.hasSuffix(" — \(Int((smallZoom * 100).rounded())) %"))
    #expect(large.label.hasSuffix(" — \(Int((largeZoom * 100).rounded())) %"))
    #expect(large.frame != small.frame)
    let fresh = try self.scene()
    #expect(try image(of: fresh, size: size) == shown)
    #expect(try label(of: fresh) == large)
  }

  @Test func theLayersFollowTheColourSchemeAndTheHelpPanel() throws {
    let size = CGSize(width: 600, height: 800)
    let scene = try scene()
    scene.layout(in: size)
    let underlay = try #require(scene.underlay)
    scene.settings.colorScheme = .dark
    scene.settings.showsHelp = true
    let shown = try image(of: scene, size: size)
    #expect(scene.underlay === underlay)
    #expect(underlay.environment.colorScheme == .dark)
    #expect(scene.chromeAccessibilityElements().contains { $0.identifier == "help" })
    let fresh = try self.scene(scheme: .dark)
    fresh.settings.showsHelp = true
    #expect(try image(of: fresh, size: size) == shown)
    scene.settings.showsHelp = false
    scene.layout(in: size)
    #expect(!scene.chromeAccessibilityElements().contains { $0.identifier == "help" })
  }
}
