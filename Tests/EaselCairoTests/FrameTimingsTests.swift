import Easel
import EaselCairo
import EaselHost
import Foundation
import Testing

/// A window's frames say where their time went (`FrameDriver.timings`, `FrameTimings`): the
/// bodies run in the update step, the layout in its own, and the handshake carries the figures.
@MainActor
@Suite struct FrameTimingsTests {
  /// Whether the views below take their time.
  nonisolated(unsafe) static var isSlow = false
  /// How long they take, in microseconds.
  static let delay: UInt32 = 30_000

  /// A body that takes `delay` to run.
  struct SlowBody: View {
    var body: some View {
      if FrameTimingsTests.isSlow { usleep(FrameTimingsTests.delay) }
      return Color.blue.frame(width: 20, height: 20)
    }
  }

  /// A layout that takes `delay` to size its child.
  struct SlowLayout: Layout {
    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
      if FrameTimingsTests.isSlow { usleep(FrameTimingsTests.delay) }
      return CGSize(width: 20, height: 20)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
  }

  /// A body's time counts as the update's, a layout's as the layout's.
  @Test func bodiesAndLayoutAreTimedApart() throws {
    Self.isSlow = true
    defer { Self.isSlow = false }
    let slowBody = FrameDriver(
      scene: ViewGraph(root: SlowBody(), textEngine: PangoTextEngine()),
      size: CGSize(width: 100, height: 100))
    _ = try slowBody.drawFrame(at: 0)
    #expect(slowBody.timings.update >= Int(Self.delay))
    #expect(slowBody.timings.layout < Int(Self.delay))

    let slowLayout = FrameDriver(
      scene: ViewGraph(root: SlowLayout { Color.red }, textEngine: PangoTextEngine()),
      size: CGSize(width: 100, height: 100))
    _ = try slowLayout.drawFrame(at: 0)
    #expect(slowLayout.timings.layout >= Int(Self.delay))
    #expect(slowLayout.timings.update < Int(Self.delay))
    #expect(slowLayout.timings.frame == 0, "the frame's number and totals are the window's")
  }

  /// The handshake's figures give back the timings they were made from; a window that timed
  /// no frame after its first, or publishes fewer figures, gives none.
  @Test func handshakeValuesRoundTrip() {
    var timings = FrameTimings()
    timings.frame = 1129
    timings.wall = 77_300
    timings.processor = 12_000
    timings.minorFaults = 3
    timings.majorFaults = 1
    timings.voluntarySwitches = 2
    timings.involuntarySwitches = 5
    timings.animations = 10
    timings.update = 1_200
    timings.layout = 800
    timings.displayList = 300
    timings.draw = 4_000
    timings.present = 60_000
    timings.onPresent = 90
    let values = timings.handshakeValues
    #expect(values.count == FrameTimings.handshakeCount)
    #expect(FrameTimings(handshakeValues: values) == timings)
    #expect(timings.unaccounted == 77_300 - 66_400)
    #expect(FrameTimings(handshakeValues: values.dropLast()) == nil)
    #expect(FrameTimings(handshakeValues: [0] + values.dropFirst()) == nil)
  }

  /// A thread that sleeps uses wall time but no processor time, and gives up the processor;
  /// one that spins uses processor time.
  @Test func threadUsageTellsWaitingFromWork() {
    let start = ThreadUsage.now()
    usleep(20_000)
    let slept = ThreadUsage.now()
    #expect(slept.processor - start.processor < 5_000)
    #expect(slept.voluntarySwitches > start.voluntarySwitches)
    // Spinning reaches 10 ms of processor time, however busy the machine (within 5 s).
    let clock = ContinuousClock()
    let spinStart = clock.now
    var spun = slept
    while spun.processor - slept.processor < 10_000, clock.now - spinStart < .seconds(5) {
      spun = ThreadUsage.now()
    }
    #expect(spun.processor - slept.processor >= 10_000)
  }
}
