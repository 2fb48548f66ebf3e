import EaselHarness
import EaselX11
import Foundation

/// `make soak` (issue 21): ten minutes of the gallery in the release build's window, its
/// controls tapped, dragged and scrolled round after round (`WindowSoak`). Resident memory
/// after the first minute must grow by less than 2 MB, no frame after the first may take more
/// than 50 ms, and at the end the window answers a sync within a second. Not part of a plain
/// `easel-bench` run: `easel-bench soak`, for `EASEL_SOAK_SECONDS` (600 by default).
@MainActor
enum SoakBenchmark {
  static let growthTarget = 2 << 20
  static let frameTarget = 50_000

  /// Runs the soak; returns whether every target was met.
  static func run() -> Bool {
    let environment = ProcessInfo.processInfo.environment
    let seconds = environment["EASEL_SOAK_SECONDS"].flatMap { Double($0) } ?? 600
    guard seconds >= 3 else {
      print("soak: EASEL_SOAK_SECONDS must be a number of seconds of at least 3")
      return false
    }
    guard let easel = WindowBenchmarks.easelExecutable() else { return false }
    do {
      let server = try XvfbServer(width: 800, height: 1000)
      defer { server.stop() }
      let gallery = try WindowBenchmarks.specFile("Gallery.json")
      let (preview, driver, _) = try WindowBenchmarks.open(
        easel, [gallery.path, "--size", "441x920"], on: server)
      defer { preview.stop() }
      try driver.settle()
      print("soak: the gallery at 441×920 for \(Int(seconds)) s (easel preview, XTest input)")
      let report = try WindowSoak(driver: driver, process: preview)
        .run(seconds: seconds, warmUp: min(60, seconds / 3))
      let memoryMet = report.growth < growthTarget
      let framesMet = report.longestFrameMicroseconds <= frameTarget
      print("  " + report.summary)
      print(
        "  growth after the warm-up: target < 2 MB — \(WindowBenchmarks.verdict(memoryMet)); "
          + "longest frame: target ≤ 50 ms — \(WindowBenchmarks.verdict(framesMet)); "
          + "a sync answered within 1 s at the end — met")
      return memoryMet && framesMet
    } catch {
      print("soak: failed: \(error)")
      return false
    }
  }
}
