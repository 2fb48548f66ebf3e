import Foundation

/// A module of the watched package that the live preview rebuilds: its name, the command
/// SwiftPM compiled it with, and its source files in the watched package.
struct LiveModule {
  /// The module's name.
  let name: String
  /// SwiftPM's command that compiled it.
  let command: BuildManifest.Command
  /// Its Swift files in the package being watched.
  let sources: [URL]

  /// The package's own library modules, as the manifest compiled them, with their sources
  /// moved from the package the manifest was made for (`builtRoot`) to `root`: every Swift
  /// module whose files lie in `builtRoot/Sources/`, but the executable's own `executableModule`
  /// any other executable's, and the modules the live preview runs on (`EaselPreviewWindow` and what it depends on,
  /// which a library of their own would duplicate: in Easel's own checkout).
  static func modules(
    in manifest: BuildManifest, builtRoot: URL, root: URL, executableModule: String
  ) -> [LiveModule] {
    let builtSources = builtRoot.standardizedFileURL.path + "/Sources/"
    let runtime = manifest.dependencyClosure(of: "EaselPreviewWindow")
    let executables = manifest.executableModules
    var modules: [LiveModule] = []
    for (name, command) in manifest.swiftModules
    where name != executableModule && !runtime.contains(name) && !executables.contains(name) {
      let swiftFiles = command.inputs.filter { $0.hasSuffix(".swift") }
      guard !swiftFiles.isEmpty, swiftFiles.allSatisfy({ $0.hasPrefix(builtSources) }) else {
        continue
      }
      let sources = swiftFiles.map {
        root.appendingPathComponent("Sources").appendingPathComponent(
          String($0.dropFirst(builtSources.count)))
      }
      guard sources.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
        continue
      }
      modules.append(LiveModule(name: name, command: command, sources: sources))
    }
    return modules.sorted { $0.name < $1.name }
  }

  /// The package folder the manifest was made for: where `executableModule`'s sources lie,
  /// up to their `Sources` folder.
  static func builtRoot(in manifest: BuildManifest, executableModule: String) -> URL? {
    guard let command = manifest.moduleCommand(executableModule),
      let file = command.inputs.first(where: { $0.hasSuffix(".swift") }),
      let range = file.range(of: "/Sources/", options: .backwards)
    else { return nil }
    return URL(fileURLWithPath: String(file[..<range.lowerBound]))
  }

  /// The sources' contents now, to compare with the last build's: a save that changes nothing
  /// keeps them. (The contents themselves: `Data`'s hash reads only its first bytes.)
  func contents() -> [Data] {
    sources.map { (try? Data(contentsOf: $0)) ?? Data() }
  }

  /// The `PreviewProvider`s the module's sources declare (`struct Row_Previews:
  /// PreviewProvider`), by type name.
  func previewProviders() -> [String] {
    var names: [String] = []
    let pattern = #/([\w@ \t]*)\b(?:struct|enum|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b/#
    for url in sources {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      // A private provider cannot be named from the file that registers them again.
      for match in text.matches(of: pattern) where !match.1.contains("private") {
        names.append(String(match.2))
      }
    }
    return names
  }
}
