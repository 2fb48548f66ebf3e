import CX11
import Easel
import EaselHarness
import Foundation
import Testing

/// A whole screen in the real `easel preview` window on a private Xvfb, the mouse as the
/// finger through XTest (press, move in steps a frame apart, release): the `Settings screen`
/// preview (a tab view over a navigation stack of a grouped list, a help sheet with medium and
/// large detents, rows deleted by a swipe, pull to refresh). The tests read what the window
/// shows from its accessibility dump (the `A` key prints every element with its frame in
/// window points, at free size) and from its pixels, and wait on the window's frame handshake,
/// never for a fixed time.
@MainActor
@Suite(.serialized) struct SettingsScreenWindowTests {
  /// The labels of the Devices section's rows.
  static let devices = ["iPhone", "iPad", "Mac", "Apple Watch"]

  /// Pushes the Notifications detail with a tap on its row.
  static func pushNotifications(_ screen: ScreenWindow) throws {
    try screen.tap(try screen.element(labelled: "Notifications"))
  }

  @Test func aTapPushesTheDetailAndTheEdgeSwipeOrTheBackButtonPops() throws {
    let screen = try ScreenWindow()
    let root = try screen.elements()
    #expect(root.contains { $0.label == "Privacy" })
    #expect(!root.contains { $0.label == "Allow Notifications" })

    try Self.pushNotifications(screen)
    let detail = try screen.elements()
    #expect(detail.contains { $0.label == "Allow Notifications" }, "the detail is shown")
    #expect(!detail.contains { $0.label == "Privacy" }, "the list under it is gone")
    #expect(detail.contains { $0.identifier == "NavigationBackButton" && $0.label == "Settings" })

    // From the left edge to 249 points, past half the width (196.5), then held still so
    // that only the distance decides.
    try screen.drag(
      from: screen.point(5, 600), to: screen.point(249, 600), steps: 4, holdingStill: true)
    let popped = try screen.elements()
    #expect(popped.contains { $0.label == "Privacy" }, "back on the list")
    #expect(!popped.contains { $0.label == "Allow Notifications" })

    // Pushed again, the back button pops too.
    try Self.pushNotifications(screen)
    let again = try screen.elements()
    try screen.tap(try #require(again.first { $0.identifier == "NavigationBackButton" }))
    let list = try screen.elements()
    #expect(list.contains { $0.label == "Privacy" }, "popped by the back button")
    #expect(!list.contains { $0.label == "Allow Notifications" })
  }

  @Test func anEdgeSwipeReleasedAtAQuarterSpringsBack() throws {
    let screen = try ScreenWindow()
    try Self.pushNotifications(screen)
    let rest = try screen.element(labelled: "Allow Notifications").frame

    // 96 points, a quarter of the width, in 24-point moves at least 0.1 s apart: at most 240
    // points a second, under half a flick's 500.
    let driver: WindowDriver = screen.driver
    let start = screen.point(5, 600)
    driver.move(to: start.0, start.1)
    driver.button(down: true)
    try driver.sync()
    for step in 1...4 {
      driver.move(to: start.0 + 24 * step, start.1)
      try driver.sync()
      let answered = Date()
      if step < 4 {
        while Date().timeIntervalSince(answered) < 0.1 { try driver.sync() }
      }
    }
    // Held there: the detail has moved with the finger and the list shows beside it.
    let held = try screen.elements()
    let moved = try #require(held.first { $0.label == "Allow Notifications" }).frame
    #expect(abs(moved.minX - rest.minX - 96) <= 2, "the detail follows the finger: \(moved)")
    #expect(held.contains { $0.label == "Privacy" }, "the list under it shows")

    driver.button(down: false)
    try driver.settle()
    let after = try screen.elements()
    let back = try #require(after.first { $0.label == "Allow Notifications" }).frame
    #expect(back.minX == rest.minX, "the detail springs back in place")
    #expect(!after.contains { $0.label == "Privacy" }, "still on the detail")
  }

  @Test func theSheetOpensIsDraggedBetweenDetentsAndDownToDismiss() throws {
    let screen = try ScreenWindow()
    // Unpresented, the first white down the column is the list's first row.
    let firstRow = try #require(try screen.sheetTop())
    #expect(firstRow < 200, "the first row: \(firstRow)")
    try screen.tap(try screen.element(labelled: "Help"))
    #expect(try screen.elements().contains { $0.label == "Done" }, "the sheet is shown")
    // It opens at its first detent, medium: its top at half the screen's 852 points.
    var top = try #require(try screen.sheetTop())
    #expect(abs(top - 426) <= 3, "opens at medium: top \(top)")

    // Dragged up by its grabber and let go near the top: large, under the status bar.
    try screen.drag(
      from: screen.point(196, CGFloat(top + 8)), to: screen.point(196, 80), steps: 3,
      holdingStill: true)
    top = try #require(try screen.sheetTop())
    #expect(top > 59 && top < 100, "large: top \(top)")

    // Dragged down to the middle and let go: medium again.
    try screen.drag(
      from: screen.point(196, CGFloat(top + 8)), to: screen.point(196, 434), steps: 3,
      holdingStill: true)
    top = try #require(try screen.sheetTop())
    #expect(abs(top - 426) <= 3, "medium again: top \(top)")

    // Dragged down by 300 points, past half its height: dismissed.
    try screen.drag(
      from: screen.point(196, CGFloat(top + 8)), to: screen.point(196, CGFloat(top + 308)),
      steps: 3)
    let after = try screen.elements()
    #expect(!after.contains { $0.label == "Done" }, "the sheet is gone")
    #expect(after.contains { $0.label == "Help" })
    #expect(try screen.sheetTop() == firstRow, "nothing dims the list")
  }

  @Test func aShortSwipeRevealsDeleteAndAFullSwipeDeletes() throws {
    let screen = try ScreenWindow()
    let rows = try screen.elements().filter { Self.devices.contains($0.label) }
    #expect(rows.map(\.label) == Self.devices)
    let ipad = try #require(rows.first { $0.label == "iPad" })
    var y = ipad.frame.midY - screen.origin.y
    // 60 points from the row's trailing side: past half the Delete button (74), short of
    // half the row. It shows the button; its tap deletes the row.
    try screen.drag(
      from: screen.point(350, y), to: screen.point(290, y), steps: 2, holdingStill: true)
    let revealed = try screen.elements()
    let delete = try #require(revealed.first { $0.label == "Delete" }, "the Delete button shows")
    #expect(abs(delete.frame.midY - ipad.frame.midY) <= 2)
    #expect(revealed.filter { Self.devices.contains($0.label) }.count == 4, "nothing deleted yet")
    try screen.tap(delete)
    let afterTap = try screen.elements().filter { Self.devices.contains($0.label) }
    #expect(afterTap.map(\.label) == ["iPhone", "Mac", "Apple Watch"], "iPad is deleted")

    // 250 points left, past half the row's width: the full swipe deletes at once.
    let mac = try #require(afterTap.first { $0.label == "Mac" })
    y = mac.frame.midY - screen.origin.y
    try screen.drag(from: screen.point(350, y), to: screen.point(100, y), steps: 3)
    let after = try screen.elements().filter { Self.devices.contains($0.label) }
    #expect(after.map(\.label) == ["iPhone", "Apple Watch"], "Mac is deleted")
  }

  @Test func tappingTheSecondTabShowsItAndTheFirstKeepsItsStack() throws {
    let screen = try ScreenWindow()
    try Self.pushNotifications(screen)
    let first = try screen.elements()
    #expect(first.contains { $0.label == "Allow Notifications" })
    let tab = try #require(first.first { $0.identifier == "Tab 1" })
    #expect(tab.label == "About")
    #expect(first.first { $0.identifier == "Tab 0" }?.traits.contains("selected") == true)
    try screen.tap(tab)
    let second = try screen.elements()
    #expect(second.first { $0.identifier == "Tab 1" }?.traits.contains("selected") == true)
    #expect(second.first { $0.identifier == "Tab 0" }?.traits.contains("selected") == false)
    #expect(second.contains { $0.label == "Version, 1.0" }, "the About tab shows")
    #expect(!second.contains { $0.label == "Allow Notifications" })
    // Back on the first tab, its navigation stack still shows the detail.
    try screen.tap(try #require(second.first { $0.identifier == "Tab 0" }))
    let back = try screen.elements()
    #expect(back.contains { $0.label == "Allow Notifications" }, "the pushed detail is kept")
    #expect(!back.contains { $0.label == "Version, 1.0" })
  }

  @Test func pullingTheListDownRefreshesOnce() throws {
    let screen = try ScreenWindow()
    #expect(try screen.elements().contains { $0.label == "Checked for updates 0 times" })
    let row = try screen.element(labelled: "iPhone")
    let x = row.frame.midX - screen.origin.x
    let y = row.frame.midY - screen.origin.y
    // A short pull (30 points) springs back without refreshing.
    try screen.drag(from: screen.point(x, y), to: screen.point(x, y + 30), steps: 2)
    #expect(try screen.elements().contains { $0.label == "Checked for updates 0 times" })
    // 200 points down: past the threshold. Settling waits for the action to end (the spinner
    // animates until it does).
    try screen.drag(from: screen.point(x, y), to: screen.point(x, y + 200), steps: 3)
    let after = try screen.elements()
    #expect(after.contains { $0.label == "Checked for updates 1 times" }, "refreshed once")
    let moved = try #require(after.first { $0.label == "iPhone" }).frame
    #expect(moved.minY == row.frame.minY, "the list is back in place")
  }
}

/// The `Settings screen` preview in an `easel preview` window on the iPhone 15 (393×852
/// points at 100 %, in its bezel) on a private Xvfb, with a driver on the window. Points
/// here are window pixels, at scale 1.
@MainActor final class ScreenWindow {
  /// An accessibility element as the window's dump prints it, its frame moved to the window.
  struct Element {
    var label: String
    var value: String?
    var traits: [String]
    var identifier: String?
    var frame: CGRect
  }

  /// The device the preview starts on.
  static let device = "iPhone 15"

  let server: XvfbServer
  let preview: ChildProcess
  /// The window's own temporary folder, where `--previews` writes the previews' specs:
  /// another `easel preview --previews` running meanwhile (another test, another user of the
  /// machine) rewrites its own, and this window does not reload.
  let temporary: URL
  /// The driver, released before the server stops: its connection closes with a round trip,
  /// which Xlib answers by ending the process once the server has gone.
  private(set) var driver: WindowDriver!
  /// Where the device's screen (its canvas) starts in the window.
  private(set) var origin = CGPoint.zero

  init() throws {
    temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-screen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    do {
      server = try XvfbServer(width: 600, height: 1000)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    do {
      preview = try ChildProcess(
        try PreviewWindowTests.easelExecutable(),
        ["preview", "--previews", "Settings screen", "--device", Self.device],
        environment: ["DISPLAY": server.displayName, "TMPDIR": temporary.path])
    } catch {
      server.stop()
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    do {
      let window = try PreviewInteractionTests.firstWindow(of: preview, "the settings screen")
      driver = try WindowDriver(displayName: server.displayName, window: window)
      driver.process = preview
      try driver.settle()
      origin = try findScreen()
    } catch {
      preview.stop()
      driver = nil
      server.stop()
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    // Keys go to the window under the pointer (there is no window manager to focus it).
    driver.move(to: Int(origin.x) + 200, Int(origin.y) + 300)
  }

  isolated deinit {
    preview.stop()
    driver = nil
    server.stop()
    try? FileManager.default.removeItem(at: temporary)
  }

  /// The top-left corner of the device's screen: the first pixel past the dark bezel, across
  /// the middle of the window and down its right part (clear of the label over the bezel and
  /// of the screen's rounded corners).
  private func findScreen() throws -> CGPoint {
    func isBezel(_ x: Int, _ y: Int) throws -> Bool {
      let pixel = try driver.pixel(x, y)
      return pixel.red < 40 && pixel.green < 40 && pixel.blue < 40
    }
    func pastBezel(along points: [(Int, Int)]) throws -> Int? {
      var inBezel = false
      for (index, point) in points.enumerated() {
        let dark = try isBezel(point.0, point.1)
        if dark { inBezel = true } else if inBezel { return index }
      }
      return nil
    }
    let middle = 400
    guard let x = try pastBezel(along: (0..<200).map { ($0, middle) }),
      let y = try pastBezel(along: (0..<200).map { (x + 330, $0) })
    else { throw TestFailure("cannot find the device's screen in the window") }
    return CGPoint(x: x, y: y)
  }

  /// A point on the device's screen, in window pixels.
  func point(_ x: CGFloat, _ y: CGFloat) -> (Int, Int) {
    (Int((origin.x + x).rounded()), Int((origin.y + y).rounded()))
  }

  /// Taps the middle of `element`.
  func tap(_ element: Element) throws {
    driver.tap(at: Int(element.frame.midX.rounded()), Int(element.frame.midY.rounded()))
    try driver.settle()
  }

  /// Presses the primary button at `start`, moves it to `end` in `steps` moves and releases
  /// it, then waits until nothing animates. Each move is answered by a frame before the next
  /// (so that moves come at least a display refresh apart, as a finger's do) and, with
  /// `stepInterval`, the next waits until that long after the answer, through more frames:
  /// the window handles the moves at least that far apart, which bounds the drag's speed.
  /// With `holdingStill`, the button stays down through frames until 0.15 s after the last
  /// move was answered, so that the release has no speed (the velocity counts the last 0.1 s).
  func drag(
    from start: (Int, Int), to end: (Int, Int), steps: Int, stepInterval: TimeInterval = 0,
    holdingStill: Bool = false
  ) throws {
    driver.move(to: start.0, start.1)
    driver.button(down: true)
    try driver.sync()
    for step in 1...steps {
      driver.move(
        to: start.0 + (end.0 - start.0) * step / steps,
        start.1 + (end.1 - start.1) * step / steps)
      try driver.sync()
      try keepDrawing(for: step < steps ? stepInterval : holdingStill ? 0.15 : 0)
    }
    driver.button(down: false)
    try driver.settle()
  }

  /// Asks the window for frames until `interval` seconds have passed.
  private func keepDrawing(for interval: TimeInterval) throws {
    let end = Date().addingTimeInterval(interval)
    while Date() < end { try driver.sync() }
  }

  /// The elements the window shows now, in reading order with their frames in window pixels.
  ///
  /// `A` prints the dump once every input sent before it has been handled: the device's
  /// elements under its name, then the window's own (the label over the bezel) under
  /// `Window:`, which ends them.
  func elements() throws -> [Element] {
    driver.key(XK_Shift_L, down: true)
    driver.key(Int32(XK_a), down: true)
    driver.key(Int32(XK_a), down: false)
    driver.key(XK_Shift_L, down: false)
    guard preview.waitForLine(timeout: 30, where: { $0 == Self.device + ":" }) != nil else {
      throw TestFailure("the window printed no accessibility dump within 30 s")
    }
    var elements: [Element] = []
    while true {
      guard let line = preview.waitForLine(timeout: 30, where: { _ in true }) else {
        throw TestFailure("the accessibility dump did not end within 30 s")
      }
      if line == "Window:" { return elements }
      guard line.hasPrefix("  ") else { continue }
      var element = try Self.parse(line)
      element.frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
      elements.append(element)
    }
  }

  /// The first element labelled `label`.
  func element(labelled label: String) throws -> Element {
    let all = try elements()
    guard let element = all.first(where: { $0.label == label }) else {
      throw TestFailure("no element labelled \(label) among \(all.map(\.label))")
    }
    return element
  }

  /// The top edge of a presented sheet in the device's points, from the window's pixels: the
  /// first white pixel (the card) down a column of the screen that the sheet dims above it.
  /// With nothing presented, it is the top of the list's first row.
  func sheetTop() throws -> Int? {
    let x = Int(origin.x) + 60
    guard
      let image = XGetImage(
        driver.display, driver.window, Int32(x), Int32(origin.y), 1, 852, UInt.max, ZPixmap)
    else { throw TestFailure("cannot read the window's pixels") }
    defer { _ = image.pointee.f.destroy_image(image) }
    for y in 0..<852 {
      let value = image.pointee.f.get_pixel(image, 0, Int32(y))
      if value & 0xFF_FFFF == 0xFF_FFFF { return y }
    }
    return nil
  }

  /// Reads a dump line: `  "label" = "value" [trait, trait] #identifier (x, y, w×h)`.
  static func parse(_ line: String) throws -> Element {
    var rest = Substring(line.dropFirst(2))
    func quoted() throws -> String {
      guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
        throw TestFailure("cannot read the dump line \(line)")
      }
      let text = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = rest[rest.index(after: close)...]
      return text
    }
    let label = try quoted()
    var value: String?
    if rest.hasPrefix(" = ") {
      rest = rest.dropFirst(3)
      value = try quoted()
    }
    var traits: [String] = []
    if rest.hasPrefix(" ["), let close = rest.firstIndex(of: "]") {
      traits = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      rest = rest[rest.index(after: close)...]
    }
    guard let open = rest.lastIndex(of: "("), rest.hasSuffix(")") else {
      throw TestFailure("no frame in the dump line \(line)")
    }
    var identifier: String?
    let beforeFrame = rest[..<open]
    if beforeFrame.hasPrefix(" #") { identifier = String(beforeFrame.dropFirst(2).dropLast()) }
    let numbers = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
      .replacingOccurrences(of: "×", with: ", ")
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4 else { throw TestFailure("cannot read the frame in \(line)") }
    return Element(
      label: label, value: value, traits: traits, identifier: identifier,
      frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
  }
}
