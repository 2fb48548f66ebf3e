import CX11
import Easel
import EaselCairo
import EaselHarness
import Foundation
import Testing

@testable import EaselX11

/// A window's text field composing through a real input method server over XIM, on a private
/// Xvfb: IBus (`ibus-daemon --xim`, on a private session bus, its configuration in a private
/// folder) with the m17n engine `m17n:zh:tonepy` (Chinese from pinyin with tone numbers), the
/// keys pressed through XTest. The pre-edit shows in the field, underlined, before the text
/// changes; the commit lands in the bound text; keys the engine does not take (Backspace)
/// come back from IBus and edit as before. Also: a window whose `@im=` names a server that
/// is not running types as before, and one whose server goes away goes on typing. Skipped, with
/// the reason printed, where IBus or its m17n engines are missing (`make deps` installs them).
/// No sleeps: each step waits for what it needs with a deadline.
@MainActor
@Suite(.serialized) struct InputMethodWindowTests {
  /// What is missing to run the IBus round trips, or `nil`.
  static func missingPackages() -> String? {
    let files = [
      ("/usr/bin/ibus-daemon", "ibus"), ("/usr/bin/ibus", "ibus"),
      ("/usr/libexec/ibus-x11", "ibus"), ("/usr/bin/dbus-daemon", "dbus-daemon"),
      ("/usr/libexec/ibus-engine-m17n", "ibus-m17n"),
      ("/usr/share/m17n/zh-tonepy.mim", "m17n-db"),
    ]
    let missing = files.filter { !FileManager.default.fileExists(atPath: $0.0) }
    guard !missing.isEmpty else { return nil }
    return "InputMethodWindowTests skipped: missing "
      + missing.map { "\($0.0) (package \($0.1))" }.joined(separator: ", ")
      + "; `make deps` installs them"
  }

  /// The text the window's field edits, read by the test.
  @MainActor final class Texts {
    var text = ""
  }

  /// One text field.
  struct Form: View {
    let texts: Texts
    var body: some View {
      TextField("Text", text: Binding(get: { texts.text }, set: { texts.text = $0 }))
        .accessibilityIdentifier("field")
        .padding(20)
    }
  }

  /// IBus on the private display: a session bus, `ibus-daemon --xim` (which starts its XIM
  /// server, ibus-x11), with its configuration and cache in a folder of its own.
  final class IBus {
    let bus: AccessibilityBusTests.SessionBus
    let daemon: ChildProcess
    let home: URL
    let environment: [String: String]
    private var isStopped = false

    init(displayName: String) throws {
      home = FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-ibus-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      bus = try AccessibilityBusTests.SessionBus(displayName: displayName)
      environment = [
        "DISPLAY": displayName, "DBUS_SESSION_BUS_ADDRESS": bus.address,
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        "XDG_RUNTIME_DIR": home.path, "GSETTINGS_BACKEND": "memory", "XMODIFIERS": "@im=ibus",
        "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_AT_BRIDGE": "1",
      ]
      do {
        daemon = try ChildProcess(
          URL(fileURLWithPath: "/usr/bin/ibus-daemon"),
          ["--xim", "--panel=disable", "--emoji-extension=disable", "--replace"],
          environment: environment)
      } catch {
        bus.stop()
        throw error
      }
    }

    /// Runs `ibus` with `arguments`; its exit status (`nil` when it did not end in 10 s).
    @discardableResult
    func ibus(_ arguments: [String]) throws -> Int32? {
      let tool = try ChildProcess(
        URL(fileURLWithPath: "/usr/bin/ibus"), arguments, environment: environment)
      defer { tool.stop() }
      return tool.waitForExit(timeout: 10)
    }

    /// Sets the engine, retrying while the daemon starts (at most 30 s): `ibus engine NAME`
    /// until `ibus engine` names it (its exit status says nothing useful).
    func setEngine(_ name: String) throws {
      let deadline = ContinuousClock.now + .seconds(30)
      while true {
        try ibus(["engine", name])
        let query = try ChildProcess(
          URL(fileURLWithPath: "/usr/bin/ibus"), ["engine"], environment: environment)
        defer { query.stop() }
        if query.waitForLine(timeout: 10, where: { _ in true }) == name { return }
        guard ContinuousClock.now < deadline else {
          throw HarnessError("ibus engine \(name) did not take for 30 s")
        }
      }
    }

    /// Stops IBus and its bus, and removes its folder; once.
    func stop() {
      guard !isStopped else { return }
      isStopped = true
      _ = try? ibus(["exit"])
      daemon.stop()
      bus.stop()
      try? FileManager.default.removeItem(at: home)
    }
  }

