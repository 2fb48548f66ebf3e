import CX11
import Easel
import EaselHarness
import EaselPreview
import EaselPreviewCatalog
import EaselPreviewWindow
import EaselX11
import Foundation
import Testing

/// The grid of every device (`g`) in the real window on a private Xvfb: the window grows over
/// the screen's work area (the screen without a window manager, `_NET_WORKAREA` when one is
/// set) and goes back when the grid closes; the device labels, as the window's accessibility
/// dump (`A`) gives their laid-out frames, stay inside the window and apart, and every label
/// pixel of the screenshot lies in its label's box, light and dark.
@MainActor
@Suite(.serialized) struct PreviewGridWindowTests {
  typealias Pixel = (red: Int, green: Int, blue: Int)

  static let spec = """
    { "title": "Grid", "view": { "type": "Text", "text": "Hello", "font": "title" } }
    """

  /// A label as the window's dump lists it: its text and its frame in window pixels.
  struct ShownLabel {
    var text: String
    var frame: CGRect
  }

  /// The window's content on the screen, in pixels.
  static func screenFrame(_ driver: WindowDriver) -> CGRect {
    var attributes = XWindowAttributes()
    XGetWindowAttributes(driver.display, driver.window, &attributes)
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(
      driver.display, driver.window, XDefaultRootWindow(driver.display), 0, 0, &x, &y, &child)
    return CGRect(
      x: CGFloat(x), y: CGFloat(y), width: CGFloat(attributes.width),
      height: CGFloat(attributes.height))
  }

  /// Types `keysym` into the window, with Shift held when `shift` is set.
  static func press(_ keysym: Int32, shift: Bool = false, on driver: WindowDriver) {
    if shift { driver.key(Int32(XK_Shift_L), down: true) }
    driver.key(keysym, down: true)
    driver.key(keysym, down: false)
    if shift { driver.key(Int32(XK_Shift_L), down: false) }
  }

  /// Presses `g` and waits until the window covers `expected` and shows it.
  static func toggleGrid(
    on driver: WindowDriver, expecting expected: CGRect, _ what: String
  ) throws {
    press(Int32(XK_g), on: driver)
    try driver.waitForPresented(what) { _ in screenFrame(driver) == expected }
    try driver.settle()
  }

  /// The device labels the window lists under "Window:" when `A` is pressed.
  static func dumpedLabels(
    of preview: ChildProcess, driver: WindowDriver, count: Int
  ) throws -> [ShownLabel] {
    press(Int32(XK_a), shift: true, on: driver)
    let pattern = #/^  "(.*)" .* \((-?[\d.]+), (-?[\d.]+), ([\d.]+)×([\d.]+)\)$/#
    var labels: [ShownLabel] = []
    while labels.count < count {
      guard
        let line = preview.waitForLine(
          timeout: 30,
          where: { $0.hasSuffix(")") && $0.contains(" #\(PreviewScene.deviceLabelIdentifier) (") })
      else { throw TestFailure("the dump listed \(labels.count) of \(count) device labels") }
      guard let match = line.wholeMatch(of: pattern),
        let x = Double(match.2), let y = Double(match.3), let width = Double(match.4),
        let height = Double(match.5)
      else { throw TestFailure("cannot read the label line \(line)") }
      labels.append(
        ShownLabel(text: String(match.1), frame: CGRect(x: x, y: y, width: width, height: height)))
    }
    return labels
  }

