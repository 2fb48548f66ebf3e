import Dispatch
import Easel
import EaselCairo
import EaselHost
import Foundation

/// Shows a scene (a view graph, or the preview's device canvases) in an X11 window: lays it
/// out in the window's size, draws it with Cairo and presents it, again whenever the window
/// is exposed or resized, or the scene changes.
///
/// Bursts of Expose and ConfigureNotify events are coalesced into one redraw, run on the main
/// queue after the burst has been read, and frames are at least a display refresh (1/60 s)
/// apart, except the frame of a key a text field used, which is drawn at once. After each
/// frame the window publishes the presentation handshake (`X11Window.presentedPropertyName`),
/// which tests and benchmarks wait on.
///
/// Input: the primary button is the finger (press, drag, release) and the wheel scrolls.
/// Without a touchpad, Ctrl + wheel pinches (each notch ×1.1 up, ÷1.1 down; the pinch ends
/// 0.3 s after the last notch) and Shift + drag rotates around the press point (ending on
/// release), sent as `PointerEvent.Kind.transform(scale:rotation:)` and `.transformEnded`.
/// The middle button pastes the PRIMARY selection into the text field under it, and the
/// fields' selections become the PRIMARY selection, as in other X11 programs.
@MainActor
public final class WindowHost {
  /// The scene being shown.
  public let scene: any WindowScene
  /// The window.
  public let window: X11Window
  /// Pixels per point.
  public let scale: CGFloat
  /// Called after each frame is presented, with the frame's number (1 for the first), before
  /// the frame's presentation handshake is published: what it changes on the window is seen
  /// with the frame.
  public var onPresent: ((Int) -> Void)?
  /// Whether the host keeps the last presented frame in `lastImage` (for screenshots).
  public var keepsLastImage = false
  /// The last presented frame, when `keepsLastImage` is set: the back buffer, which holds it
  /// until the next frame is drawn.
  public private(set) var lastImage: CairoImage?
  /// Called with each key pressed that the scene did not use (a focused text field takes the
  /// keys it types and edits with first): the window's own shortcuts.
  public var onKey: ((KeyPress) -> Void)?
  /// Called when the window manager asks to close the window. The default ends the process
  /// with status 0.
  public var onClose: () -> Void = {
    print("easel: window closed")
    exit(0)
  }
  /// The shortest time between two frames: one refresh of a 60 Hz display.
  public static let refreshInterval: Duration = .microseconds(16_667)
  private var redrawScheduled = false
  private var frameTimerScheduled = false
  private var needsLayout = true
  private var framesPresented = 0
  private var lastPresent: ContinuousClock.Instant?
  /// The highest sync serial received; answered with the next frame.
  private var syncSerial = 0
  /// Makes the frames, into a back buffer reused from frame to frame.
  private let frames: FrameDriver
  /// The longest time a frame after the first took to lay out, draw and present, in
  /// microseconds; published with each frame's handshake, for soak tests.
  public private(set) var longestFrameMicroseconds = 0
  /// Where the longest frame after the first spent its time (`nil` before a second frame);
  /// published with each frame's handshake.
  public private(set) var longestFrame: FrameTimings?
  /// Whether the next frame is presented whole: the first, and after the window was exposed
  /// or resized. Otherwise only the rectangles the frame drew again are copied to the window.
  private var presentsWhole = true
  /// The host's clock: seconds since the window opened, for events and animations.
  private let clockStart = ContinuousClock.now
  /// Ctrl + wheel pinches and Shift + drag rotations, for mice without a touchpad.
  private var fallback = MouseGestureFallback()
  /// Ends the Ctrl + wheel pinch when no notch has come for a while.
  private var pinchEnd: DispatchWorkItem?
  /// Closes the window on SIGTERM, SIGINT and SIGHUP once `run()` has started.
  private var terminationSignals: TerminationSignals?
  /// Returns the process's free memory once the window has drawn nothing for a while.
  private var idleCollection: DispatchWorkItem?
  /// The last frame after which the idle window returned its free memory (0 before).
  private var idleAfterFrame = 0
  /// The sync serial and time of the last frame's handshake, published again after an idle
  /// collection.
  private var lastHandshake = (sync: 0, microseconds: 0)
  /// How long the window draws nothing before it returns its free memory to the system.
  public static let idleDelay: Duration = .milliseconds(150)

