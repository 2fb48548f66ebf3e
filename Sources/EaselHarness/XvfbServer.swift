import CX11
import Foundation

/// A private Xvfb server on a free display, found with `-displayfd`, for the window tests and
/// the window benchmarks.
public final class XvfbServer {
  /// The server's process.
  public let child: ChildProcess
  /// The display name, such as `:42`.
  public let displayName: String

  /// Starts Xvfb with a 24-bit screen of `width`×`height` pixels and waits until it accepts
  /// connections.
  public init(width: Int = 1024, height: Int = 768) throws {
    guard let xvfb = XvfbServer.find("Xvfb") else {
      throw HarnessError("Xvfb is not installed; `make deps` installs it (package xvfb)")
    }
    // -displayfd 1: Xvfb picks a free display and writes its number to our stdout pipe once
    // it is ready for clients.
    child = try ChildProcess(
      xvfb,
      ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"])
    guard let line = child.waitForLine(timeout: 30, where: { Int($0) != nil }) else {
      child.stop()
      throw HarnessError("Xvfb did not report a display within 30 s")
    }
    displayName = ":" + line
  }

  /// Stops the server.
  public func stop() { child.stop() }

  /// Finds an executable on `$PATH`.
  public static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}

/// A failure in the set-up of a window test or benchmark, with a message that says what to do.
public struct HarnessError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
  /// An error with `description`.
  public init(_ description: String) { self.description = description }
}
