@_spi(LivePreview) import Easel
import EaselPreview
import EaselPreviews
import EaselX11
import Foundation
import Observation

/// The live preview's loop: watches the package's modules, rebuilds the one whose files
/// changed on each save (nothing when the contents did not change), loads the build into this
/// process and shows it in the same window, keeping the view's state. A build that does not
/// compile, link or load, or whose previewed code crashes, leaves the last good one showing,
/// dimmed under the error panel, until the next save.
@MainActor
@Observable
final class LiveSession {
  /// Bumped when a new build's previews are shown.
  private(set) var generation = 0
  /// The previews shown: the registry's, as of the last good build.
  private(set) var entries: [PreviewEntry]
  /// The number of the last build tried (0: the executable's own).
  private(set) var buildNumber = 0
  /// The number of the build shown.
  private(set) var shownBuild = 0
  /// When the build under way started, if one is.
  private(set) var buildStarted: ContinuousClock.Instant?
  /// Tenths of a second since the build started, for the indicator.
  private(set) var elapsedTenths = 0
  /// What the last build reported, if it failed.
  private(set) var errors: [LiveDiagnostic] = []
  /// The title of the error panel.
  private(set) var errorTitle = ""

  @ObservationIgnored let root: URL
  @ObservationIgnored private let modules: [LiveModule]
  @ObservationIgnored private let builders: [String: LiveBuilder]
  @ObservationIgnored private let folder: URL
  @ObservationIgnored private var contents: [String: [Data]] = [:]
  @ObservationIgnored private var watcher: SpecWatcher?
  @ObservationIgnored private var pending = false
  @ObservationIgnored private var ticker: DispatchSourceTimer?
  @ObservationIgnored weak var host: WindowHost?
  /// Each module's last good library, in the order they were built (for `LiveResume`).
  @ObservationIgnored private(set) var goodLibraries: [[String]] = []
  /// The phases of the build waiting for its first frame.
  @ObservationIgnored private var waitingReport:
    (build: Int, phases: [(String, Double)], loaded: ContinuousClock.Instant)?

  /// A session over `modules` of the package at `root`, building into `folder`.
  init(root: URL, modules: [LiveModule], linkInputs: [String], folder: URL) throws {
    self.root = root
    self.modules = modules
    self.folder = folder
    var builders: [String: LiveBuilder] = [:]
    for module in modules {
      builders[module.name] = LiveBuilder(command: module.command, linkInputs: linkInputs)
    }
    self.builders = builders
    entries = PreviewRegistry.all
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for module in modules { contents[module.name] = module.contents() }
    watcher = try SpecWatcher(files: modules.flatMap(\.sources)) { [weak self] in
      self?.sourcesChanged()
    }
  }

  /// Compiles the module named `name` (the one whose preview is shown, or the first) once in
  /// the background, at low priority, and throws the object away: the compiler's first run
  /// reads the toolchain and the package's modules from disk, and without this the first save
  /// would pay for it.
  func warmUp(moduleNamed name: String?) {
    guard let module = modules.first(where: { $0.name == name }) ?? modules.first,
      let builder = builders[module.name]
    else { return }
    let object = folder.appendingPathComponent("warm-up.o")
    let sources = sourcesToCompile(module)
    DispatchQueue.global(qos: .background).async {
      _ = builder.compile(sources.get(), to: object)
      _ = Self.directLinker(for: builder)
      try? FileManager.default.removeItem(at: object)
    }
  }

  /// Goes on from a host that crashed: its builds were loaded again (`libraries`); the panel
  /// says what happened.
  func resume(after resumed: LiveResume.Resumed) {
    buildNumber = resumed.state.buildNumber
    shownBuild = resumed.state.shownBuild
    goodLibraries = resumed.state.libraries
    restartedAfterCrash = true
    errorTitle = "The preview crashed; started again on build \(shownBuild)"
    errors = [
      LiveDiagnostic(message: LiveResume.message(in: resumed.log)),
      LiveDiagnostic(message: "The view's state starts over. Save to build again."),
    ]
    for problem in errors { Self.say("easel: \(problem)") }
  }

