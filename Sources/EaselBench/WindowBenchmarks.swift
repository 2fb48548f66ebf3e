import CX11
import EaselHarness
import EaselX11
import Foundation

/// The preview window's benchmarks (issue 7), on a private Xvfb server against the built
/// `easel` executable beside this one: process start to the first presented frame, an
/// injected drag motion to the frame that shows it, and the CPU an idle window uses. Frames
/// are observed through the window's presentation handshake (`_EASEL_PRESENTED`), never by
/// sleeping.
@MainActor
enum WindowBenchmarks {
  /// Start to first frame, at most.
  static let startTarget = Duration.milliseconds(250)
  /// Motion to presented frame, at most (median).
  static let motionTarget = Duration.milliseconds(8)
  static let starts = 10
  static let moves = 50
  static let idleSeconds = 5.0

  /// Runs every window benchmark, or with `onlyMemory` the resident-memory one alone.
  static func run(onlyMemory: Bool = false) {
    guard let easel = easelExecutable() else { return }
    do {
      let server = try XvfbServer(width: 1024, height: 768)
      defer { server.stop() }
      if !onlyMemory {
        let toggle = try specFile("Toggle.json")
        try firstFrame(easel: easel, spec: toggle, server: server)
        try motion(easel: easel, server: server)
        try idle(easel: easel, spec: toggle, server: server)
        try reload(easel: easel, server: server)
      }
      try WindowMemoryBenchmark.run(easel: easel, server: server)
    } catch {
      print("window: benchmark failed: \(error)")
    }
  }

  /// The `easel` executable beside this one, or `nil` (and a line saying so) when Xvfb or it
  /// is missing.
  static func easelExecutable() -> URL? {
    guard XvfbServer.find("Xvfb") != nil else {
      print("window: skipped — Xvfb is not installed (`make deps` installs package xvfb)")
      return nil
    }
    let easel = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("easel")
    guard FileManager.default.isExecutableFile(atPath: easel.path) else {
      print(
        "window: skipped — \(easel.path) is missing; build it in the same configuration "
          + "(`swift build -c release --product easel`)")
      return nil
    }
    return easel
  }

  /// `Assets/Specs/name` of the source tree this was built from, or of the current folder.
  static func specFile(_ name: String) throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for base in [root, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] {
      let url = base.appendingPathComponent("Assets/Specs/\(name)")
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    throw HarnessError("Assets/Specs/\(name) not found: run easel-bench from the package folder")
  }

  /// Starts `easel preview spec` with `arguments`; returns the process and a driver on its
  /// window, once the window's first frame is presented, and the time from the spawn to it.
  static func open(
    _ easel: URL, _ arguments: [String], on server: XvfbServer
  ) throws -> (ChildProcess, WindowDriver, Duration) {
    let clock = ContinuousClock()
    let driver = try WindowDriver(watchingForWindowsOn: server.displayName)
    let start = clock.now
    let preview = try ChildProcess(
      easel, ["preview"] + arguments, environment: ["DISPLAY": server.displayName])
    driver.process = preview
    do {
      try driver.waitForNewWindow()
      try driver.waitForPresented("the first frame") { $0.frame >= 1 }
      return (preview, driver, clock.now - start)
    } catch {
      preview.stop()
      throw error
    }
  }

  /// (a) Process start to the first presented frame of the seed 000 toggle spec.
  static func firstFrame(easel: URL, spec: URL, server: XvfbServer) throws {
    var times: [Duration] = []
    for _ in 0..<starts {
      let (preview, _, time) = try open(easel, [spec.path], on: server)
      preview.stop()
      times.append(time)
    }
    print("window: process start to first presented frame (easel preview Assets/Specs/Toggle.json)")
    printMedian(of: times, over: "starts", target: startTarget)
  }

  /// (b) An XTest motion with button 1 held on seed 000's draggable circle, to the presented
  /// frame that shows it. Each motion is sent a refresh after the previous frame (as a
  /// pointer at 60 Hz would be), so the time measured is the window's own: reading the event,
  /// the gesture and state write, layout, drawing and presenting. Motions sent back to back
  /// are also timed: those wait for the next refresh, as the window draws at most once per
  /// display refresh.
  static func motion(easel: URL, server: XvfbServer) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-window-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("Drag.json")
    try Data(#"{"title": "Drag (seed 000)", "component": "DraggableCircle"}"#.utf8).write(to: spec)
    let (preview, driver, _) = try open(easel, [spec.path, "--size", "400x400"], on: server)
    defer { preview.stop() }
    try driver.settle()

    // Press on the circle and drag past the gesture's threshold before timing.
    driver.move(to: 200, 200)
    driver.button(down: true)
    driver.move(to: 220, 200)
    var last = try driver.sync()
    let clock = ContinuousClock()
    func point(_ index: Int) -> (Int, Int) {
      let angle = Double(index) * 0.4
      return (200 + Int((40 * cos(angle)).rounded()), 200 + Int((40 * sin(angle)).rounded()))
    }
    func timeMoves(paced: Bool, from first: Int) throws -> [Duration] {
      var times: [Duration] = []
      for index in first..<(first + moves) {
        if paced {
          // Wait out the refresh interval after the previous frame, on a deadline.
          let ready = clock.now.advanced(by: WindowHost.refreshInterval + .milliseconds(2))
          Thread.sleep(forTimeInterval: seconds(ready - clock.now))
        }
        let (x, y) = point(index)
        let start = clock.now
        driver.move(to: x, y)
        let frame = last.frame
        last = try driver.waitForPresented(timeout: 5, "the frame after motion \(index)") {
          $0.frame > frame
        }
        times.append(clock.now - start)
      }
      return times
    }
    let paced = try timeMoves(paced: true, from: 1).sorted()
    let burst = try timeMoves(paced: false, from: 1 + moves).sorted()
    // The last frame shows the circle where the pointer is (its centre follows the drag).
    let (x, y) = point(moves * 2)
    let pixel = try driver.pixel(x, y)
    let shows = pixel.blue > 200 && pixel.red < 80
    driver.button(down: false)
    let medianPaced = paced[paced.count / 2]
    print("window: injected drag motion (XTest, button 1 held) to the presented frame")
    print(
      "  median \(format(medianPaced)) over \(moves) motions a refresh apart (min "
        + "\(format(paced[0])), max \(format(paced[paced.count - 1]))) (target: ≤ "
        + "\(format(motionTarget))) — \(verdict(medianPaced <= motionTarget))")
    print(
      "  median \(format(burst[burst.count / 2])) over \(moves) motions back to back (frames "
        + "are at most one per refresh); the circle under the pointer at the end: \(shows)")
  }

