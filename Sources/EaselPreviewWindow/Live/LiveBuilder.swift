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

  /// The frontend commands the driver planned, by the driver's arguments.
  let frontend = FrontendCommands()

  /// Compiles `sources` into the object `object`, as one whole module: with the frontend
  /// command the driver planned for the same sources the first time (`swiftc -###`), without
  /// the driver after that.
  func compile(_ sources: [URL], to object: URL) -> Step {
    let driver =
      [swiftc] + compileFlags + ["-c", "-wmo", "-num-threads", "0"] + sources.map(\.path)
    if let command = frontend.command(for: driver, object: object.path) {
      return Self.run(command)
    }
    return Self.run(driver + ["-o", object.path])
  }

  /// Links `object` into the shared library `library`: with the system linker directly when
  /// `linker` is known (no driver, no clang: a few milliseconds), else through `swiftc`.
  func link(_ object: URL, to library: URL, with linker: DirectLinker? = nil) -> Step {
    if let linker {
      return Self.run(
        linker.arguments(linking: [object.path] + [recordsObject].compactMap { $0 }, to: library))
    }
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

/// The system linker's own command for a live library, found once from the toolchain: the C
/// runtime's start and end objects, Swift's `swiftrt.o` (which registers the library's
/// metadata with the runtime) and the objects, `-shared -Bsymbolic`. The library names no
/// other library: every symbol it does not define — Swift's runtime, Foundation, Easel — is
/// already in the host that loads it.
struct DirectLinker: Sendable {
  /// The linker.
  let linker: String
  /// The objects before and after the library's own.
  let leading: [String]
  let trailing: [String]

  /// The linker for libraries of `target` built with `swiftc`'s toolchain; `nil` when a piece
  /// is missing (the build then links through `swiftc`).
  static func find(swiftc: String, target: String) -> DirectLinker? {
    let manager = FileManager.default
    guard let linker = ["/usr/bin/ld.gold", "/usr/bin/ld"].first(where: manager.isExecutableFile)
    else { return nil }
    let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
    let architecture = target.split(separator: "-").first.map(String.init) ?? "x86_64"
    let swiftrt = bin.deletingLastPathComponent()
      .appendingPathComponent("lib/swift/linux/\(architecture)/swiftrt.o").path
    let clang = bin.appendingPathComponent("clang").path
    var found: [String: String] = [:]
    for name in ["crti.o", "crtbeginS.o", "crtendS.o", "crtn.o"] {
      let step = LiveBuilder.run([clang, "-print-file-name=\(name)"])
      let path = step.output.trimmingCharacters(in: .whitespacesAndNewlines)
      guard step.succeeded, path.hasPrefix("/"), manager.fileExists(atPath: path) else {
        return nil
      }
      found[name] = path
    }
    guard manager.fileExists(atPath: swiftrt), let crti = found["crti.o"],
      let begin = found["crtbeginS.o"], let end = found["crtendS.o"], let crtn = found["crtn.o"]
    else { return nil }
    return DirectLinker(linker: linker, leading: [crti, begin, swiftrt], trailing: [end, crtn])
  }

  /// The command that links `objects` into `library`.
  func arguments(linking objects: [String], to library: URL) -> [String] {
    [linker, "--hash-style=gnu", "--eh-frame-hdr", "-shared", "-Bsymbolic", "-o", library.path]
      + leading + objects + trailing
  }
}

/// The `swift-frontend` commands `swiftc` plans for whole-module compiles, asked for once per
/// list of arguments (`-###`) and reused: each save then starts the frontend alone, not the
/// driver first. A plan of more than one job, or one that is not the frontend, is not kept.
final class FrontendCommands: @unchecked Sendable {
  private let lock = NSLock()
  /// The planned command and the object path it was planned with, by the driver's arguments
  /// (without the object); `nil` when the plan is not one frontend job.
  private var planned: [[String]: (command: [String], object: String)?] = [:]

  /// The frontend command for `driver` writing `object`, planned now if it was not before.
  func command(for driver: [String], object: String) -> [String]? {
    lock.lock()
    defer { lock.unlock() }
    if planned[driver] == nil {
      let plan = LiveBuilder.run(driver + ["-o", object, "-###"])
      let lines = plan.output.split(separator: "\n").filter { !$0.isEmpty }
      if plan.succeeded, lines.count == 1, let words = Self.words(of: String(lines[0])),
        words.first?.hasSuffix("/swift-frontend") == true
      {
        planned[driver] = .some((words, object))
      } else {
        planned[driver] = .some(nil)
      }
    }
    guard let found = planned[driver], let found else { return nil }
    return found.command.map { $0 == found.object ? object : $0 }
  }

  /// The words of a command line as the driver prints it (shell quoting: single quotes,
  /// double quotes, backslashes); `nil` when a quote is not closed.
  static func words(of line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
