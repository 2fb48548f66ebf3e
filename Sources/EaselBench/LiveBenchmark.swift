import EaselHarness
import Foundation

/// `easel-bench live`: the live preview's loop, timed. Examples' `easel-stars watch` (its
/// debug build, as a developer runs it) shows the "Star rating" preview on a private Xvfb from
/// a copy of the StarRating module's sources; a tap sets the rating to four; then ten saves of
/// a one-line change (the preview's colour) are timed from the rename that saves the file to
/// the window's line that the frame showing the build was presented, each checked for the new
/// colour on four stars (the state kept); then a save that does not compile, timed to the
/// frame with the error panel; then the idle watch's CPU time.
enum LiveBenchmark {
  static let saves = 10
  static let target: Duration = .seconds(2)
  /// How much later than the compiler's end the error panel may be presented.
  static let panelAllowance = 100.0

  /// The repository, from this file's place in it.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func run() {
    print("live preview (Examples' easel-stars watch in debug, a copy of Sources/StarRating, Xvfb)")
    guard XvfbServer.find("Xvfb") != nil else {
      print("  skipped — Xvfb is not installed (`make deps` installs package xvfb)")
      return
    }
    let stars = repository.appendingPathComponent("Examples/.build/debug/easel-stars")
    guard FileManager.default.isExecutableFile(atPath: stars.path) else {
      print(
        "  skipped — build \(stars.path) first (cd Examples && swift build --product easel-stars)")
      return
    }
    do {
      try measure(stars)
    } catch {
      print("  failed: \(error)")
    }
  }

  static func measure(_ stars: URL) throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-live-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: repository.appendingPathComponent("Examples/Sources/StarRating"),
      to: root.appendingPathComponent("Sources/StarRating"))
    let url = root.appendingPathComponent("Sources/StarRating/StarRating.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    let demo = "public init(initial: Int = 3, maximum: Int = 5, color: Color = .yellow)"
    guard source.contains(demo) else { throw HarnessError("StarRating.swift has no \(demo)") }

    let start = ContinuousClock.now
    let process = try ChildProcess(
      stars, ["watch", "Star rating"], environment: ["DISPLAY": server.displayName],
      currentDirectory: root)
    defer { process.stop() }
    guard
      let line = process.waitForLine(timeout: 300, where: { $0.hasPrefix("easel: showing") }),
      let hex = line.split(separator: " ").last?.dropFirst(2), let window = UInt(hex, radix: 16)
    else { throw HarnessError("the watch's window did not open") }
    print("  window open in \(milliseconds(ContinuousClock.now - start)) ms (host linked if stale)")
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = process
    try driver.settle()
    // Star 4's centre: the canvas (216×64 pt) at (24, 44) in the window, 16 pt of padding,
    // stars 32 pt wide and 6 apart.
    let (x, y) = (24 + 16 + 3 * 38 + 16, 44 + 32)
    driver.tap(at: x, y)
    try driver.settle()

    // (colour name, expected test on star 4's pixel)
    let colours: [(String, ((red: Int, green: Int, blue: Int)) -> Bool)] = [
      (".blue", { $0.blue > 200 && $0.red < 100 }),
      (".red", { $0.red > 200 && $0.green < 100 && $0.blue < 100 }),
    ]
    var build = 0
    func save(_ text: String) throws -> ContinuousClock.Instant {
      let temporary = url.deletingLastPathComponent().appendingPathComponent(".save.tmp")
      try Data(text.utf8).write(to: temporary)
      let saved = ContinuousClock.now
      guard rename(temporary.path, url.path) == 0 else { throw HarnessError("rename failed") }
      return saved
    }
    func waitForBuild(_ what: String) throws -> (line: String, at: ContinuousClock.Instant) {
      build += 1
      let number = build
      guard
        let line = process.waitForLine(
          timeout: 120,
          where: {
            $0.hasPrefix("easel: build \(number) shown")
              || $0.hasPrefix("easel: build \(number) error shown")
          })
      else { throw HarnessError("build \(number) (\(what)) did not show") }
      return (line, .now)
    }

    // One save first, not counted: the compiler's first run reads its modules from disk.
    _ = try save(
      source.replacingOccurrences(of: demo, with: demo.replacing(".yellow", with: ".green")))
    let warm = try waitForBuild("warm-up")
    print("  first save (not counted): \(warm.line.dropFirst("easel: ".count))")

    var times: [Duration] = []
    var phases: [String: [Double]] = [:]
    var kept = 0
    for index in 0..<saves {
      let (colour, check) = colours[index % colours.count]
      let saved = try save(
        source.replacingOccurrences(of: demo, with: demo.replacing(".yellow", with: colour)))
      let shown = try waitForBuild("save \(index + 1)")
      times.append(shown.at - saved)
      for (name, value) in parsePhases(shown.line) { phases[name, default: []].append(value) }
      try driver.settle()
      if check(try driver.pixel(x, y)) { kept += 1 }
    }
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    print(
      "  save → presented frame: median \(milliseconds(median)) ms over \(saves) saves (min "
        + "\(milliseconds(sorted[0])), max \(milliseconds(sorted[sorted.count - 1]))) (target: "
        + "≤ \(milliseconds(target)) ms) — \(median <= target ? "met" : "MISSED")")
    let order = ["detect", "compile", "link", "load", "first frame"]
    let medians = order.compactMap { name in
      phases[name].map { "\(name) \(Int($0.sorted()[$0.count / 2].rounded())) ms" }
    }
    print("  phases (medians): " + medians.joined(separator: ", "))
    print(
      "  state kept (the rating set by a tap, four stars in the new colour): \(kept) of \(saves)"
        + " — \(kept == saves ? "met" : "MISSED")")

    // A save that does not compile: the panel's frame against the compiler's end.
    let broken = source.replacingOccurrences(
      of: "let spacing: CGFloat = 6", with: "let spacing: CGFloat = \"six\"")
    let savedBroken = try save(broken)
    let failedLine = process.waitForLine(timeout: 120) {
      $0.hasPrefix("easel: build \(build + 1) failed")
    }
    let panel = try waitForBuild("compile error")
    let compile = failedLine.flatMap { parsePhases($0)["compile"] } ?? 0
    let detect = failedLine.flatMap { parsePhases($0)["detect"] } ?? 0
    let total = seconds(panel.at - savedBroken) * 1000
    let after = total - compile - detect
    print(
      "  compile error → error panel presented: \(Int(total.rounded())) ms (detect "
        + "\(Int(detect.rounded())) ms, compile \(Int(compile.rounded())) ms, then "
        + "\(Int(after.rounded())) ms to the frame) (target: compile + ≤ "
        + "\(Int(panelAllowance)) ms) — \(after <= panelAllowance ? "met" : "MISSED")")
    _ = try save(source)
    _ = try waitForBuild("fix")
    try driver.settleAndRest()

    // Idle: the watch's CPU time over five seconds of nothing.
    let before = cpuTicks(process.pid)
    Thread.sleep(forTimeInterval: 5)
    let used = cpuTicks(process.pid) - before
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    let percent = Double(used) / ticks / 5 * 100
    print(
      "  idle watch: \(String(format: "%.1f", percent)) % CPU over 5 s (\(used) ticks) "
        + "(target: 0 %) — \(used == 0 ? "met" : "MISSED")")
  }

  /// `detect 12 ms, compile 800 ms, …` in a build's line, by phase.
  static func parsePhases(_ line: String) -> [String: Double] {
    guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else {
      return [:]
    }
    var phases: [String: Double] = [:]
    for part in line[line.index(after: open)..<close].split(separator: ",") {
      let words = part.split(separator: " ")
      guard words.count >= 3, words.last == "ms", let value = Double(words[words.count - 2]) else {
        continue
      }
      phases[words.dropLast(2).joined(separator: " ")] = value
    }
    return phases
  }

  /// The user and system CPU ticks of process `pid` so far.
  static func cpuTicks(_ pid: pid_t) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return 0 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // Fields 14 and 15 of the line (utime, stime); 3 is the first after the name.
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return 0
    }
    return user + system
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func milliseconds(_ duration: Duration) -> Int {
    Int((seconds(duration) * 1000).rounded())
  }
}
