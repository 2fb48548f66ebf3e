import Easel
import EaselPreviewCatalog
import Foundation
import Observation
import Testing

@testable import EaselPreview

/// Observation keeps a registration until the value changes, so the graphs a preview window
/// drops (another device, the grid opened or closed) left their views' registrations on the
/// spec's reloader and state store, which live as long as the window (issue 21: the window's
/// memory grew with every graph it made, resizes or not). The window ends them when it drops
/// its canvases.
@MainActor
@Suite struct SpecObservationEndTests {
  static let spec = """
    {"size": {"width": 200, "height": 300}, "state": {"on": false},
     "view": {"type": "Component", "component": "CustomToggle", "props": {"isOn": "$on"}}}
    """

  /// How many times the observations a test registered saw a change.
  final class Changes: @unchecked Sendable {
    var count = 0
  }

  func reloader() throws -> SpecReloader {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-observation-end-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Spec.json")
    try Data(Self.spec.utf8).write(to: url)
    return try SpecReloader(url: url, registry: .catalog)
  }

  @Test func endingObservationsEndsEachRegistrationOnceAndChangesNothing() throws {
    let reloader = try reloader()
    defer {
      reloader.stop()
      try? FileManager.default.removeItem(at: reloader.url.deletingLastPathComponent())
    }
    let changes = Changes()
    let values = reloader.store.values
    // What a spec's views read: the state store's values, the spec, the errors.
    withObservationTracking({ _ = reloader.store.values }, onChange: { changes.count += 1 })
    withObservationTracking({ _ = reloader.spec }, onChange: { changes.count += 1 })
    withObservationTracking({ _ = reloader.errors }, onChange: { changes.count += 1 })
    reloader.endObservations()
    #expect(changes.count == 3)
    // Ended: a second call finds no registration left.
    reloader.endObservations()
    #expect(changes.count == 3)
    #expect(reloader.store.values == values)
    #expect(reloader.errors.isEmpty)
  }

  @Test func theSceneEndsObservationsWhenItDropsItsCanvases() throws {
    let reloader = try reloader()
    defer {
      reloader.stop()
      try? FileManager.default.removeItem(at: reloader.url.deletingLastPathComponent())
    }
    let devices = try ["iPhone 15", "iPad mini"].map { name in
      try #require(DeviceCatalog.all.first { $0.name == name })
    }
    let scene = PreviewScene(
      settings: PreviewScene.Settings(device: devices[0]), devices: devices, scale: 1,
      content: { textSize in AnyView(SpecPreviewView(reloader: reloader, textSize: textSize)) },
      inspect: { _, _, _ in nil })
    var drops = 0
    scene.onDropCanvases = {
      drops += 1
      reloader.endObservations()
    }
    scene.layout(in: CGSize(width: 600, height: 900))
    // The shown canvas's views registered with the store; a later one is this test's.
    let changes = Changes()
    withObservationTracking({ _ = reloader.store.values }, onChange: { changes.count += 1 })
    // A scheme change keeps the canvases.
    scene.settings.colorScheme = .dark
    scene.layout(in: CGSize(width: 600, height: 900))
    #expect(drops == 0 && changes.count == 0)
    // Another device, and the grid, drop them: what was registered ends.
    scene.settings.device = devices[1]
    #expect(drops == 1 && changes.count == 1)
    scene.layout(in: CGSize(width: 600, height: 900))
    scene.settings.showsGrid = true
    scene.layout(in: CGSize(width: 1000, height: 900))
    #expect(drops == 2)
    #expect(scene.canvases.count == 2)
  }
}
