@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin behind Easel's macros. The toolchain ships SwiftSyntax but not its
/// `SwiftCompilerPlugin` module, so the plugin runs the message loop itself: it reads the
/// compiler's requests on standard input and answers on standard output.
@main
enum EaselMacrosPlugin {
  /// The macro `#externalMacro(module: "EaselMacros", type:)` names, if this plugin has it.
  static func macro(named typeName: String) -> (any Macro.Type)? {
    switch typeName {
    case "PreviewMacro": PreviewMacro.self
    case "EntryMacro": EntryMacro.self
    case "PreviewableMacro": PreviewableMacro.self
    default: nil
    }
  }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: Provider())
    try listener.main()
  }

  /// Resolves the macro types the compiler asks for.
  struct Provider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
      guard let macro = EaselMacrosPlugin.macro(named: typeName) else {
        throw UnknownMacro(name: "\(moduleName).\(typeName)")
      }
      return macro
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
      throw UnknownMacro(name: "library \(libraryPath)")
    }

    var features: [PluginFeature] { [] }
  }

  /// A macro this plugin does not provide.
  struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "EaselMacros does not provide \(name)" }
  }
}
