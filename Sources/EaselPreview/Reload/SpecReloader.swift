import Easel
import Foundation
import Observation

/// Keeps a spec file loaded: watches it with a `SpecWatcher` and reads it again after every
/// save. A good save replaces the spec (the state the user changed is kept, see
/// `SpecStateStore`); a bad one keeps the last good spec and sets `errors`, until the next good
/// save clears them. Views that show `spec` and `errors` update by themselves.
@MainActor
@Observable
public final class SpecReloader {
  /// The file.
  public let url: URL
  /// The last spec that loaded.
  public private(set) var spec: Spec
  /// The problems with the file as last saved; empty when it loaded.
  public private(set) var errors: [SpecError] = []
  /// The live state the spec's views bind to, kept across reloads.
  public let store: SpecStateStore
  /// The components specs may name.
  @ObservationIgnored public let registry: ComponentRegistry
  /// Runs after every reload, good or bad (for hosts that retitle or redraw, and benchmarks).
  @ObservationIgnored public var onReload: (() -> Void)?
  /// The number of reloads so far.
  public private(set) var reloadCount = 0
  @ObservationIgnored private var watcher: SpecWatcher?

  /// Loads the spec at `url` (throwing its error if it does not load) and starts watching it.
  public init(url: URL, registry: ComponentRegistry = .standard) throws {
    self.url = url
    self.registry = registry
    let spec = try Spec.load(contentsOf: url, registry: registry)
    self.spec = spec
    store = SpecStateStore(spec.state)
    watcher = try SpecWatcher(files: [url]) { [weak self] in self?.reload() }
    try watchImages(of: spec)
  }

  /// Reads the file again now.
  public func reload() {
    reloadCount += 1
    do {
      let next = try Spec.load(contentsOf: url, registry: registry)
      store.replace(with: next.state)
      if next != spec { spec = next }
      if !errors.isEmpty { errors = [] }
      try? watchImages(of: next)
    } catch {
      errors = [error]
    }
    onReload?()
  }

  /// Ends every observation registered with the reloader and its state store, as a change
  /// would, without changing anything: the views that read them run their bodies again.
  ///
  /// Observation keeps a registration until the value changes. A window that drops the
  /// graphs that show the spec (another device, the grid opened or closed) would leave every
  /// registration of theirs here — with the small objects each holds, which can keep pages of
  /// the dropped graphs resident — until the user next changed a value; the window calls this
  /// when it drops them.
  public func endObservations() {
    withMutation(keyPath: \.spec) {}
    withMutation(keyPath: \.errors) {}
    withMutation(keyPath: \.reloadCount) {}
    store.endObservations()
  }

  /// Stops watching the file.
  public func stop() {
    watcher?.cancel()
    watcher = nil
  }

  /// Watches the image files the spec's view tree shows.
  private func watchImages(of spec: Spec) throws {
    guard let root = spec.view else { return }
    var files: [URL] = []
    func visit(_ node: SpecNode) {
      if case .image(let image) = node.content, case .file(_, let url?) = image.source {
        files.append(url)
      }
      node.content.childNodes.forEach(visit)
      for layer in [node.modifiers.background, node.modifiers.overlay] {
        if case .view(let inner) = layer { visit(inner) }
      }
    }
    visit(root)
    if !files.isEmpty { try watcher?.watch(files) }
  }
}
