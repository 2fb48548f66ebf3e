import CX11
import Easel
import EaselHarness
import EaselPreview
import EaselTesting
import EaselX11
import Foundation
import Testing

/// Hot reload in the real window: a bad save keeps the last good frame, dimmed, under the
/// error panel; the next good save clears it. Saves are renames over the spec, as editors do;
/// the test waits for the window's reload line and then for the presented frame.
@MainActor
@Suite(.serialized) struct HotReloadWindowTests {
  static func spec(color: String) -> String {
    """
    { "title": "Reload", "view": { "type": "Color", "color": "\(color)" } }
    """
  }

  /// Saves `text` over `url` by writing a temporary file and renaming it into place.
  static func save(_ text: String, to url: URL) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".save.tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
      throw TestFailure("could not rename over \(url.path): errno \(errno)")
    }
  }

  @Test func aBadSaveDimsTheLastFrameUnderTheErrorPanelAndAGoodOneClearsIt() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec(
      "Reload.json", Self.spec(color: "#FF0000"))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try PreviewInteractionTests.open(url, size: "200x300", on: server)
    defer { preview.stop() }
    let corner = try driver.pixel(5, 295)
    #expect(corner.red > 240 && corner.green < 20 && corner.blue < 20, "red at first: \(corner)")

    try Self.save("{ \"title\": \"Reload\", \"view\": ", to: url)
    let error = preview.waitForLine(timeout: 30) {
      $0.hasPrefix("easel: ") && !$0.contains("showing") && !$0.contains("reloaded")
    }
    #expect(error != nil, "the window reported the bad save")
    _ = try driver.sync()
    let dimmed = try driver.pixel(5, 295)
    // The error panel sits over the middle, in a deep red unlike the faded frame.
    let panel = try driver.pixel(100, 150)
    #expect(panel.red > 150 && panel.green < 80, "the error panel: \(panel)")
    // The last good frame stays, faded towards the background: still reddish, no longer
    // full red.
    #expect(dimmed.green > 60, "dimmed: \(dimmed)")
    #expect(dimmed.red > dimmed.green + 20, "still the red frame under it: \(dimmed)")

    try Self.save(Self.spec(color: "#0000FF"), to: url)
    let reloaded = preview.waitForLine(timeout: 30) { $0.hasPrefix("easel: reloaded") }
    #expect(reloaded != nil, "the window reported the good save")
    _ = try driver.sync()
    let blue = try driver.pixel(5, 295)
    #expect(blue.blue > 240 && blue.red < 20 && blue.green < 20, "blue, panel gone: \(blue)")
  }
}
