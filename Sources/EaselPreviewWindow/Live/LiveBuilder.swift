import Foundation

/// Compiles one module of the watched package into a shared library, with the compiler and
/// flags SwiftPM used for it (read from its manifest), calling `swiftc` directly: no package
/// planning, one frontend for the whole module. The library is linked with `-Bsymbolic`, so
/// its code calls its own new functions, and leaves Easel's symbols to the host that loads it.
struct LiveBuilder: Sendable {
  /// What a step produced: whether it worked, the tool's output and how long it took.
  struct Step: Sendable {
    var succeeded: Bool
    var output: String
    var milliseconds: Double
  }

  /// The `swiftc` SwiftPM ran.
  let swiftc: String
  /// The compiler flags of the module, without SwiftPM's outputs, sources and incremental
  /// bookkeeping.
  let compileFlags: [String]
  /// The target triple.
  let target: String
  /// The object that finds a library's `#Preview` records (`easel_preview_records`).
  let recordsObject: String?

  /// The flags SwiftPM passed that make outputs, name sources or keep incremental state: the
  /// live build makes one object of its own instead.
  private static let droppedFlags: Set<String> = [
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
    "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g",
  ]
  private static let droppedFlagsWithValues: Set<String> = [
    "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
  ]

  /// A builder for `module` as `command` (SwiftPM's) compiled it; `linkInputs` are the
  /// executable's link inputs, where the records' object is found.
  init(command: BuildManifest.Command, linkInputs: [String]) {
    let arguments = command.arguments
    swiftc = arguments.first ?? "swiftc"
    var flags: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // A flag passed on to another tool keeps its value, whatever it is.
      if ["-Xcc", "-Xfrontend", "-Xlinker", "-Xllvm"].contains(argument), index < arguments.count {
        flags += [argument, arguments[index]]
        index += 1
        continue
      }
      if Self.droppedFlagsWithValues.contains(argument) {
        index += 1
        continue
      }
      if Self.droppedFlags.contains(argument) || argument.hasPrefix("@")
        || (argument.hasPrefix("-j") && Int(argument.dropFirst(2)) != nil)
      {
        continue
      }
      flags.append(argument)
    }
    compileFlags = flags
    target = BuildManifest.value(after: "-target", in: arguments) ?? ""
    recordsObject = linkInputs.first { $0.hasSuffix("/EaselPreviewRecords.c.o") }
  }

  /// Compiles `sources` into the object `object`, as one whole module.
  func compile(_ sources: [URL], to object: URL) -> Step {
    Self.run(
      [swiftc] + compileFlags + ["-c", "-wmo", "-num-threads", "0"] + sources.map(\.path)
        + ["-o", object.path])
  }

  /// Links `object` into the shared library `library`.
  func link(_ object: URL, to library: URL) -> Step {
    var arguments = [swiftc, "-emit-library", "-o", library.path, object.path]
    if let recordsObject { arguments.append(recordsObject) }
    if !target.isEmpty { arguments += ["-target", target] }
    arguments += ["-Xlinker", "-Bsymbolic"]
    return Self.run(arguments)
  }

  /// Runs `arguments` and waits, returning its output (standard output and error together).
  static func run(_ arguments: [String]) -> Step {
    let start = ContinuousClock.now
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return Step(
        succeeded: false, output: "could not run \(arguments[0]): \(error)", milliseconds: 0)
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    return Step(
      succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self),
      milliseconds: Double(elapsed.components.seconds) * 1000
        + Double(elapsed.components.attoseconds) / 1e15)
  }
}
