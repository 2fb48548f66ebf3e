import Foundation

extension ChildProcess {
  /// What the process is doing now, for the message of a test or benchmark that waited on it
  /// in vain: whether it still runs, where each of its threads waits in the kernel, and their
  /// stacks when gdb is installed (read for at most `timeout` seconds).
  public func diagnosis(timeout: TimeInterval = 20) -> String {
    if let status = waitForExit(timeout: 0) {
      return "process \(pid) has exited (status \(status))"
    }
    var lines = ["process \(pid)"]
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    lines += status.split(separator: "\n").filter { $0.hasPrefix("State:") }.map(String.init)
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for task in tasks.sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
      let folder = "/proc/\(pid)/task/\(task)"
      let name = (try? String(contentsOfFile: "\(folder)/comm", encoding: .utf8)) ?? "?"
      let channel = (try? String(contentsOfFile: "\(folder)/wchan", encoding: .utf8)) ?? "?"
      lines.append(
        "thread \(task) (\(name.trimmingCharacters(in: .whitespacesAndNewlines))) waits in "
          + (channel == "0" ? "nothing (running)" : channel))
    }
    guard let gdb = XvfbServer.find("gdb"),
      let debugger = try? ChildProcess(
        gdb, ["-batch", "-nx", "-p", "\(pid)", "-ex", "thread apply all backtrace 24"])
    else { return lines.joined(separator: "\n") }
    defer { debugger.stop() }
    _ = debugger.waitForLine(timeout: timeout) { line in
      if line.hasPrefix("#") || line.hasPrefix("Thread ") { lines.append(line) }
      return false
    }
    return lines.joined(separator: "\n")
  }
}
