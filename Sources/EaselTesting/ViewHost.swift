import Easel
import EaselCairo
import Foundation

/// Hosts a view for tests, without a display: lays it out in a fixed size, finds views by
/// accessibility identifier, and renders it to pixels and PNG.
///
/// The root is proposed `size` and centred in it, as a hosting controller does; the image is
/// painted with the colour scheme's system background (white or black).
///
/// Combine's scheduled work runs on the host's manual clock: while the host builds, updates,
/// delivers input or advances, its clock is installed as `_SchedulingClock.current`, so a
/// `Timer.publish`, a `debounce`, a `delay` or a `receive(on:)` on `DispatchQueue.main` or
/// `RunLoop.main` waits for `advance(by:)` rather than real time. Work due now (a
/// `receive(on:)` delivery) runs before each update. Work scheduled from outside the host
/// (a test writing a model directly) uses real time: do it in `perform(_:)`.
@MainActor
public final class ViewHost<Content: View> {
  /// The size of the canvas in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The colour scheme the view is shown in.
  public private(set) var colorScheme: ColorScheme
  /// Where the text fields inside copy and cut to and paste from: a pasteboard of the host's
  /// own, which a test may read and fill.
  public let pasteboard = MemoryPasteboard()
  let graph: ViewGraph
  /// The clock Combine's timers and schedulers run on while the host works; it keeps the
  /// graph's time (`time`).
  private let clock = _SchedulingClock()
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
    graph.pasteboard = pasteboard
    frames = FrameDriver(scene: graph, size: size, scale: scale)
    withClock { settle() }
  }

  /// Runs `body` with the host's clock installed as `_SchedulingClock.current`.
  private func withClock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try _SchedulingClock.$current.withValue(clock, operation: body)
  }

  /// Lays the frame out, then runs the Combine work due by now and lays out again, while
  /// there is any (a bounded number of rounds, so work that always schedules more cannot
  /// hang the host).
  private func settle() {
    frames.layout()
    for _ in 0..<100 {
      guard runDueActions(until: clock.now) else { return }
      frames.layout()
    }
  }

  /// Runs the clock's actions due at or before `limit`, in time order; returns whether any
  /// ran.
  private func runDueActions(until limit: Double) -> Bool {
    var count = 0
    while count < 10_000, clock.runNextAction(until: limit) { count += 1 }
    return count > 0
  }

  /// Runs `body` as the host's own work does: with the host's clock installed, so that what
  /// it schedules through Combine (a model's `debounce`, a `Timer.publish`) runs on that
  /// clock; then runs the update it causes.
  @discardableResult
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withClock {
      let result = try body()
      update()
      return result
    }
  }

  /// The number of `body` evaluations since the host was made or `resetCounters()` ran.
  public var bodyEvaluationCount: Int { graph.bodyEvaluationCount }

  /// Counts of the layout tree's nodes and the sizes they computed.
  public func layoutStatistics() -> LayoutStatistics {
    if hasPendingWork { update() }
    return graph.layoutStatistics()
  }

  /// Sets the counters back to zero.
  public func resetCounters() {
    graph.resetCounters()
  }

  /// Switches the colour scheme, as the system does for dark mode; views that read it run
  /// their bodies again.
  public func setColorScheme(_ scheme: ColorScheme) {
    withClock {
      colorScheme = scheme
      graph.environment.colorScheme = scheme
      update()
    }
  }

  /// Sends one pointer event (root coordinates, at the clock's time unless it says a later
  /// one) through real hit testing, then runs the update it causes; returns whether a gesture
  /// acted on it.
  @discardableResult
  public func send(_ event: PointerEvent) -> Bool {
    withClock {
      if hasPendingWork { update() }
      let acted = graph.send(event)
      update()
      return acted
    }
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

  // MARK: Keyboard

  /// Types `text` as key presses, one per character, each down and up (a line break presses
  /// Return, a tab Tab), into the focused view; with `identifier`, the view tagged with it is focused first
  /// by tapping it near its trailing edge (so that a field with text gets the caret at its
  /// end), unless it has focus already. Returns whether every key was used.
  @discardableResult
  public func type(_ text: String, into identifier: String? = nil) -> Bool {
    if let identifier, focusedIdentifier != identifier {
      guard let frame = frame(of: identifier) else { return false }
      tap(at: CGPoint(x: frame.maxX - 2, y: frame.midY))
      if focusedIdentifier != identifier { tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
    }
    var used = true
    for character in text {
      switch character {
      case "\n", "\r\n", "\r": used = press(.return) && used
      case "\t": used = press(.tab) && used
      default:
        let key = KeyEquivalent(character)
        let characters = String(character)
        used = send(KeyPress(key, characters: characters, phase: .down)) && used
        send(KeyPress(key, characters: characters, phase: .up))
      }
    }
    return used
  }

  /// Presses `key` with `modifiers` held, and releases it, then runs the update it causes;
  /// returns whether anything used the press.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
    let used = send(KeyPress(key, modifiers: modifiers, phase: .down))
    send(KeyPress(key, modifiers: modifiers, phase: .up))
    return used
  }

  /// Sends one key press (down, repeat or up) through the graph — the `onKeyPress` actions
  /// around the focused view, then the focused field — and runs the update it causes;
  /// returns whether anything used it.
  @discardableResult
  public func send(_ press: KeyPress) -> Bool {
    withClock {
      if hasPendingWork { update() }
      let used = graph.send(press)
      update()
      return used
    }
  }

  /// The accessibility identifier of the view that has focus (the nearest around the focused
  /// field), or `nil` when nothing has focus.
  public var focusedIdentifier: String? {
    if hasPendingWork { update() }
    return graph.focusedIdentifier
  }

  /// The text selected in selectable text (`textSelection(.enabled)`), or `nil` when none is.
  public var selectedText: String? {
    if hasPendingWork { update() }
    return graph.selectedText
  }

  /// Whether the host's window has the keyboard focus (`true` at first); a focused field's
  /// caret blinks only while it has.
  public var isWindowFocused: Bool {
    get { graph.isWindowFocused }
    set {
      withClock {
        graph.isWindowFocused = newValue
        update()
      }
    }
  }

  /// What the text field tagged with `identifier` (or the first inside the view so tagged)
  /// was told about its text: keyboard and content type, capitalisation, autocorrection,
  /// Return key label; `nil` when there is no such field.
  public func textInputTraits(of identifier: String) -> TextInputTraits? {
    if hasPendingWork { update() }
    return graph.textInputTraits(of: identifier)
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
  ///
  /// Combine work on the clock (timer ticks, debounced values, delays) runs in time order
  /// as the clock passes its time: the clock stops at each, the work runs, and the update it
  /// causes is laid out then, before the clock moves on. A 1-second timer advanced by 3.5
  /// seconds ticks three times, at 1, 2 and 3.
  public func advance(by seconds: TimeInterval) {
    withClock {
      if hasPendingWork { update() }
      let target = graph.animationTime + max(seconds, 0)
      // The clock keeps whole nanoseconds: work due at the target's nanosecond is due.
      let limit = (target * 1e9).rounded() / 1e9
      clock.advance(to: graph.animationTime)
      while let due = clock.nextDueTime, due <= limit {
        if due > graph.animationTime { frames.layout(at: due) }
        clock.advance(to: due)
        settle()
      }
      clock.advance(to: target)
      frames.layout(at: target)
      settle()
      image = nil
    }
  }

  /// Runs pending state updates and layout now, as a frame would, after the Combine work
  /// due by now.
  public func update() {
    withClock { settle() }
    image = nil
  }

  /// Whether state changes, actions or Combine work due now wait for an update.
  private var hasPendingWork: Bool {
    graph.hasPendingUpdates || (clock.nextDueTime.map { $0 <= clock.now } ?? false)
  }

  /// The frame, in root coordinates, of the view tagged with `identifier` through
  /// `accessibilityIdentifier(_:)`, or `nil` when no view has it.
  public func frame(of identifier: String) -> CGRect? {
    if hasPendingWork { update() }
    return graph.frame(of: identifier)
  }

  /// Every view tagged with `accessibilityIdentifier(_:)` and its frame in root coordinates,
  /// in the order of the view tree (an identifier used twice appears twice).
  public func identifiedFrames() -> [(identifier: String, frame: CGRect)] {
    if hasPendingWork { update() }
    return graph.identifiedFrames()
  }

  /// The accessibility elements of the current frame in reading order, with their frames in
  /// root coordinates; pending state updates run first.
  public func accessibilityTree() -> [AccessibilityElement] {
    if hasPendingWork { update() }
    return graph.accessibilityTree()
  }

  /// Adjusts the accessibility element tagged with `identifier` as VoiceOver's swipe up
  /// (`.increment`) or down (`.decrement`) would, then runs the resulting update; `false` when
  /// no adjustable element has the identifier.
  @discardableResult
  public func accessibilityAdjust(
    _ identifier: String, _ direction: AccessibilityAdjustmentDirection
  ) -> Bool {
    withClock {
      guard let element = accessibilityTree().first(where: { $0.identifier == identifier }),
        element.adjust(direction)
      else { return false }
      update()
      return true
    }
  }

  /// The display list of the current frame.
  public func displayList() -> DisplayList {
    graph.displayList()
  }

  /// The rendered image, drawn on first use.
  public func renderedImage() throws -> CairoImage {
    if hasPendingWork { update() }
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
    withClock { graph.update() }
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
    withClock { graph.update() }
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
