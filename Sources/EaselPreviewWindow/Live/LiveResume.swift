import EaselPreview
import EaselX11
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What happens when previewed code crashes after its first frame (a tap that reaches a trap,
/// which the trial frame of `LiveProbe` cannot see): the host starts itself again in place
/// (`execve` from the signal handler, the same process), reads what it had written down — the
/// preview, device, orientation, scheme, text size, the window's place and the libraries of
/// the last good builds — and opens the window where it was, on the same build, with the
/// runtime's message in the error panel. The view's state is lost; the watch goes on.
@MainActor
enum LiveResume {
  /// Set in the environment of a host started again: the file it wrote down.
  static let variable = "EASEL_LIVE_RESUME"

  /// What the host writes down as it runs.
  struct State: Codable, Equatable {
    var preview: Int
    var device: String
    var freeSize: [Double]?
    var landscape: Bool
    var dark: Bool
    var textSize: String
    var frame: [Double]
    /// Each module's last good library, in the order they were built.
    var libraries: [[String]]
    var buildNumber: Int
    var shownBuild: Int
  }

  /// What a host started again finds.
  struct Resumed {
    var state: State
    /// What the crashed process wrote to standard error last.
    var log: String
  }

  /// The state file and the crash log of this process.
  private static var stateURL: URL?
  private static var lastSaved: State?

  /// The state a crashed host left for this one, if this one is its restart; the environment
  /// variable is removed, so a later crash starts again from what this one writes down.
  static func take() -> Resumed? {
    guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
    unsetenv(variable)
    let url = URL(fileURLWithPath: path)
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: logURL(for: url))
    }
    guard let data = try? Data(contentsOf: url),
      let state = try? JSONDecoder().decode(State.self, from: data)
    else { return nil }
    let log = (try? String(contentsOf: logURL(for: url), encoding: .utf8)) ?? ""
    return Resumed(state: state, log: log)
  }

  /// The message of a crash in `log`: the runtime's `Fatal error: …` line, or the last line.
  static func message(in log: String) -> String {
    let lines = log.split(separator: "\n").map(String.init)
    let line =
      lines.last { $0.contains("Fatal error") } ?? lines.last { !$0.isEmpty }
      ?? "the preview crashed"
    if let fatal = line.range(of: "Fatal error:") { return String(line[fatal.lowerBound...]) }
    return line
  }

  /// Writes `state` down when it changed since the last time.
  static func save(_ state: State) {
    guard let stateURL, state != lastSaved else { return }
    lastSaved = state
    if let data = try? JSONEncoder().encode(state) {
      try? data.write(to: stateURL, options: .atomic)
    }
  }

  /// From now on, a crash of this process starts it again with what `save` wrote down in
  /// `folder`. Standard error goes through a pipe whose last 8 KB are kept for the crash's
  /// message (and passed on to the terminal as they come).
  static func install(folder: URL) {
    guard stateURL == nil else { return }
    let url = folder.appendingPathComponent("resume.json")
    stateURL = url
    resumeLog = strdup(logURL(for: url).path)
    // The same program, arguments and environment, and the state file's path.
    let program =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    resumeProgram = strdup(program)
    let arguments = [program] + CommandLine.arguments.dropFirst()
    resumeArguments = pointerArray(arguments)
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = url.path
    resumeEnvironment = pointerArray(environment.map { "\($0.key)=\($0.value)" })
    teeStandardError()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = resumeAfterCrash
    action.sa_flags = Int32(SA_NODEFER) | Int32(bitPattern: UInt32(SA_RESETHAND))
    sigemptyset(&action.sa_mask)
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
      sigaction(signal, &action, nil)
    }
  }

  /// The crash log beside the state file.
  static func logURL(for state: URL) -> URL {
    state.deletingPathExtension().appendingPathExtension("log")
  }

  /// A C array of C strings, ending with a null pointer (never freed: the handler needs it).
  private static func pointerArray(_ strings: [String]) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
  > {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { array[index] = strdup(string) }
    array[strings.count] = nil
    return array
  }

  /// Puts a pipe in place of standard error; a thread passes what comes on to the terminal
  /// and keeps the last bytes in `resumeRing`. The thread and the crash handler take turns
  /// through `resumeTurn`, so bytes the thread has read are kept before the handler looks.
  private static func teeStandardError() {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    let terminal = dup(2)
    guard terminal >= 0, dup2(fds[1], 2) >= 0 else { return }
    resumeTerminal = terminal
    close(fds[1])
    resumePipe = fds[0]
    let source = fds[0]
    _ = fcntl(source, F_SETFL, fcntl(source, F_GETFL) | O_NONBLOCK)
    resumeRing = UnsafeMutablePointer<UInt8>.allocate(capacity: ringCapacity)
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      var ready = pollfd(fd: source, events: Int16(POLLIN), revents: 0)
      while true {
        if poll(&ready, 1, -1) < 0 {
          if errno == EINTR { continue }
          return
        }
        // The handler has taken its turn for good: the process is starting again.
        guard
          resumeTurn.compareExchange(expected: .idle, desired: .tee, ordering: .acquiring)
            .exchanged
        else { return }
        let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
        let failure = errno
        if count > 0 {
          buffer.withUnsafeBytes {
            keep($0.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            _ = write(terminal, $0.baseAddress, count)
          }
        }
        resumeTurn.store(.idle, ordering: .releasing)
        if count == 0 || (count < 0 && failure != EAGAIN && failure != EINTR) { return }
      }
    }
    thread.start()
  }
}

