import CX11
import Easel
import EaselHarness
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import EaselX11
import Foundation
import Testing

/// The real `easel preview` window driven through XTest on a private Xvfb server: seed 000's
/// toggle flips on a tap, its draggable circle follows a drag and springs back, and seed 004's
/// layout answers window resizes. Every check waits for the presented frame through the
/// window's sync handshake (see `WindowDriver`), never for a fixed time.
@MainActor
@Suite(.serialized) struct PreviewInteractionTests {
  /// Copies `text` to a fresh folder as `name` and returns its URL.
  static func writeSpec(_ name: String, _ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-interaction-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// The bundled spec `name` from `Assets/Specs`.
  static func bundledSpec(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Specs/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The window `preview` shows, from the line it prints with its first frame; throws when
  /// no such line comes within a minute.
  static func firstWindow(of preview: ChildProcess, _ what: String = "easel preview") throws
    -> Window
  {
    guard
      let line = preview.waitForLine(timeout: 60, where: { $0.hasPrefix("easel: showing") }),
      let hex = line.split(separator: " ").last?.dropFirst(2),
      let window = Window(hex, radix: 16)
    else {
      throw TestFailure("\(what) did not report its first frame within 60 s")
    }
    return window
  }

  /// Starts `easel preview` at free size and a driver on its window, after the first frame.
  static func open(
    _ spec: URL, size: String, on server: XvfbServer
  ) throws -> (ChildProcess, WindowDriver) {
    let preview = try ChildProcess(
      try PreviewWindowTests.easelExecutable(), ["preview", spec.path, "--size", size],
      environment: ["DISPLAY": server.displayName])
    let window: Window
    do {
      window = try PreviewInteractionTests.firstWindow(of: preview)
    } catch {
      preview.stop()
      throw error
    }
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    try driver.settle()
    return (preview, driver)
  }

  static func isWhite(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 240 && pixel.green > 240 && pixel.blue > 240
  }

  @Test func tapFlipsTheCustomToggle() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let url = try Self.writeSpec("Toggle.json", try Self.bundledSpec("Toggle.json"))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let size = CGSize(width: 320, height: 400)
    let (preview, driver) = try Self.open(url, size: "320x400", on: server)
    defer { preview.stop() }

    let headless = ViewHost(
      try Spec.load(contentsOf: url, registry: .catalog).makeView(registry: .catalog), size: size)
    let toggle = try #require(headless.frame(of: "toggle"))
    // The thumb's centre sits 12.5 points left of the track's centre when off, right when on.
    let left = (Int(toggle.midX - 12.5), Int(toggle.midY))
    let right = (Int(toggle.midX + 12.5), Int(toggle.midY))

    let offLeft = try driver.pixel(left.0, left.1)
    let offRight = try driver.pixel(right.0, right.1)
    #expect(Self.isWhite(offLeft), "thumb on the left when off: \(offLeft)")
    #expect(!Self.isWhite(offRight), "grey track on the right when off: \(offRight)")
    #expect(abs(offRight.red - offRight.green) < 20, "the off track is grey: \(offRight)")

    driver.tap(at: Int(toggle.midX), Int(toggle.midY))
    try driver.settle()
    let onLeft = try driver.pixel(left.0, left.1)
    let onRight = try driver.pixel(right.0, right.1)
    #expect(Self.isWhite(onRight), "thumb on the right when on: \(onRight)")
    #expect(onLeft.green > onLeft.red + 60, "green track on the left when on: \(onLeft)")

    // A second tap turns it off again.
    driver.tap(at: Int(toggle.midX), Int(toggle.midY))
    try driver.settle()
    #expect(Self.isWhite(try driver.pixel(left.0, left.1)))
    #expect(!Self.isWhite(try driver.pixel(right.0, right.1)))
  }

  @Test func dragMovesTheCircleAndItSpringsBack() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let url = try Self.writeSpec(
      "Drag.json", #"{"title": "Drag (seed 000)", "component": "DraggableCircle"}"#)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try Self.open(url, size: "400x400", on: server)
    defer { preview.stop() }

    let headless = ViewHost(
      try Spec.load(contentsOf: url, registry: .catalog).makeView(registry: .catalog),
      size: CGSize(width: 400, height: 400))
    let circle = try #require(headless.frame(of: "circle"))
    #expect(circle == CGRect(x: 150, y: 150, width: 100, height: 100))
    func isBlue(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
      pixel.blue > 200 && pixel.red < 80
    }
    #expect(isBlue(try driver.pixel(200, 200)))
    #expect(Self.isWhite(try driver.pixel(320, 280)))

    // Press on the circle and drag it 120 right and 80 down in steps.
    driver.move(to: 200, 200)
    driver.button(down: true)
    for step in 1...6 {
      driver.move(to: 200 + step * 20, 200 + step * 40 / 3)
    }
    try driver.sync()
    #expect(isBlue(try driver.pixel(320, 280)), "the circle follows the pointer")
    #expect(Self.isWhite(try driver.pixel(170, 170)), "and has left its place")

    // Release: it animates back, then rests where it started.
    driver.button(down: false)
    let released = try driver.sync()
    #expect(released.animating, "the spring back is animated")
    let settled = try driver.settle()
    #expect(settled.frame > released.frame)
    #expect(isBlue(try driver.pixel(200, 200)))
    #expect(isBlue(try driver.pixel(160, 200)))
    #expect(Self.isWhite(try driver.pixel(320, 280)))
  }

  @Test func resizingRelaysOutSeed004() throws {
    let server = try XvfbServer(width: 640, height: 1100)
    defer { server.stop() }
    let url = try Self.writeSpec("AdaptiveLayout.json", try Self.bundledSpec("AdaptiveLayout.json"))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try Self.open(url, size: "320x300", on: server)
    defer { preview.stop() }

    // The top container is min(max(200, height / 2), 400) tall.
    for (height, top) in [(300, 200), (600, 300), (840, 400), (1000, 400), (420, 210)] {
      driver.resize(to: 320, height)
      try driver.settle()
      let size = CGSize(width: 320, height: height)
      let headless = ViewHost(
        try Spec.load(contentsOf: url, registry: .catalog).makeView(registry: .catalog), size: size)
      let frame = try #require(headless.frame(of: "top"))
      #expect(frame.height == CGFloat(top), "top container at height \(height)")
      for y in [top - 3, top + 3, height - 5] {
        let shown = try driver.pixel(160, y)
        let want = try #require(try headless.pixel(x: 160, y: y))
        let close =
          abs(shown.red - Int(want.red)) <= 2 && abs(shown.green - Int(want.green)) <= 2
          && abs(shown.blue - Int(want.blue)) <= 2
        #expect(close, "height \(height), y \(y): window \(shown), headless \(want)")
      }
      // Just above the boundary is the purple bottom row, just below is the orange fill.
      let above = try driver.pixel(160, top - 3)
      let below = try driver.pixel(160, top + 3)
      #expect(above.blue > above.green + 60, "purple above at height \(height): \(above)")
      #expect(below.red > 200 && below.blue < 80, "orange below at height \(height): \(below)")
    }
  }

  @Test func ctrlWheelPinchesAndShiftDragRotates() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let url = try Self.writeSpec(
      "Pinch.json", #"{"title": "Pinch", "component": "PinchableSquare"}"#)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try Self.open(url, size: "400x400", on: server)
    defer { preview.stop() }

    let headless = ViewHost(
      try Spec.load(contentsOf: url, registry: .catalog).makeView(registry: .catalog),
      size: CGSize(width: 400, height: 400))
    #expect(headless.frame(of: "square") == CGRect(x: 140, y: 140, width: 120, height: 120))
    func isBlue(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
      pixel.blue > 200 && pixel.red < 80
    }
    func isOrange(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
      pixel.red > 200 && pixel.blue < 80
    }
    /// Waits for a frame on which the pixel at (x, y) passes `test`.
    func waitForPixel(
      _ x: Int, _ y: Int, _ what: String,
      _ test: @escaping ((red: Int, green: Int, blue: Int)) -> Bool
    ) throws {
      try driver.waitForPresented(timeout: 10, what) { _ in
        (try? driver.pixel(x, y)).map(test) ?? false
      }
    }
    #expect(isBlue(try driver.pixel(200, 200)))
    #expect(Self.isWhite(try driver.pixel(275, 200)), "outside the square at rest")

    // Ctrl + three notches up over the square: 1.1³ = 1.331, so it spans 120.1…279.9.
    driver.move(to: 200, 200)
    driver.key(XK_Control_L, down: true)
    driver.wheel(-3)
    try driver.sync()
    let lastNotch = Date()
    #expect(isOrange(try driver.pixel(275, 200)), "grown and pinching")
    #expect(isOrange(try driver.pixel(200, 123)))
    #expect(Self.isWhite(try driver.pixel(285, 200)))
    driver.key(XK_Control_L, down: false)
    // The pinch ends 0.3 s after the last notch and the square keeps its size.
    try waitForPixel(275, 200, "the pinch's end") { isBlue($0) }
    #expect(Date().timeIntervalSince(lastNotch) >= 0.25)
    #expect(Self.isWhite(try driver.pixel(285, 200)))

    // Three notches down undo it.
    driver.key(XK_Control_L, down: true)
    driver.wheel(3)
    driver.key(XK_Control_L, down: false)
    // Shrunk back (white at 265) and ended (blue at 255).
    try waitForPixel(265, 200, "the second pinch's scale") { Self.isWhite($0) }
    try waitForPixel(255, 200, "the second pinch's end") { isBlue($0) }
    #expect(Self.isWhite(try driver.pixel(265, 200)))

    // Shift + drag from the centre: right, then down-right turns it 45°; its corner now
    // reaches 200 − 84.9 above the centre, where the side was at 140.
    #expect(Self.isWhite(try driver.pixel(200, 125)))
    driver.key(XK_Shift_L, down: true)
    driver.move(to: 200, 200)
    driver.button(down: true)
    driver.move(to: 260, 200)
    driver.move(to: 260, 260)
    try driver.sync()
    #expect(isOrange(try driver.pixel(200, 125)), "turned and rotating")
    #expect(Self.isWhite(try driver.pixel(250, 150)), "the side's corner has turned away")
    driver.button(down: false)
    driver.key(XK_Shift_L, down: false)
    try driver.sync()
    #expect(isBlue(try driver.pixel(200, 125)), "the release ends it; it stays turned")
    #expect(Self.isWhite(try driver.pixel(250, 150)))
  }
}
