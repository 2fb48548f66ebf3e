import Easel
import EaselPreview
import EaselPreviews
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `watch`: the live preview of a package's own previews, from its own command line
/// (`swift run easel-stars watch` in the package). Opens the preview window as
/// `preview --previews` does, then rebuilds the module of each saved file of the package's
/// `Sources` and shows the new code in the same window (see `LiveSession`).
@MainActor
enum LivePreview {
  /// Starts the live preview of the preview `name` (the first when empty); runs until the
  /// window closes.
  static func run(_ name: String, options: Command.Options, registry: ComponentRegistry) throws
    -> Never
  {
    let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let executable = LiveHost.linkedFrom ?? running
    let manifestURL = BuildManifest.url(forExecutable: executable)
    guard FileManager.default.fileExists(atPath: manifestURL.path) else {
      throw LiveError(
        "watch runs the package's own build (swift run \(executable.lastPathComponent) watch); "
          + "there is no build manifest at \(manifestURL.path)")
    }
    let manifest = try BuildManifest(contentsOf: manifestURL)
    if LiveHost.linkedFrom == nil { try LiveHost.exec(executable: executable, manifest: manifest) }
    guard let link = manifest.linkCommand(for: executable),
      let executableModule = BuildManifest.executableModule(of: link),
      let builtRoot = LiveModule.builtRoot(in: manifest, executableModule: executableModule)
    else { throw LiveError("\(manifestURL.path) does not say how \(executable.path) was built") }
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let modules = LiveModule.modules(
      in: manifest, builtRoot: builtRoot, root: root, executableModule: executableModule)
    guard !modules.isEmpty else {
      throw LiveError(
        "watch found none of the package's library modules in \(root.path)/Sources: run it "
          + "in the package's folder")
    }
    let folder = buildsFolder(forExecutable: executable)
    LiveSession.keepTypesAcrossBuilds()
    // Started again after a crash: the last good builds first, as they were shown.
    let resumed = LiveResume.take()
    for library in resumed?.state.libraries ?? [] where library.count == 2 {
      try? LiveLibrary(module: library[0], url: URL(fileURLWithPath: library[1])).install()
    }
    let session = try LiveSession(
      root: root, modules: modules, linkInputs: link.inputs, folder: folder)
    if let resumed { session.resume(after: resumed) }

    let entries = PreviewRegistry.all
    var number = try EaselCommand.previewNumber(name, in: entries)
    var options = options
    if let state = resumed?.state {
      if entries.indices.contains(state.preview - 1) { number = state.preview }
      options.deviceName = nil
      options.size = state.freeSize.map { CGSize(width: $0[0], height: $0[1]) }
      options.landscape = state.landscape
      options.colorScheme = state.dark ? .dark : .light
      options.textSize = SpecTextSize(specName: state.textSize)
    }
    session.warmUp(
      moduleNamed: entries[number - 1].fileID.split(separator: "/").first.map(String.init))
    var live = registry
    for index in entries.indices {
      live.register(
        PreviewSpecs.componentName(index + 1), summary: entries[index].displayName,
        defaults: LiveProps()
      ) { _ in
        LiveEntryView(session: session, number: index + 1)
      }
    }
    let files = try PreviewSpecs.write(
      entries, to: PreviewSpecs.folder(for: executable.lastPathComponent + "-watch"))
    var preview = PreviewWindow.Options()
    preview.registry = live
    preview.stepsThroughFolder = true
    if resumed == nil, entries[number - 1].orientation.isLandscape,
      entries[number - 1].layout == .device
    {
      options.landscape = true
    }
    let path = files[number - 1].path
    if let name = options.deviceName {
      let spec = EaselCommand.loadSpec(path, registry: live)
      guard let device = spec.device(named: name) else {
        EaselCommand.fail(Command.unknownDeviceMessage(name, spec: spec), status: 2)
      }
      preview.device = DeviceCatalog.device(for: device)
    }
    if let state = resumed?.state, state.freeSize == nil {
      preview.device = DeviceCatalog.device(named: state.device)
    }
    preview.landscape = options.landscape
    preview.size = options.size
    preview.scale = options.scale ?? EaselCommand.gdkScale() ?? 1
    preview.colorScheme = options.colorScheme
    preview.textSize = options.textSize
    preview.decorate = { view in AnyView(LiveOverlay(session: session, content: view)) }
    preview.titleDetail = { session.titleDetail }
    preview.onOpen = { host in
      session.host = host
      if let frame = resumed?.state.frame, frame.count == 4 {
        host.requestScreenFrame(CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
      }
    }
    let shown = number
    preview.onPresent = { frame in
      session.presented()
      guard let host = session.host, let scene = host.scene as? PreviewScene else { return }
      // Once the window shows, a crash starts the host again where it was.
      if frame == 1 { LiveResume.install(folder: folder) }
      let settings = scene.settings
      let place = host.screenFrame
      LiveResume.save(
        LiveResume.State(
          preview: shown, device: settings.device.name,
          freeSize: settings.device.isFreeSize
            ? [Double(settings.device.size.width), Double(settings.device.size.height)] : nil,
          landscape: settings.landscape, dark: settings.colorScheme == .dark,
          textSize: settings.textSize.specName,
          frame: [place.minX, place.minY, place.width, place.height].map(Double.init),
          libraries: session.goodLibraries, buildNumber: session.buildNumber,
          shownBuild: session.shownBuild))
    }
    let names = session.moduleNames.joined(separator: ", ")
    FileHandle.standardOutput.write(
      Data("easel: watching \(names) in \(root.path)/Sources\n".utf8))
    try PreviewWindow.run(URL(fileURLWithPath: path), options: preview)
  }

  /// A folder of this process's builds beside the executable, after removing those of watches
  /// that have ended.
  static func buildsFolder(forExecutable executable: URL) -> URL {
    let parent = LiveHost.folder(forExecutable: executable)
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    where name.hasPrefix("builds-") {
      if let pid = Int32(name.dropFirst("builds-".count)), pid != getpid(),
        kill(pid, 0) != 0
      {
        try? manager.removeItem(at: parent.appendingPathComponent(name))
      }
    }
    return parent.appendingPathComponent("builds-\(getpid())")
  }

  /// A live preview's component takes no properties.
  struct LiveProps: Codable, Sendable {}
}
