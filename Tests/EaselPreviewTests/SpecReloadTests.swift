import Easel
import EaselCairo
import EaselPreview
import EaselPreviewCatalog
import EaselTesting
import Foundation
import Testing

/// Hot reload: every way an editor saves triggers exactly one reload; a bad save keeps the last
/// good frame, dimmed under the error panel, and the next good save clears it.
@MainActor
@Suite(.serialized)
struct SpecReloadTests {
  /// Collects callbacks and lets a test wait for the next one until a deadline.
  @MainActor
  final class Callbacks {
    var received: [String] = []
    /// The wait in progress: its number, so that an earlier wait's deadline cannot end it, and
    /// its continuation.
    private var waiter: (wait: Int, continuation: CheckedContinuation<String?, Never>)?
    private var waits = 0
    private var delivered = 0
    /// Whether a wait is in progress.
    var isWaiting: Bool { waiter != nil }

    func record(_ value: String) {
      received.append(value)
      if let waiter {
        self.waiter = nil
        delivered += 1
        waiter.continuation.resume(returning: value)
      }
    }

    /// The next callback's value, or `nil` when none comes within `seconds`.
    func next(within seconds: Double) async -> String? {
      if received.count > delivered {
        delivered += 1
        return received[delivered - 1]
      }
      waits += 1
      let wait = waits
      return await withCheckedContinuation { continuation in
        waiter = (wait, continuation)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
          MainActor.assumeIsolated { self.expire(wait) }
        }
      }
    }

