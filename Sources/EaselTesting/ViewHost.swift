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
  /// Makes the host's frames: layout on each update, images on demand.
  private let frames: FrameDriver
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
    frames = FrameDriver(scene: graph, size: size, scale: scale)
    frames.layout()
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

  /// Sends one pointer event (root coordinates, at the clock's time unless it says a later
  /// one) through real hit testing, then runs the update it causes; returns whether a gesture
  /// acted on it.
  @discardableResult
  public func send(_ event: PointerEvent) -> Bool {
    if graph.hasPendingUpdates { update() }
    let acted = graph.send(event)
    update()
    return acted
  }

  /// Taps at `point` (root coordinates) and runs the resulting update; returns whether a
  /// gesture took the tap. The clock does not move.
  @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    var acted = false
    for _ in 0..<max(count, 1) {
      acted = send(PointerEvent(.down, at: point, time: time)) || acted
      acted = send(PointerEvent(.up, at: point, time: time)) || acted
    }
    return acted
  }

  /// Taps the centre of the view tagged with `identifier`; returns whether a gesture took the
  /// tap (`false` also when no view has the identifier).
  @discardableResult
  public func tap(_ identifier: String, count: Int = 1) -> Bool {
    guard let centre = centre(of: identifier) else { return false }
    return tap(at: centre, count: count)
  }

  /// Presses the centre of the view tagged with `identifier`, holds it for `duration`
  /// seconds of the manual clock (frames of 1/60 s), and releases it.
  @discardableResult
  public func longPress(_ identifier: String, duration: TimeInterval = 0.5) -> Bool {
    guard let centre = centre(of: identifier) else { return false }
    var acted = send(PointerEvent(.down, at: centre, time: time))
    var remaining = max(duration, 0)
    while remaining > 1e-9 {
      let step = min(remaining, 1.0 / 60)
      advance(by: step)
      remaining -= step
    }
    acted = send(PointerEvent(.up, at: centre, time: time)) || acted
    return acted
  }

  /// Drags from the centre of the view tagged with `identifier` by `translation`, in `steps`
  /// moves one frame (1/60 s) apart, and releases at the end; nothing of an animation the
  /// release starts has run yet.
  @discardableResult
  public func drag(_ identifier: String, by translation: CGSize, steps: Int = 10) -> Bool {
    guard let start = centre(of: identifier) else { return false }
    return drag(from: start, by: translation, steps: steps)
  }

  /// Drags from `start` (root coordinates) by `translation` in `steps` moves one frame apart.
  @discardableResult
  public func drag(from start: CGPoint, by translation: CGSize, steps: Int = 10) -> Bool {
    var acted = send(PointerEvent(.down, at: start, time: time))
    let count = max(steps, 1)
    var point = start
    for step in 1...count {
      advance(by: 1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(count)
      point = CGPoint(
        x: start.x + translation.width * fraction, y: start.y + translation.height * fraction)
      acted = send(PointerEvent(.move, at: point, time: time)) || acted
    }
    acted = send(PointerEvent(.up, at: point, time: time)) || acted
    return acted
  }

  /// Pinches on the view tagged with `identifier` to `scale`, in ten steps one frame apart.
  @discardableResult
  public func pinch(_ identifier: String, scale: CGFloat) -> Bool {
    twoFingerGesture(identifier) { fraction in
      .transform(scale: 1 + (scale - 1) * fraction, rotation: .zero)
    }
  }

  /// Rotates on the view tagged with `identifier` by `angle`, in ten steps one frame apart.
  @discardableResult
  public func rotate(_ identifier: String, by angle: Angle) -> Bool {
    twoFingerGesture(identifier) { fraction in
      .transform(scale: 1, rotation: .radians(angle.radians * Double(fraction)))
    }
  }

  /// Scrolls over the view tagged with `identifier` by `offset` points.
  @discardableResult
  public func scroll(_ identifier: String, by offset: CGSize) -> Bool {
    guard let centre = centre(of: identifier) else { return false }
    return send(PointerEvent(.scroll(offset), at: centre, time: time))
  }

  private func twoFingerGesture(
    _ identifier: String, kind: (CGFloat) -> PointerEvent.Kind
  ) -> Bool {
    guard let centre = centre(of: identifier) else { return false }
    var acted = false
    for step in 1...10 {
      if step > 1 { advance(by: 1.0 / 60) }
      acted = send(PointerEvent(kind(CGFloat(step) / 10), at: centre, time: time)) || acted
    }
    acted = send(PointerEvent(.transformEnded, at: centre, time: time)) || acted
    return acted
  }

  private func centre(of identifier: String) -> CGPoint? {
    guard let frame = frame(of: identifier) else { return nil }
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// Whether something is animating: more frames would show it moving.
  public var isAnimating: Bool { graph.isAnimating }

  /// Whether a window would keep producing frames: something animates or a gesture waits for
  /// time to pass.
  public var needsFrames: Bool { graph.needsFrames }

  /// The manual clock's time, in seconds since the host was made.
  public var time: Double { graph.animationTime }

  /// Moves the manual clock on by `seconds` and shows the frame of that moment: animations
  /// advance, then pending updates and layout run.
  public func advance(by seconds: TimeInterval) {
    if graph.hasPendingUpdates { update() }
    frames.layout(at: graph.animationTime + max(seconds, 0))
    image = nil
  }

  /// Runs pending state updates and layout now, as a frame would.
  public func update() {
    frames.layout()
    image = nil
  }

  /// The frame, in root coordinates, of the view tagged with `identifier` through
  /// `accessibilityIdentifier(_:)`, or `nil` when no view has it.
  public func frame(of identifier: String) -> CGRect? {
    if graph.hasPendingUpdates { update() }
    return graph.frame(of: identifier)
  }

  /// Every view tagged with `accessibilityIdentifier(_:)` and its frame in root coordinates,
  /// in the order of the view tree (an identifier used twice appears twice).
  public func identifiedFrames() -> [(identifier: String, frame: CGRect)] {
    if graph.hasPendingUpdates { update() }
    return graph.identifiedFrames()
  }

  /// The accessibility elements of the current frame in reading order, with their frames in
  /// root coordinates; pending state updates run first.
  public func accessibilityTree() -> [AccessibilityElement] {
    if graph.hasPendingUpdates { update() }
    return graph.accessibilityTree()
  }

  /// Adjusts the accessibility element tagged with `identifier` as VoiceOver's swipe up
  /// (`.increment`) or down (`.decrement`) would, then runs the resulting update; `false` when
  /// no adjustable element has the identifier.
  @discardableResult
  public func accessibilityAdjust(
    _ identifier: String, _ direction: AccessibilityAdjustmentDirection
  ) -> Bool {
    guard let element = accessibilityTree().first(where: { $0.identifier == identifier }),
      element.adjust(direction)
    else { return false }
    update()
    return true
  }

  /// The display list of the current frame.
  public func displayList() -> DisplayList {
    graph.displayList()
  }

  /// The rendered image, drawn on first use.
  public func renderedImage() throws -> CairoImage {
    if graph.hasPendingUpdates { update() }
    if let image { return image }
    let image = try frames.renderImage()
    self.image = image
    return image
  }

  /// The colour of the pixel at column `x`, row `y` (in pixels, not points).
  public func pixel(x: Int, y: Int) throws -> Pixel? {
    try renderedImage().pixel(x: x, y: y)
  }
  /// The colour scheme a view inside asks its presentation for with
  /// `preferredColorScheme(_:)`, if any.
  public var preferredColorScheme: ColorScheme? {
    graph.update()
    return graph.preferredColorScheme
  }

  /// How many times a view inside called its environment's `dismiss` action.
  public var dismissCount: Int { graph.dismissCount }

  /// The URLs views inside asked to open with their environment's `openURL` action.
  public var openedURLs: [URL] { graph.openedURLs }

  /// The feedback views inside played with `sensoryFeedback`, in order.
  public var sensoryFeedback: [SensoryFeedback] { graph.sensoryFeedback }

  /// The navigation title a view inside sets with `navigationTitle(_:)`, if any.
  public var navigationTitle: String? {
    graph.update()
    return graph.navigationTitle
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
