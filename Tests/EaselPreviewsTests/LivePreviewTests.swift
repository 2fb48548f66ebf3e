import Foundation
import Testing

@testable import EaselPreviewWindow
@_spi(LivePreview) @testable import EaselPreviews

/// The live preview's parts that need no window: the `watch` command line, SwiftPM's build
/// manifest read back, the compiler flags kept and dropped, compiler errors made relative to the
/// package, and a new build's previews taking the place of a module's.
@MainActor
@Suite struct LivePreviewTests {
  @Test func watchTakesAPreviewAndPreviewsOptions() throws {
    guard case .watch(let name, let options) = try Command(arguments: ["watch"]) else {
      Issue.record("not a watch")
      return
    }
    #expect(name == "")
    #expect(options.previews)
    guard
      case .watch(let named, let more) = try Command(
        arguments: ["watch", "Star rating", "--device", "iPhone SE", "--scheme", "dark"])
    else {
      Issue.record("not a watch")
      return
    }
    #expect(named == "Star rating")
    #expect(more.deviceName == "iPhone SE")
    #expect(more.colorScheme == .dark)
    #expect(throws: UsageError.self) { try Command(arguments: ["watch", "--grid"]) }
    #expect(throws: UsageError.self) { try Command(arguments: ["watch", "--bogus"]) }
  }

  /// A manifest as SwiftPM writes it: a target list, then commands with JSON arrays.
  static let manifest = """
    client:
      name: basic
    targets:
      "main": ["<Stars.module>"]
    commands:
      "C.Stars-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Sources/Stars/Star.swift","/p/Sources/Stars/Stars.swift","/b/Modules/SwiftUI.swiftmodule"]
        outputs: ["/b/Stars.build/Star.swift.o","/b/Modules/Stars.swiftmodule"]
        description: "Compiling Swift Module 'Stars' (2 sources)"
        args: ["/usr/bin/swiftc","-module-name","Stars","-emit-dependencies","-emit-module","-emit-module-path","/b/Modules/Stars.swiftmodule","-output-file-map","/b/Stars.build/output-file-map.json","-incremental","-c","@/b/Stars.build/sources","-I","/b/Modules","-target","x86_64-unknown-linux-gnu","-enable-batch-mode","-index-store-path","/b/index","-Onone","-j2","-DDEBUG","-g","-Xcc","-g","-package-name","p","-Xfrontend","-load-plugin-executable","-Xfrontend","/b/Macros-tool#Macros"]

      "C.tool-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/b/CRecords.build/EaselPreviewRecords.c.o","/b/tool.build/main.swift.o"]
        outputs: ["/b/tool"]
        description: "Linking tool"
        args: ["/usr/bin/swiftc","-o","/b/tool","-module-name","tool-cli","-emit-executable","-Xlinker","--defsym","-Xlinker","main=tool_main"]

      "C.tool-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Sources/tool/main.swift"]
        outputs: ["/b/tool.build/main.swift.o"]
        description: "Compiling Swift Module 'tool' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","tool","-emit-module","-c","/p/Sources/tool/main.swift"]

    """

  static func readManifest() throws -> BuildManifest {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("live-manifest-\(UUID().uuidString).yaml")
    try Data(manifest.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try BuildManifest(contentsOf: url)
  }

  @Test func theManifestGivesEachModulesCommandAndTheExecutablesLink() throws {
    let manifest = try Self.readManifest()
    #expect(manifest.commands.count == 3)
    #expect(Set(manifest.swiftModules.keys) == ["Stars", "tool"])
    let link = try #require(manifest.linkCommand(for: URL(fileURLWithPath: "/b/tool")))
    #expect(link.inputs.first == "/b/CRecords.build/EaselPreviewRecords.c.o")
    let root = try #require(LiveModule.builtRoot(in: manifest, executableModule: "tool"))
    #expect(root.path == "/p")
    // Stars imports SwiftUI, whose command is not in this manifest: the closure stops there.
    #expect(manifest.dependencyClosure(of: "Stars") == ["Stars", "SwiftUI"])
    #expect(manifest.dependencyClosure(of: "tool") == ["tool"])
    #expect(manifest.executableModules == ["tool"])
    #expect(
      BuildManifest.url(
        forExecutable: URL(fileURLWithPath: "/s/x86_64-unknown-linux-gnu/debug/tool")
      )
      .path == "/s/debug.yaml")
  }

