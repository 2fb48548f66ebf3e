import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `phaseAnimator` and `PhaseAnimator`: through the phases, each lasting as long as the
/// animation to it, over and over or once per trigger.
@MainActor
@Suite struct PhaseAnimatorTests {
  struct Pulse: View {
    var body: some View {
      Color.red.frame(width: 20, height: 20)
        .phaseAnimator([0.0, 50.0, 100.0]) { content, offset in
          content.offset(x: offset).accessibilityValue("\(Int(offset))")
        } animation: { _ in
          .linear(duration: 1)
        }
        .accessibilityIdentifier("pulse")
    }
  }

  func value<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.value
  }

  @Test func phasesCycle() {
    let host = ViewHost(Pulse(), size: CGSize(width: 300, height: 100))
    #expect(value(host, "pulse") == "0")
    host.advance(by: 1.01)
    #expect(value(host, "pulse") == "50")
    // The phase lasts as long as the move to it: a second.
    host.advance(by: 0.5)
    #expect(value(host, "pulse") == "50")
    host.advance(by: 0.5)
    #expect(value(host, "pulse") == "100")
    host.advance(by: 1)
    #expect(value(host, "pulse") == "0")
    #expect(host.isAnimating)
  }

  struct Shake: View {
    @State private var taps = 0
    var body: some View {
      PhaseAnimator([0, 1, 2], trigger: taps) { phase in
        Text("phase \(phase)").accessibilityIdentifier("phase")
      } animation: { _ in
        .linear(duration: 0.5)
      }
      .onTapGesture { taps += 1 }
      .accessibilityIdentifier("shake")
    }
  }

  /// With a trigger, the phases play once through per change and rest on the first.
  @Test func aTriggerPlaysThePhasesOnce() {
    let host = ViewHost(Shake(), size: CGSize(width: 300, height: 100))
    func label() -> String? { host.accessibilityTree().first { $0.identifier == "phase" }?.label }
    host.advance(by: 2)
    #expect(label() == "phase 0")
    #expect(host.tap("phase"))
    host.advance(by: 0.51)
    #expect(label() == "phase 1")
    host.advance(by: 0.5)
    #expect(label() == "phase 2")
    host.advance(by: 0.5)
    #expect(label() == "phase 0")
    host.advance(by: 3)
    #expect(label() == "phase 0")
  }
}
