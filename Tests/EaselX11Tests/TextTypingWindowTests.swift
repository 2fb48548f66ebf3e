import CX11
import Easel
import EaselCairo
import EaselHarness
import Foundation
import Testing

@testable import EaselX11

/// Typing into a window's text fields from other X11 programs on a private Xvfb: `xdotool type`
/// with non-ASCII text, a dead key under a layout that has them (`setxkbmap`), a key by its
/// position under two layouts, the window's own shortcut keys while a field has focus, copy
/// and paste between fields and with `xclip`, the PRIMARY selection (a field's selection, the
/// middle click) and long copies sent in pieces. No sleeps: each step waits for what it
/// needs with a deadline, handling the window's events meanwhile.
@MainActor
@Suite(.serialized) struct TextTypingWindowTests {
  /// The texts the form's fields edit, read by the test.
  @MainActor final class Texts {
    var first = ""
    var second = ""
  }

  /// Two text fields, one above the other.
  struct Form: View {
    let texts: Texts
    var body: some View {
      VStack(spacing: 20) {
        TextField(
          "First", text: Binding(get: { texts.first }, set: { texts.first = $0 })
        )
        .accessibilityIdentifier("first")
        TextField(
          "Second", text: Binding(get: { texts.second }, set: { texts.second = $0 })
        )
        .accessibilityIdentifier("second")
      }
      .padding(20)
    }
  }

  /// A window showing `Form` on a private X server, the keys it left to the window's own
  /// shortcuts, and the programs run against it.
  @MainActor final class Fixture {
    let server: XvfbServer
    let texts = Texts()
    let graph: ViewGraph
    let host: WindowHost
    /// The keys no field used, in order: what the window's shortcuts received.
    var shortcutKeys: [KeyPress] = []
    /// A connection of the test's own, for XTest keys by code.
    let input: OpaquePointer

    init() throws {
      for tool in ["xdotool", "setxkbmap", "xclip"] where XvfbServer.find(tool) == nil {
        throw HarnessError("\(tool) is not installed (make deps installs it)")
      }
      server = try XvfbServer()
      graph = ViewGraph(root: Form(texts: texts), textEngine: PangoTextEngine())
      host = try WindowHost(
        graph: graph, title: "typing", size: CGSize(width: 320, height: 200),
        displayName: server.displayName)
      guard let input = XOpenDisplay(server.displayName) else {
        throw HarnessError("cannot open \(server.displayName)")
      }
      self.input = input
      host.onKey = { [unowned self] key in self.shortcutKeys.append(key) }
      host.window.show()
      try waitUntil("the window is viewable") {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(input, host.window.window, &attributes)
        return attributes.map_state == IsViewable
      }
      XSetInputFocus(input, host.window.window, RevertToParent, Time(CurrentTime))
      XSync(input, 0)
    }

    isolated deinit {
      XCloseDisplay(input)
      host.window.close()
      server.stop()
    }

    /// Handles the window's events until `condition` holds, for at most `timeout`.
    func waitUntil(
      _ what: @autoclosure () -> String, timeout: Duration = .seconds(10),
      _ condition: () -> Bool
    ) throws {
      try host.window.processEvents(until: what(), timeout: timeout, condition)
    }

    /// Runs `tool` with `arguments` against the server, handling the window's events until it
    /// exits (at most 20 s): a window that stopped reading events would see a keymap that
    /// `xdotool` changed and changed back only after the change back. Returns what it printed.
    @discardableResult
    func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> String {
      guard let executable = XvfbServer.find(tool) else {
        throw HarnessError("\(tool) is not installed")
      }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      var file: URL?
      if let input {
        let url = FileManager.default.temporaryDirectory
          .appendingPathComponent("easel-typing-\(UUID().uuidString).txt")
        try Data(input.utf8).write(to: url)
        file = url
        posix_spawn_file_actions_addopen(&actions, 0, url.path, O_RDONLY, 0)
      } else {
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      }
      defer { if let file { try? FileManager.default.removeItem(at: file) } }
      let printed = FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-typing-\(UUID().uuidString).out")
      defer { try? FileManager.default.removeItem(at: printed) }
      posix_spawn_file_actions_addopen(
        &actions, 1, input == nil ? printed.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC,
        0o600)
      let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = server.displayName
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for pointer in envp { free(pointer) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, executable.path, &actions, nil, argv, envp) == 0 else {
        throw HarnessError("cannot start \(tool)")
      }
      var status: Int32 = 0
      var exited = false
      do {
        try waitUntil("\(tool) \(arguments) exits", timeout: .seconds(20)) {
          exited = waitpid(pid, &status, WNOHANG) == pid
          return exited
        }
      } catch {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw error
      }
      // xclip, copying, leaves a child behind to serve the selection: that is its exit.
      guard status == 0 else { throw HarnessError("\(tool) \(arguments) failed (\(status))") }
      guard input == nil else { return "" }
      return String(decoding: (try? Data(contentsOf: printed)) ?? Data(), as: UTF8.self)
    }