  @Test func theLiveBuildKeepsTheModulesFlagsButNotSwiftPMsOutputs() throws {
    let manifest = try Self.readManifest()
    let command = try #require(manifest.moduleCommand("Stars"))
    let builder = LiveBuilder(
      command: command, linkInputs: ["/b/CRecords.build/EaselPreviewRecords.c.o"])
    #expect(builder.swiftc == "/usr/bin/swiftc")
    #expect(
      builder.compileFlags == [
        "-module-name", "Stars", "-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu",
        "-Onone", "-DDEBUG", "-Xcc", "-g", "-package-name", "p", "-Xfrontend",
        "-load-plugin-executable", "-Xfrontend", "/b/Macros-tool#Macros",
      ])
    #expect(builder.target == "x86_64-unknown-linux-gnu")
    #expect(builder.recordsObject == "/b/CRecords.build/EaselPreviewRecords.c.o")
  }

  @Test func theProvidersRegisteredAgainAreTheModulesNonPrivateOnes() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("live-providers-\(UUID().uuidString).swift")
    try Data(
      """
      public struct Row_Previews: PreviewProvider { public static var previews: some View { Text("") } }
      struct Card_Previews : PreviewProvider { static var previews: some View { Text("") } }
      private struct Hidden_Previews: PreviewProvider { static var previews: some View { Text("") } }
      struct Row: View { var body: some View { Text("") } }
      """.utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let module = LiveModule(
      name: "Rows", command: BuildManifest.Command(name: "C.Rows"), sources: [url])
    #expect(module.previewProviders() == ["Row_Previews", "Card_Previews"])
    let source = LiveLibrary.providersSource(module.previewProviders())
    #expect(source.contains("@_cdecl(\"\(LiveLibrary.registerSymbol)\")"))
    #expect(source.contains("PreviewRegistry.register(Row_Previews.self)"))
    #expect(source.contains("PreviewRegistry.register(Card_Previews.self)"))
  }

  @Test func aCrashIsReportedAsTheRuntimesMessageAndTheStacksNames() {
    let output = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      frame Swift._assertionFailure(_: Swift.StaticString, _: Swift.StaticString) -> Swift.Never
      frame StarRating.StarRating.body.getter : some
      frame closure #1 in Easel.NodeContext.makeNodes<A where A: Easel.View>(for: A) -> Swift.Array<Easel.LayoutNode>
      frame Easel.ViewNode.evaluate() -> Swift.Array<Easel.LayoutNode>
      """
    #expect(
      LiveProbe.crash(from: output)
        == .crashed(
          message: "Fatal error: Index out of range",
          stack: [
            "StarRating.StarRating.body.getter", "closure #1 in Easel.NodeContext.makeNodes",
            "Easel.ViewNode.evaluate",
          ]))
  }

  @Test func theDriversPlanIsReadAsTheShellReadsIt() {
    let line = #"/x/swift-frontend -frontend -c '/a b/c.swift' -plugin '/p/t#M' -D"X Y" a\ b"#
    #expect(
      FrontendCommands.words(of: line) == [
        "/x/swift-frontend", "-frontend", "-c", "/a b/c.swift", "-plugin", "/p/t#M", "-DX Y", "a b",
      ])
    #expect(FrontendCommands.words(of: "swift-frontend 'unclosed") == nil)
  }

  @Test func compilerErrorsArePlacesInThePackage() {
    let output = """
      /tmp/pkg/Sources/Stars/Stars.swift:10:26: error: cannot convert value of type 'String' to specified type 'CGFloat'
       8 |   let size: CGFloat
      /tmp/pkg/Sources/Stars/Stars.swift:12:3: warning: unused
      /tmp/pkg/Sources/Stars/Star.swift:4:1: error: expected declaration
      """
    let errors = LiveDiagnostic.errors(
      inCompilerOutput: output, root: URL(fileURLWithPath: "/tmp/pkg"))
    #expect(
      errors.map(\.description) == [
        "Sources/Stars/Stars.swift:10:26: cannot convert value of type 'String' to specified type 'CGFloat'",
        "Sources/Stars/Star.swift:4:1: expected declaration",
      ])
    let link = LiveDiagnostic.errors(
      inCompilerOutput: "ld: cannot find -lfoo\n", root: URL(fileURLWithPath: "/tmp/pkg"))
    #expect(link.map(\.description) == ["ld: cannot find -lfoo"])
  }

  @Test func aNewBuildsPreviewsTakeTheModulesPlaces() {
    let saved = PreviewRegistry.discovered
    defer { PreviewRegistry.found = saved }
    let module = "EaselPreviewsTests/"
    let before = PreviewRegistry.discovered.filter { $0.fileID.hasPrefix(module) }
    #expect(!before.isEmpty, "this module's #Previews are discovered")
    let others = PreviewRegistry.discovered.filter { !$0.fileID.hasPrefix(module) }
    let rebuilt = PreviewEntry(
      before[0].name, fileID: before[0].fileID, line: before[0].line + 5
    ) { Text("rebuilt") }
    PreviewRegistry.replaceDiscovered(inModule: "EaselPreviewsTests", with: [rebuilt])
    let after = PreviewRegistry.discovered
    #expect(after.count == others.count + 1)
    #expect(after.filter { $0.fileID.hasPrefix(module) }.map(\.line) == [before[0].line + 5])
    #expect(after.filter { !$0.fileID.hasPrefix(module) }.map(\.id) == others.map(\.id))
  }
}
