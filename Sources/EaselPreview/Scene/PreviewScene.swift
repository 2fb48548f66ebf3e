import Easel
import EaselCairo
import EaselHost
import Foundation
import UIKit

/// The preview window's content: the spec on one device (centred, zoomed out to fit, its
/// display corners clipped and its safe area applied), at free size following the window, or
/// on every device side by side; with labels, the frame inspector, the accessibility overlay
/// and the help panel drawn around and over it.
///
/// Each canvas is its own view graph, so each has the device's true safe area; pointer events
/// go to the canvas under the pointer, in its own points.
@MainActor
public final class PreviewScene: WindowScene {
  /// How the window shows the spec.
  public struct Settings: Equatable, Sendable {
    /// The device (portrait); the free-size entry makes the canvas follow the window.
    public var device: Device
    /// Whether the device is turned to landscape.
    public var landscape = false
    /// The colour scheme.
    public var colorScheme: ColorScheme = .light
    /// The text size (dynamic type).
    public var textSize: SpecTextSize = .large
    /// Whether every device is shown side by side.
    public var showsGrid = false
    /// Whether a device canvas is zoomed to fill the window (also above 100 %); otherwise it
    /// is zoomed out only when it does not fit.
    public var zoomsToFit = false
    /// Whether the frame inspector is on.
    public var showsInspector = false
    /// Whether the accessibility overlay is on.
    public var showsAccessibility = false
    /// Whether the help panel is shown.
    public var showsHelp = false

    /// Settings for `device`.
    public init(device: Device) { self.device = device }

    /// The device as shown: turned when in landscape.
    public var shownDevice: Device {
      landscape && !device.isFreeSize ? device.landscape : device
    }
  }

  /// The space around canvases, in window points.
  static let margin: CGFloat = 24
  /// The height of the band for a canvas's label of one line, in window points.
  static let labelHeight: CGFloat = 20
  /// The space a label's band keeps beside its text, in window points.
  static let labelPadding: CGFloat = 5
  /// The accessibility identifier of the labels over the canvases, as the dump key lists
  /// them.
  public static let deviceLabelIdentifier = "device-label"

  /// The current settings; changing them rebuilds or redraws what they affect.
  public var settings: Settings {
    didSet {
      guard settings != oldValue else { return }
      var rebuild = oldValue
      rebuild.showsInspector = settings.showsInspector
      rebuild.showsAccessibility = settings.showsAccessibility
      rebuild.showsHelp = settings.showsHelp
      rebuild.zoomsToFit = settings.zoomsToFit
      // A scheme change is an environment change, as in SwiftUI: the views keep their state.
      rebuild.colorScheme = settings.colorScheme
      if rebuild != settings {
        rebuildCanvases()
      } else if settings.colorScheme != oldValue.colorScheme {
        for canvas in canvases { canvas.graph.environment.colorScheme = settings.colorScheme }
      }
      inspection = nil
      onNeedsDisplay?()
    }
  }
  /// The devices next/previous step through: the spec's own sizes, the catalog, free size.
  public let devices: [Device]
  /// The key bindings listed by the help panel.
  public var helpLines: [String] = []
  public var onNeedsDisplay: (() -> Void)?
  /// Runs when the scene drops its canvases, before it makes new ones: a host ends there the
  /// observations the dropped graphs' views registered with models that outlive them
  /// (`SpecReloader.endObservations()`), which Observation would keep until a value changed.
  public var onDropCanvases: (() -> Void)?

  private let content: @MainActor (SpecTextSize) -> AnyView
  private let inspect: @MainActor (Device, ColorScheme, SpecTextSize) -> SpecInspector.Report?
  private let scale: CGFloat
  private(set) var canvases: [PreviewCanvas] = []
  private var windowSize = CGSize.zero
  private(set) var chrome: PreviewChrome?
  /// The chrome the layers under and over the canvases show; set anew when it changes.
  private var chromeModel: PreviewChromeModel?
  /// The layer under the canvases (bezels, labels) and the one over them (outlines, tags,
  /// status, help): each one graph for the window's life, made at the first layout.
  private(set) var underlay: ViewGraph?
  private(set) var overlay: ViewGraph?
  /// The canvas a press went down on: it gets the pointer's events until the release.
  private var captured: PreviewCanvas?
  /// The canvas keys go to: the one last pressed (the first until one is).
  private weak var keyCanvas: PreviewCanvas?
  /// The canvas a pinch or rotation goes to until it ends: the pressed canvas when the
  /// gesture began during a press, otherwise the one under it. Apart from `captured`, so a
  /// pinch that ends while the button is still down (Ctrl + wheel during a drag) leaves the
  /// press its canvas and its release.
  private var transformTarget: PreviewCanvas?
  private var hoverPoint: CGPoint?
  private var inspection: [ObjectIdentifier: SpecInspector.Report]?
  /// Measures the labels over the canvases.
  private let labelFitter = DeviceLabelFitter(engine: PangoTextEngine())
  /// The canvases' labels as the last placement fitted them, in the canvases' order (none at
  /// free size).
  private var fittedLabels: [DeviceLabelFitter.Fitted] = []
  /// The height of the band above each canvas that holds its label, in the canvases' order.
  private var labelBands: [CGFloat] = []

