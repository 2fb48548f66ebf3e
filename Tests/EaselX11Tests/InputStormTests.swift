import CX11
import EaselHarness
import EaselPreview
import EaselPreviewCatalog
import EaselX11
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Random input storms against the real `easel preview` window on a private Xvfb server:
/// pointer motion, presses and releases, wheel notches with and without Ctrl or Shift, every
/// key the window binds except the quitting ones, and resizes, from a seed (`EASEL_STORM_SEED`,
/// random when unset and printed with any failure) so a failing storm replays exactly.
/// `EASEL_STORM_EVENTS` sets the number of events per spec (3,000 by default; `make storm`
/// sends 100,000).
///
/// After each storm: the window's process still runs; it answers a sync handshake within a
/// second; once everything is let go, nothing asks for frames; every key reached it (each
/// text-size key printed its line, each screenshot key wrote its file, the colour scheme is
/// the one the presses of `l` and `d` add up to); and, back at free size, a tap on the toggle
/// toggles it, as its accessibility value says. Then SIGTERM ends it within a second.
@MainActor
@Suite(.serialized) struct InputStormTests {
  /// The window's keys (see `PreviewKey`), as pressed on a US layout. Not `q` or Escape, which
  /// quit. `s` (a screenshot, written into the preview's folder, a scratch one here) and `A`
  /// (every accessibility element printed) are slow, so they come seldom.
  static let keys: [InputStorm.Key] = [
    .init(XK_Right), .init(XK_Left), .init(XK_F1), .init(XK_f), .init(XK_r), .init(XK_l),
    .init(XK_d), .init(XK_equal), .init(XK_equal, shifted: true), .init(XK_minus),
    .init(XK_minus, shifted: true), .init(XK_g), .init(XK_z), .init(XK_s, weight: 0.02),
    .init(XK_i), .init(XK_a), .init(XK_a, shifted: true, weight: 0.25), .init(XK_n),
    .init(XK_p), .init(XK_slash, shifted: true),
  ]

  /// How many events go between two syncs.
  static var batch: Int {
    ProcessInfo.processInfo.environment["EASEL_STORM_BATCH"].flatMap { Int($0) } ?? 250
  }

  /// The number of events per spec.
  static func eventCount() throws -> Int {
    guard let text = ProcessInfo.processInfo.environment["EASEL_STORM_EVENTS"] else {
      return 3000
    }
    guard let count = Int(text), count > 0 else {
      throw TestFailure("EASEL_STORM_EVENTS=\(text) is not a positive number of events")
    }
    return count
  }

  /// What the window reads from a key pressed with or without Shift: its character, or
  /// "right", "left" and "help" for the named keys.
  nonisolated static func typed(_ key: InputStorm.Key, shift: Bool) -> String {
    switch key.keysym {
    case XK_Right: return "right"
    case XK_Left: return "left"
    case XK_F1: return "help"
    case XK_equal: return shift ? "+" : "="
    case XK_minus: return shift ? "_" : "-"
    case XK_slash: return shift ? "?" : "/"
    default:
      let letter = String(UnicodeScalar(UInt8(key.keysym)))
      return shift ? letter.uppercased() : letter
    }
  }

  /// What a storm's keys add up to, as the window should have seen them.
  struct KeyTally {
    /// Presses of the keys that change the text size (each prints a line).
    var textSize = 0
    /// Presses of `n` and `p` (each prints a line: a single spec has nothing to step to).
    var stepping = 0
    /// Presses of `s`.
    var screenshots = 0
    /// Whether an odd number of presses flipped the colour scheme, the frame inspector, the
    /// accessibility overlay and the help panel.
    var dark = false
    var inspector = false
    var accessibility = false
    var help = false

    init(_ events: [InputStorm.Event]) {
      for case .key(let key, let shift) in events {
        switch InputStormTests.typed(key, shift: shift) {
        case "=", "+", "-", "_": textSize += 1
        case "n", "p": stepping += 1
        case "s": screenshots += 1
        case "l", "d": dark.toggle()
        case "i": inspector.toggle()
        case "a": accessibility.toggle()
        case "?", "help": help.toggle()
        default: break
        }
      }
    }
  }

  /// A toggle as the window's accessibility dump (`A`) prints it.
  struct ToggleLine {
    var isOn: Bool
    var frame: CGRect