  /// A window showing `Form` on a private X server, with the input method that
  /// `modifiers` name, and a connection of the test's own for XTest.
  @MainActor final class Fixture {
    let server: XvfbServer
    let texts = Texts()
    let graph: ViewGraph
    let host: WindowHost
    let input: OpaquePointer
    /// The keys no field used: the window's shortcuts.
    var shortcutKeys: [KeyPress] = []
    /// Each pre-edit the input method handed the window, with the field's text then and
    /// whether the window then drew it, underlined.
    var preedits: [(preedit: TextPreedit?, text: String, drawn: Bool)] = []

    init(server: XvfbServer, modifiers: String) throws {
      self.server = server
      graph = ViewGraph(root: Form(texts: texts), textEngine: PangoTextEngine())
      host = try WindowHost(
        graph: graph, title: "input method", size: CGSize(width: 320, height: 100),
        displayName: server.displayName, inputMethodModifiers: modifiers)
      guard let input = XOpenDisplay(server.displayName) else {
        throw HarnessError("cannot open \(server.displayName)")
      }
      self.input = input
      host.onKey = { [unowned self] key in self.shortcutKeys.append(key) }
      let showPreedit = host.window.onPreedit
      host.window.onPreedit = { [unowned self] preedit in
        showPreedit?(preedit)
        let drawn = self.drawn()
        let shown =
          preedit.map { preedit in
            drawn.texts.contains { $0.contains(preedit.text) } && drawn.underlines.count == 1
          } ?? drawn.underlines.isEmpty
        self.preedits.append((preedit, self.texts.text, shown))
      }
      host.window.show()
      try waitUntil("the window is viewable") {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(input, host.window.window, &attributes)
        return attributes.map_state == IsViewable
      }
      XSetInputFocus(input, host.window.window, RevertToParent, Time(CurrentTime))
      XSync(input, 0)
    }

    private var isClosed = false

    /// Closes the test's connection and the window, before their server goes away; once.
    func close() {
      guard !isClosed else { return }
      isClosed = true
      XCloseDisplay(input)
      host.window.close()
    }

    isolated deinit { close() }

    /// Handles the window's events until `condition` holds, for at most `timeout`.
    func waitUntil(
      _ what: @autoclosure () -> String, timeout: Duration = .seconds(20),
      _ condition: () -> Bool
    ) throws {
      try host.window.processEvents(until: what(), timeout: timeout, condition)
    }

    /// Clicks the field through XTest and waits until it has focus (unless `waiting` is
    /// `false`: it has already).
    func clickField(waiting: Bool = true) throws {
      graph.layout(in: host.size)
      let node = try #require(graph.accessibilityTree().first { $0.identifier == "field" })
      var x: Int32 = 0
      var y: Int32 = 0
      var child: Window = 0
      XTranslateCoordinates(
        input, host.window.window, XDefaultRootWindow(input), Int32(node.frame.midX),
        Int32(node.frame.midY), &x, &y, &child)
      XTestFakeMotionEvent(input, -1, x, y, 0)
      XTestFakeButtonEvent(input, 1, 1, 0)
      XTestFakeButtonEvent(input, 1, 0, 0)
      XSync(input, 0)
      guard waiting else { return }
      try waitUntil("the field has focus") { graph.focusedIdentifier == "field" }
    }

    /// Presses and releases the keys of `keys` (keysym names: "n", "3", "space") through XTest.
    func press(_ keys: [String]) throws {
      for name in keys {
        let keycode = XKeysymToKeycode(input, XStringToKeysym(name))
        guard keycode != 0 else { throw HarnessError("no key types \(name)") }
        XTestFakeKeyEvent(input, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(input, UInt32(keycode), 0, 0)
      }
      XSync(input, 0)
    }

    /// Presses and releases the key with the evdev code `code` through XTest.
    func press(code: UInt32) {
      XTestFakeKeyEvent(input, code, 1, 0)
      XTestFakeKeyEvent(input, code, 0, 0)
      XSync(input, 0)
    }

    /// Runs `tool` with `arguments` against the server, handling the window's events until it
    /// exits (at most 20 s): `xdotool` changes the keymap and changes it back as it types.
    func run(_ tool: String, _ arguments: [String]) throws {
      guard let executable = XvfbServer.find(tool) else {
        throw HarnessError("\(tool) is not installed")
      }
      let child = try ChildProcess(
        executable, arguments, environment: ["DISPLAY": server.displayName])
      defer { child.stop() }
      try waitUntil("\(tool) exits") { child.waitForExit(timeout: 0) != nil }
      guard child.waitForExit(timeout: 0) == 0 else {
        throw HarnessError("\(tool) \(arguments) failed")
      }
    }

    /// The text runs and thin fills (underlines) the window draws now.
    func drawn() -> (texts: [String], underlines: [CGRect]) {
      graph.layout(in: host.size)
      var texts: [String] = []
      var underlines: [CGRect] = []
      func visit(_ items: [DisplayList.Item]) {
        for item in items {
          switch item.operation {
          case .text(let run): texts.append(run.string)
          case .fill(let path, _):
            let bounds = path.boundingRect
            if bounds.height <= 2, bounds.width > 2 { underlines.append(bounds) }
          case .clip(_, let inner), .group(let inner), .opacity(_, let inner),
            .offset(_, let inner), .transform(_, let inner):
            visit(inner)
          default: break
          }
        }
      }
      visit(graph.displayList().items)
      return (texts, underlines)
    }
  }