  /// Checks the labels against each other, the window and the window's pixels: every box is
  /// inside the window and meets no other; every pixel of a label band that differs from the
  /// backdrop (a glyph) lies in a box, and every box holds glyphs.
  static func checkLabels(
    _ labels: [ShownLabel], driver: WindowDriver, size: CGSize, scheme: String
  ) throws {
    let window = CGRect(origin: .zero, size: size)
    for (index, label) in labels.enumerated() {
      #expect(window.contains(label.frame), "\(scheme): \(label.text) at \(label.frame)")
      for other in labels[(index + 1)...] {
        #expect(
          !label.frame.intersects(other.frame),
          "\(scheme): \(label.text) \(label.frame) meets \(other.text) \(other.frame)")
      }
    }
    let width = Int(size.width)
    let height = Int(size.height)
    let image = try #require(
      XGetImage(
        driver.display, driver.window, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap))
    defer { _ = image.pointee.f.destroy_image(image) }
    func pixel(_ x: Int, _ y: Int) -> Pixel {
      let value = image.pointee.f.get_pixel(image, Int32(x), Int32(y))
      return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }
    // The window's top-left corner is backdrop: the margin keeps canvases and labels off it.
    let backdrop = pixel(1, 1)
    func isInk(_ x: Int, _ y: Int) -> Bool {
      let p = pixel(x, y)
      return abs(p.red - backdrop.red) + abs(p.green - backdrop.green)
        + abs(p.blue - backdrop.blue) > 60
    }
    var inkInBox = Array(repeating: 0, count: labels.count)
    var strayInk: [(Int, Int)] = []
    // The bands of the labels' rows: nothing but labels is drawn there.
    let rows = Dictionary(grouping: labels.indices) { labels[$0].frame.minY.rounded() }
    for members in rows.values {
      let top = members.map { Int(labels[$0].frame.minY.rounded(.down)) }.min() ?? 0
      let bottom = members.map { Int(labels[$0].frame.maxY.rounded(.up)) }.max() ?? 0
      for y in max(top, 0)..<min(bottom, height) {
        for x in 0..<width where isInk(x, y) {
          // Antialiasing may tint the pixel beside a box.
          let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
          if let owner = members.first(where: {
            labels[$0].frame.insetBy(dx: -1, dy: 0).contains(point)
          }) {
            inkInBox[owner] += 1
          } else {
            strayInk.append((x, y))
          }
        }
      }
    }
    #expect(strayInk.isEmpty, "\(scheme): glyph pixels outside every label: \(strayInk.prefix(8))")
    for (label, ink) in zip(labels, inkInBox) {
      #expect(ink > 20, "\(scheme): \(label.text) shows \(ink) glyph pixels")
    }
  }

  @Test func theGridTakesTheScreenAndItsLabelsStayApart() throws {
    let screen = CGSize(width: 1280, height: 800)
    let server = try XvfbServer(width: Int(screen.width), height: Int(screen.height))
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec("Grid.json", Self.spec)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try PreviewInteractionTests.open(url, size: "320x240", on: server)
    defer { preview.stop() }
    // No window manager gives the window the keyboard: the test does.
    XSetInputFocus(driver.display, driver.window, RevertToParent, UInt(CurrentTime))
    let single = Self.screenFrame(driver)
    #expect(single == CGRect(x: 0, y: 0, width: 320, height: 240))
    // The grid shows the window's devices but free size: the spec's own size, the catalog.
    let shown = DeviceCatalog.devices(
      for: try Spec.load(contentsOf: url, registry: .catalog), free: DeviceCatalog.freeSize
    ).filter { !$0.isFreeSize }
    let devices = shown.count
    #expect(devices > 1)

    // Without a window manager's work area, the grid takes the screen less the margin.
    let margin = PreviewWindow.gridScreenMargin
    let grown = CGRect(origin: .zero, size: screen).insetBy(dx: margin, dy: margin)
    try Self.toggleGrid(on: driver, expecting: grown, "the grid's window over the screen")
    let light = try Self.dumpedLabels(of: preview, driver: driver, count: devices)
    #expect(Set(light.map(\.text)).count == devices, "one label per device: \(light.map(\.text))")
    for (label, device) in zip(light, shown) {
      #expect(label.text == device.name || label.text.hasPrefix(device.name + " — "))
    }
    try Self.checkLabels(light, driver: driver, size: grown.size, scheme: "light")

    Self.press(Int32(XK_l), on: driver)
    try driver.settle()
    let dark = try Self.dumpedLabels(of: preview, driver: driver, count: devices)
    #expect(dark.map(\.frame) == light.map(\.frame))
    try Self.checkLabels(dark, driver: driver, size: grown.size, scheme: "dark")

    // Closing the grid puts the window back.
    try Self.toggleGrid(on: driver, expecting: single, "the window back at its size")

    // A window manager's work area (a panel on the left and one on top) bounds the grid.
    var area: [UInt] = [100, 60, 900, 600]
    let root = XDefaultRootWindow(driver.display)
    area.withUnsafeMutableBytes { bytes in
      _ = XChangeProperty(
        driver.display, root, XInternAtom(driver.display, "_NET_WORKAREA", 0), XA_CARDINAL, 32,
        PropModeReplace, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 4)
    }
    XFlush(driver.display)
    let inArea = CGRect(x: 100, y: 60, width: 900, height: 600)
      .insetBy(dx: margin, dy: margin)
    try Self.toggleGrid(on: driver, expecting: inArea, "the grid's window in the work area")
    let bounded = try Self.dumpedLabels(of: preview, driver: driver, count: devices)
    try Self.checkLabels(bounded, driver: driver, size: inArea.size, scheme: "work area")
    try Self.toggleGrid(on: driver, expecting: single, "the window back from the work area")
  }
}
