import Easel
import EaselCairo
import Foundation

/// Hosts a view for tests, without a display: lays it out in a fixed size, finds views by
/// accessibility identifier, and renders it to pixels and PNG.
///
/// The root is proposed `size` and centred in it, as a hosting controller does; the image is
/// painted with the colour scheme's system background (white or black).
@MainActor
public final class ViewHost<Content: View> {
  /// The size of the canvas in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The colour scheme the view is shown in.
  public private(set) var colorScheme: ColorScheme
  let graph: ViewGraph
  private var image: CairoImage?

  /// Hosts `content` in a canvas of `size` points, with the device's safe-area insets (none
  /// by default). Image resources are found by `imageProvider`, by default a
  /// `CairoImageProvider` on the default search path.
  public init(
    _ content: Content, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
    safeAreaInsets: EdgeInsets = EdgeInsets(), imageProvider: (any ImageProvider)? = nil
  ) {
    self.size = size
    self.scale = scale
    self.colorScheme = colorScheme
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.displayScale = scale
    graph = ViewGraph(
      root: content, environment: environment, textEngine: PangoTextEngine(),
      imageProvider: imageProvider ?? CairoImageProvider())
    graph.safeAreaInsets = safeAreaInsets
    graph.layout(in: size)
  }

  /// The number of `body` evaluations since the host was made or `resetCounters()` ran.
  public var bodyEvaluationCount: Int { graph.bodyEvaluationCount }

  /// Counts of the layout tree's nodes and the sizes they computed.
  public func layoutStatistics() -> LayoutStatistics {
    if graph.hasPendingUpdates { update() }
    return graph.layoutStatistics()
  }

  /// Sets the counters back to zero.
  public func resetCounters() {
    graph.resetCounters()
  }

  /// Switches the colour scheme, as the system does for dark mode; views that read it run
  /// their bodies again.
  public func setColorScheme(_ scheme: ColorScheme) {
    colorScheme = scheme
    graph.environment.colorScheme = scheme
    update()
  }

  /// Taps at `point` (root coordinates) and runs the resulting update; returns whether a view
  /// took the tap.
  @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    if graph.hasPendingUpdates { update() }
    let handled = graph.tap(at: point, count: count)
    update()
    return handled
  }

  /// Taps the centre of the view tagged with `identifier`; returns whether a view took the
  /// tap (`false` also when no view has the identifier).
  @discardableResult
  public func tap(_ identifier: String, count: Int = 1) -> Bool {
    guard let frame = frame(of: identifier) else { return false }
    return tap(at: CGPoint(x: frame.midX, y: frame.midY), count: count)
  }

  /// Whether something is animating: more frames would show it moving.
  public var isAnimating: Bool { graph.isAnimating }

  /// The manual clock's time, in seconds since the host was made.
  public var time: Double { graph.animationTime }

  /// Moves the manual clock on by `seconds` and shows the frame of that moment: animations
  /// advance, then pending updates and layout run.
  public func advance(by seconds: TimeInterval) {
    if graph.hasPendingUpdates { update() }
    graph.advanceAnimations(to: graph.animationTime + max(seconds, 0))
    update()
  }

  /// Runs pending state updates and layout now, as a frame would.
  public func update() {
    graph.layout(in: size)
    image = nil
  }

  /// The frame, in root coordinates, of the view tagged with `identifier` through
  /// `accessibilityIdentifier(_:)`, or `nil` when no view has it.
  public func frame(of identifier: String) -> CGRect? {
    if graph.hasPendingUpdates { update() }
    return graph.frame(of: identifier)
  }

  /// The accessibility elements of the current frame in reading order, with their frames in
  /// root coordinates; pending state updates run first.
  public func accessibilityTree() -> [AccessibilityElement] {
    if graph.hasPendingUpdates { update() }
    return graph.accessibilityTree()
  }

  /// The display list of the current frame.
  public func displayList() -> DisplayList {
    graph.displayList()
  }

  /// The rendered image, drawn on first use.
  public func renderedImage() throws -> CairoImage {
    if graph.hasPendingUpdates { update() }
    if let image { return image }
    let image = try CairoImage(size: size, scale: scale)
    image.draw(graph.displayList(), background: graph.backgroundColor)
    self.image = image
    return image
  }

  /// The colour of the pixel at column `x`, row `y` (in pixels, not points).
  public func pixel(x: Int, y: Int) throws -> Pixel? {
    try renderedImage().pixel(x: x, y: y)
  }

  /// The colour of the pixel under `point`, given in points in root coordinates.
  public func pixel(at point: CGPoint) throws -> Pixel? {
    try pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
  }

  /// The rendered image encoded as PNG.
  public func pngData() throws -> Data {
    try renderedImage().pngData()
  }

  /// Writes the rendered image as a PNG file.
  public func writePNG(to url: URL) throws {
    try renderedImage().writePNG(to: url)
  }
}