  /// A window on a private Xvfb connected over XIM to IBus, composing with m17n's pinyin
  /// engine (`m17n:zh:tonepy`).
  @MainActor final class IBusWindow {
    let server: XvfbServer
    let ibus: IBus
    let fixture: Fixture

    private init(server: XvfbServer, ibus: IBus, fixture: Fixture) {
      self.server = server
      self.ibus = ibus
      self.fixture = fixture
    }

    /// Starts the server, IBus and the window, and waits for the window to connect; `nil`,
    /// with the reason printed, when IBus is missing.
    static func start() throws -> IBusWindow? {
      if let missing = InputMethodWindowTests.missingPackages() {
        print(missing)
        return nil
      }
      let server = try XvfbServer()
      do {
        let ibus = try IBus(displayName: server.displayName)
        do {
          try ibus.setEngine("m17n:zh:tonepy")
          let fixture = try Fixture(server: server, modifiers: "@im=ibus")
          try fixture.waitUntil("the window connects to IBus over XIM") {
            fixture.host.window.hasInputMethod
          }
          return IBusWindow(server: server, ibus: ibus, fixture: fixture)
        } catch {
          ibus.stop()
          throw error
        }
      } catch {
        server.stop()
        throw error
      }
    }

    /// Closes the window and the test's connection, then stops IBus and the server (a
    /// connection whose server goes away ends the process).
    func stop() {
      fixture.close()
      ibus.stop()
      server.stop()
    }
  }

  @Test func ibusComposesChineseInPlaceAndCommitsIntoTheField() throws {
    guard let session = try IBusWindow.start() else { return }
    defer { session.stop() }
    let fixture = session.fixture
    #expect(fixture.host.window.inputMethod?.style == .callbacks)
    try fixture.clickField()
    #expect(fixture.host.window.inputMethod?.contextIsFocused == true)

    // "ni3" composes 你: shown in the field at the caret, underlined, the text unchanged.
    try fixture.press(["n", "i", "3"])
    try fixture.waitUntil("IBus shows 你 in the field") {
      fixture.preedits.contains { $0.preedit?.text == "你" }
    }
    let shown = try #require(fixture.preedits.first { $0.preedit?.text == "你" })
    #expect(shown.text == "")
    #expect(shown.drawn)
    #expect(fixture.preedits.contains { $0.preedit?.text == "ni" && $0.drawn })
    // "hao3" commits 你 and composes 好; 1 picks 好, the first candidate, and commits it.
    try fixture.press(["h", "a", "o", "3"])
    try fixture.waitUntil("IBus commits 你 and shows 好") {
      fixture.texts.text == "你" && fixture.graph.preedit?.text == "好"
    }
    #expect(fixture.drawn().texts.contains("你好"))
    #expect(fixture.drawn().underlines.count == 1)
    try fixture.press(["1"])
    try fixture.waitUntil("IBus commits 好") {
      fixture.texts.text == "你好" && fixture.graph.preedit == nil
    }
    #expect(fixture.drawn().underlines.isEmpty)

    // Keys the engine does not take come back from IBus and go the window's own way.
    try fixture.press(["BackSpace"])
    try fixture.waitUntil("Backspace deletes 好") { fixture.texts.text == "你" }
    #expect(fixture.shortcutKeys.isEmpty)
    #expect(fixture.graph.focusedIdentifier == "field")

    // Escape comes back from IBus (m17n does not take it) and cancels: the window resets IBus
    // and drops what IBus commits in answer, which it does or not as its processes race (this
    // failed about one run in thirty under load while the commit was typed). The field keeps
    // its text and focus.
    try fixture.press(["n", "i", "3"])
    try fixture.waitUntil("IBus shows 你 again") { fixture.graph.preedit?.text == "你" }
    try fixture.press(["Escape"])
    try fixture.waitUntil("the pre-edit is gone") { fixture.graph.preedit == nil }
    #expect(fixture.graph.focusedIdentifier == "field")
    // IBus answers the reset before it takes the next key: once that key composes, any
    // commit of the cancelled 你 has come, and was dropped.
    try fixture.press(["a"])
    try fixture.waitUntil("IBus composes a afresh") { fixture.graph.preedit?.text == "a" }
    #expect(fixture.texts.text == "你")
  }

