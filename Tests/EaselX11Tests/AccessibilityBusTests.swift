import CX11
import EaselHarness
import Foundation
import Testing

/// The preview window on the AT-SPI bus, read and driven from outside its process as a screen
/// reader does: a private Xvfb, a private session bus (`dbus-daemon --session`, on which
/// at-spi2-core's bus launcher and registry start when the window asks for the accessibility
/// bus), `easel preview` on the gallery, and a pyatspi client
/// (Tests/AccessibilityClient/atspi_client.py) that walks the tree, presses seed 000's toggle,
/// increments the dial, switches tabs and follows the keyboard focus. Skipped, with the reason
/// printed, where the D-Bus and AT-SPI packages are missing (`make deps` installs them). Every
/// wait has a deadline on a condition; nothing sleeps.
@MainActor
@Suite(.serialized) struct AccessibilityBusTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What is missing to run the suite, or `nil`.
  static func missingPackages() -> String? {
    let files = [
      ("/usr/bin/dbus-daemon", "dbus-daemon"),
      ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
      ("/usr/libexec/at-spi2-registryd", "at-spi2-core"),
      ("/usr/lib/python3/dist-packages/pyatspi/__init__.py", "python3-pyatspi"),
      ("/usr/bin/python3", "python3"),
      ("/usr/bin/xdotool", "xdotool"),
    ]
    let missing = files.filter { !FileManager.default.fileExists(atPath: $0.0) }
    guard !missing.isEmpty else { return nil }
    return "AccessibilityBusTests skipped: missing "
      + missing.map { "\($0.0) (package \($0.1))" }.joined(separator: ", ")
      + "; `make deps` installs them"
  }

  /// A private session bus with the system's session configuration (whose service files start
  /// at-spi2-core's bus launcher on demand), its services shown the private display.
  final class SessionBus {
    let daemon: ChildProcess
    let address: String

    init(displayName: String) throws {
      daemon = try ChildProcess(
        URL(fileURLWithPath: "/usr/bin/dbus-daemon"),
        ["--session", "--nofork", "--nosyslog", "--print-address=1"],
        environment: ["DISPLAY": displayName, "AT_SPI_BUS_ADDRESS": ""])
      guard let line = daemon.waitForLine(timeout: 30, where: { $0.contains("=") }) else {
        daemon.stop()
        throw TestFailure("dbus-daemon --session printed no address within 30 s")
      }
      address = line.trimmingCharacters(in: .whitespaces)
    }

    func stop() { daemon.stop() }
  }

  /// The environment of the window and the client: the private display and session bus, and
  /// no accessibility bus of the desktop the tests may run on.
  static func environment(_ server: XvfbServer, _ bus: SessionBus) -> [String: String] {
    [
      "DISPLAY": server.displayName, "DBUS_SESSION_BUS_ADDRESS": bus.address,
      "AT_SPI_BUS_ADDRESS": "", "EASEL_ATSPI_DEBUG": "1", "NO_AT_BRIDGE": "1",
    ]
  }

  /// One JSON line the client printed for `step`; throws when it does not come in time.
  static func step(_ step: String, of client: ChildProcess) throws -> [String: Any] {
    guard
      let line = client.waitForLine(
        timeout: 60, where: { $0.contains("\"step\": \"\(step)\"") || $0.contains("\"error\"") })
    else {
      throw TestFailure("the AT-SPI client printed no \(step) within 60 s")
    }
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      object["step"] as? String == step
    else {
      throw TestFailure("the AT-SPI client said: \(line)")
    }
    return object
  }

  /// `easel inspect`'s accessibility elements of the gallery: label, value and frame in the
  /// device canvas's points.
  static func inspectedElements(_ easel: URL) throws -> [[String: Any]] {
    let inspect = try ChildProcess(
      easel, ["inspect", root.appendingPathComponent("Assets/Specs/Gallery.json").path, "--json"])
    var text = ""
    while let line = inspect.waitForLine(timeout: 60, where: { _ in true }) { text += line + "\n" }
    guard inspect.waitForExit(timeout: 60) == 0,
      let report = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let elements = report["accessibility"] as? [[String: Any]]
    else {
      throw TestFailure("easel inspect --json gave no report")
    }
    return elements
  }

  @Test func aScreenReaderReadsTheGalleryPressesTheToggleAndTurnsTheDial() throws {
    if let missing = Self.missingPackages() {
      print(missing)
      return
    }
    let server = try XvfbServer()
    defer { server.stop() }
    let bus = try SessionBus(displayName: server.displayName)
    defer { bus.stop() }
    let easel = try PreviewWindowTests.easelExecutable()
    let preview = try ChildProcess(
      easel, ["preview", Self.root.appendingPathComponent("Assets/Specs/Gallery.json").path],
      environment: Self.environment(server, bus))
    defer { preview.stop() }
    // The first frame's line and the bridge's, in either order.
    var window: Window?
    var published = false
    while window == nil || !published,
      let line = preview.waitForLine(
        timeout: 60,
        where: { $0.hasPrefix("easel: showing") || $0.contains("accessibility: published") })
    {
      if line.contains("accessibility: published") {
        published = true
      } else if let hex = line.split(separator: " ").last?.dropFirst(2) {
        window = Window(hex, radix: 16)
      }
    }
    #expect(published, "the window did not publish itself on the accessibility bus")
    guard published, let window else { return }

    let client = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [Self.root.appendingPathComponent("Tests/AccessibilityClient/atspi_client.py").path],
      environment: Self.environment(server, bus))
    defer { client.stop() }

    // The tree: the application, the window's frame, the device canvas, then the elements in
    // reading order, where `easel inspect` places them.
    let tree = try Self.step("tree", of: client)
    let nodes = tree["elements"] as? [[String: Any]] ?? []
    #expect(nodes.first?["role"] as? String == "application")
    #expect(nodes.first?["name"] as? String == "easel preview")
    #expect(nodes.dropFirst().first?["role"] as? String == "frame")
    let panel = nodes.first { $0["role"] as? String == "panel" }
    #expect(panel?["name"] as? String == "iPhone 15")
    let panelFrame = panel?["frame"] as? [Int] ?? []
    #expect(panelFrame.count == 4 && panelFrame[2] == 393 && panelFrame[3] == 852)
    let elements = nodes.filter { $0["depth"] as? Int == 3 }
    let inspected = try Self.inspectedElements(easel)
    #expect(elements.count == inspected.count)
    for (element, expected) in zip(elements, inspected) {
      #expect(element["name"] as? String == expected["label"] as? String)
      guard let frame = element["frame"] as? [Int], frame.count == 4, panelFrame.count == 4,
        let box = expected["frame"] as? [String: Double]
      else {
        Issue.record("no extents for \(element)")
        continue
      }
      let want = [
        Double(panelFrame[0]) + box["x", default: 0], Double(panelFrame[1]) + box["y", default: 0],
        box["width", default: 0], box["height", default: 0],
      ]
      for (got, wanted) in zip(frame, want) {
        #expect(abs(Double(got) - wanted) <= 1, "\(element["name"] ?? "") at \(frame), not \(want)")
      }
    }
    let walk = tree["walk_ms"] as? Double ?? 0
    let made = preview.waitForLine(timeout: 10) { $0.contains("first tree made on query") }
    print(
      "AT-SPI: the client walked \(nodes.count) objects in \(String(format: "%.1f", walk)) ms; "
        + "the window: \(made ?? "no timing line")")

    // Seed 000's toggle: "Kapcsoló", on ("Be", checked); its action turns it off ("Ki") with a
    // state-changed event.
    let toggle = try Self.step("toggle", of: client)
    let before = toggle["before"] as? [String: Any] ?? [:]
    let after = toggle["after"] as? [String: Any] ?? [:]
    #expect(before["role"] as? String == "toggle button")
    #expect(before["value"] as? String == "Be")
    #expect((before["states"] as? [String])?.contains("checked") == true)
    #expect(after["value"] as? String == "Ki")
    #expect((after["states"] as? [String])?.contains("checked") == false)
    let events = toggle["events"] as? [[String: Any]] ?? []
    #expect(
      events.contains {
        $0["type"] as? String == "object:state-changed:checked"
          && $0["source"] as? String == "Kapcsoló" && $0["detail1"] as? Int == 0
      }, "events: \(events)")
    #expect(
      events.contains {
        $0["type"] as? String == "object:property-change:accessible-value"
          && $0["value"] as? String == "Ki"
      }, "events: \(events)")

    // The dial: a slider at 40 that one increment (its adjustable action's step, 5) turns to 45.
    let dial = try Self.step("dial", of: client)
    let dialBefore = dial["before"] as? [String: Any] ?? [:]
    let dialAfter = dial["after"] as? [String: Any] ?? [:]
    #expect(dialBefore["current"] as? Double == 40)
    #expect(dialBefore["actions"] as? [String] == ["increment", "decrement"])
    #expect(dialAfter["current"] as? Double == 45)
    #expect(dialAfter["value"] as? String == "45")

    // The tab bar's Screens tab replaces the canvas's elements, with children-changed events
    // from which the client's view of the panel follows; Controls brings them back.
    let tabs = try Self.step("tabs", of: client)
    let pages = tabs["pages"] as? [String: [String: Any]] ?? [:]
    let screens = pages["Screens"]?["names"] as? [String] ?? []
    let controls = pages["Controls"]?["names"] as? [String] ?? []
    #expect(
      screens.contains("Notifications") && !screens.contains("Kattints ide! (0)"), "\(screens)")
    #expect((pages["Screens"]?["removed"] as? Int ?? 0) > 0)
    #expect(controls == elements.compactMap { $0["name"] as? String }, "\(controls)")

    // The keyboard: Tab (xdotool) focuses the first control in reading order, seed 000's like
    // button, with state-changed focused and focus: events.
    let focus = try Self.step("focus", of: client)
    let focusEvents = focus["events"] as? [[String: Any]] ?? []
    #expect(
      focusEvents.contains {
        $0["type"] as? String == "focus:" && $0["source"] as? String == "Like"
      }, "\(focusEvents)")
    #expect(
      focusEvents.contains {
        $0["type"] as? String == "object:state-changed:focused"
          && $0["source"] as? String == "Like" && $0["detail1"] as? Int == 1
      }, "\(focusEvents)")
    let focused = focus["focused"] as? [String: Any]
    #expect((focused?["states"] as? [String])?.contains("focused") == true)
    #expect(client.waitForExit(timeout: 60) == 0)

    // Nobody listens any more (the client took its four listeners back before it ended):
    // frames make no tree. A real tap on the toggle turns it on again, drawn in new frames,
    // and the window says it made no tree for them.
    var deregistered = 0
    while deregistered < 4,
      preview.waitForLine(timeout: 30, where: { $0.contains("EventListenerDeregistered") }) != nil
    {
      deregistered += 1
    }
    #expect(deregistered == 4)
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    let rest = try driver.settle()
    let frame = nodes.dropFirst().first?["frame"] as? [Int] ?? [0, 0]
    let toggleFrame = before["frame"] as? [Int] ?? []
    #expect(toggleFrame.count == 4)
    if toggleFrame.count == 4 {
      driver.tap(
        at: toggleFrame[0] - frame[0] + toggleFrame[2] / 2,
        toggleFrame[1] - frame[1] + toggleFrame[3] / 2)
    }
    let tapped = try driver.settle()
    #expect(tapped.frame > rest.frame)
    #expect(preview.waitForLine(timeout: 0) { $0.contains("tree made") } == nil)
  }

  @Test func withoutASessionBusTheWindowShowsAndPublishesNothing() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try PreviewWindowTests.easelExecutable(),
      ["preview", Self.root.appendingPathComponent("Assets/Specs/Gallery.json").path],
      environment: [
        "DISPLAY": server.displayName, "DBUS_SESSION_BUS_ADDRESS": "", "AT_SPI_BUS_ADDRESS": "",
        "EASEL_ATSPI_DEBUG": "1",
      ])
    defer { preview.stop() }
    let said = preview.waitForLine(timeout: 60) { $0.contains("accessibility:") }
    #expect(said == "easel: accessibility: no session bus, accessibility is not published")
    #expect(preview.waitForLine(timeout: 60) { $0.hasPrefix("easel: showing") } != nil)
  }
}
