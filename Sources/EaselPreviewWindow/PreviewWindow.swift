import Easel
import EaselCairo
import EaselHost
import EaselPreview
import EaselX11
import Foundation

/// The window driver: shows a spec (or steps through a folder of specs) in an X11 window on a
/// device canvas or at free size, reloads the spec on every save (keeping the window's size,
/// device, scheme and state; a bad save dims the last good frame under an error panel), and
/// answers the keys `?` lists.
@MainActor
public final class PreviewWindow {
  /// What to open.
  public struct Options {
    /// The device to start on; the free-size entry (or `nil`) follows the window.
    public var device: Device?
    /// Whether to start in landscape.
    public var landscape = false
    /// The window's size in points at free size (the spec's size when `nil`).
    public var size: CGSize?
    /// Pixels per point of the window.
    public var scale: CGFloat = 1
    /// The colour scheme (the spec's first when `nil`).
    public var colorScheme: ColorScheme?
    /// The text size (the spec's first when `nil`).
    public var textSize: SpecTextSize?
    /// The X display (`$DISPLAY` when `nil`).
    public var displayName: String?
    /// Whether to start with every device side by side.
    public var showsGrid = false
    /// Write the first presented frame to this PNG and exit.
    public var screenshot: URL?
    /// The components specs may name.
    public var registry: ComponentRegistry = .standard
    /// Whether n and p step through the other specs of a spec file's folder (a folder always
    /// steps).
    public var stepsThroughFolder = false
    /// Wraps what the window shows (the live preview adds its build status and compile errors).
    public var decorate: (@MainActor (AnyView) -> AnyView)?
    /// Said in the title after the spec's name (the live preview's build number).
    public var titleDetail: (@MainActor () -> String)?
    /// Runs once the window is made, with its host.
    public var onOpen: (@MainActor (WindowHost) -> Void)?
    /// Runs after each presented frame, with its number.
    public var onPresent: (@MainActor (Int) -> Void)?

    /// Default options.
    public init() {}
  }

  /// The spec files the window steps through with n and p (one for a single file).
  private var files: [URL]
  /// The folder given, rescanned for new specs when stepping.
  private let folder: URL?
  private var reloader: SpecReloader
  private let options: Options
  private let scene: PreviewScene
  private var host: WindowHost!

  /// Opens a window on the spec at `url`, or on the first spec in the folder at `url`, and
  /// runs until the window is closed. Prints one line when the first frame is on screen.
  public static func run(_ url: URL, options: Options = Options()) throws -> Never {
    let window = try PreviewWindow(url, options: options)
    window.host.run()
  }