    /// Reads `  "Kapcsoló" = "Be" [selected] (x, y, w×h)`.
    init?(_ line: String) {
      guard line.hasPrefix("  \"Kapcsoló\" = \""), line.hasSuffix(")"),
        let open = line.lastIndex(of: "(")
      else { return nil }
      isOn = line.hasPrefix("  \"Kapcsoló\" = \"Be\"")
      let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)]
        .replacingOccurrences(of: "×", with: ", ").split(separator: ",")
        .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard numbers.count == 4 else { return nil }
      frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
  }

  @Test func aSeedGivesOneSequenceAndTheSequenceHasEveryKindOfInput() throws {
    func storm(_ seed: UInt64) -> [InputStorm.Event] {
      InputStorm(
        seed: seed, keys: Self.keys, startSize: (400, 600), maximumSize: (1400, 1000)
      ).events(count: 100_000)
    }
    let first = storm(42)
    #expect(first.count == 100_000)
    #expect(first == storm(42))
    #expect(first != storm(43))
    var kinds: Set<String> = []
    var keys: Set<String> = []
    var controlWheel = false
    var shiftWheel = false
    var held: Set<InputStorm.Modifier> = []
    for event in first {
      switch event {
      case .move: kinds.insert("move")
      case .button(let button, let down): kinds.insert("button \(button) \(down)")
      case .wheel(let button):
        kinds.insert("wheel \(button)")
        controlWheel = controlWheel || held.contains(.control)
        shiftWheel = shiftWheel || held.contains(.shift)
      case .modifier(let modifier, let down):
        if down { held.insert(modifier) } else { held.remove(modifier) }
        kinds.insert("modifier")
      case .key(let key, let shift): keys.insert(Self.typed(key, shift: shift))
      case .resize(let width, let height):
        kinds.insert(width < 200 || height < 200 ? "small resize" : "resize")
      }
    }
    #expect(kinds.count == 14, "\(kinds.sorted())")
    #expect(controlWheel && shiftWheel)
    for key in Self.keys {
      #expect(keys.contains(Self.typed(key, shift: key.shifted)), "\(Self.typed(key, shift: true))")
    }
    #expect(!keys.contains("q"))
  }

  @Test func theEveryComponentSpecShowsEveryRegisteredComponent() throws {
    let text = try PreviewInteractionTests.bundledSpec("EveryComponent.json")
    var named: Set<String> = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let name = object["component"] as? String { named.insert(name) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    #expect(named == Set(ComponentRegistry.catalog.names))
  }

  @Test func theGallerySurvivesAStorm() throws {
    try storm("Gallery.json", freeSize: (441, 920))
  }

  @Test func everyComponentSurvivesAStorm() throws {
    try storm("EveryComponent.json", freeSize: (1400, 900))
  }

  /// Runs a storm against `easel preview` on the bundled spec `name`, then checks the window
  /// at free size `freeSize`.
  func storm(_ name: String, freeSize: (width: Int, height: Int)) throws {
    let seed = try InputStorm.seed(fromEnvironment: "EASEL_STORM_SEED")
    let count = try Self.eventCount()
    let replay = "EASEL_STORM_SEED=\(seed) EASEL_STORM_EVENTS=\(count) (\(name))"
    print("input storm: \(count) events on \(name), seed \(seed)")
    let server = try XvfbServer(width: 1600, height: 1200)
    defer { server.stop() }
    let url = try PreviewInteractionTests.writeSpec(
      name, try PreviewInteractionTests.bundledSpec(name))
    let folder = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Inside its own folder, where screenshots go.
    let preview = try ChildProcess(
      try PreviewWindowTests.easelExecutable(), ["preview", url.path],
      environment: ["DISPLAY": server.displayName], currentDirectory: folder)
    defer { preview.stop() }
    let window = try PreviewInteractionTests.firstWindow(of: preview)
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = preview
    try driver.settle()
    var attributes = XWindowAttributes()
    XGetWindowAttributes(driver.display, window, &attributes)

    let events = InputStorm(
      seed: seed, keys: Self.keys, startSize: (Int(attributes.width), Int(attributes.height)),
      maximumSize: (1400, 1000)
    ).events(count: count)
    let tally = KeyTally(events)
    var textSizeLines = 0
    var steppingLines = 0
    var lastLines: [String] = []
    func read(_ line: String) {
      if line.hasPrefix("easel: text size") { textSizeLines += 1 }
      if line.hasPrefix("easel: n and p step") { steppingLines += 1 }
      lastLines = Array((lastLines + [line]).suffix(12))
    }
    let player = InputStormPlayer(driver: driver)
    let clock = ContinuousClock()
    let start = clock.now
    var batchStart = start
    var slowest = (time: Duration.zero, sent: 0)
    do {
      // A batch that is not answered within a minute is a hang (a batch takes up to a few seconds
      // in the debug build, when it opens the grid of every device).
      try player.play(events, batch: Self.batch, timeout: 60) { sent in
        let now = clock.now
        if now - batchStart > slowest.time { slowest = (now - batchStart, sent) }
        batchStart = now
        _ = preview.waitForLine(timeout: 0) {
          read($0)
          return false
        }
        if let status = preview.waitForExit(timeout: 0) {
          throw TestFailure(
            "the preview ended with status \(status) after \(sent) events; its last lines:\n"
              + lastLines.joined(separator: "\n"))
        }
      }
    } catch {
      Issue.record("\(error)\nreplay with \(replay)")
      return
    }
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print(
      "input storm: \(count) events on \(name) in \(String(format: "%.1f", seconds)) s, "
        + "\(Int(Double(count) / seconds)) events/s, seed \(seed); the slowest batch of "
        + "\(Self.batch) took \(slowest.time), up to event \(slowest.sent)")

    // No hang: let go of everything, and the window answers within a second.
    player.releaseAll()
    let answered = clock.now
    #expect(throws: Never.self, "a sync answered within 1 s; \(replay)") {
      try driver.sync(timeout: 1)
    }
    print("input storm: the last sync answered in \(clock.now - answered)")
    // Nothing left pressed: once the pinch's end has passed, nothing asks for frames.
    #expect(throws: Never.self, "the window goes idle; \(replay)") {
      try driver.waitForPresented(timeout: 10, "the window going idle") { !$0.animating }
    }

    // Every key reached the window.
    if textSizeLines < tally.textSize || steppingLines < tally.stepping {
      // The last lines may still be on their way from the reading thread.
      _ = preview.waitForLine(timeout: 10) {
        read($0)
        return textSizeLines >= tally.textSize && steppingLines >= tally.stepping
      }
    }
    #expect(textSizeLines == tally.textSize, "text-size lines; \(replay)")
    #expect(steppingLines == tally.stepping, "n and p lines; \(replay)")
    let screenshots = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("easel-") && $0.hasSuffix(".png") }
    #expect(screenshots.count == tally.screenshots, "screenshots; \(replay)")

    // No gesture left stuck: a tap on the toggle toggles it, twice. The toggle is found in
    // the accessibility dump (`A`), whose frames are window points at free size; `n` after it
    // prints a line that ends the dump.
    func toggle() throws -> ToggleLine {
      _ = preview.waitForLine(timeout: 0) {
        read($0)
        return false
      }
      player.send(.modifier(.shift, down: true))
      player.send(.key(.init(XK_a, shifted: true), shift: true))
      player.send(.modifier(.shift, down: false))
      player.send(.key(.init(XK_n), shift: false))
      try driver.sync()
      var found: ToggleLine?
      let end = preview.waitForLine(timeout: 10) { line in
        if found == nil { found = ToggleLine(line) }
        return line.hasPrefix("easel: n and p step")
      }
      guard end != nil, let found else {
        throw TestFailure("no toggle in the accessibility dump; \(replay)")
      }
      return found
    }
    func tapTheToggleTwice(_ when: String) throws {
      let before = try toggle()
      #expect(
        CGRect(x: 0, y: 0, width: freeSize.width, height: freeSize.height).contains(before.frame),
        "\(when): the toggle \(before.frame) is in the window; \(replay)")
      for tap in 1...2 {
        driver.tap(at: Int(before.frame.midX), Int(before.frame.midY))
        try driver.settle()
        let after = try toggle()
        #expect(
          after.isOn == (before.isOn != (tap == 1)), "\(when): tap \(tap) on the toggle; \(replay)")
      }
    }

    // When the storm left the window at free size, the canvas it played on is tried as it is
    // (a resize keeps it): nothing of the storm's gestures may hold on to it.
    let title =
      PreviewWindowTests.utf8Property(driver.display, window, "_NET_WM_NAME") ?? ""
    if title.components(separatedBy: " — ").count == 3 {
      driver.resize(to: freeSize.width, freeSize.height)
      try driver.settle()
      let shown = try toggle()
      if CGRect(x: 0, y: 0, width: freeSize.width, height: freeSize.height).contains(shown.frame) {
        try tapTheToggleTwice("on the storm's own canvas")
        print("input storm: the toggle toggles on the storm's own canvas")
      } else {
        print("input storm: the storm scrolled the toggle out of the window; tried after reset")
      }
    }

    // A known state: another device, then free size (fresh canvases) at a known window size
    // (after the keys: leaving the grid puts the window back to its size before the grid),
    // and what the storm's toggling keys left on turned off again.
    player.send(.key(.init(XK_Right), shift: false))
    player.send(.key(.init(XK_f), shift: false))
    try driver.sync()
    driver.resize(to: freeSize.width, freeSize.height)
    try driver.sync()
    if tally.dark { player.send(.key(.init(XK_l), shift: false)) }
    if tally.inspector { player.send(.key(.init(XK_i), shift: false)) }
    if tally.accessibility { player.send(.key(.init(XK_a), shift: false)) }
    if tally.help { player.send(.key(.init(XK_F1), shift: false)) }
    // Out of the way of the controls.
    driver.move(to: freeSize.width - 2, freeSize.height - 2)
    try driver.settle()
    let corner = try driver.pixel(freeSize.width - 3, freeSize.height - 3)
    #expect(
      corner.red > 240 && corner.green > 240 && corner.blue > 240,
      "light background \(corner) after the scheme keys; \(replay)")
    try tapTheToggleTwice("after the reset")

    // A signal still ends it at once.
    let stopping = clock.now
    kill(preview.pid, SIGTERM)
    let status = preview.waitForExit(timeout: 10)
    #expect(status == 128 + SIGTERM, "SIGTERM after the storm; \(replay)")
    #expect(clock.now - stopping < .seconds(1), "SIGTERM after the storm; \(replay)")
  }
}
