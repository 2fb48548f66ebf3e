import Easel
import Foundation

/// A component spec: a JSON file that says what to preview and how.
///
/// A spec shows either a registered Swift component with its properties, or a tree of
/// primitive views, at one or more devices, colour schemes and text sizes:
///
/// ```json
/// {
///   "title": "Adaptive layout",
///   "devices": ["iPhone SE", "iPad", { "width": 320, "height": 480 }],
///   "colorSchemes": ["light", "dark"],
///   "component": "AdaptiveLayout",
///   "props": { "maxTopHeight": 400 }
/// }
/// ```
///
/// Every key, type and default is documented in `docs/specs.md`. Loading never crashes on bad
/// input: every problem is a `SpecError` that names the file, line, column, key path and fix.
public struct Spec: Equatable, Sendable {
  /// The canvas size used when a spec gives no device: an iPhone SE's screen, in points.
  public static let defaultSize = CGSize(width: 375, height: 667)
  /// The largest canvas side a spec may ask for, in points.
  public static let maximumSide: CGFloat = 8192
  /// The largest spec file the loader reads: 1 MiB.
  public static let maximumFileSize = 1 << 20
  /// The deepest view tree a spec may hold; the root view is at level 1.
  public static let maximumDepth = 64

  /// What the spec shows.
  public indirect enum Body: Equatable, Sendable {
    /// A tree of primitive views.
    case view(SpecNode)
    /// A registered component with its properties.
    case component(SpecComponentUse)
  }

  /// The name shown for the spec: the `title` key, else the file name without its extension.
  public var title: String
  /// Free text for people reading the spec (`notes`); not shown in the view.
  public var notes: String?
  /// The sizes to show the spec at, first one first; never empty.
  public var devices: [SpecDevice]
  /// The colour schemes to show it in, first one first; never empty. The host applies them.
  public var colorSchemes: [ColorScheme]
  /// The text sizes to show it at, first one first; never empty.
  public var textSizes: [SpecTextSize]
  /// The preview-local state, in file order.
  public var state: [SpecStateEntry] {
    didSet { readsCanvasSize = Self.readsCanvasSize(body: body, state: state) }
  }
  /// What the spec shows.
  public var body: Body {
    didSet { readsCanvasSize = Self.readsCanvasSize(body: body, state: state) }
  }
  /// Whether an expression of the spec reads the canvas size (`width`, `height`): when none
  /// does, the views are not built again when the canvas changes size.
  public private(set) var readsCanvasSize: Bool
  /// The name of the file, as given to the loader.
  public var fileName: String

  /// Creates a spec that shows `view` at `size` in `colorScheme`.
  public init(
    title: String, size: CGSize = Spec.defaultSize, colorScheme: ColorScheme = .light,
    view: SpecNode
  ) {
    self.title = title
    notes = nil
    devices = [SpecDevice(size: size)]
    colorSchemes = [colorScheme]
    textSizes = [.large]
    state = []
    body = .view(view)
    fileName = title
    readsCanvasSize = Self.readsCanvasSize(body: .view(view), state: [])
  }

  init(
    title: String, notes: String?, devices: [SpecDevice], colorSchemes: [ColorScheme],
    textSizes: [SpecTextSize], state: [SpecStateEntry], body: Body, fileName: String
  ) {
    self.title = title
    self.notes = notes
    self.devices = devices
    self.colorSchemes = colorSchemes
    self.textSizes = textSizes
    self.state = state
    self.body = body
    self.fileName = fileName
    readsCanvasSize = Self.readsCanvasSize(body: body, state: state)
  }

  /// Whether `body` or `state` reads the canvas size (`SpecSizeReads`).
  private static func readsCanvasSize(body: Body, state: [SpecStateEntry]) -> Bool {
    let names = state.map(\.name)
    return SpecSizeReads.found(in: body, stateNames: names)
      || SpecSizeReads.found(in: state, stateNames: names)
  }

