import CX11
import EaselHarness
import EaselX11
import Foundation

/// Resident memory of the preview window under resizing (issue 21): `easel preview` on the
/// gallery, resized to a new size a thousand times at a time, every size drawn and presented
/// (each resize is followed by a sync whose answer is the frame at that size). Each thousand
/// is split over the four ways of showing a spec — on a device and at free size, light and
/// dark — and the grid of every device is opened and closed between thousands. After a
/// warm-up thousand, the growth of resident memory (`VmRSS` in `/proc/PID/status`) over the
/// next `measured` thousands is the figure.
@MainActor
enum WindowMemoryBenchmark {
  /// Growth allowed over the measured resizes, at most.
  static let targetBytes = 2 << 20
  /// Thousands of resizes measured after the warm-up thousand: 5, or `EASEL_BENCH_THOUSANDS`
  /// for a longer look at where memory levels off.
  static let measured =
    ProcessInfo.processInfo.environment["EASEL_BENCH_THOUSANDS"]
    .flatMap { Int($0) }.map { max($0, 1) } ?? 5
  /// Resizes in a "thousand": 1,000, or `EASEL_BENCH_RESIZES` for a quicker look.
  static let perThousand =
    ProcessInfo.processInfo.environment["EASEL_BENCH_RESIZES"]
    .flatMap { Int($0) }.map { max($0 / 4 * 4, 4) } ?? 1000

  /// The next of a seeded run of window sizes: widths 280–1,000 and heights 300–1,000 pixels
  /// (on a device, most are smaller than the device and zoom it by a different factor each
  /// time).
  static func nextSize(_ generator: inout SeededGenerator) -> (width: Int, height: Int) {
    (Int.random(in: 280...1000, using: &generator), Int.random(in: 300...1000, using: &generator))
  }

  /// Runs the benchmark against `easel` on `server` and prints the growth per thousand.
  static func run(easel: URL, server: XvfbServer, thousands: Int = measured) throws {
    let gallery = try WindowBenchmarks.specFile("Gallery.json")
    let (preview, driver, _) = try WindowBenchmarks.open(easel, [gallery.path], on: server)
    defer { preview.stop() }
    try driver.settle()
    var sizes = SeededGenerator(seed: 21)
    let clock = ContinuousClock()

    /// A thousand resizes: a quarter in each mode (device light, device dark, free size light,
    /// free size dark), then the grid opened and closed.
    func thousand() throws -> Duration {
      let start = clock.now
      for mode in 0..<4 {
        // Modes change by key: `f` turns to free size, `l` flips the colour scheme and `→`
        // steps from free size (the last entry) to the first device.
        if mode == 1 || mode == 3 { try press("l") }
        if mode == 2 { try press("f") }
        for _ in 0..<(perThousand / 4) {
          let (width, height) = nextSize(&sizes)
          driver.resize(to: width, height)
          try driver.sync()
        }
      }
      try press("l")
      try press("Right")
      try press("g")
      try press("g")
      return clock.now - start
    }
    func press(_ character: String) throws {
      let keysym = Int32(XStringToKeysym(character))
      driver.key(keysym, down: true)
      driver.key(keysym, down: false)
      try driver.settle()
    }
    /// Resident memory at one window size (400 × 700), so the shared-memory image the window
    /// presents through, which counts in it for the pages it touches, is the same at each
    /// reading; read once the window rests (has returned its free memory, as it does when
    /// idle).
    func resident() throws -> Int {
      driver.resize(to: 400, 700)
      try driver.settleAndRest()
      guard let bytes = preview.residentBytes, let kinds = preview.residentKinds else {
        throw HarnessError("cannot read /proc/\(preview.pid)/status")
      }
      kindReadings.append(kinds)
      return bytes
    }

    var kindReadings: [(anonymous: Int, files: Int, shared: Int)] = []
    let start = try resident()
    let warmUp = try thousand()
    let warm = try resident()
    var readings = [warm]
    var times: [Duration] = []
    for _ in 0..<thousands {
      times.append(try thousand())
      readings.append(try resident())
    }
    let growth = readings.last! - warm
    let steps = zip(readings.dropFirst(), readings).map { megabytes($0 - $1) }
    let sorted = times.sorted()
    print(
      "window: resident memory under resizing (easel preview Assets/Specs/Gallery.json; each "
        + "thousand a quarter on a device and at free size, light and dark, the grid opened "
        + "and closed after it)")
    print(
      "  \(megabytes(start)) at the first frame, \(megabytes(warm)) after the warm-up "
        + "thousand (\(WindowBenchmarks.format(warmUp))), \(megabytes(readings.last!)) after "
        + "\(thousands) more (median \(WindowBenchmarks.format(sorted[sorted.count / 2])) a "
        + "thousand)")
    let first = kindReadings[1]
    let last = kindReadings.last!
    print(
      "  of which, after the warm-up and at the end: heap and other private memory "
        + "\(megabytes(first.anonymous)) → \(megabytes(last.anonymous)), mapped files "
        + "\(megabytes(first.files)) → \(megabytes(last.files)), shared memory "
        + "\(megabytes(first.shared)) → \(megabytes(last.shared))")
    print(
      "  growth per thousand: " + steps.joined(separator: ", ") + "; over the \(thousands) "
        + "thousands: \(megabytes(growth)) (target: < \(megabytes(targetBytes))) — "
        + WindowBenchmarks.verdict(growth < targetBytes))
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }
}
