import Dispatch
import Easel
import EaselCairo
import Foundation

/// Shows a view graph in an X11 window: lays it out in the window's size, draws it with Cairo
/// and presents it, again whenever the window is exposed or resized, or state changes.
///
/// Bursts of Expose and ConfigureNotify events are coalesced into one redraw, run on the main
/// queue after the burst has been read.
@MainActor
public final class WindowHost {
  /// The graph being shown.
  public let graph: ViewGraph
  /// The window.
  public let window: X11Window
  /// Pixels per point.
  public let scale: CGFloat
  /// Called after each frame is presented, with the frame's number (1 for the first).
  public var onPresent: ((Int) -> Void)?
  /// Called when the window manager asks to close the window. The default ends the process
  /// with status 0.
  public var onClose: () -> Void = {
    print("easel: window closed")
    exit(0)
  }
  private var redrawScheduled = false
  private var frameTimerScheduled = false
  private var framesPresented = 0
  /// The host's clock: seconds since the window opened, for events and animations.
  private let clockStart = ContinuousClock.now

  /// Opens a window of `size` points at `scale` showing `graph`.
  public init(
    graph: ViewGraph, title: String, size: CGSize, scale: CGFloat = 1, displayName: String? = nil
  ) throws {
    self.graph = graph
    self.scale = scale
    window = try X11Window(
      displayName: displayName, title: title,
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    graph.onNeedsUpdate = { [weak self] in self?.setNeedsDisplay() }
    window.onEvent = { [unowned self] event in
      switch event {
      case .expose, .resize: self.setNeedsDisplay()
      case .close: self.onClose()
      case .press(let x, let y): self.send(.down, at: self.point(x, y))
      case .drag(let x, let y): self.send(.move, at: self.point(x, y))
      case .release(let x, let y): self.send(.up, at: self.point(x, y))
      case .wheel(let x, let y, let dx, let dy):
        // One notch scrolls by 10 points, as a line of a scroll view.
        self.send(.scroll(CGSize(width: dx * 10, height: dy * 10)), at: self.point(x, y))
      }
    }
  }

  /// The window's size in points.
  public var size: CGSize {
    CGSize(
      width: CGFloat(window.pixelSize.width) / scale,
      height: CGFloat(window.pixelSize.height) / scale)
  }

  private func point(_ x: Int, _ y: Int) -> CGPoint {
    CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
  }

  /// Seconds on the host's clock.
  private var now: Double {
    let elapsed = ContinuousClock.now - clockStart
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// Delivers a pointer event to the graph's gestures, laid out as shown.
  private func send(_ kind: PointerEvent.Kind, at point: CGPoint) {
    if graph.hasPendingUpdates { graph.layout(in: size) }
    if graph.send(PointerEvent(kind, at: point, time: now)) { setNeedsDisplay() }
  }

  /// While something animates or a gesture waits for time, asks for frames at about 60 a
  /// second; an idle graph asks for none.
  private func scheduleFrameIfNeeded() {
    guard graph.needsFrames, !frameTimerScheduled else { return }
    frameTimerScheduled = true
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(16)) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.frameTimerScheduled = false
        self.graph.advanceAnimations(to: self.now)
        self.redraw()
      }
    }
  }

  /// Schedules one redraw for the next turn of the main queue.
  public func setNeedsDisplay() {
    guard !redrawScheduled else { return }
    redrawScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.redraw() }
    }
  }

  /// Lays out, draws and presents one frame now.
  public func redraw() {
    redrawScheduled = false
    let size = self.size
    graph.advanceAnimations(to: now)
    graph.layout(in: size)
    do {
      let image = try CairoImage(size: size, scale: scale)
      image.draw(graph.displayList(), background: graph.backgroundColor)
      try window.present(image)
      framesPresented += 1
      onPresent?(framesPresented)
    } catch {
      FileHandle.standardError.write(Data("easel: could not draw the window: \(error)\n".utf8))
    }
    // Presenting may have read events into Xlib's queue that the read source will not see.
    window.processPendingEvents()
    scheduleFrameIfNeeded()
  }

  /// Shows the window and runs the main loop; never returns. The process ends from `onClose`
  /// or when the X connection is lost.
  public func run() -> Never {
    window.show()
    window.processPendingEvents()
    dispatchMain()
  }
}