  /// The first device's canvas size.
  public var size: CGSize { devices.first?.size ?? Self.defaultSize }
  /// The first colour scheme.
  public var colorScheme: ColorScheme { colorSchemes.first ?? .light }
  /// The view tree, for a spec that has one.
  public var view: SpecNode? {
    if case .view(let node) = body { return node }
    return nil
  }

  /// Parses and validates a spec from the bytes of a JSON file named `fileName` (the name
  /// appears in error messages and gives the default title). Image paths are resolved in
  /// `folder`, and the image files there are read and checked; components are looked up in
  /// `registry`. Each entry of `state` (`easel render --state name=value`) replaces the file's
  /// value of the state entry `name` before the view tree is read, so the spec is checked,
  /// and starts, with it: a boolean takes `true` or `false`, a number a number, a string any
  /// text; computed entries cannot be set.
  public init(
    data: Data, fileName: String, folder: URL? = nil, registry: ComponentRegistry = .standard,
    state: [String: String] = [:]
  ) throws(SpecError) {
    var parser = SpecParser(fileName: fileName, folder: folder)
    parser.stateOverrides = state
    self = try parser.parse(data)
    try validate(registry: registry)
    try checkImageFiles()
  }

  /// Reads, parses and validates the spec file at `url`, with the `state` values given (see
  /// `init(data:fileName:folder:registry:state:)`). Errors name the file by its last path
  /// component.
  public static func load(
    contentsOf url: URL, registry: ComponentRegistry = .standard, state: [String: String] = [:]
  ) throws(SpecError) -> Spec {
    let fileName = url.lastPathComponent
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      // Read one byte past the limit, so that a larger file is reported without reading it all.
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw SpecError(
        kind: .unreadable, fileName: fileName,
        message: "cannot read the file (\(error.localizedDescription))")
    }
    return try Spec(
      data: data, fileName: fileName, folder: url.deletingLastPathComponent(), registry: registry,
      state: state)
  }

  /// Checks what can only be checked with numbers in hand: every expression, and every
  /// component's properties, evaluated at each device's size with the state as written.
  public func validate(registry: ComponentRegistry = .standard) throws(SpecError) {
    for device in devices {
      let scope = SpecStateStore.scope(
        of: state, width: Double(device.size.width), height: Double(device.size.height))
      switch body {
      case .view(let node):
        try node.validate(in: scope, registry: registry)
      case .component(let use):
        _ = try registry.decodeProperties(of: use, scope: scope, store: nil)
      }
      for entry in state {
        if case .expression(let number) = entry.value { _ = try number.resolve(in: scope) }
      }
    }
  }

  /// Builds the view to show at `size` points: the tree (or component) with its expressions
  /// evaluated in the size and the state of `store` (the values in the file when `nil`), at
  /// `textSize`. The colour scheme is left to the host.
  /// With a `recorder`, every view node reports its laid-out frame to it.
  @MainActor public func makeView(
    store: SpecStateStore? = nil, registry: ComponentRegistry = .standard,
    textSize: SpecTextSize? = nil, recorder: SpecFrameRecorder? = nil
  ) -> AnyView {
    AnyView(
      SpecRootView(
        spec: self, store: store ?? SpecStateStore(state), registry: registry,
        textSize: textSize ?? textSizes.first ?? .large, recorder: recorder))
  }

  /// The listed device named `name` (letter case, spaces and hyphens ignored), else the catalog
  /// device of that name.
  public func device(named name: String) -> SpecDevice? {
    func normalized(_ name: String) -> String {
      name.lowercased().filter { !$0.isWhitespace && $0 != "-" }
    }
    if let listed = devices.first(where: { normalized($0.name) == normalized(name) }) {
      return listed
    }
    return DeviceCatalog.device(named: name).map(SpecDevice.init)
  }

  /// The title a spec file gets when it has no `title`: its name without the extension.
  static func defaultTitle(forFileName fileName: String) -> String {
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