    /// Ends wait number `wait` with `nil`, unless a callback has ended it already. A deadline
    /// outlives its wait when a callback came first; it must not end a later wait early.
    func expire(_ wait: Int) {
      guard let waiter, waiter.wait == wait else { return }
      self.waiter = nil
      waiter.continuation.resume(returning: nil)
    }
  }

  /// An earlier wait's deadline leaves a later wait alone: a stale 20 s deadline once ended the
  /// wait for a second save on a loaded machine, where the save's reload came a little later.
  @Test func anEarlierDeadlineDoesNotEndALaterWait() async {
    let callbacks = Callbacks()
    async let first = callbacks.next(within: 60)
    while !callbacks.isWaiting { await Task.yield() }
    callbacks.record("one")
    #expect(await first == "one")
    async let second = callbacks.next(within: 60)
    while !callbacks.isWaiting { await Task.yield() }
    // The first wait's deadline, come due now: the second wait goes on.
    callbacks.expire(1)
    callbacks.record("two")
    #expect(await second == "two")
    #expect(await callbacks.next(within: 0.05) == nil)
  }

  /// How long a test waits for a reload before it fails. The watcher calls back on the main
  /// queue, which every main-actor test in the process shares: at the start of a run it holds
  /// about 45 s of other tests' work (measured on this 2-core machine), and a reload waits its
  /// turn behind it. The window suites added since (screens, typing, each driving a real
  /// window synchronously on the main actor) made that queue longer than 120 s in one full
  /// run on a clean clone (the reload came, after the deadline). This bounds a failure; it is
  /// not the reload's speed, which the window benchmark measures.
  static let patience: Double = 600

  /// A fresh folder holding `Spec.json` with `text`.
  private func folder(with text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-reload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Spec.json")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// How editors save.
  enum SaveStyle: CaseIterable {
    case writeInPlace, renameOver, truncateThenWrite, deleteAndRecreate
  }

  /// Saves `text` to `url` the way `style` does.
  private func save(_ text: String, to url: URL, as style: SaveStyle) throws {
    let data = Data(text.utf8)
    switch style {
    case .writeInPlace:
      try data.write(to: url)
    case .renameOver:
      let temporary = url.deletingLastPathComponent().appendingPathComponent(".Spec.json.swp")
      try data.write(to: temporary)
      #expect(rename(temporary.path, url.path) == 0)
    case .truncateThenWrite:
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: 0)
      try handle.synchronize()
      let middle = data.count / 2
      try handle.write(contentsOf: data.prefix(middle))
      try handle.synchronize()
      try handle.write(contentsOf: data.dropFirst(middle))
      try handle.close()
    case .deleteAndRecreate:
      try FileManager.default.removeItem(at: url)
      #expect(FileManager.default.createFile(atPath: url.path, contents: data))
    }
  }

  @Test(arguments: SaveStyle.allCases)
  func eachSaveStyleReloadsExactlyOnce(_ style: SaveStyle) async throws {
    let url = try folder(with: "first")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let callbacks = Callbacks()
    let watcher = try SpecWatcher(files: [url]) {
      callbacks.record((try? String(contentsOf: url, encoding: .utf8)) ?? "<missing>")
    }
    // Another file in the folder changing is not a change to the spec.
    try Data("noise".utf8).write(to: url.deletingLastPathComponent().appendingPathComponent("x"))
    try save("second version", to: url, as: style)
    #expect(await callbacks.next(within: Self.patience) == "second version")
    #expect(await callbacks.next(within: 0.3) == nil, "one burst, one reload")
    #expect(watcher.changeCount == 1)
    #expect(watcher.eventCount >= 1)
    // The next save is a burst of its own.
    try save("third version", to: url, as: style)
    #expect(await callbacks.next(within: Self.patience) == "third version")
    #expect(watcher.changeCount == 2)
    watcher.cancel()
  }

  /// A writer that pauses half-way (a slow disk, a loaded machine) still makes one reload, of
  /// the whole file: the watcher waits for the close.
  @Test func aSlowWriterIsReadOnceItCloses() async throws {
    let url = try folder(with: "first")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let callbacks = Callbacks()
    let watcher = try SpecWatcher(files: [url]) {
      callbacks.record((try? String(contentsOf: url, encoding: .utf8)) ?? "<missing>")
    }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data("second ".utf8))
    try handle.synchronize()
    // The pause is the writer's, not a wait for a result.
    try await Task.sleep(for: .milliseconds(300))
    try handle.write(contentsOf: Data("version".utf8))
    try handle.close()
    #expect(await callbacks.next(within: Self.patience) == "second version")
    #expect(await callbacks.next(within: 0.3) == nil, "one reload")
    watcher.cancel()
  }

  @Test func burstsOfWritesCoalesce() async throws {
    let url = try folder(with: "0")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let callbacks = Callbacks()
    let watcher = try SpecWatcher(files: [url]) {
      callbacks.record((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
    for index in 1...20 { try Data("\(index)".utf8).write(to: url) }
    #expect(await callbacks.next(within: Self.patience) == "20")
    #expect(await callbacks.next(within: 0.3) == nil)
    #expect(watcher.eventCount >= 20)
    #expect(watcher.changeCount == 1)
    watcher.cancel()
  }

  static let red = """
    {"size": {"width": 200, "height": 300}, "state": {"on": false},
     "view": {"type": "Color", "color": "#FF0000"}}
    """
  static let blue = """
    {"size": {"width": 200, "height": 300}, "state": {"on": false},
     "view": {"type": "Color", "color": "#0000FF"}}
    """

  @Test func badSaveDimsTheLastFrameUnderTheErrorPanelAndAGoodSaveClearsIt() async throws {
    let url = try folder(with: Self.red)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let reloader = try SpecReloader(url: url, registry: .catalog)
    let callbacks = Callbacks()
    reloader.onReload = { callbacks.record(reloader.errors.map(\.description).joined()) }
    let host = ViewHost(SpecPreviewView(reloader: reloader), size: CGSize(width: 200, height: 300))
    let below = CGPoint(x: 100, y: 280)
    #expect(try host.pixel(at: below) == Pixel(red: 255, green: 0, blue: 0))

    try save(
      #"{"size": {"width": 200, "height": 300}, "view": {"type": "Colr"}}"#, to: url,
      as: .renameOver)
    let message = try #require(await callbacks.next(within: Self.patience))
    #expect(
      message == #"Spec.json:1:58: view.type: unknown view type "Colr"; did you mean "Color"?"#)
    host.update()
    // The last good frame stays, at 30 % over the white background: 255, 179, 179.
    #expect(try host.pixel(at: below) == Pixel(red: 255, green: 179, blue: 179))
    let panel = try #require(host.frame(of: "specErrors"))
    #expect(panel.minY == 12 && panel.minX == 12 && panel.width == 176)
    let panelPixel = try host.pixel(at: CGPoint(x: panel.minX + 4, y: panel.midY))
    // The panel's red, 0.75 × 255, 0.1 × 255, 0.12 × 255, over the dimmed frame.
    #expect(panelPixel == Pixel(red: 191, green: 25, blue: 30))
    #expect(host.accessibilityTree().contains { $0.label.hasPrefix("Spec.json:1:58: view.type") })

    try save(Self.blue, to: url, as: .writeInPlace)
    #expect(try #require(await callbacks.next(within: Self.patience)) == "")
    host.update()
    #expect(host.frame(of: "specErrors") == nil)
    #expect(try host.pixel(at: below) == Pixel(red: 0, green: 0, blue: 255))
    #expect(try host.pixel(at: CGPoint(x: 20, y: 40)) == Pixel(red: 0, green: 0, blue: 255))
    #expect(reloader.reloadCount == 2)
    reloader.stop()
  }

  @Test func reloadKeepsTheStateTheUserChanged() async throws {
    let toggle = """
      {"size": {"width": 200, "height": 200}, "state": {"on": false},
       "view": {"type": "VStack", "children": [
         {"type": "Component", "component": "CustomToggle", "props": {"isOn": "$on"}},
         {"type": "Text", "text": "$on", "accessibilityIdentifier": "value"}]}}
      """
    let url = try folder(with: toggle)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let reloader = try SpecReloader(url: url, registry: .catalog)
    let callbacks = Callbacks()
    reloader.onReload = { callbacks.record("") }
    let host = ViewHost(SpecPreviewView(reloader: reloader), size: CGSize(width: 200, height: 200))
    #expect(host.tap("toggle"))
    host.update()
    #expect(reloader.store.value(named: "on") == .bool(true))
    try save(
      toggle.replacingOccurrences(
        of: #""$on", "accessibilityIdentifier""#,
        with: #""$on", "font": "title", "accessibilityIdentifier""#), to: url, as: .renameOver)
    _ = await callbacks.next(within: Self.patience)
    host.update()
    #expect(reloader.errors.isEmpty)
    #expect(reloader.store.value(named: "on") == .bool(true))
    #expect(host.accessibilityTree().contains { $0.label == "true" && $0.identifier == "value" })
    reloader.stop()
  }
}