  /// A scene showing `content(textSize)` on `settings.device`, stepping through `devices`;
  /// `inspect` lays the spec out headless for the inspector's view types.
  public init(
    settings: Settings, devices: [Device], scale: CGFloat,
    content: @escaping @MainActor (SpecTextSize) -> AnyView,
    inspect: @escaping @MainActor (Device, ColorScheme, SpecTextSize) -> SpecInspector.Report?
  ) {
    self.settings = settings
    self.devices = devices
    self.scale = scale
    self.content = content
    self.inspect = inspect
    rebuildCanvases()
  }

  /// Makes the canvases again (after a device, orientation, scheme or text-size change, or a
  /// reload whose root changed).
  public func rebuildCanvases() {
    var environment = PreviewRenderer.environment(scale: scale, colorScheme: settings.colorScheme)
    environment.colorScheme = settings.colorScheme
    let shown: [Device]
    if settings.showsGrid {
      shown = devices.filter { !$0.isFreeSize }.map {
        settings.landscape ? $0.landscape : $0
      }
    } else {
      shown = [settings.shownDevice]
    }
    captured = nil
    transformTarget = nil
    if !canvases.isEmpty {
      canvases = []
      onDropCanvases?()
    }
    // UIKit code asks `UIScreen.main` and `UIDevice.current` for the device it runs on.
    if let device = shown.first, shown.count == 1 {
      UIScreen.present(
        bounds: CGRect(origin: .zero, size: device.size), scale: device.scale,
        idiom: device.family == .tablet ? .pad : device.family == .desktop ? .mac : .phone)
    }
    canvases = shown.map { device in
      var environment = environment
      (environment.horizontalSizeClass, environment.verticalSizeClass) = device.sizeClasses
      let canvas = PreviewCanvas(
        device: device, root: content(settings.textSize), environment: environment)
      canvas.graph.onNeedsUpdate = { [weak self] in self?.onNeedsDisplay?() }
      canvas.graph.pasteboard = pasteboard
      canvas.graph.primarySelection = primarySelection
      return canvas
    }
    keyCanvas = nil
    updateCanvasFocus()
    inspection = nil
  }

  /// The canvas size shown in the title: the single canvas's size, or `nil` for the grid.
  public var canvasSize: CGSize? {
    settings.showsGrid ? nil : canvases.first?.size
  }

  /// The window size that shows `settings.device` at 100 % with its margins.
  public func preferredWindowSize() -> CGSize {
    let device = settings.shownDevice
    if device.isFreeSize { return device.size }
    return CGSize(
      width: device.size.width + 2 * Self.margin,
      height: device.size.height + 2 * Self.margin + Self.labelHeight)
  }

  // MARK: WindowScene

  /// Where every canvas's text fields copy, cut and paste (the window's clipboard in a
  /// window).
  public var pasteboard: any TextPasteboard = MemoryPasteboard() {
    didSet { for canvas in canvases { canvas.graph.pasteboard = pasteboard } }
  }

  /// Where every canvas's text fields and selectable text put their selections as they are
  /// made, and what a middle click pastes (the window's X11 PRIMARY selection in a window).
  public var primarySelection: (any TextPasteboard)? {
    didSet { for canvas in canvases { canvas.graph.primarySelection = primarySelection } }
  }

  /// A middle click at `point` in window points: the canvas there takes the keys, and its
  /// field under the point pastes the primary selection there. Returns whether a field was
  /// there.
  public func pastePrimarySelection(at point: CGPoint) -> Bool {
    guard let target = canvases.first(where: { $0.frame.contains(point) }) else { return false }
    if target !== keyCanvas { takeKeys(target) }
    return target.graph.pastePrimarySelection(at: target.canvasPoint(point))
  }

