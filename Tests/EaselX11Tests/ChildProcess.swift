import Foundation

/// A program started by a test, with its standard output read line by line and waited on
/// with timeouts: the tests never sleep for a fixed time.
final class ChildProcess: @unchecked Sendable {
  let process = Process()
  private let output = Pipe()
  private var buffer = Data()
  private let exited = DispatchSemaphore(value: 0)

  /// Starts `executable` with `arguments`, adding `environment` to this process's own.
  init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = output
    process.standardError = FileHandle.standardError
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
  }

  /// Reads lines until one satisfies `predicate`, waiting at most `timeout` seconds in all.
  /// Returns the line, or `nil` at the end of output or when the time is up.
  func waitForLine(timeout: TimeInterval, where predicate: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    let fd = output.fileHandleForReading.fileDescriptor
    while true {
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        if predicate(line) { return line }
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(remaining * 1000))
      guard ready > 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(fd, &chunk, chunk.count)
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  /// Waits at most `timeout` seconds for the process to exit; returns its status, or `nil`.
  func waitForExit(timeout: TimeInterval) -> Int32? {
    guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
    exited.signal()
    return process.terminationStatus
  }

  /// Ends the process if it still runs and waits for it.
  func stop() {
    if process.isRunning { process.terminate() }
    if waitForExit(timeout: 10) == nil {
      kill(process.processIdentifier, SIGKILL)
      _ = waitForExit(timeout: 10)
    }
  }
}
