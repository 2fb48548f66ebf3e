import CX11
import EaselHarness
import EaselX11
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `easel preview` stopped by a signal: SIGTERM, SIGINT and SIGHUP close the window (the
/// preview says so: the signal reached its handler, not the default action) and end the
/// process within a second, by that signal (status 128 + its number), with nothing of it left
/// running; the private Xvfb server stops after it.
@MainActor
@Suite(.serialized) struct PreviewSignalTests {
  /// The processes whose parent is `pid`, from `/proc`.
  static func children(of pid: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { candidate in
      guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (name) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == pid
    }
  }

  /// Whether a process `pid` exists (a zombie not yet reaped counts as gone).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// Whether `window` is still one of the root window's children.
  static func exists(_ window: Window, on displayName: String) throws -> Bool {
    let display = try #require(XOpenDisplay(displayName))
    defer { XCloseDisplay(display) }
    var root: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count)
    defer { if let children { XFree(children) } }
    return UnsafeBufferPointer(start: children, count: Int(count)).contains(window)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalClosesTheWindowAndEndsThePreviewWithinASecond(signal number: Int32) throws {
    let server = try XvfbServer()
    defer { server.stop() }
    // The window's connections close before the server stops (Xlib ends a process whose
    // server went away).
    do {
      let url = try PreviewInteractionTests.writeSpec(
        "Gallery.json", try PreviewInteractionTests.bundledSpec("Gallery.json"))
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      let (preview, driver) = try PreviewInteractionTests.open(url, size: "393x852", on: server)
      defer { preview.stop() }
      #expect(try Self.exists(driver.window, on: server.displayName))
      // Whatever the preview started (nothing today) must end with it.
      let children = Self.children(of: preview.pid)

      let clock = ContinuousClock()
      let start = clock.now
      kill(preview.pid, number)
      let status = preview.waitForExit(timeout: 10)
      let elapsed = clock.now - start
      print(
        "preview signal: \(number) ended it with status \(status.map(String.init) ?? "none") in \(elapsed)"
      )
      #expect(status == 128 + number, "exit status after signal \(number)")
      #expect(elapsed < .seconds(1), "ended \(elapsed) after signal \(number)")
      #expect(!Self.isRunning(preview.pid))
      let name = [SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP"][number] ?? "?"
      let said = preview.waitForLine(timeout: 0) { $0.hasPrefix("easel: \(name)") }
      #expect(said == "easel: \(name): closing the window", "the preview closed its window")
      for child in children { #expect(!Self.isRunning(child), "child \(child) of the preview") }
      #expect(try !Self.exists(driver.window, on: server.displayName), "the window is gone")
    }
    server.stop()
    #expect(server.child.waitForExit(timeout: 10) != nil, "Xvfb has ended")
    #expect(!Self.isRunning(server.child.pid))
  }
}
