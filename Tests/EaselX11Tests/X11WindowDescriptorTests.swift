import Dispatch
import EaselHarness
import Foundation
import Testing

@testable import EaselX11

/// A window closed while the main queue is busy (so its read source's cancellation has not
/// taken effect yet) leaves libdispatch nothing registered on a descriptor number that the
/// next descriptor opened may take: a read source made on that descriptor still fires.
@MainActor
@Suite(.serialized) struct X11WindowDescriptorTests {
  @Test func aSourceOnADescriptorOpenedAfterAWindowClosedStillFires() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    for round in 0..<5 {
      let window = try X11Window(
        displayName: server.displayName, title: "descriptors", width: 32, height: 32)
      window.show()
      // Closed at once, on the main actor: the source's cancellation waits for the main
      // queue, which this test holds.
      window.close()
      var fds: [Int32] = [0, 0]
      #expect(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      let fired = DispatchSemaphore(value: 0)
      let source = DispatchSource.makeReadSource(
        fileDescriptor: fds[0], queue: DispatchQueue.global())
      // Not on the main actor: the handler runs on a global queue.
      source.setEventHandler { @Sendable in fired.signal() }
      source.resume()
      var byte: UInt8 = 1
      #expect(write(fds[1], &byte, 1) == 1)
      #expect(
        fired.wait(timeout: .now() + 10) == .success,
        "round \(round): the source on descriptor \(fds[0]) never fired")
      source.cancel()
    }
  }
}