  init(_ url: URL, options: Options) throws {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if isDirectory.boolValue {
      folder = url
      files = Spec.files(in: url)
      guard let first = files.first else {
        throw DeviceCatalogError(file: url.path, message: "the folder has no .json specs")
      }
      reloader = try SpecReloader(url: first, registry: options.registry)
    } else {
      folder = options.stepsThroughFolder ? url.deletingLastPathComponent() : nil
      files = [url]
      reloader = try SpecReloader(url: url, registry: options.registry)
    }
    self.options = options
    let spec = reloader.spec
    var free = DeviceCatalog.freeSize
    free.size = options.size ?? spec.size
    let devices = DeviceCatalog.devices(for: spec, free: free)
    var start = options.device ?? spec.devices.first.map { DeviceCatalog.device(for: $0) } ?? free
    if options.size != nil { start = free }
    var settings = PreviewScene.Settings(device: start)
    settings.landscape = options.landscape
    settings.showsGrid = options.showsGrid
    settings.colorScheme = options.colorScheme ?? spec.colorScheme
    settings.textSize = options.textSize ?? spec.textSizes.first ?? .large
    let box = ReloaderBox()
    scene = PreviewScene(
      settings: settings, devices: devices, scale: options.scale,
      content: { textSize in
        guard let reloader = box.reloader else { return AnyView(EmptyView()) }
        let view = AnyView(SpecPreviewView(reloader: reloader, textSize: textSize))
        return options.decorate?(view) ?? view
      },
      inspect: { device, scheme, textSize in
        guard let reloader = box.reloader else { return nil }
        let target =
          device.isFreeSize ? SpecDevice(size: device.size, name: device.name) : SpecDevice(device)
        return SpecInspector.inspect(
          reloader.spec, on: target, colorScheme: scheme, textSize: textSize,
          registry: reloader.registry)
      })
    box.reloader = reloader
    self.box = box
    scene.helpLines = PreviewKey.helpLines
    // Graphs the scene drops leave their views' observations on the reloader and its store.
    scene.onDropCanvases = { [box] in box.reloader?.endObservations() }
    scene.rebuildCanvases()
    var windowSize = scene.preferredWindowSize()
    if !start.isFreeSize {
      windowSize = CGSize(width: min(windowSize.width, 1400), height: min(windowSize.height, 1000))
    }
    // A write to an X server that has gone away raises SIGPIPE, whose default ends the
    // process at once (status 141) with nothing said: the preview ignores it, so the write
    // fails and the window's I/O error handler says what happened and exits with status 1.
    // (The preview's process only: a library must not change a host process's signals.)
    signal(SIGPIPE, SIG_IGN)
    host = try WindowHost(
      scene: scene, title: title(size: windowSize), size: windowSize, scale: options.scale,
      displayName: options.displayName)
    host.keepsLastImage = true
    // Opened on the grid, the window takes the screen; closing the grid gives the device's
    // size.
    if options.showsGrid { growForGrid() }
    host.onKey = { [unowned self] press in self.handle(press) }
    options.onOpen?(host)
    watch(reloader)
    var shownTitle = ""
    host.onPresent = { [unowned self] frame in
      let title = self.title(size: self.host.size)
      options.onPresent?(frame)
      if title != shownTitle {
        shownTitle = title
        self.host.window.setTitle(title)
      }
      guard frame == 1 else { return }
      if let screenshot = options.screenshot {
        self.writeScreenshot(to: screenshot)
        exit(0)
      }
      let window = "0x" + String(self.host.window.window, radix: 16)
      // Written unbuffered: tools and tests wait for this line.
      let line =
        "easel: showing \(self.reloader.spec.title) at \(Self.format(self.host.size)) pt, "
        + "scale \(Self.format(options.scale)), in window \(window)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
    accessibility = PreviewWindowAccessibility(
      scene: scene, host: host, name: "easel preview",
      title: { [unowned self] in self.title(size: self.host.size) })
  }

  /// The window on the accessibility bus (docs/accessibility.md).
  private var accessibility: PreviewWindowAccessibility?

  private let box: ReloaderBox

  /// The space the grid's window leaves to the edges of the screen's work area, in points.
  public static let gridScreenMargin: CGFloat = 32
  /// Where the window was before the grid grew it, to go back to when the grid closes.
  private var frameBeforeGrid: CGRect?

  /// Grows the window over the screen's work area (the window manager's, else the whole
  /// screen), less `gridScreenMargin` and the window's decorations, remembering where it was.
  private func growForGrid() {
    guard frameBeforeGrid == nil else { return }
    frameBeforeGrid = host.screenFrame
    let margin = Self.gridScreenMargin
    let decorations = host.frameExtents
    let area = host.workArea.insetBy(dx: margin, dy: margin)
    host.requestScreenFrame(
      CGRect(
        x: area.minX + decorations.leading, y: area.minY + decorations.top,
        width: max(area.width - decorations.leading - decorations.trailing, 1),
        height: max(area.height - decorations.top - decorations.bottom, 1)))
  }

  /// Puts the window back where it was before the grid grew it.
  private func restoreAfterGrid() {
    guard let frame = frameBeforeGrid else { return }
    frameBeforeGrid = nil
    host.requestScreenFrame(frame)
  }

  /// Holds the current reloader for the scene's closures, which outlive a spec switch.
  @MainActor private final class ReloaderBox {
    var reloader: SpecReloader?
  }

  private func watch(_ reloader: SpecReloader) {
    reloader.onReload = { [weak self, weak reloader] in
      guard let self, let reloader else { return }
      let line =
        reloader.errors.isEmpty
        ? "easel: reloaded \(reloader.spec.title)\n"
        : reloader.errors.map { "easel: \($0)\n" }.joined()
      FileHandle.standardOutput.write(Data(line.utf8))
      self.host.setNeedsDisplay()
    }
  }

  /// The window title: spec name, device (none at free size), size in points and scale.
  func title(size: CGSize) -> String {
    let device = scene.settings.shownDevice
    let on =
      scene.settings.showsGrid ? " — every device" : device.isFreeSize ? "" : " — \(device.name)"
    let shown = scene.settings.showsGrid ? size : device.isFreeSize ? size : device.size
    let detail = options.titleDetail?() ?? ""
    return
      "\(reloader.spec.title)\(detail)\(on) — \(Self.format(shown)) pt @\(Self.format(options.scale))x — Easel"
  }

  private func handle(_ press: KeyPress) {
    guard let key = PreviewKey(press) else { return }
    var settings = scene.settings
    switch key {
    case .nextDevice, .previousDevice:
      let list = scene.devices
      let index = list.firstIndex { $0.name == settings.device.name } ?? 0
      let step = key == .nextDevice ? 1 : list.count - 1
      settings.device = list[(index + step) % list.count]
      settings.showsGrid = false
    case .freeSize:
      var free = DeviceCatalog.freeSize
      free.size = host.size
      settings.device = free
      settings.showsGrid = false
    case .rotate: settings.landscape.toggle()
    case .colorScheme: settings.colorScheme = settings.colorScheme == .dark ? .light : .dark
    case .textSizeUp, .textSizeDown:
      let sizes = SpecTextSize.allCases
      let index = sizes.firstIndex(of: settings.textSize) ?? 0
      let next = key == .textSizeUp ? min(index + 1, sizes.count - 1) : max(index - 1, 0)
      settings.textSize = sizes[next]
      Self.say("easel: text size \(settings.textSize.specName)")
    case .grid: settings.showsGrid.toggle()
    case .zoomToFit: settings.zoomsToFit.toggle()
    case .screenshot:
      host.redraw()
      let stamp = Int(Date().timeIntervalSince1970 * 1000)
      let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("easel-\(stamp).png")
      writeScreenshot(to: url)
    case .inspector: settings.showsInspector.toggle()
    case .accessibility: settings.showsAccessibility.toggle()
    case .accessibilityDump: Self.say(scene.accessibilityDump())
    case .nextSpec, .previousSpec: step(forward: key == .nextSpec)
    case .help: settings.showsHelp.toggle()
    case .quit: host.onClose()
    }
    let showedGrid = scene.settings.showsGrid
    scene.settings = settings
    if settings.showsGrid != showedGrid {
      if settings.showsGrid { growForGrid() } else { restoreAfterGrid() }
    }
  }

  /// Opens the next or previous spec of the folder, rescanning it for new files.
  private func step(forward: Bool) {
    guard let folder else {
      Self.say("easel: n and p step through a folder: open one with easel preview FOLDER")
      return
    }
    let current = reloader.url.lastPathComponent
    files = Spec.files(in: folder)
    guard !files.isEmpty else { return }
    let index = files.firstIndex { $0.lastPathComponent == current } ?? 0
    let next = files[(index + (forward ? 1 : files.count - 1)) % files.count]
    do {
      let newReloader = try SpecReloader(url: next, registry: options.registry)
      reloader.stop()
      reloader = newReloader
      box.reloader = newReloader
      watch(newReloader)
      scene.rebuildCanvases()
      host.setNeedsDisplay()
      Self.say("easel: showing \(newReloader.spec.title) (\(next.lastPathComponent))")
    } catch {
      Self.say("easel: \(error)")
    }
  }

  private func writeScreenshot(to url: URL) {
    guard let image = host.lastImage else { return }
    do {
      try image.writePNG(to: url)
      Self.say("easel: wrote \(url.path) (\(image.pixelWidth)×\(image.pixelHeight) px)")
    } catch {
      FileHandle.standardError.write(Data("easel: could not write \(url.path): \(error)\n".utf8))
    }
  }

  /// Writes `line` to standard output at once (unbuffered), for tools and tests that read it
  /// as the window runs.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func format(_ size: CGSize) -> String {
    "\(format(size.width))×\(format(size.height))"
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