  /// Opens a window of `size` points at `scale` showing `scene`. `inputMethodModifiers` name
  /// the input method server the window composes text with (`@im=ibus`); `nil` reads
  /// `XMODIFIERS` (see `X11Window.init`).
  public init(
    scene: any WindowScene, title: String, size: CGSize, scale: CGFloat = 1,
    displayName: String? = nil, inputMethodModifiers: String? = nil
  ) throws {
    self.scene = scene
    self.scale = scale
    // A window runs for a long time and rests between bursts of frames: free memory goes
    // back to the system (see `scheduleIdleCollection()`).
    ProcessAllocator.returnFreedPagesPromptly()
    frames = FrameDriver(scene: scene, size: size, scale: scale)
    window = try X11Window(
      displayName: displayName, title: title,
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
      inputMethodModifiers: inputMethodModifiers)
    scene.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
    scene.pasteboard = window.clipboard
    scene.primarySelection = window.primary
    window.onKey = { [unowned self] key in
      if self.scene.send(key) { self.drawSoon() } else { self.onKey?(key) }
      self.followTextInput(movingSpot: true)
    }
    window.onPreedit = { [unowned self] preedit in
      self.layoutIfNeeded()
      if self.scene.setPreedit(preedit) { self.drawSoon() }
      self.followTextInput()
    }
    window.onCommit = { [unowned self] text in
      self.layoutIfNeeded()
      if self.scene.commitText(text) {
        self.drawSoon()
      } else {
        for character in text { self.onKey?(KeyPress(KeyEquivalent(character))) }
      }
      // Not followed here: the field dropped its pre-edit, but the input method may compose
      // on (the window shows that again next); the frame follows it.
    }
    window.onEvent = { [unowned self] event in
      switch event {
      case .expose, .resize:
        // What the window showed may be gone: the next frame is presented whole.
        self.presentsWhole = true
        self.setNeedsDisplay()
      case .close: self.onClose()
      case .press(let x, let y, let modifiers):
        self.endPinch()
        if modifiers.contains(.shift) {
          self.fallback.beginRotation(at: self.point(x, y))
        } else {
          self.send(.down, at: self.point(x, y))
        }
      case .middlePress(let x, let y):
        self.layoutIfNeeded()
        if self.scene.pastePrimarySelection(at: self.point(x, y)) { self.setNeedsDisplay() }
      case .drag(let x, let y):
        if self.fallback.isRotating {
          if let center = self.fallback.rotation?.center,
            let kind = self.fallback.rotate(to: self.point(x, y))
          {
            self.send(kind, at: center)
          }
        } else {
          self.send(.move, at: self.point(x, y))
        }
      case .release(let x, let y):
        if let center = self.fallback.endRotation() {
          self.send(.transformEnded, at: center)
        } else {
          self.send(.up, at: self.point(x, y))
        }
      case .wheel(let x, let y, let dx, let dy, let modifiers):
        if modifiers.contains(.control), !self.fallback.isRotating {
          self.pinch(notches: dy, at: self.point(x, y))
        } else {
          self.endPinch()
          // One notch scrolls by 10 points, as a line of a scroll view.
          self.send(.scroll(CGSize(width: dx * 10, height: dy * 10)), at: self.point(x, y))
        }
      case .hover(let x, let y):
        if self.scene.hover(at: self.point(x, y)) { self.setNeedsDisplay() }
      case .leave:
        if self.scene.hover(at: nil) { self.setNeedsDisplay() }
      case .focus(let focused):
        // A focused field's caret blinks, and asks for frames, only in a focused window.
        self.scene.isWindowFocused = focused
        self.setNeedsDisplay()
      case .sync(let serial):
        self.syncSerial = max(self.syncSerial, serial)
        self.setNeedsDisplay()
      }
    }
  }

  /// Opens a window of `size` points at `scale` showing `graph`.
  public convenience init(
    graph: ViewGraph, title: String, size: CGSize, scale: CGFloat = 1, displayName: String? = nil,
    inputMethodModifiers: String? = nil
  ) throws {
    try self.init(
      scene: graph, title: title, size: size, scale: scale, displayName: displayName,
      inputMethodModifiers: inputMethodModifiers)
  }

  /// The window's size in points.
  public var size: CGSize {
    CGSize(
      width: CGFloat(window.pixelSize.width) / scale,
      height: CGFloat(window.pixelSize.height) / scale)
  }

  /// The number of frames presented so far.
  public var frameCount: Int { framesPresented }

