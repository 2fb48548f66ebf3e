import CX11
import Easel
import EaselHarness
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import EaselX11
import Foundation
import Testing

/// `easel preview` in a real X11 window on a private Xvfb server: the window maps with the
/// right properties, shows the same pixels as the headless renderer, closes cleanly from the
/// window manager's close, and ends non-zero when the server goes away.
@MainActor
@Suite(.serialized) struct PreviewWindowTests {
  static let size = CGSize(width: 320, height: 240)

  static let specText = """
    {
      "title": "Window test",
      "view": {
        "type": "VStack", "spacing": 12,
        "children": [
          { "type": "Text", "text": "Hello, window", "font": "title", "accessibilityIdentifier": "title" },
          { "type": "Rectangle", "fill": "#FF0000", "frame": { "width": 120, "height": 60 },
            "accessibilityIdentifier": "swatch" }
        ]
      }
    }
    """

  /// The `easel` executable built beside this test bundle.
  static func easelExecutable() throws -> URL {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let easel = me.deletingLastPathComponent().appendingPathComponent("easel")
    guard FileManager.default.isExecutableFile(atPath: easel.path) else {
      throw TestFailure("\(easel.path) is missing: build the package first (`make test` does)")
    }
    return easel
  }

  static func writeSpec() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-window-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("WindowTest.json")
    try Data(specText.utf8).write(to: url)
    return url
  }

  /// Starts `easel preview` on the test spec and waits for its first frame.
  static func startPreview(on server: XvfbServer, spec: URL) throws -> (ChildProcess, Window) {
    let preview = try ChildProcess(
      try easelExecutable(), ["preview", spec.path, "--size", "320x240"],
      environment: ["DISPLAY": server.displayName])
    let window: Window
    do {
      window = try PreviewInteractionTests.firstWindow(of: preview)
    } catch {
      preview.stop()
      throw error
    }
    return (preview, window)
  }

  @Test func windowShowsTheSpecAndClosesCleanly() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let spec = try Self.writeSpec()
    defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
    let (preview, window) = try Self.startPreview(on: server, spec: spec)
    defer { preview.stop() }

    let display = try #require(XOpenDisplay(server.displayName))
    defer { XCloseDisplay(display) }

    // Window manager properties.
    var attributes = XWindowAttributes()
    #expect(XGetWindowAttributes(display, window, &attributes) != 0)
    #expect(attributes.map_state == IsViewable)
    #expect(attributes.width == 320)
    #expect(attributes.height == 240)
    var hint = XClassHint()
    #expect(XGetClassHint(display, window, &hint) != 0)
    #expect(hint.res_name.map { String(cString: $0) } == "easel")
    #expect(hint.res_class.map { String(cString: $0) } == "Easel")
    if let name = hint.res_name { XFree(name) }
    if let name = hint.res_class { XFree(name) }
    let title = Self.utf8Property(display, window, "_NET_WM_NAME")
    #expect(title?.hasPrefix("Window test — 320×240 pt") == true)

    // The window's pixels are the headless renderer's pixels.
    let expected = ViewHost(
      try Spec.load(contentsOf: spec, registry: .catalog).makeView(registry: .catalog),
      size: Self.size)
    let swatch = try #require(expected.frame(of: "swatch"))
    let titleFrame = try #require(expected.frame(of: "title"))
    let image = try #require(
      XGetImage(display, window, 0, 0, 320, 240, UInt.max, ZPixmap))
    defer { _ = image.pointee.f.destroy_image(image) }
    func windowPixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let value = image.pointee.f.get_pixel(image, Int32(x), Int32(y))
      return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }
    let centre = windowPixel(Int(swatch.midX), Int(swatch.midY))
    #expect(centre == (255, 0, 0))
    var differing = 0
    var dark = 0
    for y in 0..<240 {
      for x in 0..<320 {
        let (r, g, b) = windowPixel(x, y)
        let want = try #require(try expected.pixel(x: x, y: y))
        if abs(r - Int(want.red)) > 2 || abs(g - Int(want.green)) > 2 || abs(b - Int(want.blue)) > 2
        {
          differing += 1
        }
        if titleFrame.contains(CGPoint(x: x, y: y)), r + g + b < 384 { dark += 1 }
      }
    }
    #expect(differing == 0)
    #expect(dark > 100)

    // Resizing the window lays the spec out again: the title follows the new size and the
    // swatch stays centred.
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    driver.resize(to: 400, 300)
    try driver.settle()
    #expect(Self.utf8Property(display, window, "_NET_WM_NAME")?.contains("400×300 pt") == true)
    let resized = ViewHost(
      try Spec.load(contentsOf: spec, registry: .catalog).makeView(registry: .catalog),
      size: CGSize(width: 400, height: 300))
    let moved = try #require(resized.frame(of: "swatch"))
    let grabbed = try #require(XGetImage(display, window, 0, 0, 400, 300, UInt.max, ZPixmap))
    defer { _ = grabbed.pointee.f.destroy_image(grabbed) }
    #expect(
      grabbed.pointee.f.get_pixel(grabbed, Int32(moved.midX), Int32(moved.midY)) & 0xFF_FFFF
        == 0xFF_0000)
    #expect(
      grabbed.pointee.f.get_pixel(grabbed, Int32(moved.minX) - 3, Int32(moved.midY)) & 0xFF_FFFF
        == 0xFF_FFFF)

    // Closing from the window manager ends the preview with status 0.
    Self.sendDeleteWindow(display, window)
    #expect(preview.waitForExit(timeout: 30) == 0)
  }

  @Test func lostServerEndsThePreviewWithAnError() throws {
    let server = try XvfbServer()
    let spec = try Self.writeSpec()
    defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
    let (preview, _) = try Self.startPreview(on: server, spec: spec)
    defer { preview.stop() }
    server.stop()
    let status = preview.waitForExit(timeout: 30)
    // Status 1 is the preview's own exit on a lost connection (a signal would be 128 + n).
    #expect(status == 1)
  }

  static func utf8Property(_ display: OpaquePointer, _ window: Window, _ name: String) -> String? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, XInternAtom(display, name, 0), 0, 1024, 0,
      XInternAtom(display, "UTF8_STRING", 0), &type, &format, &count, &after, &data)
    guard status == Success, let data else { return nil }
    defer { XFree(data) }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
  }

  static func sendDeleteWindow(_ display: OpaquePointer, _ window: Window) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(display, window, 0, NoEventMask, &event)
    XFlush(display)
  }
}