    /// Focuses the field tagged `identifier` by clicking it through XTest.
    func click(_ identifier: String) throws {
      graph.layout(in: host.size)
      let node = try #require(graph.accessibilityTree().first { $0.identifier == identifier })
      let root = XDefaultRootWindow(input)
      var x: Int32 = 0
      var y: Int32 = 0
      var child: Window = 0
      XTranslateCoordinates(
        input, host.window.window, root, Int32(node.frame.midX), Int32(node.frame.midY), &x,
        &y, &child)
      XTestFakeMotionEvent(input, -1, x, y, 0)
      XTestFakeButtonEvent(input, 1, 1, 0)
      XTestFakeButtonEvent(input, 1, 0, 0)
      XSync(input, 0)
      try waitUntil("\(identifier) has focus") { graph.focusedIdentifier == identifier }
    }

    /// Presses and releases the key with the evdev code `code` through XTest, whatever it
    /// types under the layout.
    func pressKey(code: UInt32) {
      XTestFakeKeyEvent(input, code, 1, 0)
      XTestFakeKeyEvent(input, code, 0, 0)
      XSync(input, 0)
    }

    /// Sets the server's keyboard layout with setxkbmap and waits until the window has read
    /// the new keymap.
    func setLayout(_ layout: String, variant: String = "") throws {
      var arguments = ["-display", server.displayName, "-layout", layout]
      if !variant.isEmpty { arguments += ["-variant", variant] }
      try run("setxkbmap", arguments)
    }
  }

  @Test func xdotoolTypesNonASCIIText() throws {
    let fixture = try Fixture()
    try fixture.click("first")
    let text = "héllo wörld ß 日本"
    try fixture.run("xdotool", ["type", "--delay", "30", text])
    try fixture.waitUntil("the field holds \(text)") { fixture.texts.first == text }
    #expect(fixture.shortcutKeys.isEmpty)
  }

  /// The first XTest key switches the core keyboard to XTest's device, and the server sends
  /// the window a keymap change ahead of the key. Read by the window after Shift has gone
  /// down, the change must not take the server's state of now: `a` typed before Shift stays
  /// `a` (a storm on the preview window once saw `n` arrive as `N`).
  @Test func aKeyTypedBeforeShiftIsNotShiftedByTheKeymapChangeAheadOfIt() throws {
    let fixture = try Fixture()
    try fixture.click("first")
    // All of it reaches the server before the window reads any of it, and Shift is still
    // down when the window reads the keymap change.
    XTestFakeKeyEvent(fixture.input, 38, 1, 0)  // a
    XTestFakeKeyEvent(fixture.input, 38, 0, 0)
    XTestFakeKeyEvent(fixture.input, 50, 1, 0)  // Shift
    XTestFakeKeyEvent(fixture.input, 56, 1, 0)  // b
    XTestFakeKeyEvent(fixture.input, 56, 0, 0)
    XSync(fixture.input, 0)
    try fixture.waitUntil("the field holds two letters (it holds \(fixture.texts.first))") {
      fixture.texts.first.count == 2
    }
    XTestFakeKeyEvent(fixture.input, 50, 0, 0)
    XSync(fixture.input, 0)
    #expect(fixture.texts.first == "aB")
  }

  @Test func aDeadKeyComposesUnderALayoutThatHasOne() throws {
    let fixture = try Fixture()
    try fixture.setLayout("us", variant: "intl")
    try fixture.click("first")
    // us(intl): ' is a dead acute, " (Shift+') a dead diaeresis.
    try fixture.run("xdotool", ["key", "--delay", "30", "dead_acute", "e", "dead_diaeresis", "u"])
    try fixture.waitUntil("the field holds éü") { fixture.texts.first == "éü" }
    // German: the key of us's y types z, and the key left of 1 is a dead circumflex.
    try fixture.setLayout("de")
    fixture.pressKey(code: 29)
    fixture.pressKey(code: 49)
    fixture.pressKey(code: 32)
    try fixture.waitUntil("the field holds éüzô (it holds \(fixture.texts.first))") {
      fixture.texts.first == "éüzô"
    }
  }

  @Test func theWindowsShortcutKeysTypeWhileAFieldHasFocus() throws {
    let fixture = try Fixture()
    try fixture.click("first")
    try fixture.run("xdotool", ["type", "--delay", "20", "g?l"])
    try fixture.waitUntil("the field holds g?l") { fixture.texts.first == "g?l" }
    #expect(fixture.shortcutKeys.isEmpty)
    // Escape leaves the field: then the keys are the window's.
    try fixture.run("xdotool", ["key", "--delay", "20", "Escape", "g"])
    try fixture.waitUntil("g reaches the window") { !fixture.shortcutKeys.isEmpty }
    #expect(fixture.graph.focusedIdentifier == nil)
    #expect(fixture.shortcutKeys.map(\.characters) == ["g"])
    #expect(fixture.texts.first == "g?l")
  }

