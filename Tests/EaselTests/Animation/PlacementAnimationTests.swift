import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Layout changes animate as SwiftUI animates every view's geometry: a view whose frame a
/// change moves or resizes is drawn on its way from the old frame to the new one, with the
/// change's animation; without one, it jumps.
@MainActor
@Suite struct PlacementAnimationTests {
  /// A bar that grows when "grow" is tapped (with `withAnimation`) or when "jump" is tapped
  /// (without), and a square below it that the bar's height pushes down.
  struct Growing: View {
    @State private var isLarge = false

    var body: some View {
      VStack(spacing: 0) {
        Button("Grow") { withAnimation(.linear(duration: 1)) { isLarge.toggle() } }
          .accessibilityIdentifier("grow")
        Button("Jump") { isLarge.toggle() }
          .accessibilityIdentifier("jump")
        Button("Still") {
          var transaction = Transaction(animation: .linear(duration: 1))
          transaction.disablesAnimations = true
          withTransaction(transaction) { isLarge.toggle() }
        }
        .accessibilityIdentifier("still")
        Rectangle().fill(Color.blue)
          .frame(width: isLarge ? 200 : 100, height: isLarge ? 80 : 40)
          .accessibilityIdentifier("bar")
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("below")
      }
      .frame(width: 300, height: 400, alignment: .top)
    }
  }

  static let size = CGSize(width: 300, height: 400)

  @Test func aResizedViewAndTheViewsItPushesAnimateTheirFrames() throws {
    let host = ViewHost(Growing(), size: Self.size)
    let bar = try #require(host.frame(of: "bar"))
    let below = try #require(host.frame(of: "below"))
    #expect(bar.size == CGSize(width: 100, height: 40))
    #expect(host.tap("grow"))
    // The clock has not moved: drawn where it was.
    #expect(host.frame(of: "bar") == bar)
    #expect(host.isAnimating)
    host.advance(by: 0.5)
    // Halfway along a linear second: the size, the centring and the push are all halfway.
    let half = try #require(host.frame(of: "bar"))
    #expect(abs(half.width - 150) < 0.01)
    #expect(abs(half.height - 60) < 0.01)
    #expect(abs(half.midX - bar.midX) < 0.01)
    let pushed = try #require(host.frame(of: "below"))
    #expect(abs(pushed.minY - (below.minY + 20)) < 0.01)
    host.advance(by: 0.5)
    #expect(host.frame(of: "bar")?.size == CGSize(width: 200, height: 80))
    #expect(host.frame(of: "below")?.minY == below.minY + 40)
    host.advance(by: 0.1)
    #expect(!host.isAnimating)
  }

  @Test func aShapeIsDrawnInItsAnimatedFrame() throws {
    let host = ViewHost(Growing(), size: Self.size)
    #expect(host.tap("grow"))
    host.advance(by: 0.25)
    let fills = host.displayList().items.compactMap { item -> CGRect? in
      guard case .fill(let path, .color(let color)) = item.operation, color.blue == 1,
        color.red < 0.1
      else { return nil }
      return path.boundingRect
    }
    let bar = try #require(fills.first)
    #expect(abs(bar.width - 125) < 0.01)
    #expect(abs(bar.height - 50) < 0.01)
  }

  @Test func withoutAnAnimationFramesJump() throws {
    let host = ViewHost(Growing(), size: Self.size)
    #expect(host.tap("jump"))
    #expect(host.frame(of: "bar")?.size == CGSize(width: 200, height: 80))
    // (The button's own press feedback may still animate; the bar does not move.)
    host.advance(by: 0.1)
    #expect(host.frame(of: "bar")?.size == CGSize(width: 200, height: 80))
    // A transaction that disables animations jumps too.
    #expect(host.tap("still"))
    #expect(host.frame(of: "bar")?.size == CGSize(width: 100, height: 40))
    host.advance(by: 0.1)
    #expect(host.frame(of: "bar")?.size == CGSize(width: 100, height: 40))
  }

  @Test func aChangeInFlightBendsTheMotionWithoutAJump() throws {
    let host = ViewHost(Growing(), size: Self.size)
    #expect(host.tap("grow"))
    host.advance(by: 0.5)
    #expect(abs((host.frame(of: "bar")?.width ?? 0) - 150) < 0.01)
    // Back again from halfway: drawn where it was, then on to 100.
    #expect(host.tap("grow"))
    #expect(abs((host.frame(of: "bar")?.width ?? 0) - 150) < 0.01)
    host.advance(by: 0.25)
    let width = host.frame(of: "bar")?.width ?? 0
    #expect(width < 150 && width > 100)
    host.advance(by: 1)
    #expect(host.frame(of: "bar")?.width == 100)
    #expect(!host.isAnimating)
  }

  /// `animation(_:value:)` animates the frames of the views inside it; a sibling outside it
  /// that the change moves jumps.
  struct Implicit: View {
    @State private var isLarge = false

    var body: some View {
      VStack(spacing: 0) {
        Button("Toggle") { isLarge.toggle() }.accessibilityIdentifier("toggle")
        Rectangle().fill(Color.green)
          .frame(width: 100, height: isLarge ? 100 : 50)
          .accessibilityIdentifier("box")
          .animation(.linear(duration: 1), value: isLarge)
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("after")
      }
      .frame(width: 300, height: 400, alignment: .top)
    }
  }

  @Test func animationOnAValueAnimatesOnlyTheFramesInsideIt() throws {
    let host = ViewHost(Implicit(), size: Self.size)
    let box = try #require(host.frame(of: "box"))
    let after = try #require(host.frame(of: "after"))
    #expect(host.tap("toggle"))
    host.advance(by: 0.5)
    #expect(abs((host.frame(of: "box")?.height ?? 0) - 75) < 0.01)
    #expect(host.frame(of: "box")?.minY == box.minY)
    // Outside the modifier: at its new place at once.
    #expect(host.frame(of: "after")?.minY == after.minY + 50)
    host.advance(by: 0.6)
    #expect(host.frame(of: "box")?.height == 100)
  }

  @Test func anIdleTreeStaysIdleAfterAnAnimatedLayoutChange() throws {
    let host = ViewHost(Growing(), size: Self.size)
    #expect(host.tap("grow"))
    host.advance(by: 1.2)
    #expect(!host.needsFrames)
    // Laid out again with nothing changed: nothing animates.
    host.update()
    #expect(!host.isAnimating)
  }
}