  public var needsFrames: Bool { canvases.contains { $0.graph.needsFrames } }

  public func advanceAnimations(to time: Double) {
    for canvas in canvases { canvas.graph.advanceAnimations(to: time) }
  }

  public var backgroundColor: Color.Resolved {
    let scheme: ColorScheme = settings.colorScheme
    if canvases.count == 1, canvases[0].device.isFreeSize {
      return canvases[0].graph.backgroundColor
    }
    return PreviewChrome(size: .zero, isDark: scheme == .dark).backdrop.resolve(for: scheme)
  }

  /// Runs the canvases' pending updates; the chrome's follow from the placement, in
  /// `layout(in:)`.
  public func update() {
    for canvas in canvases { canvas.graph.update() }
  }

  public func layout(in size: CGSize) {
    windowSize = size
    place()
    for canvas in canvases { canvas.graph.layout(in: canvas.size) }
    updateChrome()
  }

  public func displayList() -> DisplayList {
    var items = underlay?.displayList().items ?? []
    for canvas in canvases { items += canvas.items() }
    items += overlay?.displayList().items ?? []
    return DisplayList(items: items)
  }

  public func send(_ event: PointerEvent) -> Bool {
    let target: PreviewCanvas?
    switch event.kind {
    case .down, .scroll:
      target = canvases.first { $0.frame.contains(event.location) }
      if case .down = event.kind {
        captured = target
        if let target, target !== keyCanvas { takeKeys(target) }
      }
    case .transform:
      if transformTarget == nil {
        // A pinch or rotation begins: the pressed canvas, or the one under it, takes it.
        transformTarget = captured ?? canvases.first { $0.frame.contains(event.location) }
      }
      target = transformTarget
    case .transformEnded:
      target = transformTarget
      transformTarget = nil
    case .move, .up, .cancel:
      target = captured
    }
    switch event.kind {
    case .up, .cancel: captured = nil
    default: break
    }
    guard let target else { return false }
    var local = event
    local.location = target.canvasPoint(event.location)
    if case .scroll(let delta) = event.kind {
      local.kind = .scroll(
        CGSize(width: delta.width / target.zoom, height: delta.height / target.zoom))
    }
    return target.graph.send(local)
  }

  /// Gives a key to the canvas last pressed: its focused field or `onKeyPress` actions, or
  /// Tab to focus its first field. Keys it does not use are the window's shortcuts.
  public func send(_ key: KeyPress) -> Bool {
    guard let target = keyCanvas ?? canvases.first else { return false }
    return target.graph.send(key)
  }

  /// What an input method composes in the focused field of the canvas keys go to.
  public var preedit: TextPreedit? { (keyCanvas ?? canvases.first)?.graph.preedit }

  /// Shows what an input method composes in the focused field of the canvas keys go to.
  public func setPreedit(_ preedit: TextPreedit?) -> Bool {
    guard let target = keyCanvas ?? canvases.first else { return false }
    return target.graph.setPreedit(preedit)
  }

  /// Gives text an input method committed to the canvas keys go to.
  public func commitText(_ text: String) -> Bool {
    guard let target = keyCanvas ?? canvases.first else { return false }
    return target.graph.commitText(text)
  }

  /// The caret of the focused field of the canvas keys go to, in window points.
  public var textInputCaretRect: CGRect? {
    guard let target = keyCanvas ?? canvases.first,
      let caret = target.graph.textInputCaretRect
    else { return nil }
    return target.windowRect(caret)
  }

  /// Makes `canvas` the one keys go to: the others' carets stop (as in a window without the
  /// keyboard focus).
  private func takeKeys(_ canvas: PreviewCanvas) {
    keyCanvas = canvas
    updateCanvasFocus()
  }

  /// Whether the window has the keyboard focus: only then does the canvas keys go to show a
  /// blinking caret.
  public var isWindowFocused = true {
    didSet { if isWindowFocused != oldValue { updateCanvasFocus() } }
  }

  /// Tells each canvas whether it has the keyboard: the window has it and keys go there.
  private func updateCanvasFocus() {
    let target = keyCanvas ?? canvases.first
    for canvas in canvases { canvas.graph.isWindowFocused = isWindowFocused && canvas === target }
  }

