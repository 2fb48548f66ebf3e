import CX11
import Easel
import EaselHarness
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import EaselX11
import Foundation
import Testing

/// The gallery (`make run`'s spec) in the real window on a private Xvfb, every interactive
/// control tried with the mouse through XTest: the like button, the toggle, the styled button,
/// the rotary dial, the draggable circle and the picker; then dark mode, which keeps what the
/// mouse changed. Frames come from the same spec laid out headless; every check waits for the
/// presented frame.
@MainActor
@Suite(.serialized) struct GalleryTourTests {
  typealias Pixel = (red: Int, green: Int, blue: Int)

  static func isWhite(_ pixel: Pixel) -> Bool {
    pixel.red > 235 && pixel.green > 235 && pixel.blue > 235
  }
  static func isBlue(_ pixel: Pixel) -> Bool { pixel.blue > 200 && pixel.red < 90 }
  static func isRed(_ pixel: Pixel) -> Bool { pixel.red > 200 && pixel.green < 90 }

  /// Whether any pixel of `rect` (window pixels) passes `test`, checked on a 2-pixel grid.
  static func anyPixel(
    in rect: CGRect, of driver: WindowDriver, _ test: (Pixel) -> Bool
  ) throws -> Bool {
    for y in stride(from: Int(rect.minY), to: Int(rect.maxY), by: 2) {
      for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: 2)
      where test(try driver.pixel(x, y)) {
        return true
      }
    }
    return false
  }

  @Test func everyControlAnswersTheMouse() throws {
    let server = try XvfbServer(width: 600, height: 1000)
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec(
      "Gallery.json", try PreviewInteractionTests.bundledSpec("Gallery.json"))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try PreviewInteractionTests.open(url, size: "393x900", on: server)
    defer { preview.stop() }

    let headless = ViewHost(
      try Spec.load(contentsOf: url, registry: .catalog).makeView(registry: .catalog),
      size: CGSize(width: 393, height: 900))
    func frame(_ label: String) throws -> CGRect {
      try #require(headless.accessibilityTree().first { $0.label.hasPrefix(label) }?.frame)
    }

    // The like button: the outlined heart fills red.
    let like = try frame("Like")
    #expect(try !Self.anyPixel(in: like, of: driver, Self.isRed))
    driver.tap(at: Int(like.midX), Int(like.midY))
    try driver.settle()
    #expect(try Self.anyPixel(in: like, of: driver, Self.isRed), "the heart is filled")

    // The toggle starts on (thumb right) and a tap turns it off (thumb left).
    let toggle = try frame("Kapcsoló")
    let thumbOn = (Int(toggle.midX + 12.5), Int(toggle.midY))
    let thumbOff = (Int(toggle.midX - 12.5), Int(toggle.midY))
    #expect(Self.isWhite(try driver.pixel(thumbOn.0, thumbOn.1)))
    driver.tap(at: Int(toggle.midX), Int(toggle.midY))
    try driver.settle()
    #expect(Self.isWhite(try driver.pixel(thumbOff.0, thumbOff.1)), "the thumb moved left")
    #expect(!Self.isWhite(try driver.pixel(thumbOn.0, thumbOn.1)))

    // The dial: dragging its thumb clockwise over the top fills the track's top right.
    let dial = try frame("Dial")
    let topRight = CGRect(x: dial.midX + 20, y: dial.minY, width: 30, height: 20)
    #expect(try !Self.anyPixel(in: topRight, of: driver, Self.isBlue))
    let radius = dial.width / 2 - 6
    driver.move(
      to: Int(dial.midX + radius * cos(.pi * 1.25)), Int(dial.midY + radius * sin(.pi * 1.25)))
    driver.button(down: true)
    for step in 0...8 {
      let angle = CGFloat.pi * (1.25 + 0.75 * CGFloat(step) / 8)
      driver.move(to: Int(dial.midX + radius * cos(angle)), Int(dial.midY + radius * sin(angle)))
    }
    driver.button(down: false)
    try driver.settle()
    #expect(try Self.anyPixel(in: topRight, of: driver, Self.isBlue), "the value's arc grew")

    // The circle follows a drag and springs back.
    let circle = try frame("Draggable circle")
    let centre = (Int(circle.midX), Int(circle.midY))
    #expect(Self.isBlue(try driver.pixel(centre.0, centre.1)))
    driver.move(to: centre.0, centre.1)
    driver.button(down: true)
    for step in 1...6 { driver.move(to: centre.0 + step * 25, centre.1) }
    try driver.sync()
    #expect(Self.isBlue(try driver.pixel(centre.0 + 150, centre.1)), "the circle follows")
    #expect(Self.isWhite(try driver.pixel(centre.0 - 40, centre.1)), "and left its place")
    driver.button(down: false)
    try driver.settle()
    #expect(Self.isBlue(try driver.pixel(centre.0, centre.1)), "it is back")

    // The picker: a tap selects "Rust", whose chip fills blue.
    let rust = try frame("Rust")
    let chipEdge = (Int(rust.minX + 5), Int(rust.midY))
    #expect(!Self.isBlue(try driver.pixel(chipEdge.0, chipEdge.1)))
    driver.tap(at: Int(rust.midX), Int(rust.midY))
    try driver.settle()
    #expect(Self.isBlue(try driver.pixel(chipEdge.0, chipEdge.1)), "the chip is selected")

    // Dark mode changes the scheme, not the state.
    let blank = (Int(toggle.maxX + 40), Int(toggle.midY))
    #expect(Self.isWhite(try driver.pixel(blank.0, blank.1)))
    driver.key(Int32(XK_d), down: true)
    driver.key(Int32(XK_d), down: false)
    try driver.settle()
    let dark = try driver.pixel(blank.0, blank.1)
    #expect(dark.red < 40 && dark.green < 40 && dark.blue < 40, "dark background: \(dark)")
    #expect(try Self.anyPixel(in: like, of: driver, Self.isRed), "still liked")
    #expect(Self.isWhite(try driver.pixel(thumbOff.0, thumbOff.1)), "still off")
    #expect(Self.isBlue(try driver.pixel(chipEdge.0, chipEdge.1)), "still selected")
  }
}
