import CX11
import EaselHarness
import EaselX11
import Foundation
import Testing

/// Keys pressed in a burst reach the preview window one after the other, in order, each
/// handled once: a key whose handler draws a frame at once (the screenshot key) does not
/// handle the keys queued behind it inside its own handler, where the first key's settings,
/// written back when it finished, undid what the later keys changed. The input storm found it:
/// `s` then `l` in one burst left the window light.
@MainActor
@Suite(.serialized) struct PreviewKeyBurstTests {
  @Test func aScreenshotKeyKeepsTheKeysBehindIt() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec(
      "Toggle.json", try PreviewInteractionTests.bundledSpec("Toggle.json"))
    let folder = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Started in its own folder, where the screenshot goes.
    let preview = try ChildProcess(
      try PreviewWindowTests.easelExecutable(), ["preview", url.path, "--size", "320x400"],
      environment: ["DISPLAY": server.displayName], currentDirectory: folder)
    defer { preview.stop() }
    let window = try PreviewInteractionTests.firstWindow(of: preview)
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    try driver.settle()
    #expect(PreviewInteractionTests.isWhite(try driver.pixel(5, 5)), "light to begin with")

    // A screenshot, dark mode and a larger text size, sent together so they arrive together.
    driver.move(to: 5, 5)
    for keysym in [XK_s, XK_l, XK_equal] {
      let code = UInt32(XKeysymToKeycode(driver.display, KeySym(keysym)))
      XTestFakeKeyEvent(driver.display, code, 1, 0)
      XTestFakeKeyEvent(driver.display, code, 0, 0)
    }
    try driver.settle()
    let corner = try driver.pixel(5, 5)
    #expect(corner.red < 40 && corner.green < 40 && corner.blue < 40, "dark after l: \(corner)")
    let wrote = preview.waitForLine(timeout: 10) { $0.hasPrefix("easel: text size") }
    #expect(wrote == "easel: text size xLarge")
    let screenshots = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("easel-") && $0.hasSuffix(".png") }
    #expect(screenshots.count == 1)

    // The keys took effect once each: l again turns it light.
    driver.key(XK_l, down: true)
    driver.key(XK_l, down: false)
    try driver.settle()
    #expect(PreviewInteractionTests.isWhite(try driver.pixel(5, 5)), "light again")
  }
}
