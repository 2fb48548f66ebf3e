import CX11
import Easel
import EaselCairo
import EaselHarness
import EaselX11
import Foundation

/// Typing latency (issue 25): a key pressed through XTest to the presented frame that shows
/// it, in a window on a private Xvfb whose `TextEditor` holds 10,000 characters in 200 lines.
/// The window runs in this process, its events and frames served by the main run loop as in
/// `WindowHost.run()`; a frame counts as presented once `WindowHost` has copied it to the
/// window and published its handshake.
@MainActor
enum TextBenchmarks {
  /// Key to presented frame, at most (median).
  static let target = Duration.milliseconds(8)
  /// Keys timed.
  static let keys = 60
  static let size = CGSize(width: 700, height: 600)

  /// The editor's text, outside the view.
  final class Box {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// 200 lines of 49 characters and their newlines.
  static let text = (0..<200).map { line in
    let number = String(line)
    return number + String(repeating: "x", count: 49 - number.count)
  }.joined(separator: "\n")

  static func run() {
    guard XvfbServer.find("Xvfb") != nil else {
      print("text: skipped — Xvfb is not installed (`make deps` installs package xvfb)")
      return
    }
    do {
      try typing()
    } catch {
      print("text: benchmark failed: \(error)")
    }
  }

  /// Runs the main run loop (the window's events and scheduled frames) until `condition`
  /// holds; throws after `timeout`.
  static func runLoop(
    _ what: String, until condition: () -> Bool, timeout: Duration = .seconds(5)
  ) throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      guard ContinuousClock.now < deadline else {
        throw HarnessError("timed out waiting for \(what)")
      }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
    }
  }

  static func typing() throws {
    let server = try XvfbServer(width: 1024, height: 768)
    defer { server.stop() }
    let box = Box(text)
    let editor = TextEditor(text: Binding(get: { box.text }, set: { box.text = $0 }))
      .accessibilityIdentifier("editor")
    let graph = ViewGraph(root: editor, textEngine: PangoTextEngine())
    let host = try WindowHost(
      graph: graph, title: "typing", size: size, displayName: server.displayName)
    defer { host.window.close() }
    host.window.show()
    // As `WindowHost.run()` does: what round trips read into Xlib's queue before the read
    // source existed is handled now, not at the next event.
    host.window.processPendingEvents()
    let driver = try WindowDriver(displayName: server.displayName, window: host.window.window)
    try runLoop("the first frame", until: { host.frameCount >= 1 })
    // Click past the end of a line halfway down: the caret goes there.
    driver.tap(at: Int(size.width) - 10, Int(size.height) / 2)
    try runLoop("the editor to take focus", until: { graph.focusedIdentifier == "editor" })
    let clock = ContinuousClock()
    var times: [Duration] = []
    let letters: [Int32] = [XK_a, XK_s, XK_d, XK_f, XK_space]
    var typed = 0
    for index in 0..<(keys + 5) {
      // A refresh after the last frame, as a typist's keys are: the time measured is the
      // window's own, not a wait for the next refresh.
      let ready = clock.now.advanced(by: WindowHost.refreshInterval + .milliseconds(2))
      try runLoop("the next key's time", until: { clock.now >= ready })
      let frames = host.frameCount
      let length = box.text.count
      let start = clock.now
      driver.key(letters[index % letters.count], down: true)
      driver.key(letters[index % letters.count], down: false)
      try runLoop("the frame of key \(index)") {
        host.frameCount > frames && box.text.count > length
      }
      // The first keys warm the caches.
      if index >= 5 { times.append(clock.now - start) }
      typed += 1
    }
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    print(
      "text: key (XTest) to presented frame, typing into a TextEditor of 10,000 characters in "
        + "200 lines (\(Int(size.width))x\(Int(size.height)) window)")
    print(
      "  median \(WindowBenchmarks.format(median)) over \(times.count) keys a refresh apart "
        + "(min \(WindowBenchmarks.format(sorted[0])), max "
        + "\(WindowBenchmarks.format(sorted[sorted.count - 1]))) (target: ≤ "
        + "\(WindowBenchmarks.format(target))) — \(WindowBenchmarks.verdict(median <= target)); "
        + "\(typed) characters typed, text now \(box.text.count) characters")
  }
}