  /// The files a build of `module` compiles: its sources, and a file that registers its
  /// `PreviewProvider`s again when there are any (those the registry has by name), written when
  /// `get()` is called (off the main thread).
  private func sourcesToCompile(_ module: LiveModule) -> LiveSources {
    let names = Set(PreviewRegistry.all.compactMap(\.name))
    let providers = module.previewProviders().filter {
      names.contains($0.hasSuffix("_Previews") ? String($0.dropLast("_Previews".count)) : $0)
    }
    return LiveSources(
      sources: module.sources, providers: providers,
      file: folder.appendingPathComponent("\(module.name)-providers.swift"))
  }

  /// The modules watched, for the first line the window prints.
  var moduleNames: [String] { modules.map(\.name) }

  /// Counts views of one type in a new build as the same type as in the build before (by
  /// name), so they keep their nodes and state.
  static func keepTypesAcrossBuilds() {
    var canonical: [ObjectIdentifier: ObjectIdentifier] = [:]
    var byName: [String: ObjectIdentifier] = [:]
    ViewTypeIdentity.canonicalize = { type in
      let identifier = ObjectIdentifier(type)
      if let known = canonical[identifier] { return known }
      let name = _typeName(type, qualified: true)
      let chosen = byName[name] ?? identifier
      byName[name] = chosen
      canonical[identifier] = chosen
      return chosen
    }
  }

  /// Whether the host started again after a crash, until the next build.
  private(set) var restartedAfterCrash = false

  /// The title's detail: which build is shown, or that one is under way or failed.
  var titleDetail: String {
    if buildStarted != nil { return " — building build \(buildNumber)…" }
    if restartedAfterCrash { return " — build \(shownBuild) crashed, started again" }
    if !errors.isEmpty { return " — build \(buildNumber) failed, showing build \(shownBuild)" }
    return shownBuild == 0 ? "" : " — build \(shownBuild)"
  }

  private func sourcesChanged() {
    guard buildStarted == nil else {
      pending = true
      return
    }
    let detected = ContinuousClock.now
    for module in modules {
      let now = module.contents()
      guard now != contents[module.name] else { continue }
      contents[module.name] = now
      build(module, detectMilliseconds: Self.detectMilliseconds(module, now: detected))
      return
    }
    Self.say("easel: saved without a change; nothing to build")
  }

  /// Milliseconds from the newest file's modification to now.
  private static func detectMilliseconds(_ module: LiveModule, now: ContinuousClock.Instant)
    -> Double
  {
    let newest = module.sources.map { LiveHost.modified($0) }.max() ?? Date()
    return max(0, Date().timeIntervalSince(newest) * 1000)
  }