  @Test func copyFromOneFieldAndPasteIntoAnother() throws {
    let fixture = try Fixture()
    try fixture.click("first")
    try fixture.run("xdotool", ["type", "--delay", "20", "copy me"])
    try fixture.waitUntil("the field holds copy me") { fixture.texts.first == "copy me" }
    try fixture.run("xdotool", ["key", "--delay", "20", "ctrl+a", "ctrl+c"])
    try fixture.waitUntil("the window owns the clipboard") { fixture.host.window.clipboard.isOwned }
    try fixture.click("second")
    try fixture.run("xdotool", ["key", "--delay", "20", "ctrl+v", "ctrl+v"])
    try fixture.waitUntil("the second field holds two copies") {
      fixture.texts.second == "copy mecopy me"
    }
  }

  @Test func pasteWhatXclipCopied() throws {
    let fixture = try Fixture()
    try fixture.run("xclip", ["-selection", "clipboard", "-i"], input: "from xclip: ÅÄÖ ✓")
    try fixture.waitUntil("xclip owns the clipboard") {
      XGetSelectionOwner(fixture.input, fixture.host.window.clipboard.atom) != Window(None)
    }
    try fixture.click("second")
    try fixture.run("xdotool", ["key", "--delay", "20", "ctrl+v"])
    try fixture.waitUntil("the field holds xclip's text") {
      fixture.texts.second == "from xclip: ÅÄÖ ✓"
    }
  }

  @Test func aFieldsSelectionIsThePrimarySelection() throws {
    let fixture = try Fixture()
    try fixture.click("first")
    try fixture.run("xdotool", ["type", "--delay", "20", "hello primary"])
    try fixture.waitUntil("the field holds the text") { fixture.texts.first == "hello primary" }
    // Nothing selected: the window does not own PRIMARY.
    #expect(!fixture.host.window.primary.isOwned)
    // Shift+Ctrl+Left selects the last word: that is PRIMARY, for other programs to paste.
    try fixture.run("xdotool", ["key", "--delay", "20", "shift+ctrl+Left"])
    try fixture.waitUntil("the window owns PRIMARY") { fixture.host.window.primary.isOwned }
    #expect(try fixture.run("xclip", ["-selection", "primary", "-o"]) == "primary")
    try fixture.run("xdotool", ["key", "--delay", "20", "ctrl+a"])
    try fixture.waitUntil("PRIMARY holds all of it") {
      fixture.host.window.primary.string == "hello primary"
    }
    #expect(try fixture.run("xclip", ["-selection", "primary", "-o"]) == "hello primary")
    // The clipboard is left alone.
    #expect(!fixture.host.window.clipboard.isOwned)
  }

  @Test func aMiddleClickPastesThePrimarySelection() throws {
    let fixture = try Fixture()
    try fixture.run("xclip", ["-selection", "primary", "-i"], input: "from the middle ✓")
    try fixture.waitUntil("xclip owns PRIMARY") {
      XGetSelectionOwner(fixture.input, fixture.host.window.primary.atom) != Window(None)
        && !fixture.host.window.primary.isOwned
    }
    fixture.graph.layout(in: fixture.host.size)
    let second = try #require(
      fixture.graph.accessibilityTree().first { $0.identifier == "second" })
    let root = XDefaultRootWindow(fixture.input)
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(
      fixture.input, fixture.host.window.window, root, Int32(second.frame.midX),
      Int32(second.frame.midY), &x, &y, &child)
    XTestFakeMotionEvent(fixture.input, -1, x, y, 0)
    XTestFakeButtonEvent(fixture.input, 2, 1, 0)
    XTestFakeButtonEvent(fixture.input, 2, 0, 0)
    XSync(fixture.input, 0)
    try fixture.waitUntil("the second field holds PRIMARY's text") {
      fixture.texts.second == "from the middle ✓"
    }
    #expect(fixture.graph.focusedIdentifier == "second")
    #expect(fixture.texts.first.isEmpty)
  }

  @Test func aLongCopyGoesInPieces() throws {
    let fixture = try Fixture()
    let clipboard = fixture.host.window.clipboard
    // 1.5 MB in pieces of 64 KB.
    let line = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz ", count: 4) + "€\n"
    let text = String(repeating: line, count: 10_000)
    clipboard.pieceLimit = 64 << 10
    clipboard.string = text
    #expect(try fixture.run("xclip", ["-selection", "clipboard", "-o"]) == text)
    // Longer than the largest request the server takes (16 MB with BIG-REQUESTS): in pieces
    // of that size.
    clipboard.pieceLimit = nil
    let largest = Int(XExtendedMaxRequestSize(fixture.input)) * 4
    let long = String(repeating: line, count: largest / line.utf8.count + 1000)
    #expect(long.utf8.count > largest)
    clipboard.string = long
    let pasted = try fixture.run("xclip", ["-selection", "clipboard", "-o"])
    #expect(pasted.utf8.count == long.utf8.count)
    #expect(pasted == long)
  }
}
