import CX11
import Easel
import EaselHarness
import EaselTesting
import EaselX11
import Foundation
import Testing

/// `easel preview --previews`: the window opens on a `#Preview` by name, and n steps to the
/// next preview, on a private Xvfb.
@MainActor
@Suite(.serialized) struct PreviewsWindowTests {
  @Test func opensAPreviewByNameAndStepsToTheNext() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try PreviewWindowTests.easelExecutable(), ["preview", "--previews", "Gauge ring"],
      environment: ["DISPLAY": server.displayName])
    defer { preview.stop() }
    guard
      let line = preview.waitForLine(timeout: 60, where: { $0.hasPrefix("easel: showing") }),
      let hex = line.split(separator: " ").last?.dropFirst(2),
      let window = Window(hex, radix: 16)
    else {
      throw TestFailure("easel preview --previews did not report its first frame within 60 s")
    }
    // The gauge ring preview's fixed 240×200 layout, with the canvas's margins and label.
    #expect(line.hasPrefix("easel: showing Gauge ring at 288×268 pt"), "\(line)")
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    try driver.settle()
    // Keys go to the window under the pointer (there is no window manager to focus it).
    driver.move(to: 10, 10)
    driver.key(Int32(XK_n), down: true)
    driver.key(Int32(XK_n), down: false)
    let next = preview.waitForLine(timeout: 30) { $0.hasPrefix("easel: showing Pie chart") }
    #expect(next != nil, "n opens the next preview")
  }
}
