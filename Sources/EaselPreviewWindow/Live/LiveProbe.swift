import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tries a new build before the window shows it: a forked copy of the host process puts the
/// build in and draws one frame off screen. A trap or crash in the previewed code (an index out
/// of range in `body`) ends the copy, not the window; its message and stack come back through
/// a pipe for the error panel.
@MainActor
enum LiveProbe {
  /// What the copy reported.
  enum Outcome: Equatable {
    /// It drew the frame.
    case drew
    /// It crashed: the runtime's message and the stack.
    case crashed(message: String, stack: [String])
    /// It did not finish in time (a body that never returns): the build is not shown.
    case timedOut
  }

  /// How long the copy may take.
  static let timeout: Double = 10

  /// Runs `draw` in a forked copy of this process and reports how it ended.
  static func run(_ draw: () -> Void) -> Outcome {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return .drew }
    FileHandle.standardOutput.synchronizeFile()
    let pid = fork()
    if pid == 0 {
      close(fds[0])
      dup2(fds[1], 2)
      for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
        Glibc.signal(signal, crashHandler)
      }
      draw()
      _exit(0)
    }
    close(fds[1])
    guard pid > 0 else {
      close(fds[0])
      return .drew
    }
    let (output, ended) = read(fds[0], until: Date().addingTimeInterval(timeout))
    close(fds[0])
    var status: Int32 = 0
    guard ended else {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
      return .timedOut
    }
    // The output ended: the copy is exiting, or has.
    waitpid(pid, &status, 0)
    let exitStatus = (status >> 8) & 0xff
    let signalled = status & 0x7f != 0
    if !signalled && exitStatus == 0 { return .drew }
    return crash(from: output)
  }

  /// The message and demangled stack in a crashed copy's output.
  static func crash(from output: String) -> Outcome {
    let lines = output.split(separator: "\n").map(String.init)
    let message =
      lines.first { $0.contains("Fatal error") || $0.contains("fatal error") }
      ?? lines.first { !$0.hasPrefix("frame ") } ?? "the preview crashed"
    let stack = lines.filter { $0.hasPrefix("frame ") }.map { shortName(String($0.dropFirst(6))) }
      .filter { !$0.hasPrefix("Swift._assertionFailure") && !$0.hasPrefix("Swift._fatalError") }
    // "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range": the runtime's
    // own file and line say less than the stack, and would push the message out of the panel.
    var shown = message.trimmingCharacters(in: .whitespaces)
    if let fatal = shown.range(of: "Fatal error:") { shown = String(shown[fatal.lowerBound...]) }
    return .crashed(message: shown, stack: stack)
  }

  /// A demangled symbol without its parameters and result: `Easel.ViewNode.evaluate`.
  static func shortName(_ symbol: String) -> String {
    var end = symbol.endIndex
    for marker in ["(", " : ", " -> ", "<"] {
      if let range = symbol.range(of: marker), range.lowerBound < end { end = range.lowerBound }
    }
    let name = symbol[..<end].trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? symbol : name
  }

  /// Reads `descriptor` until its end or `deadline`; says whether it reached the end.
  private static func read(_ descriptor: Int32, until deadline: Date) -> (String, Bool) {
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var ended = false
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        break
      }
      data += buffer[0..<count]
    }
    return (String(decoding: data, as: UTF8.self), ended)
  }
}

/// Writes the crashing copy's stack, one `frame SYMBOL` line per frame, demangled, and ends it.
private func crashHandler(_ signal: Int32) {
  var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 64)
  let count = captureBacktrace(&frames, 64)
  let names: [String] = (0..<Int(count)).map { index in
    var info = SymbolInfo()
    guard let address = frames[index], symbolInfo(address, &info) != 0,
      let symbol = info.symbolName
    else { return "?" }
    return demangle(String(cString: symbol))
  }
  // Skip this handler and the signal's trampoline.
  var text = ""
  for name in names.dropFirst(2) where name != "?" {
    text += "frame \(name)\n"
  }
  _ = text.withCString { write(2, $0, strlen($0)) }
  _exit(128 + signal)
}

/// glibc's `Dl_info` (`dlfcn.h` declares it only with `_GNU_SOURCE`).
private struct SymbolInfo {
  var fileName: UnsafePointer<CChar>?
  var fileBase: UnsafeMutableRawPointer?
  var symbolName: UnsafePointer<CChar>?
  var symbolAddress: UnsafeMutableRawPointer?
}

@_silgen_name("dladdr")
private func symbolInfo(_ address: UnsafeRawPointer, _ info: UnsafeMutablePointer<SymbolInfo>)
  -> Int32

@_silgen_name("backtrace")
private func captureBacktrace(
  _ buffer: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ size: Int32
) -> Int32

@_silgen_name("swift_demangle")
private func swiftDemangle(
  _ mangled: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
  _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// `name` demangled when it is a Swift symbol.
private func demangle(_ name: String) -> String {
  guard let pointer = name.withCString({ swiftDemangle($0, strlen($0), nil, nil, 0) }) else {
    return name
  }
  defer { free(pointer) }
  return String(cString: pointer)
}