  @Test func aClickWhileComposingResetsIBus() throws {
    guard let session = try IBusWindow.start() else { return }
    defer { session.stop() }
    let fixture = session.fixture
    try fixture.clickField()
    try fixture.press(["n", "i", "3"])
    try fixture.waitUntil("IBus shows 你") { fixture.graph.preedit?.text == "你" }
    try fixture.clickField(waiting: false)
    // The field drops the pre-edit and the window resets IBus, which commits what it had
    // composed (it answers a reset that way, not with the reset's return value).
    try fixture.waitUntil("the click drops the pre-edit and IBus commits 你") {
      fixture.graph.preedit == nil && !fixture.host.window.isComposing
        && fixture.texts.text == "你"
    }
    // IBus composes afresh: a starts a new syllable.
    try fixture.press(["a"])
    try fixture.waitUntil("IBus shows a") { fixture.graph.preedit?.text == "a" }
    #expect(fixture.texts.text == "你")
  }

  @Test func typingGoesOnWhenIBusGoesAway() throws {
    guard let session = try IBusWindow.start() else { return }
    defer { session.stop() }
    let fixture = session.fixture
    try fixture.clickField()
    try fixture.press(["n", "i", "3"])
    try fixture.waitUntil("IBus shows 你") {
      fixture.preedits.contains { $0.preedit?.text == "你" }
    }
    session.ibus.stop()
    try fixture.waitUntil("the window sees the input method go") {
      !fixture.host.window.hasInputMethod
    }
    // What IBus was composing is dropped; keys type through the window's own path.
    #expect(fixture.graph.preedit == nil)
    try fixture.press(["a", "b"])
    try fixture.waitUntil("the field holds ab") { fixture.texts.text == "ab" }
  }

  @Test func theModifiersNameTheServer() {
    #expect(X11InputMethod.serverName(in: "@im=ibus") == "ibus")
    #expect(X11InputMethod.serverName(in: "@im=fcitx@other=x") == "fcitx")
    // None, Xlib's local input method, or nothing named: the window's own path.
    #expect(X11InputMethod.serverName(in: "") == nil)
    #expect(X11InputMethod.serverName(in: "@im=") == nil)
    #expect(X11InputMethod.serverName(in: "@im=none") == nil)
    #expect(X11InputMethod.serverName(in: "@im=local") == nil)
  }

  @Test func aWindowWhoseInputMethodIsNotRunningTypesAsBefore() throws {
    for tool in ["xdotool", "setxkbmap"] where XvfbServer.find(tool) == nil {
      print("InputMethodWindowTests: \(tool) is not installed (make deps installs it)")
      return
    }
    let server = try XvfbServer()
    defer { server.stop() }
    let fixture = try Fixture(server: server, modifiers: "@im=easel-no-such-server")
    #expect(fixture.host.window.inputMethod != nil)
    #expect(!fixture.host.window.hasInputMethod)
    try fixture.clickField()
    // Non-ASCII text, and a dead key under a layout that has one, through the window's own
    // path (libxkbcommon and its Compose table).
    try fixture.run("xdotool", ["type", "--delay", "30", "héllo 日本"])
    try fixture.waitUntil("the field holds héllo 日本") { fixture.texts.text == "héllo 日本" }
    try fixture.run(
      "setxkbmap", ["-display", server.displayName, "-layout", "us", "-variant", "intl"])
    // On us(intl) the apostrophe key (evdev 48) is a dead acute; E is 26.
    fixture.press(code: 48)
    fixture.press(code: 26)
    try fixture.waitUntil("the field holds héllo 日本é") { fixture.texts.text == "héllo 日本é" }
    #expect(fixture.shortcutKeys.isEmpty)
  }
}