  public func hover(at point: CGPoint?) -> Bool {
    hoverPoint = point
    return settings.showsInspector
  }

  // MARK: Placement

  private func place() {
    fittedLabels = []
    labelBands = []
    if canvases.count == 1, canvases[0].device.isFreeSize {
      canvases[0].size = windowSize
      canvases[0].origin = .zero
      canvases[0].zoom = 1
      return
    }
    // Rows: one per device family in the grid, one canvas otherwise.
    var rows: [[PreviewCanvas]] = []
    for canvas in canvases {
      if let last = rows.last?.last, last.device.family == canvas.device.family {
        rows[rows.count - 1].append(canvas)
      } else {
        rows.append([canvas])
      }
    }
    // Each row has a band for its labels above it: one line high, or more where a label's
    // name wraps in its column. Columns narrow as the bands grow (the zoom falls), so the
    // labels are fitted again after each placement, until every row's band holds its labels.
    // Bands only grow, and a label takes at most two lines: this ends.
    var bands = rows.map { _ in Self.labelHeight }
    var fitted: [[DeviceLabelFitter.Fitted]] = []
    for _ in 0...(2 * rows.count) {
      place(rows, labelBands: bands)
      fitted = rows.map(fitLabels)
      let needed = fitted.map { row in
        max(Self.labelHeight, (row.map(\.size.height).max() ?? 0) + Self.labelPadding)
      }
      if zip(needed, bands).allSatisfy({ $0 <= $1 }) { break }
      bands = zip(needed, bands).map { max($0, $1) }
    }
    for (row, band) in zip(fitted, bands) {
      fittedLabels += row
      labelBands += row.map { _ in band }
    }
  }

  /// Zooms and places the canvases of `rows`, each row under a band `labelBands[row]` high.
  private func place(_ rows: [[PreviewCanvas]], labelBands: [CGFloat]) {
    let margin = Self.margin
    // Canvases are zoomed; the margins between them are not.
    let rowWidths = rows.map { row in row.reduce(0) { $0 + $1.size.width } }
    let rowGaps = rows.map { CGFloat($0.count - 1) * margin }
    let rowHeights = rows.map { row in row.map(\.size.height).max() ?? 0 }
    let bandsHeight = labelBands.reduce(0, +)
    let availableHeight = max(
      windowSize.height - 2 * margin - bandsHeight - CGFloat(rows.count - 1) * margin, 1)
    var zoom = availableHeight / max(rowHeights.reduce(0, +), 1)
    for (width, gap) in zip(rowWidths, rowGaps) {
      zoom = min(zoom, max(windowSize.width - 2 * margin - gap, 1) / max(width, 1))
    }
    if !settings.zoomsToFit { zoom = min(zoom, 1) }
    zoom = Self.steppedZoom(zoom)
    let contentHeight = rowHeights.reduce(0, +)
    let usedHeight = contentHeight * zoom + bandsHeight + CGFloat(rows.count - 1) * margin
    var y = max((windowSize.height - usedHeight) / 2, margin)
    for (index, row) in rows.enumerated() {
      var x = max((windowSize.width - rowWidths[index] * zoom - rowGaps[index]) / 2, margin)
      y += labelBands[index]
      for canvas in row {
        canvas.zoom = zoom
        canvas.origin = CGPoint(x: x.rounded(), y: y.rounded())
        x += canvas.size.width * zoom + margin
      }
      y += rowHeights[index] * zoom + margin
    }
  }

  /// `zoom` rounded down to a whole percent (at least 1 %), as the canvas's label shows it.
  ///
  /// What is drawn at a zoom is cached for that zoom: fonts and glyphs at the scaled size in
  /// Pango, Cairo and pixman, coverage masks, shadows. A zoom that followed the window's size
  /// exactly would make every size the window passes through new entries in each of those
  /// caches, so resident memory grew with every resize; in steps, a window meets at most a
  /// hundred zooms below 100 %, and every cache holds a bounded set.
  static func steppedZoom(_ zoom: CGFloat) -> CGFloat {
    max((zoom * 100).rounded(.down), 1) / 100
  }

  /// The width of a canvas's bezel at `zoom`, in window points.
  static func bezelWidth(zoom: CGFloat) -> CGFloat { max(3, 8 * zoom) }

