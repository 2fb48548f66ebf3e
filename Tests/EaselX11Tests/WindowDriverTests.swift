import CX11
import EaselHarness
import EaselX11
import Foundation
import Testing

/// The window driver that the window tests and benchmarks wait with: it wakes for every
/// change of the presentation handshake, including one it read off the socket by accident.
struct WindowDriverTests {
  /// A window of its own connection, publishing the handshake as an Easel window does.
  final class PublishingWindow {
    let display: OpaquePointer
    let window: Window
    private let presented: Atom
    private let displayName: String

    /// A window on `server` that has presented `frame`, answering `sync`.
    init(on server: XvfbServer, frame: UInt, sync: UInt) throws {
      guard let display = XOpenDisplay(server.displayName) else {
        throw TestFailure("cannot open \(server.displayName)")
      }
      self.display = display
      displayName = server.displayName
      window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 10, 10, 0, 0, 0)
      presented = XInternAtom(display, X11Window.presentedPropertyName, 0)
      publish(frame: frame, sync: sync)
    }

    /// A driver of the window, on a connection of its own.
    func driver() throws -> WindowDriver {
      try WindowDriver(displayName: displayName, window: window)
    }

    deinit { XCloseDisplay(display) }

    /// Sets the handshake to (`frame`, `sync`, not animating) and waits until the server has
    /// done it, so that its PropertyNotify is on its way to the driver.
    func publish(frame: UInt, sync: UInt) {
      var values: [UInt] = [frame, sync, 0]
      values.withUnsafeMutableBytes { bytes in
        _ = XChangeProperty(
          display, window, presented, XA_CARDINAL, 32, PropModeReplace,
          bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 3)
      }
      XSync(display, 0)
    }
  }

  /// The window answers while the driver is reading the handshake, and the driver's next round
  /// trip reads the change's PropertyNotify into Xlib's queue, off the socket: the driver
  /// looks again at once rather than sleeping on the socket until its deadline.
  @Test func aChangeReadWithARoundTripIsNotSleptThrough() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let published = try PublishingWindow(on: server, frame: 1, sync: 0)
    let driver = try published.driver()
    var looks = 0
    let clock = ContinuousClock()
    let start = clock.now
    let answer = try driver.waitForPresented(timeout: 5, "the second frame") { state in
      looks += 1
      if looks == 1 {
        published.publish(frame: 2, sync: 1)
        // A round trip of the driver's own, as reading a pixel is.
        XSync(driver.display, 0)
      }
      return state.frame == 2
    }
    #expect(answer.frame == 2 && answer.sync == 1 && !answer.animating)
    #expect(looks == 2)
    // Without the look at Xlib's queue, the driver slept until the deadline, 5 s.
    #expect(clock.now - start < .seconds(2))
  }

  /// A wait that times out says what the window last presented and what its process is doing,
  /// so that a window that stopped answering can be told from a slow one or a gone one.
  @Test func aTimeoutReportsTheWindowAndItsProcess() throws {
    try withSleepingWindow { _, driver, sleeper in
      do {
        try driver.waitForPresented(timeout: 0.2, "a frame that never comes") { _ in false }
        Issue.record("the wait did not time out")
      } catch {
        let message = "\(error)"
        #expect(message.hasPrefix("timed out waiting for a frame that never comes"))
        #expect(message.contains("(the window last presented frame 3, answering sync 2)"))
        #expect(message.contains("process \(sleeper.pid)"))
        #expect(message.contains("State:\tS (sleeping)"))
        #expect(message.contains("(sleep) waits in"))
      }
    }
  }

  /// Watching a window that stays idle ends at its deadline with what the window presented
  /// last, not with an error, and does not look into the window's process as a wait that
  /// failed does: the idle benchmark measures that process's CPU time around the watch.
  @Test func watchingAnIdleWindowEndsWithItsLastFrame() throws {
    try withSleepingWindow { published, driver, _ in
      let clock = ContinuousClock()
      let start = clock.now
      let idle = driver.watch(for: 0.2)
      let watched = clock.now - start
      #expect(idle?.frame == 3 && idle?.sync == 2 && idle?.animating == false)
      #expect(watched >= .milliseconds(200))
      // A diagnosis attaches gdb to the process, which takes seconds.
      #expect(watched < .seconds(2))

      published.publish(frame: 4, sync: 2)
      #expect(driver.watch(for: 0.05)?.frame == 4)
    }
  }

  /// Calls `body` with a window that presented frame 3, answering sync 2, its driver, and a
  /// sleeping process that the driver takes for the window's.
  private func withSleepingWindow(
    _ body: (PublishingWindow, WindowDriver, ChildProcess) throws -> Void
  ) throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let published = try PublishingWindow(on: server, frame: 3, sync: 2)
    let driver = try published.driver()
    let sleeper = try ChildProcess(URL(fileURLWithPath: "/bin/sleep"), ["60"])
    defer { sleeper.stop() }
    driver.process = sleeper
    try body(published, driver, sleeper)
  }
}
