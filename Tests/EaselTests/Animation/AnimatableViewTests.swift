import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Views and modifiers that conform to `Animatable` animate their data as SwiftUI's do: the
/// body runs on every frame with the data as shown then.
@MainActor
@Suite struct AnimatableViewTests {
  /// A number that counts up to its value when the value animates.
  struct Counter: View, Animatable {
    var value: Double

    var animatableData: Double {
      get { value }
      set { value = newValue }
    }

    var body: some View {
      Text("\(Int(value.rounded()))").accessibilityIdentifier("count")
    }
  }

  /// Moves its content sideways by `amount` × 10 points.
  struct Nudge: ViewModifier, Animatable {
    var amount: Double

    var animatableData: Double {
      get { amount }
      set { amount = newValue }
    }

    func body(content: Content) -> some View {
      content.offset(x: amount * 10)
    }
  }

  struct Scoreboard: View {
    @State private var score = 0.0

    var body: some View {
      VStack {
        Button("Score") { withAnimation(.linear(duration: 1)) { score = 100 } }
          .accessibilityIdentifier("score")
        Counter(value: score)
        Color.blue.frame(width: 20, height: 20)
          .accessibilityIdentifier("puck")
          .modifier(Nudge(amount: score / 10))
      }
    }
  }

  static func count(in host: ViewHost<Scoreboard>) -> String? {
    host.accessibilityTree().first { $0.identifier == "count" }?.label
  }

  @Test func anAnimatableViewsBodyRunsWithTheShownData() throws {
    let host = ViewHost(Scoreboard(), size: CGSize(width: 300, height: 300))
    #expect(Self.count(in: host) == "0")
    #expect(host.tap("score"))
    #expect(Self.count(in: host) == "0")
    host.advance(by: 0.25)
    #expect(Self.count(in: host) == "25")
    host.resetCounters()
    host.advance(by: 0.25)
    #expect(Self.count(in: host) == "50")
    // One frame ran the counter's and the modifier's bodies, nothing else.
    #expect(host.bodyEvaluationCount == 2)
    host.advance(by: 0.6)
    #expect(Self.count(in: host) == "100")
    #expect(!host.isAnimating)
  }

  @Test func anAnimatableModifiersBodyRunsWithTheShownData() throws {
    let host = ViewHost(Scoreboard(), size: CGSize(width: 300, height: 300))
    let start = try #require(host.frame(of: "puck"))
    #expect(host.tap("score"))
    host.advance(by: 0.5)
    // Halfway from 0 to 10: 50 points to the right.
    let half = try #require(host.frame(of: "puck"))
    #expect(abs(half.minX - (start.minX + 50)) < 0.01)
    host.advance(by: 0.6)
    #expect(host.frame(of: "puck")?.minX == start.minX + 100)
  }
}