  /// A canvas's column: its bezel's rectangle, in window points.
  private func column(of canvas: PreviewCanvas) -> CGRect {
    let bezel = Self.bezelWidth(zoom: canvas.zoom)
    return canvas.frame.insetBy(dx: -bezel, dy: -bezel)
  }

  /// How labels sit in their columns: centred over each device in the grid, at the left of
  /// a single device.
  private var labelAlignment: TextAlignment { settings.showsGrid ? .center : .leading }

  /// The labels of a row of canvases, fitted to their columns.
  private func fitLabels(_ row: [PreviewCanvas]) -> [DeviceLabelFitter.Fitted] {
    labelFitter.fitRow(
      row.map(labelTexts), widths: row.map { column(of: $0).width }, alignment: labelAlignment)
  }

  /// What a canvas's label may say, richest first: name, size and zoom (the zoom only for a
  /// single canvas, as the grid's canvases share theirs), name and size, the name alone.
  private func labelTexts(for canvas: PreviewCanvas) -> [String] {
    let name = canvas.device.name
    let size = canvas.device.size
    let sized = "\(name) — \(Int(size.width))×\(Int(size.height))"
    var texts = [sized, name]
    if !settings.showsGrid, canvas.zoom < 0.995 || canvas.zoom > 1.005 {
      texts.insert(sized + " — \(Int((canvas.zoom * 100).rounded())) %", at: 0)
    }
    return texts
  }

  // MARK: Chrome

  private func updateChrome() {
    var chrome = PreviewChrome(size: windowSize, isDark: settings.colorScheme == .dark)
    let isFree = canvases.count == 1 && canvases[0].device.isFreeSize
    if !isFree {
      for (index, canvas) in canvases.enumerated() {
        let column = column(of: canvas)
        chrome.bezels.append(column)
        chrome.bezelRadii.append(
          canvas.device.cornerRadius * canvas.zoom + Self.bezelWidth(zoom: canvas.zoom))
        guard index < fittedLabels.count else { continue }
        // The label's top sits in the band above the bezel, its text wrapped in the column.
        let label = fittedLabels[index]
        chrome.labels.append(
          PreviewChrome.Label(
            text: label.text,
            origin: CGPoint(x: column.minX, y: column.minY - labelBands[index] + 4),
            size: label.fontSize, width: column.width, alignment: labelAlignment))
      }
    }
    if settings.showsInspector { addInspector(to: &chrome) }
    if settings.showsAccessibility { addAccessibility(to: &chrome) }
    if settings.showsHelp { chrome.panel = helpLines }
    guard chrome != self.chrome else { return }
    self.chrome = chrome
    // The layers' views read the chrome from the model: a new chrome runs their bodies again
    // in the graphs they live in (the window's resizes each make one).
    if let chromeModel, let underlay, let overlay {
      chromeModel.chrome = chrome
      for graph in [underlay, overlay] {
        if graph.environment.colorScheme != settings.colorScheme {
          graph.environment.colorScheme = settings.colorScheme
        }
        graph.layout(in: windowSize)
      }
    } else {
      let model = PreviewChromeModel(chrome)
      chromeModel = model
      underlay = makeGraph(PreviewUnderlayView(model: model))
      overlay = makeGraph(PreviewOverlayView(model: model))
    }
  }

  private func makeGraph<V: View>(_ view: V) -> ViewGraph {
    var environment = PreviewRenderer.environment(scale: scale, colorScheme: settings.colorScheme)
    environment.colorScheme = settings.colorScheme
    let graph = ViewGraph(root: view, environment: environment, textEngine: PangoTextEngine())
    graph.layout(in: windowSize)
    return graph
  }

