import EaselHarness
import Foundation
import Testing

/// `easel-stars watch` in a real window under Xvfb, on a copy of the StarRating module's
/// sources: each test saves StarRating.swift on disk (renamed over, as editors save), waits
/// for the window's line about the build and then for the presented frame that answers a
/// sync, and reads the window's pixels. The watch reuses this package's build (its manifest
/// and objects); only the saved module is compiled.
@Suite(.serialized) struct LivePreviewWindowTests {
  /// The example package.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `easel-stars` built beside this test bundle.
  static func easelStars() throws -> URL {
    let bin = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for candidate in [
      bin.appendingPathComponent("easel-stars"),
      package.appendingPathComponent(".build/debug/easel-stars"),
    ] where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw HarnessError("easel-stars is not built (swift build --build-tests in Examples)")
  }

  /// A package folder holding a copy of Sources/StarRating; the caller removes it.
  static func copyOfStarRating() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-live-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: package.appendingPathComponent("Sources/StarRating"),
      to: sources.appendingPathComponent("StarRating"))
    return root
  }

  /// StarRating.swift in the copy at `root`.
  static func starRating(in root: URL) -> URL {
    root.appendingPathComponent("Sources/StarRating/StarRating.swift")
  }

  /// Saves `text` over `url` by writing a temporary file and renaming it into place.
  static func save(_ text: String, to url: URL) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".save.tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
      throw HarnessError("could not rename over \(url.path): errno \(errno)")
    }
  }

  /// Starts `easel-stars watch "Star rating"` in `root` on `server` and waits for its window.
  static func watch(_ root: URL, on server: XvfbServer) throws -> (ChildProcess, WindowDriver) {
    let process = try ChildProcess(
      try easelStars(), ["watch", "Star rating"], environment: ["DISPLAY": server.displayName],
      currentDirectory: root)
    guard
      let line = process.waitForLine(timeout: 120, where: { $0.hasPrefix("easel: showing") }),
      let hex = line.split(separator: " ").last?.dropFirst(2), let window = UInt(hex, radix: 16)
    else {
      process.stop()
      throw HarnessError("the watch's window did not open")
    }
    let driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = process
    try driver.settle()
    return (process, driver)
  }

  /// Waits for the line that ends build `number` (shown or failed) and for the frame after it.
  static func waitForBuild(
    _ number: Int, of process: ChildProcess, _ driver: WindowDriver
  ) throws -> String {
    guard
      let line = process.waitForLine(
        timeout: 120,
        where: {
          $0.hasPrefix("easel: build \(number) shown")
            || $0.hasPrefix("easel: build \(number) failed")
        })
    else { throw HarnessError("build \(number) did not end") }
    try driver.settle()
    return line
  }

  /// The centre of star `index` (from 1) of the preview: the canvas (216×64 pt) at (24, 44) in
  /// the window, 16 pt of padding, stars 32 pt wide and 6 apart.
  static func star(_ index: Int) -> (Int, Int) { (24 + 16 + (index - 1) * 38 + 16, 44 + 32) }

  static func isYellow(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 200 && pixel.green > 150 && pixel.blue < 100
  }

  static func isBlue(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.blue > 200 && pixel.red < 100 && pixel.green < 160
  }

  /// The error panel's red.
  static func isPanel(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 150 && pixel.green < 80 && pixel.blue < 80
  }

  @Test func aSaveShowsTheNewCodeInTheSameWindowWithTheStateKept() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let root = try Self.copyOfStarRating()
    defer { try? FileManager.default.removeItem(at: root) }
    let (process, driver) = try Self.watch(root, on: server)
    defer { process.stop() }
    let (x3, y) = Self.star(3)
    let (x4, _) = Self.star(4)
    #expect(Self.isYellow(try driver.pixel(x3, y)), "three stars at first")
    #expect(!Self.isYellow(try driver.pixel(x4, y)), "the fourth is empty")
    driver.tap(at: x4, y)
    try driver.settle()
    #expect(Self.isYellow(try driver.pixel(x4, y)), "a tap on the fourth star sets four")

    let url = Self.starRating(in: root)
    let source = try String(contentsOf: url, encoding: .utf8)
    let demo = "public init(initial: Int = 3, maximum: Int = 5, color: Color = .yellow)"
    #expect(source.contains(demo))
    try Self.save(
      source.replacingOccurrences(of: demo, with: demo.replacing(".yellow", with: ".blue")), to: url
    )
    let line = try Self.waitForBuild(1, of: process, driver)
    #expect(line.contains("shown"), "\(line)")
    #expect(Self.isBlue(try driver.pixel(x4, y)), "the new colour, on the four stars set")
    #expect(Self.isBlue(try driver.pixel(Self.star(1).0, y)))
    #expect(!Self.isBlue(try driver.pixel(Self.star(5).0, y)), "the fifth is still empty")

    // A save that changes nothing builds nothing: the next build is still number 2.
    try Self.save(try String(contentsOf: url, encoding: .utf8), to: url)
    let unchanged = process.waitForLine(timeout: 60) {
      $0.hasPrefix("easel: saved without a change")
    }
    #expect(unchanged != nil, "the unchanged save is noticed and not built")
    try Self.save(source, to: url)
    let back = try Self.waitForBuild(2, of: process, driver)
    #expect(back.contains("shown"), "\(back)")
    #expect(Self.isYellow(try driver.pixel(x4, y)), "yellow again, four stars still")
  }

  @Test func aCrashATapReachesStartsTheWindowAgainOnTheLastGoodBuild() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let root = try Self.copyOfStarRating()
    defer { try? FileManager.default.removeItem(at: root) }
    var (process, driver) = try Self.watch(root, on: server)
    defer { process.stop() }
    let url = Self.starRating(in: root)
    let source = try String(contentsOf: url, encoding: .utf8)
    let margin = (40, 90)
    // A body that traps only at five stars: its first frame (three) draws.
    let body = "    HStack(spacing: spacing) {"
    try Self.save(
      source.replacingOccurrences(
        of: body, with: "    let _ = rating == 5 ? [Int]()[rating] : 0\n" + body), to: url)
    let shown = try Self.waitForBuild(1, of: process, driver)
    #expect(shown.contains("shown"), "\(shown)")

    let (x5, y) = Self.star(5)
    driver.tap(at: x5, y)
    let message = process.waitForLine(timeout: 120) { $0.contains("Index out of range") }
    #expect(message == "easel: Fatal error: Index out of range")
    guard
      let line = process.waitForLine(timeout: 120, where: { $0.hasPrefix("easel: showing") }),
      let hex = line.split(separator: " ").last?.dropFirst(2), let window = UInt(hex, radix: 16)
    else { throw HarnessError("the window did not open again") }
    driver = try WindowDriver(displayName: server.displayName, window: window)
    driver.process = process
    try driver.settle()
    #expect(Self.isPanel(try driver.pixel(margin.0, margin.1)), "the crash, in the panel")

    try Self.save(source, to: url)
    let fixed = try Self.waitForBuild(2, of: process, driver)
    #expect(fixed.contains("shown"), "\(fixed)")
    #expect(!Self.isPanel(try driver.pixel(margin.0, margin.1)))
    #expect(Self.isYellow(try driver.pixel(Self.star(1).0, y)))
  }

  @Test func aCompileErrorAndACrashShowInThePanelAndTheWindowSurvives() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let root = try Self.copyOfStarRating()
    defer { try? FileManager.default.removeItem(at: root) }
    let (process, driver) = try Self.watch(root, on: server)
    defer { process.stop() }
    let url = Self.starRating(in: root)
    let source = try String(contentsOf: url, encoding: .utf8)
    let (x1, y) = Self.star(1)
    // Inside the error panel's left margin: the canvas's corner plus 16.
    let margin = (40, 90)
    #expect(!Self.isPanel(try driver.pixel(margin.0, margin.1)))

    let spacing = "let spacing: CGFloat = 6"
    try Self.save(
      source.replacingOccurrences(of: spacing, with: "let spacing: CGFloat = \"six\""), to: url)
    let failed = try Self.waitForBuild(1, of: process, driver)
    #expect(failed.contains("failed"), "\(failed)")
    let error = process.waitForLine(timeout: 0) { $0.hasPrefix("easel: Sources/StarRating/") }
    #expect(
      error?.hasPrefix("easel: Sources/StarRating/StarRating.swift:10:") == true, "\(error ?? "")")
    #expect(Self.isPanel(try driver.pixel(margin.0, margin.1)), "the error panel")

    try Self.save(source, to: url)
    let fixed = try Self.waitForBuild(2, of: process, driver)
    #expect(fixed.contains("shown"), "\(fixed)")
    #expect(!Self.isPanel(try driver.pixel(margin.0, margin.1)), "the panel is gone")
    #expect(Self.isYellow(try driver.pixel(x1, y)))

    // An index out of range in body: the window stays, the panel says what happened.
    let body = "    HStack(spacing: spacing) {"
    try Self.save(
      source.replacingOccurrences(of: body, with: "    let _ = [Int]()[rating]\n" + body), to: url)
    let crashed = try Self.waitForBuild(3, of: process, driver)
    #expect(crashed.contains("failed"), "\(crashed)")
    let message = process.waitForLine(timeout: 0) { $0.contains("Index out of range") }
    #expect(message != nil, "the crash's message")
    #expect(
      Self.isPanel(try driver.pixel(margin.0, margin.1)), "the panel, over the last good frame")

    try Self.save(source, to: url)
    let again = try Self.waitForBuild(4, of: process, driver)
    #expect(again.contains("shown"), "\(again)")
    #expect(!Self.isPanel(try driver.pixel(margin.0, margin.1)))
    #expect(Self.isYellow(try driver.pixel(x1, y)))
  }
}
