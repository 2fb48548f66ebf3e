import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program started by a test or a benchmark (an X server, an `easel preview` window), with
/// its standard output read line by line and waited on with timeouts, never for a fixed time.
///
/// Started with `posix_spawn` and a cleared signal mask: test runners block signals on their
/// threads, and a child that inherited that mask would ignore SIGTERM.
public final class ChildProcess: @unchecked Sendable {
  /// The child's process identifier.
  public let pid: pid_t
  private let outputFD: Int32
  private var buffer: [UInt8] = []
  private let exited = DispatchSemaphore(value: 0)
  private let statusLock = NSLock()
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments`, adding `environment` to this process's own.
  public init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
  {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw HarnessError("pipe() failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])

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
    self.outputFD = fds[0]
    let child = pid
    Thread.detachNewThread { [self] in
      var raw: Int32 = 0
      while waitpid(child, &raw, 0) == -1 && errno == EINTR {}
      let code = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
      statusLock.withLock { exitStatus = code }
      exited.signal()
    }
  }

  deinit { close(outputFD) }

  /// Reads lines until one satisfies `predicate`, waiting at most `timeout` seconds in all.
  /// Returns the line, or `nil` at the end of output or when the time is up.
  public func waitForLine(timeout: TimeInterval, where predicate: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        if predicate(line) { return line }
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var descriptor = pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(outputFD, &chunk, chunk.count)
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
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
