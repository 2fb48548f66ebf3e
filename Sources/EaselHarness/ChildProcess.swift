import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program started by a test or a benchmark (an X server, an `easel preview` window), with
/// its standard output read line by line and waited on with timeouts, never for a fixed time.
///
/// Started with `posix_spawn` and a cleared signal mask: test runners block signals on their
/// threads, and a child that inherited that mask would ignore SIGTERM.
///
/// The child's output is read on a thread of its own as it comes, so a child that writes a lot
/// (a window printing its accessibility elements again and again) never blocks on a full pipe
/// while its caller is busy elsewhere; `waitForLine` reads what that thread kept.
public final class ChildProcess: @unchecked Sendable {
  /// The child's process identifier.
  public let pid: pid_t
  /// The output read so far and not yet taken by `waitForLine`, from `outputStart` on, and
  /// whether the output has ended; guarded by `output`.
  private var buffer: [UInt8] = []
  private var outputStart = 0
  private var outputEnded = false
  private let output = NSCondition()
  private let exited = DispatchSemaphore(value: 0)
  private let statusLock = NSLock()
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments`, adding `environment` to this process's own, in
  /// `currentDirectory` (this process's own when `nil`).
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    currentDirectory: URL? = nil
  ) throws {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw HarnessError("pipe() failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    if let currentDirectory {
      guard Self.addChangeDirectory(&actions, currentDirectory.path) else {
        close(fds[0])
        close(fds[1])
        throw HarnessError(
          "cannot start \(executable.lastPathComponent) in \(currentDirectory.path): this C "
            + "library has no posix_spawn_file_actions_addchdir_np (glibc 2.29 or later has)")
      }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    close(fds[1])
    guard status == 0 else {
      close(fds[0])
      throw HarnessError("could not start \(executable.path): error \(status)")
    }
    self.pid = pid
    let child = pid
    let outputFD = fds[0]
    Thread.detachNewThread { [self] in
      var raw: Int32 = 0
      while waitpid(child, &raw, 0) == -1 && errno == EINTR {}
      let code = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
      statusLock.withLock { exitStatus = code }
      exited.signal()
    }
    Thread.detachNewThread { [self] in readOutput(from: outputFD) }
  }

  /// Reads the child's output until it ends (the child and every process it started that
  /// kept the pipe have closed it), keeping it for `waitForLine`.
  private func readOutput(from descriptor: Int32) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      output.lock()
      if count > 0 {
        // Drop what was taken before growing, so the buffer holds only what is waiting.
        if outputStart > 0, outputStart >= buffer.count / 2 {
          buffer.removeSubrange(..<outputStart)
          outputStart = 0
        }
        buffer.append(contentsOf: chunk[..<count])
      } else {
        outputEnded = true
      }
      output.broadcast()
      output.unlock()
      if count <= 0 { break }
    }
    close(descriptor)
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np`, which Swift's Glibc module does not
  /// export (it is a GNU extension), looked up by name.
  private static func addChangeDirectory(
    _ actions: inout posix_spawn_file_actions_t, _ path: String
  ) -> Bool {
    typealias AddChangeDirectory =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return false }
    let add = unsafeBitCast(symbol, to: AddChangeDirectory.self)
    return path.withCString { add(&actions, $0) } == 0
  }

  /// The child's resident memory (`VmRSS` in `/proc/PID/status`) in bytes, or `nil` once it
  /// has ended.
  public var residentBytes: Int? { statusBytes("VmRSS") }

  /// The child's resident memory in its three kinds (`RssAnon`, `RssFile` and `RssShmem` in
  /// `/proc/PID/status`): the heap and other private memory, mapped files (libraries, fonts),
  /// and shared memory (the image the window presents through); `nil` once it has ended.
  public var residentKinds: (anonymous: Int, files: Int, shared: Int)? {
    guard let anonymous = statusBytes("RssAnon"), let files = statusBytes("RssFile"),
      let shared = statusBytes("RssShmem")
    else { return nil }
    return (anonymous, files, shared)
  }

  /// A field of `/proc/PID/status` given in kB, in bytes.
  private func statusBytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    return nil
  }

  /// Reads lines until one satisfies `predicate`, waiting at most `timeout` seconds in all.
  /// Returns the line, or `nil` at the end of output or when the time is up. With a timeout
  /// of 0, looks only at the lines that have come already.
  public func waitForLine(timeout: TimeInterval, where predicate: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    output.lock()
    defer { output.unlock() }
    while true {
      while let newline = buffer[outputStart...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[outputStart..<newline], as: UTF8.self)
        outputStart = newline + 1
        if predicate(line) { return line }
      }
      if outputEnded { return nil }
      guard output.wait(until: deadline) else { return nil }
    }
  }

  /// Waits at most `timeout` seconds for the process to exit; returns its exit status (128 +
  /// the signal number when a signal ended it), or `nil` when it is still running.
  public func waitForExit(timeout: TimeInterval) -> Int32? {
    if let status = statusLock.withLock({ exitStatus }) { return status }
    guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
    exited.signal()
    return statusLock.withLock { exitStatus }
  }

  /// Ends the process with SIGTERM (SIGKILL if it lingers) and waits for it.
  public func stop() {
    guard waitForExit(timeout: 0) == nil else { return }
    kill(pid, SIGTERM)
    if waitForExit(timeout: 10) == nil {
      kill(pid, SIGKILL)
      _ = waitForExit(timeout: 10)
    }
  }
}
