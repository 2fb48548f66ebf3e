@_spi(LivePreview) import EaselPreviews
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One build of a module, loaded into the host: its `#Preview`s, read from the records in its
/// `easel_previews` section, and the function that registers its `PreviewProvider`s again.
/// Never unloaded: views of the build before may still be alive in the graph.
@MainActor
struct LiveLibrary {
  /// The module it is a build of.
  let module: String
  /// The previews its `#Preview`s declare.
  let entries: [PreviewEntry]
  /// Registers its `PreviewProvider`s with the registry, replacing those of the same names.
  let registerProviders: (@convention(c) () -> Void)?

  /// The name of the function the generated providers file declares.
  nonisolated static let registerSymbol = "easel_live_register_providers"

  /// Loads the library at `url`.
  init(module: String, url: URL) throws {
    guard let handle = dlopen(url.path, RTLD_NOW | RTLD_LOCAL) else {
      throw LiveError("could not load \(url.lastPathComponent): \(String(cString: dlerror()))")
    }
    self.module = module
    typealias Records =
      @convention(c) (UnsafeMutablePointer<UnsafeRawPointer?>) -> UnsafeRawPointer?
    if let symbol = dlsym(handle, "easel_preview_records") {
      let records = unsafeBitCast(symbol, to: Records.self)
      var end: UnsafeRawPointer?
      if let start = records(&end), let end {
        entries = PreviewRegistry.entries(recordsFrom: start, to: end)
      } else {
        entries = []
      }
    } else {
      entries = []
    }
    registerProviders = dlsym(handle, Self.registerSymbol).map {
      unsafeBitCast($0, to: (@convention(c) () -> Void).self)
    }
  }

  /// Puts the build's previews in the registry in place of the module's earlier ones.
  func install() {
    PreviewRegistry.replaceDiscovered(inModule: module, with: entries)
    registerProviders?()
  }

  /// The Swift source that registers `providers` again when the library is loaded, compiled
  /// into the library with the module's own files.
  nonisolated static func providersSource(_ providers: [String]) -> String {
    var text = "@_spi(LivePreview) import EaselPreviews\n\n"
    text += "@_cdecl(\"\(registerSymbol)\")\npublic func _easelLiveRegisterProviders() {\n"
    text += "  MainActor.assumeIsolated {\n"
    for provider in providers {
      text += "    PreviewRegistry.register(\(provider).self)\n"
    }
    text += "  }\n}\n"
    return text
  }
}
