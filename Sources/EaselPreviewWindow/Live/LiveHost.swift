import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process that owns the live preview's window and loads each new build of the package's
/// modules: the package's own executable, linked once more from the objects SwiftPM made with
/// `--export-dynamic`, so that a loaded library finds Easel's symbols (one Easel, one set of
/// types, on both sides) in it. Linked when the executable is newer than it, then run in place
/// of this process.
enum LiveHost {
  /// Set in the host's environment; the executable it was linked from.
  static let executableVariable = "EASEL_LIVE_EXECUTABLE"

  /// The executable the host was linked from, when this process is the host.
  static var linkedFrom: URL? {
    ProcessInfo.processInfo.environment[executableVariable].map { URL(fileURLWithPath: $0) }
  }

  /// The folder of the live preview's products, beside the executable.
  static func folder(forExecutable executable: URL) -> URL {
    executable.deletingLastPathComponent().appendingPathComponent("easel-live")
  }

  /// Links the host of `executable` if it is missing or older, and runs it with this process's
  /// arguments in this process's place. Returns only by throwing.
  static func exec(executable: URL, manifest: BuildManifest) throws -> Never {
    guard let link = manifest.linkCommand(for: executable) else {
      throw LiveError("\(manifest.url.path) does not say how \(executable.path) was linked")
    }
    let folder = folder(forExecutable: executable)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let host = folder.appendingPathComponent(executable.lastPathComponent + "-host")
    if modified(host) < modified(executable) {
      var arguments = link.arguments
      let temporary = folder.appendingPathComponent(
        executable.lastPathComponent + "-host.\(getpid())")
      guard let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count else {
        throw LiveError("the link command of \(executable.path) names no output")
      }
      arguments[output + 1] = temporary.path
      arguments += ["-Xlinker", "--export-dynamic"]
      let step = LiveBuilder.run(arguments)
      guard step.succeeded else {
        throw LiveError("could not link the live host:\n" + step.output)
      }
      // Renamed into place: another watch starting at the same time sees a whole file.
      guard rename(temporary.path, host.path) == 0 else {
        throw LiveError("could not move the live host to \(host.path)")
      }
    }
    setenv(executableVariable, executable.path, 1)
    let arguments = [host.path] + CommandLine.arguments.dropFirst()
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    execv(host.path, &pointers)
    throw LiveError("could not run \(host.path): \(String(cString: strerror(errno)))")
  }

  /// When the file at `url` was last modified; the distant past when there is none.
  static func modified(_ url: URL) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}

/// A failure of the live preview to start or build.
struct LiveError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
