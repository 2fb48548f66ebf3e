import CX11
import Easel
import EaselCairo
import EaselHarness
import Foundation
import Testing

@testable import EaselX11

/// The X11 clipboard against another X11 program, `xclip`: what a window copies, xclip
/// pastes, and what xclip copies, the window pastes; long texts sent in pieces, owners that
/// never answer, and a text field's Ctrl+C and Ctrl+V through the window's clipboard.
@MainActor
@Suite(.serialized) struct X11SelectionTests {
  /// A window on a private X server, and `xclip` run against it.
  @MainActor final class Fixture {
    let server: XvfbServer
    let window: X11Window
    let xclip: URL

    init() throws {
      guard let xclip = XvfbServer.find("xclip") else {
        throw HarnessError("xclip is not installed (make deps installs it)")
      }
      self.xclip = xclip
      server = try XvfbServer()
      window = try X11Window(
        displayName: server.displayName, title: "clipboard", width: 64, height: 64)
    }

    isolated deinit {
      window.close()
      server.stop()
    }

    /// Runs xclip with `arguments` (and `input` as the file it copies), answering the
    /// window's selection requests until it exits (at most 10 s); returns what it printed.
    /// Spawned and reaped by hand: xclip leaves a child behind to serve what it copied.
    func run(
      _ arguments: [String], input: String? = nil, encoding: String.Encoding = .utf8
    ) throws -> String {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-selection-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var arguments = [xclip.path, "-display", server.displayName] + arguments
      if let input {
        let file = folder.appendingPathComponent("input.txt")
        try Data(input.utf8).write(to: file)
        arguments.append(file.path)
      }
      let printed = folder.appendingPathComponent("output.txt")
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(
        &actions, 1, input == nil ? printed.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      let argv = arguments.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, xclip.path, &actions, nil, argv, environ) == 0 else {
        throw HarnessError("cannot start xclip")
      }
      let deadline = ContinuousClock.now + .seconds(10)
      var status: Int32 = 0
      while waitpid(pid, &status, WNOHANG) == 0 {
        window.processPendingEvents()
        guard ContinuousClock.now < deadline else {
          kill(pid, SIGKILL)
          _ = waitpid(pid, &status, 0)
          throw HarnessError("xclip \(arguments) did not finish in 10 s")
        }
        var connection = pollfd(
          fd: XConnectionNumber(window.display), events: Int16(POLLIN), revents: 0)
        _ = poll(&connection, 1, 5)
      }
      guard input == nil else { return "" }
      return String(data: try Data(contentsOf: printed), encoding: encoding)
        ?? "(not \(encoding))"
    }

    /// Waits until the X server has made `xclip` the owner of `selection`.
    func waitForOtherOwner(of selection: X11Selection) throws {
      let deadline = ContinuousClock.now + .seconds(10)
      while XGetSelectionOwner(window.display, selection.atom) == Window(None)
        || XGetSelectionOwner(window.display, selection.atom) == window.window
      {
        guard ContinuousClock.now < deadline else { throw HarnessError("xclip took no selection") }
        window.processPendingEvents()
        var connection = pollfd(
          fd: XConnectionNumber(window.display), events: Int16(POLLIN), revents: 0)
        _ = poll(&connection, 1, 10)
      }
      window.processPendingEvents()
    }
  }