  /// (c) CPU used by an idle window over `idleSeconds`, from `/proc/PID/stat`.
  static func idle(easel: URL, spec: URL, server: XvfbServer) throws {
    let (preview, driver, _) = try open(easel, [spec.path], on: server)
    defer { preview.stop() }
    let settled = try driver.settle()
    guard let before = cpuTicks(of: preview.pid) else {
      throw HarnessError("cannot read /proc/\(preview.pid)/stat")
    }
    // Wait out the interval on a deadline, answering nothing: any frame the window draws on
    // its own shows as a property change.
    let last = driver.watch(for: idleSeconds)
    guard let after = cpuTicks(of: preview.pid) else {
      throw HarnessError("cannot read /proc/\(preview.pid)/stat")
    }
    let frames = (last?.frame ?? settled.frame) - settled.frame
    let seconds = Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK)))
    let percent = seconds / idleSeconds * 100
    print("window: CPU used by an idle window (Toggle.json) over \(Int(idleSeconds)) s")
    print(
      "  \(String(format: "%.2f", percent)) % (\(after - before) clock ticks of user + system "
        + "time), frames drawn while idle: \(frames) (target: 0 %) — \(verdict(after == before))")
  }

  /// The user + system time of process `pid`, in clock ticks.
  /// (d) A spec saved by rename-over (as editors save) to the window's presented frame that
  /// shows the change: the spec alternates between two colours, and each save is timed from
  /// the rename until a presented frame shows the new colour.
  static func reload(easel: URL, server: XvfbServer) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-reload-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Reload.json")
    func spec(_ color: String) -> String {
      "{ \"title\": \"Reload\", \"view\": { \"type\": \"Color\", \"color\": \"\(color)\" } }"
    }
    try Data(spec("#FF0000").utf8).write(to: url)
    let (preview, driver, _) = try open(easel, [url.path, "--size", "200x200"], on: server)
    defer { preview.stop() }
    try driver.settle()
    let clock = ContinuousClock()
    var times: [Duration] = []
    for save in 0..<reloads {
      let blue = save % 2 == 0
      let temporary = folder.appendingPathComponent(".Reload.json.tmp")
      try Data(spec(blue ? "#0000FF" : "#FF0000").utf8).write(to: temporary)
      let before = driver.presented()?.frame ?? 0
      let start = clock.now
      guard rename(temporary.path, url.path) == 0 else {
        throw HarnessError("could not rename over \(url.path)")
      }
      // Wait for presented frames until one shows the new colour.
      var frame = before
      while true {
        let state = try driver.waitForPresented(timeout: 10, "the reloaded frame") {
          $0.frame > frame
        }
        frame = state.frame
        let pixel = try driver.pixel(100, 100)
        if blue ? pixel.blue > 200 && pixel.red < 50 : pixel.red > 200 && pixel.blue < 50 {
          break
        }
      }
      times.append(clock.now - start)
    }
    print("window: spec rename-over to the presented frame that shows the change")
    printMedian(of: times, over: "saves", target: reloadTarget)
  }

  /// Saves timed by the reload benchmark, and its target (issue 8).
  static let reloads = 20
  static let reloadTarget = Duration.milliseconds(30)

  static func cpuTicks(of pid: pid_t) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command name: state (field 3), …, utime (14), stime (15).
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return nil
    }
    return user + system
  }

  static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

  /// Prints the median of `times` (one per `unit`, such as "starts"), their range, and
  /// whether the median meets `target`.
  static func printMedian(of times: [Duration], over unit: String, target: Duration) {
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    print(
      "  median \(format(median)) over \(times.count) \(unit) (min \(format(sorted[0])), "
        + "max \(format(sorted[sorted.count - 1]))) (target: ≤ \(format(target))) — "
        + verdict(median <= target))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func format(_ duration: Duration) -> String {
    String(format: "%.2f ms", seconds(duration) * 1000)
  }
}