  /// Outlines every view the spec names (from a headless layout of the spec on the same
  /// device) and every identified view, and describes the smallest one under the pointer.
  private func addInspector(to chrome: inout PreviewChrome) {
    if inspection == nil {
      var reports: [ObjectIdentifier: SpecInspector.Report] = [:]
      for canvas in canvases {
        if let report = inspect(canvas.device, settings.colorScheme, settings.textSize) {
          reports[ObjectIdentifier(canvas)] = report
        }
      }
      inspection = reports
    }
    var hovered: (area: CGFloat, text: String, rect: CGRect)?
    func consider(_ rect: CGRect, _ text: String, in canvas: PreviewCanvas) {
      let shown = canvas.windowRect(rect)
      chrome.outlines.append(
        PreviewChrome.Outline(rect: shown, color: Color(red: 0.95, green: 0.45, blue: 0.1)))
      guard let point = hoverPoint, shown.contains(point) else { return }
      let area = rect.width * rect.height
      if hovered == nil || area < hovered!.area {
        let position =
          "(\(SpecParser.format(Double(rect.minX))), \(SpecParser.format(Double(rect.minY))))"
        let size =
          "\(SpecParser.format(Double(rect.width)))×\(SpecParser.format(Double(rect.height)))"
        hovered = (area, "\(text)  at \(position)  size \(size)", shown)
      }
    }
    for canvas in canvases {
      if let report = inspection?[ObjectIdentifier(canvas)] {
        func visit(_ node: SpecInspector.Node) {
          if let frame = node.frame {
            let rect = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            consider(rect, node.type + (node.identifier.map { " #" + $0 } ?? ""), in: canvas)
          }
          node.children.forEach(visit)
        }
        visit(report.tree)
      }
      for (identifier, frame) in canvas.graph.identifiedFrames() {
        consider(frame, "#" + identifier, in: canvas)
      }
      let insets = canvas.graph.safeAreaInsets
      let safe = CGRect(
        x: insets.leading, y: insets.top,
        width: max(canvas.size.width - insets.leading - insets.trailing, 0),
        height: max(canvas.size.height - insets.top - insets.bottom, 0))
      chrome.outlines.append(
        PreviewChrome.Outline(
          rect: canvas.windowRect(safe), color: Color(red: 0.2, green: 0.6, blue: 1)))
    }
    if let hovered {
      chrome.outlines.append(
        PreviewChrome.Outline(
          rect: hovered.rect, color: Color(red: 0.95, green: 0.45, blue: 0.1),
          filled: true))
      chrome.status = hovered.text
    } else {
      chrome.status = "Frame inspector: point at a view"
    }
  }

  /// Marks every accessibility element with its label, value and traits.
  private func addAccessibility(to chrome: inout PreviewChrome) {
    for canvas in canvases {
      for element in canvas.graph.accessibilityTree() {
        let rect = canvas.windowRect(element.frame)
        chrome.outlines.append(
          PreviewChrome.Outline(
            rect: rect, color: Color(red: 0.1, green: 0.7, blue: 0.3), filled: true))
        chrome.tags.append(
          PreviewChrome.Label(text: Self.describe(element), origin: rect.origin, size: 10))
      }
    }
  }

  /// One line for an accessibility element: label, value, traits and identifier.
  static func describe(_ element: AccessibilityElement) -> String {
    var text = "\"\(element.label)\""
    if let value = element.value { text += " = \"\(value)\"" }
    let traits = traitNames(element.traits)
    if !traits.isEmpty { text += " [" + traits.joined(separator: ", ") + "]" }
    if let identifier = element.identifier { text += " #" + identifier }
    return text
  }

  private static func traitNames(_ traits: AccessibilityTraits) -> [String] {
    let names: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
      (.isSearchField, "search field"), (.isImage, "image"),
    ]
    return names.filter { traits.contains($0.0) }.map(\.1)
  }

  /// Every canvas's accessibility elements, one per line with its frame in the canvas's
  /// points, for the dump key; then, under "Window:", the elements of the window's own layers
  /// (the labels over the canvases, and the status line and help panel when shown) with their
  /// frames in window points.
  public func accessibilityDump() -> String {
    func line(_ element: AccessibilityElement) -> String {
      let frame = element.frame
      return "  " + Self.describe(element)
        + " (\(SpecParser.format(Double(frame.minX))), \(SpecParser.format(Double(frame.minY))), "
        + "\(SpecParser.format(Double(frame.width)))×\(SpecParser.format(Double(frame.height))))"
    }
    let sections = canvases.map { canvas in
      "\(canvas.device.name):\n"
        + canvas.graph.accessibilityTree().map(line).joined(separator: "\n")
    }
    let window = chromeAccessibilityElements()
    guard !window.isEmpty else { return sections.joined(separator: "\n") }
    return (sections + ["Window:\n" + window.map(line).joined(separator: "\n")])
      .joined(separator: "\n")
  }

  /// The accessibility elements of the window's own layers as last laid out, in window
  /// points: the labels over the canvases (identified as `deviceLabelIdentifier`), then the
  /// overlay's.
  func chromeAccessibilityElements() -> [AccessibilityElement] {
    (underlay?.accessibilityTree() ?? []) + (overlay?.accessibilityTree() ?? [])
  }
}
