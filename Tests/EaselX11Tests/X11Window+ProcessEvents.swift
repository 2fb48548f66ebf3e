import CX11
import EaselHarness
import Foundation

@testable import EaselX11

extension X11Window {
  /// Handles the window's events until `condition` holds, for at most `timeout`, waiting for
  /// the X connection between tries (no sleeps); throws, naming `what`, when time runs out.
  func processEvents(
    until what: @autoclosure () -> String, timeout: Duration, _ condition: () -> Bool
  ) throws {
    let deadline = ContinuousClock.now + timeout
    while true {
      processPendingEvents()
      if condition() { return }
      guard ContinuousClock.now < deadline else {
        throw HarnessError("timed out waiting until \(what())")
      }
      var connection = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
      _ = poll(&connection, 1, 10)
    }
  }
}
