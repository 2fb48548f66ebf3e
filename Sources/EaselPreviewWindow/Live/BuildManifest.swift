import Foundation

/// The build SwiftPM planned for a package, read from the manifest it leaves in its build
/// folder (`.build/debug.yaml`): each command's inputs, outputs and arguments. The live preview
/// compiles and links with the very arguments SwiftPM used, without SwiftPM's planning.
struct BuildManifest {
  /// One command of the manifest.
  struct Command {
    /// The command's name (`C.StarRating-x86_64-unknown-linux-gnu-debug.module`).
    var name: String
    var inputs: [String] = []
    var outputs: [String] = []
    /// The program and its arguments; empty for a command that runs no program.
    var arguments: [String] = []
  }

  /// The manifest's file.
  let url: URL
  /// Its commands by name.
  let commands: [String: Command]

  /// Reads the manifest at `url`.
  init(contentsOf url: URL) throws {
    self.url = url
    let text = try String(contentsOf: url, encoding: .utf8)
    var commands: [String: Command] = [:]
    var current: Command?
    var inCommands = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { continue }
      if !line.hasPrefix(" ") {
        if let current { commands[current.name] = current }
        current = nil
        inCommands = line.hasPrefix("commands:")
        continue
      }
      guard inCommands else { continue }
      // `  "NAME":` opens a command; `    key: [JSON array]` fills it.
      if line.hasPrefix("  \""), !line.hasPrefix("   ") {
        if let current { commands[current.name] = current }
        let name = line.dropFirst(3).prefix { $0 != "\"" }
        current = Command(name: String(name))
        continue
      }
      let trimmed = line.drop { $0 == " " }
      for key in ["inputs", "outputs", "args"] where trimmed.hasPrefix(key + ": [") {
        let json = trimmed.dropFirst(key.count + 2)
        guard
          let values = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        else { continue }
        switch key {
        case "inputs": current?.inputs = values
        case "outputs": current?.outputs = values
        default: current?.arguments = values
        }
      }
    }
    if let current { commands[current.name] = current }
    self.commands = commands
  }

  /// The manifest of the build that made the executable at `executable`
  /// (`<scratch>/<triple>/debug/easel-stars` was planned in `<scratch>/debug.yaml`).
  static func url(forExecutable executable: URL) -> URL {
    let bin = executable.deletingLastPathComponent()
    let configuration = bin.lastPathComponent
    return bin.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(configuration + ".yaml")
  }

  /// The command that links `executable`.
  func linkCommand(for executable: URL) -> Command? {
    let path = executable.standardizedFileURL.path
    return commands.values.first { $0.name.hasSuffix(".exe") && $0.outputs.contains(path) }
  }

  /// The command that compiles the Swift module `module`.
  func moduleCommand(_ module: String) -> Command? { swiftModules[module] }

  /// Every Swift module the manifest compiles, by name.
  var swiftModules: [String: Command] {
    var modules: [String: Command] = [:]
    for command in commands.values where command.name.hasSuffix(".module") {
      if let name = Self.value(after: "-module-name", in: command.arguments),
        command.arguments.contains("-emit-module")
      {
        modules[name] = command
      }
    }
    return modules
  }

  /// The modules of the executables the manifest links.
  var executableModules: Set<String> {
    Set(commands.values.filter { $0.name.hasSuffix(".exe") }.compactMap(Self.executableModule))
  }

  /// The module whose code starts the executable `link` links: the one its `main` is defined
  /// as (`--defsym main=EaselCLI_main`: the product `easel` of the target `EaselCLI`), else
  /// the module the link is named for.
  static func executableModule(of link: Command) -> String? {
    if let main = link.arguments.first(where: { $0.hasPrefix("main=") && $0.hasSuffix("_main") }) {
      return String(main.dropFirst("main=".count).dropLast("_main".count))
    }
    return value(after: "-module-name", in: link.arguments)
  }

  /// `module` and every Swift module it depends on, directly or not (a module's command reads
  /// the `.swiftmodule` of each module it imports).
  func dependencyClosure(of module: String) -> Set<String> {
    let modules = swiftModules
    var found: Set<String> = []
    var pending = [module]
    while let next = pending.popLast() {
      guard found.insert(next).inserted, let command = modules[next] else { continue }
      for input in command.inputs where input.hasSuffix(".swiftmodule") {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        if !found.contains(name) { pending.append(name) }
      }
    }
    return found
  }

  /// The argument after `flag`, if any.
  static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}