  private func build(_ module: LiveModule, detectMilliseconds: Double) {
    guard let builder = builders[module.name] else { return }
    buildNumber += 1
    restartedAfterCrash = false
    let number = buildNumber
    buildStarted = .now
    elapsedTenths = 0
    startTicker()
    refresh()
    Self.say("easel: building \(module.name) (build \(number))")
    let sources = sourcesToCompile(module)
    // One object per module (the same compile command each time), one library per build
    // (a library loaded once cannot be loaded again under its name).
    let object = folder.appendingPathComponent("\(module.name).o")
    let library = folder.appendingPathComponent("\(module.name)-\(number).so")
    let root = root
    DispatchQueue.global().async {
      let compile = builder.compile(sources.get(), to: object)
      let linker = compile.succeeded ? Self.directLinker(for: builder) : nil
      let link = compile.succeeded ? builder.link(object, to: library, with: linker) : nil
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          var phases = [("detect", detectMilliseconds), ("compile", compile.milliseconds)]
          guard compile.succeeded else {
            self.fail(
              number, "Build \(number) did not compile",
              LiveDiagnostic.errors(inCompilerOutput: compile.output, root: root), phases: phases)
            return
          }
          phases.append(("link", link?.milliseconds ?? 0))
          guard let link, link.succeeded else {
            self.fail(
              number, "Build \(number) did not link",
              [LiveDiagnostic(message: link?.output ?? "")], phases: phases)
            return
          }
          self.load(
            module, library, number: number, phases: phases,
            relink: linker == nil ? nil : { builder.link(object, to: library) })
        }
      }
    }
  }

  /// The direct linker, found on the first build (off the main thread) and kept; `nil` when
  /// the toolchain lacks a piece of it.
  nonisolated private static func directLinker(for builder: LiveBuilder) -> DirectLinker? {
    directLinkerLock.withLock {
      if let found = foundDirectLinker { return found }
      let found = DirectLinker.find(swiftc: builder.swiftc, target: builder.target)
      foundDirectLinker = .some(found)
      return found
    }
  }
  nonisolated private static let directLinkerLock = NSLock()
  nonisolated(unsafe) private static var foundDirectLinker: DirectLinker??

  private func load(
    _ module: LiveModule, _ url: URL, number: Int, phases: [(String, Double)],
    relink: (() -> LiveBuilder.Step)?
  ) {
    let start = ContinuousClock.now
    let library: LiveLibrary
    do {
      do {
        library = try LiveLibrary(module: module.name, url: url)
      } catch {
        // Linked directly, the library names no other library; one that needs a library the
        // host lacks is linked again through swiftc, which names them.
        guard let relink, relink().succeeded else { throw error }
        library = try LiveLibrary(module: module.name, url: url)
      }
    } catch {
      fail(
        number, "Build \(number) did not load", [LiveDiagnostic(message: "\(error)")],
        phases: phases)
      return
    }
    // A copy of this process shows the build first: a crash in its code ends the copy.
    let outcome = LiveProbe.run {
      library.install()
      self.entries = PreviewRegistry.all
      self.generation += 1
      _ = try? self.host?.renderImage()
    }
    if case .crashed(let message, let stack) = outcome {
      var lines = [LiveDiagnostic(message: message)]
      lines += stack.prefix(6).map { LiveDiagnostic(message: "  at " + $0) }
      fail(number, "Build \(number) crashed in the preview", lines, phases: phases)
      return
    }
    if outcome == .timedOut {
      // A body that never returns (a loop that does not end) would hang the window.
      fail(
        number, "Build \(number) did not draw its preview",
        [LiveDiagnostic(message: "its first frame took over \(Int(LiveProbe.timeout)) s")],
        phases: phases)
      return
    }
    library.install()
    goodLibraries.removeAll { $0.first == module.name }
    goodLibraries.append([module.name, url.path])
    entries = PreviewRegistry.all
    generation += 1
    shownBuild = number
    errors = []
    finish()
    let loaded = ContinuousClock.now
    waitingReport = (number, phases + [("load", Self.milliseconds(loaded - start))], loaded)
    refresh()
  }

  private func fail(
    _ number: Int, _ title: String, _ problems: [LiveDiagnostic], phases: [(String, Double)]
  ) {
    errorTitle = title
    errors = problems
    finish()
    let figures = phases.map { "\($0.0) \(Self.format($0.1)) ms" }.joined(separator: ", ")
    Self.say("easel: build \(number) failed (\(figures))")
    for problem in problems { Self.say("easel: \(problem)") }
    waitingReport = (number, [], .now)
    refresh()
  }

  private func finish() {
    buildStarted = nil
    ticker?.cancel()
    ticker = nil
    if pending {
      pending = false
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.sourcesChanged() }
      }
    }
  }

  /// Called with each presented frame: reports the build the frame first shows.
  func presented() {
    guard let report = waitingReport else { return }
    waitingReport = nil
    let frame = Self.milliseconds(ContinuousClock.now - report.loaded)
    guard !report.phases.isEmpty else {
      Self.say("easel: build \(report.build) error shown (first frame \(Self.format(frame)) ms)")
      return
    }
    let phases = report.phases + [("first frame", frame)]
    let total = phases.reduce(0) { $0 + $1.1 }
    let figures = phases.map { "\($0.0) \(Self.format($0.1)) ms" }.joined(separator: ", ")
    Self.say("easel: build \(report.build) shown in \(Self.format(total)) ms (\(figures))")
  }

  private func startTicker() {
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, let started = self.buildStarted else { return }
        self.elapsedTenths = Int(Self.milliseconds(.now - started) / 100)
        self.refresh()
      }
    }
    timer.resume()
    ticker = timer
  }

  private func refresh() { host?.setNeedsDisplay() }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  static func format(_ milliseconds: Double) -> String { String(Int(milliseconds.rounded())) }

  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}

/// The files of one build: a module's sources and, when it has providers to register again,
/// the generated file that does.
struct LiveSources: Sendable {
  let sources: [URL]
  let providers: [String]
  let file: URL

  /// Writes the generated file (when there are providers) and returns every file to compile.
  func get() -> [URL] {
    guard !providers.isEmpty,
      (try? Data(LiveLibrary.providersSource(providers).utf8).write(to: file, options: .atomic))
        != nil
    else { return sources }
    return sources + [file]
  }
}