  private func point(_ x: Int, _ y: Int) -> CGPoint {
    CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
  }

  /// Seconds on the host's clock.
  private var now: Double {
    let elapsed = ContinuousClock.now - clockStart
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// A Ctrl + wheel turn: the pinch's next scale, and its end once notches stop coming.
  private func pinch(notches: Int, at point: CGPoint) {
    guard let kind = fallback.wheel(notches: notches, at: point),
      let location = fallback.pinch?.location
    else { return }
    send(kind, at: location)
    pinchEnd?.cancel()
    let end = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.endPinch() }
    }
    pinchEnd = end
    DispatchQueue.main.asyncAfter(
      deadline: .now() + MouseGestureFallback.pinchEndDelay, execute: end)
  }

  /// Ends the Ctrl + wheel pinch, if one is going on.
  private func endPinch() {
    pinchEnd?.cancel()
    pinchEnd = nil
    if let location = fallback.endPinch() { send(.transformEnded, at: location) }
  }

  /// Delivers a pointer event at `point` (window points) as if the pointer made it, on the
  /// host's clock: what an accessibility bridge taps with.
  public func sendPointer(_ kind: PointerEvent.Kind, at point: CGPoint) {
    send(kind, at: point)
  }

  /// Delivers a pointer event to the scene, laid out as shown.
  private func send(_ kind: PointerEvent.Kind, at point: CGPoint) {
    layoutIfNeeded()
    if scene.send(PointerEvent(kind, at: point, time: now)) { setNeedsDisplay() }
    followTextInput(movingSpot: true)
  }

  /// Lays the scene out in the window's size if it changed since the last layout, so that an
  /// event hits what is shown.
  private func layoutIfNeeded() {
    guard needsLayout else { return }
    frames.size = size
    frames.layout()
    needsLayout = false
  }

  /// While something animates or a gesture waits for time, asks for frames at about 60 a
  /// second; an idle scene asks for none.
  private func scheduleFrameIfNeeded() {
    guard scene.needsFrames, !frameTimerScheduled else { return }
    frameTimerScheduled = true
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(16)) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.frameTimerScheduled = false
        self.redraw()
      }
    }
  }

  /// Schedules the frame a key asked for on the next turn of the main queue, after the keys
  /// read with it, without waiting for a refresh after the last frame: what is typed shows at
  /// once, even while a blinking caret keeps frames coming at the refresh rate.
  private func drawSoon() {
    needsLayout = true
    redrawScheduled = true
    guard !inputFrameScheduled else { return }
    inputFrameScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.inputFrameScheduled = false
        if self.redrawScheduled { self.redraw() }
      }
    }
  }

  /// Whether the frame for a key is scheduled (`drawSoon()`).
  private var inputFrameScheduled = false

  /// Schedules one redraw: on the next turn of the main queue, or a refresh after the last
  /// frame if that is later.
  public func setNeedsDisplay() {
    needsLayout = true
    guard !redrawScheduled else { return }
    redrawScheduled = true
    var delay = Duration.zero
    if let lastPresent {
      let since = ContinuousClock.now - lastPresent
      if since < Self.refreshInterval { delay = Self.refreshInterval - since }
    }
    let run: @Sendable () -> Void = { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.redrawScheduled else { return }
        self.redraw()
      }
    }
    if delay == .zero {
      DispatchQueue.main.async(execute: run)
    } else {
      let nanoseconds = Int(delay.components.attoseconds / 1_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: run)
    }
  }

  /// Lays out, draws and presents one frame now.
  public func redraw() {
    let start = ContinuousClock.now
    let startUsage = ThreadUsage.now()
    redrawScheduled = false
    needsLayout = false
    frames.size = size
    do {
      let image = try frames.drawFrame(at: now)
      var timings = frames.timings
      let drawn = ContinuousClock.now
      // Only what changed since the frame the window shows, unless that may be gone.
      try window.present(image, only: presentsWhole ? nil : frames.damagedRects)
      presentsWhole = false
      if keepsLastImage { lastImage = image }
      framesPresented += 1
      let presented = ContinuousClock.now
      lastPresent = presented
      timings.present = FrameTimings.microseconds(presented - drawn)
      // What `onPresent` changes (the preview's title) belongs to this frame: published
      // before the handshake, a client that sees the frame also sees it.
      onPresent?(framesPresented)
      let end = ContinuousClock.now
      let took = FrameTimings.microseconds(end - start)
      timings.onPresent = FrameTimings.microseconds(end - presented)
      if framesPresented > 1, took > longestFrameMicroseconds {
        let usage = ThreadUsage.now()
        timings.frame = framesPresented
        timings.wall = took
        timings.processor = usage.processor - startUsage.processor
        timings.minorFaults = usage.minorFaults - startUsage.minorFaults
        timings.majorFaults = usage.majorFaults - startUsage.majorFaults
        timings.voluntarySwitches = usage.voluntarySwitches - startUsage.voluntarySwitches
        timings.involuntarySwitches = usage.involuntarySwitches - startUsage.involuntarySwitches
        longestFrameMicroseconds = took
        longestFrame = timings
      }
      lastHandshake = (syncSerial, took)
      window.publishPresentedFrame(
        framesPresented, sync: syncSerial, animating: scene.needsFrames,
        frameMicroseconds: took, longestFrameMicroseconds: longestFrameMicroseconds,
        idleAfterFrame: idleAfterFrame, longestFrame: longestFrame)
    } catch {
      FileHandle.standardError.write(Data("easel: could not draw the window: \(error)\n".utf8))
    }
    followTextInput()
    // Presenting may have read events into Xlib's queue that the read source will not see.
    window.processPendingEvents()
    scheduleFrameIfNeeded()
    scheduleIdleCollection()
  }

  /// Tells the input method where the focused field's caret is (or that no field takes
  /// input), and to drop what it composes when the field dropped its pre-edit (a click,
  /// Escape, focus moving away). Runs after each event that may move focus or the caret, and
  /// after each frame, so that the keys that follow a click reach the input method at once.
  /// The input method's spot moves with the caret only after the window's own keys and
  /// clicks (`movingSpot`), or when a field takes focus: not while the input method types.
  private func followTextInput(movingSpot: Bool = false) {
    let caret = scene.textInputCaretRect.map {
      CGRect(
        x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
    }
    window.setTextInputCaret(caret, movingSpot: movingSpot)
    if window.isComposing, scene.preedit == nil { window.resetInputMethod() }
  }

  /// Once no frame has come for `idleDelay`, lets the render caches drop what is past their
  /// idle budgets and asks the allocator to return the memory that the frames since the
  /// last time freed (the images, layouts and text of the sizes a resize went through), then
  /// publishes the handshake again with the frame it followed, so a client can read resident
  /// memory at rest.
  private func scheduleIdleCollection() {
    idleCollection?.cancel()
    idleCollection = nil
    guard !scene.needsFrames, framesPresented > idleAfterFrame else { return }
    let frame = framesPresented
    let work = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.framesPresented == frame, !self.redrawScheduled,
          !self.scene.needsFrames
        else { return }
        self.idleCollection = nil
        self.frames.rest()
        ProcessAllocator.returnFreeMemory()
        self.idleAfterFrame = frame
        let last = self.lastHandshake
        self.window.publishPresentedFrame(
          frame, sync: last.sync, animating: false, frameMicroseconds: last.microseconds,
          longestFrameMicroseconds: self.longestFrameMicroseconds, idleAfterFrame: frame,
          longestFrame: self.longestFrame)
      }
    }
    idleCollection = work
    let nanoseconds = Int(Self.idleDelay.components.attoseconds / 1_000_000_000)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: work)
  }

  /// Draws one frame of the scene at the window's size into an image, as the window shows
  /// it, without presenting it.
  public func renderImage() throws -> CairoImage {
    frames.size = size
    return try frames.renderImage(at: now)
  }

  /// Shows the window and runs the main loop; never returns. The process ends from `onClose`,
  /// when the X connection is lost, or on SIGTERM, SIGINT or SIGHUP, which close the window
  /// and end the process by that signal (status 128 + its number; see `TerminationSignals`).
  public func run() -> Never {
    terminationSignals = TerminationSignals { [weak self] number in
      FileHandle.standardOutput.write(
        Data("easel: \(TerminationSignals.name(of: number)): closing the window\n".utf8))
      self?.window.close()
    }
    window.show()
    window.processPendingEvents()
    // The main thread runs the main queue itself. `dispatchMain()` would park it and hand
    // the main queue to dispatch's worker threads, which come and go: each took the
    // allocator's heap of the thread before it as abandoned, the window's objects spread
    // over many of them, and resident memory grew by megabytes with every thousand resizes.
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }
}
