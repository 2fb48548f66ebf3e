import EaselCairo
import Foundation

/// Long use of a window, for the soak test and `make soak` (issue 21): the same round of taps,
/// drags and wheel turns is played through XTest again and again for a given time, with the
/// animations they start running, every action drawn before the next. Resident memory is read
/// at the end of the warm-up and every tenth of the time after it; the window's handshake
/// gives the longest frame after its first.
@MainActor
public struct WindowSoak {
  /// One thing a finger does, in window pixels.
  public enum Action: Sendable {
    /// A press and a release.
    case tap(x: Int, y: Int)
    /// A press at `from`, moves through `path` (each drawn before the next), and a release
    /// at the last point.
    case drag(from: (x: Int, y: Int), path: [(x: Int, y: Int)])
    /// Wheel notches where the pointer is: negative scrolls up.
    case wheel(x: Int, y: Int, notches: Int)
  }

  /// What a soak measured.
  public struct Report: Sendable {
    /// Whole rounds played.
    public var rounds = 0
    /// The time the soak ran, in seconds.
    public var seconds = 0.0
    /// Resident memory readings: seconds since the start and bytes.
    public var samples: [(seconds: Double, bytes: Int)] = []
    /// Resident memory at the end of the warm-up and at the end.
    public var warmBytes = 0
    public var endBytes = 0
    /// The last frame's number and the longest time a frame after the first took.
    public var frames = 0
    public var longestFrameMicroseconds = 0
    /// When the longest frame came to light: the round (from 1) and the action in it (from 0)
    /// whose handshake first showed it, and the seconds since the start; an action equal to
    /// the round's length is the settling at the end. `nil` when no frame after the first
    /// was drawn.
    public var longestFrameAt: (round: Int, action: Int, seconds: Double)?
    /// Where the longest frame spent its time, as the window published it at the end.
    public var longestFrame: FrameTimings?

    /// Growth of resident memory after the warm-up, in bytes.
    public var growth: Int { endBytes - warmBytes }

    /// The figures: a line, and one more for where the longest frame spent its time.
    public var summary: String {
      let readings = samples.map {
        String(format: "%.0f s %.1f MB", $0.seconds, Double($0.bytes) / 1_048_576)
      }
      return "\(rounds) rounds in \(String(format: "%.0f", seconds)) s, \(frames) frames; "
        + "resident memory " + readings.joined(separator: ", ")
        + String(
          format: "; growth after the warm-up %.2f MB; the longest frame after the first %.1f ms",
          Double(growth) / 1_048_576, Double(longestFrameMicroseconds) / 1000)
        + (longestFrameAt.map {
          String(format: " (round %d, action %d, at %.1f s)", $0.round, $0.action, $0.seconds)
        } ?? "")
        + (longestFrame.map { "\n  the longest " + $0.summary } ?? "")
    }
  }

  /// A round on the gallery (`Assets/Specs/Gallery.json`) at free size 441 × 920, where window
  /// points are the canvas's (positions from the window's accessibility dump, key `A`): the
  /// like button, the toggle, the counting button, a turn of the dial, the draggable circle
  /// pulled and let go (it springs back), two of the picker's chips twice, the concentric
  /// button, and the page scrolled down and back past its top.
  public static let galleryRound: [Action] = {
    let dial = (0...12).map { step -> (x: Int, y: Int) in
      let angle = Double(step) / 12 * 2 * Double.pi
      return (80 + Int(45 * cos(angle)), 255 + Int(45 * sin(angle)))
    }
    return [
      .tap(x: 51, y: 85),
      .tap(x: 137, y: 85),
      .tap(x: 99, y: 155),
      .drag(from: (125, 255), path: dial),
      .drag(from: (70, 384), path: [(90, 384), (140, 400), (200, 420), (240, 380)]),
      .tap(x: 74, y: 526),
      .tap(x: 143, y: 526),
      .tap(x: 74, y: 526),
      .tap(x: 143, y: 526),
      .tap(x: 220, y: 694),
      .wheel(x: 220, y: 600, notches: 4),
      .wheel(x: 220, y: 600, notches: -12),
    ]
  }()

  /// The driver on the window, and the process that shows it (for its resident memory).
  public let driver: WindowDriver
  public let process: ChildProcess
  /// The round played over and over.
  public var round = WindowSoak.galleryRound

  /// A soak of `process`'s window through `driver`.
  public init(driver: WindowDriver, process: ChildProcess) {
    self.driver = driver
    self.process = process
  }

  /// Plays rounds for `seconds`, reading memory after `warmUp` seconds and every tenth of
  /// the time after; at the end the window must answer a sync within a second.
  public func run(seconds: Double, warmUp: Double) throws -> Report {
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> Double {
      let time = clock.now - start
      return Double(time.components.seconds) + Double(time.components.attoseconds) * 1e-18
    }
    /// Resident memory at rest: once animations have finished and the idle window has
    /// returned its free memory, as it does whenever it stops drawing.
    func resident() throws -> Int {
      try driver.settleAndRest()
      guard let bytes = process.residentBytes else {
        throw HarnessError("cannot read /proc/\(process.pid)/status: the window's process ended")
      }
      return bytes
    }
    var report = Report()
    var warm: Int?
    while elapsed() < seconds {
      for (index, action) in round.enumerated() {
        // The handshake after each action carries the longest frame so far: when it grows,
        // this action's frames hold the new longest.
        let longest = try perform(action).longestFrameMicroseconds
        if longest > report.longestFrameMicroseconds {
          report.longestFrameMicroseconds = longest
          report.longestFrameAt = (report.rounds + 1, index, elapsed())
        }
      }
      report.rounds += 1
      if warm == nil, elapsed() >= warmUp {
        let bytes = try resident()
        warm = bytes
        report.samples.append((elapsed(), bytes))
      } else if let last = report.samples.last, elapsed() - last.seconds >= seconds / 10 {
        report.samples.append((elapsed(), try resident()))
      }
    }
    report.endBytes = try resident()
    report.warmBytes = warm ?? report.endBytes
    report.seconds = elapsed()
    let state = try driver.sync(timeout: 1)
    report.frames = state.frame
    if state.longestFrameMicroseconds > report.longestFrameMicroseconds {
      report.longestFrameAt = (report.rounds, round.count, elapsed())
    }
    report.longestFrameMicroseconds = state.longestFrameMicroseconds
    report.longestFrame = state.longestFrame
    return report
  }

  /// Sends `action` and waits for the frame that shows it; returns that frame's handshake.
  private func perform(_ action: Action) throws -> WindowDriver.Presented {
    switch action {
    case .tap(let x, let y):
      driver.tap(at: x, y)
    case .drag(let from, let path):
      driver.move(to: from.x, from.y)
      driver.button(down: true)
      for point in path {
        driver.move(to: point.x, point.y)
        try driver.sync()
      }
      driver.button(down: false)
    case .wheel(let x, let y, let notches):
      driver.move(to: x, y)
      driver.wheel(notches)
    }
    return try driver.sync()
  }
}