  @Test func aCopyIsPastedByAnotherProgram() throws {
    let fixture = try Fixture()
    let text = "Grüße, 世界 👋🏽\nsecond line"
    fixture.window.clipboard.string = text
    #expect(fixture.window.clipboard.isOwned)
    #expect(try fixture.run(["-selection", "clipboard", "-o"]) == text)
    let targets = try fixture.run(["-selection", "clipboard", "-o", "-t", "TARGETS"])
    #expect(
      targets.split(separator: "\n").sorted() == ["STRING", "TARGETS", "TEXT", "UTF8_STRING"])
    // Latin-1 for old clients: characters beyond it become "?".
    let latin1 = try fixture.run(
      ["-selection", "clipboard", "-o", "-t", "STRING"], encoding: .isoLatin1)
    #expect(latin1 == "Grüße, ?? ??\nsecond line")
    // PRIMARY is a selection of its own.
    fixture.window.primary.string = "primary"
    #expect(try fixture.run(["-selection", "primary", "-o"]) == "primary")
    #expect(try fixture.run(["-selection", "clipboard", "-o"]) == text)
  }

  @Test func anotherProgramsCopyIsPasted() throws {
    let fixture = try Fixture()
    fixture.window.clipboard.string = "ours"
    _ = try fixture.run(["-selection", "clipboard", "-i"], input: "theirs: ÅÄÖ ✓")
    try fixture.waitForOtherOwner(of: fixture.window.clipboard)
    #expect(!fixture.window.clipboard.isOwned)
    #expect(fixture.window.clipboard.string == "theirs: ÅÄÖ ✓")
  }

  @Test func aLongTextComesInPieces() throws {
    let fixture = try Fixture()
    // 1.5 MB: longer than one request, so xclip sends it with INCR.
    let line = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz ", count: 4) + "€\n"
    let text = String(repeating: line, count: 10_000)
    _ = try fixture.run(["-selection", "clipboard", "-i"], input: text)
    try fixture.waitForOtherOwner(of: fixture.window.clipboard)
    #expect(fixture.window.clipboard.string == text)
  }

  @Test func anOwnerThatNeverAnswersReadsAsNothingInTime() throws {
    let fixture = try Fixture()
    #expect(fixture.window.clipboard.string == nil)
    // Another client takes the selection and never reads its events.
    let silent = try #require(XOpenDisplay(fixture.server.displayName))
    defer { XCloseDisplay(silent) }
    let root = XDefaultRootWindow(silent)
    let owner = XCreateSimpleWindow(silent, root, 0, 0, 1, 1, 0, 0, 0)
    XSetSelectionOwner(silent, fixture.window.clipboard.atom, owner, Time(CurrentTime))
    XSync(silent, 0)
    fixture.window.clipboard.timeout = .milliseconds(300)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(fixture.window.clipboard.string == nil)
    let waited = clock.now - start
    #expect(waited >= .milliseconds(300) && waited < .seconds(3))
  }

  @Test func aTextFieldCopiesAndPastesThroughTheClipboard() throws {
    let fixture = try Fixture()
    struct Form: View {
      @State var text = "hello clipboard"
      var body: some View {
        TextField("Name", text: $text).accessibilityIdentifier("field")
      }
    }
    let graph = ViewGraph(root: Form(), textEngine: PangoTextEngine())
    graph.pasteboard = fixture.window.clipboard
    graph.layout(in: CGSize(width: 300, height: 100))
    let field = try #require(graph.accessibilityTree().first { $0.identifier == "field" })
    let center = CGPoint(x: field.frame.midX, y: field.frame.midY)
    _ = graph.send(PointerEvent(.down, at: center, time: 0))
    _ = graph.send(PointerEvent(.up, at: center, time: 0.05))
    graph.layout(in: CGSize(width: 300, height: 100))
    #expect(graph.send(KeyPress("a", modifiers: .control)))
    #expect(graph.send(KeyPress("c", modifiers: .control)))
    #expect(try fixture.run(["-selection", "clipboard", "-o"]) == "hello clipboard")
    _ = try fixture.run(["-selection", "clipboard", "-i"], input: "pasted")
    try fixture.waitForOtherOwner(of: fixture.window.clipboard)
    #expect(graph.send(KeyPress("v", modifiers: .control)))
    graph.layout(in: CGSize(width: 300, height: 100))
    let pasted = try #require(graph.accessibilityTree().first { $0.identifier == "field" })
    #expect(pasted.value == "pasted")
  }
}
