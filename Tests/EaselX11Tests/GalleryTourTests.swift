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
/// mouse changed. Then its screens page, reached by the tab bar: the toggle in the settings
/// form, a row that pushes a list, the back button, and the sheet. Frames come from the same
/// spec laid out headless (and, on the screens page, driven the same way); every check waits
/// for the presented frame.
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

  @Test func theScreensPageAnswersTheMouse() throws {
    let server = try XvfbServer(width: 600, height: 1000)
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec(
      "Gallery.json", try PreviewInteractionTests.bundledSpec("Gallery.json"))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (preview, driver) = try PreviewInteractionTests.open(url, size: "393x900", on: server)
    defer { preview.stop() }

    // The same spec headless, tapped where the window is clicked, to find what is where; a
    // free-size window is a desktop's, of regular width and height, and so is the host.
    let spec = try Spec.load(contentsOf: url, registry: .catalog)
    let headless = ViewHost(
      AnyView(
        spec.makeView(store: SpecStateStore(spec.state), registry: .catalog)
          .environment(\.horizontalSizeClass, .regular)
          .environment(\.verticalSizeClass, .regular)),
      size: CGSize(width: 393, height: 900))
    func click(_ frame: CGRect) throws {
      driver.tap(at: Int(frame.midX), Int(frame.midY))
      try driver.settle()
      #expect(headless.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
      headless.waitForTransitions()
    }
    func frame(_ label: String) throws -> CGRect {
      try #require(headless.frame(ofLabel: label), "\(label)")
    }
    let isGroupedGrey: (Pixel) -> Bool = { pixel in
      (236...246).contains(pixel.red) && (236...246).contains(pixel.green) && pixel.blue >= 240
    }

    // The tab bar's second item opens the settings form on its grey grouped background.
    #expect(!isGroupedGrey(try driver.pixel(6, 300)))
    try click(try frame("Screens"))
    let margin = try driver.pixel(6, 300)
    #expect(isGroupedGrey(margin), "\(margin)")

    // The seed's toggle in the Notifications row starts on and a click turns it off.
    let toggle = try #require(headless.frame(of: "toggle"))
    let thumbOn = (Int(toggle.midX + 12.5), Int(toggle.midY))
    let thumbOff = (Int(toggle.midX - 12.5), Int(toggle.midY))
    #expect(Self.isWhite(try driver.pixel(thumbOn.0, thumbOn.1)))
    #expect(!Self.isWhite(try driver.pixel(thumbOff.0, thumbOff.1)))
    try click(toggle)
    #expect(Self.isWhite(try driver.pixel(thumbOff.0, thumbOff.1)), "the thumb moved left")

    // The Charts row pushes its list: a blue back button appears at the bar's leading end.
    let bar = CGRect(x: 0, y: 0, width: 110, height: 44)
    #expect(try !Self.anyPixel(in: bar, of: driver, Self.isBlue))
    try click(try frame("Charts"))
    #expect(headless.navigationPath == ["Settings", "Charts"])
    #expect(try Self.anyPixel(in: bar, of: driver, Self.isBlue), "a back button")
    // The back button pops it.
    try click(try frame("Settings"))
    #expect(headless.navigationPath == ["Settings"])
    #expect(try !Self.anyPixel(in: bar, of: driver, Self.isBlue), "back at the root")

    // The About button raises the sheet (in a regular width, a card in the middle of the
    // window): the screen around it dims.
    let about = try #require(headless.frame(of: "about"))
    #expect(about.maxY < 900 - 49, "the button is above the tab bar")
    let top = try driver.pixel(200, 20)
    #expect(top.red > 235, "\(top)")
    try click(about)
    #expect(headless.presentedLayerCount == 1)
    let dimmed = try driver.pixel(200, 20)
    #expect(dimmed.red < 200, "dimmed behind the sheet: \(dimmed)")
    let card = try #require(headless.presentedCardFrame)
    #expect(card.minX > 0 && card.maxY < 900, "a card, not a sheet from the bottom: \(card)")
    // The card's blank bottom margin.
    let sheet = try driver.pixel(Int(card.minX) + 6, Int(card.maxY) - 12)
    #expect(Self.isWhite(sheet), "the card: \(card) \(sheet)")
  }
}