/// Whose turn it is to read standard error's pipe and keep what comes: the tee thread's, or
/// (once and for good) the crash handler's.
private enum TeeTurn: Int, AtomicRepresentable {
  /// Nobody reads.
  case idle
  /// The tee thread reads, keeps and passes on one chunk.
  case tee
  /// The crash handler drains the pipe; the thread stops.
  case handler
}

// The handler's world: set up once by `install`, read in the signal handler without
// allocating or locking.
private let ringCapacity = 8192
nonisolated(unsafe) private var resumeRing: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var resumeRingCount = 0
private let resumeTurn = Atomic<TeeTurn>(.idle)
nonisolated(unsafe) private var resumePipe: Int32 = -1
nonisolated(unsafe) private var resumeTerminal: Int32 = -1
nonisolated(unsafe) private var resumeLog: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var resumeProgram: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var resumeArguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
nonisolated(unsafe) private var resumeEnvironment:
  UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

/// Appends `count` bytes to the ring of standard error's last bytes.
private func keep(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
  guard let ring = resumeRing else { return }
  for index in 0..<count {
    ring[resumeRingCount % ringCapacity] = bytes[index]
    resumeRingCount += 1
  }
}

/// Saves standard error's last bytes (the runtime's message) and starts the host again.
private func resumeAfterCrash(_ signal: Int32) {
  // What the runtime wrote just before the trap may still be in the pipe, or in the tee
  // thread's hands: wait (a second at most) for the thread to keep what it holds.
  var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
  for _ in 0..<1000 {
    if resumeTurn.compareExchange(expected: .idle, desired: .handler, ordering: .acquiring)
      .exchanged
    {
      break
    }
    nanosleep(&pause, nil)
  }
  if resumePipe >= 0 {
    var byte: UInt8 = 0
    while read(resumePipe, &byte, 1) == 1 { withUnsafePointer(to: &byte) { keep($0, 1) } }
  }
  if let log = resumeLog, let ring = resumeRing {
    let file = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if file >= 0 {
      let count = min(resumeRingCount, ringCapacity)
      let start = resumeRingCount - count
      for index in start..<resumeRingCount {
        _ = write(file, ring + (index % ringCapacity), 1)
      }
      close(file)
    }
  }
  // The new process gets the terminal back as standard error, and none of this one's other
  // descriptors: the X connection closes, and the crashed window with it.
  if resumeTerminal >= 0 { dup2(resumeTerminal, 2) }
  for descriptor in Int32(3)..<4096 { close(descriptor) }
  if let program = resumeProgram, let arguments = resumeArguments,
    let environment = resumeEnvironment
  {
    execve(program, arguments, environment)
  }
  _exit(128 + signal)
}
