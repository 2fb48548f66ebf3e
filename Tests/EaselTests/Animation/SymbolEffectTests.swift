import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `symbolEffect`: the symbol images inside are scaled and faded on the host's clock, per
/// value change or while active, with `SymbolEffectOptions` repeating and speeding them.
@MainActor
@Suite struct SymbolEffectTests {
  struct Bell<E: DiscreteSymbolEffect & SymbolEffect>: View {
    let effect: E
    var options = SymbolEffectOptions.default
    @State private var rings = 0
    var body: some View {
      HStack {
        Image(systemName: "bell.fill")
        Text("bell")
      }
      .font(.system(size: 30))
      .symbolEffect(effect, options: options, value: rings)
      .onTapGesture { rings += 1 }
      .accessibilityIdentifier("bell")
    }
  }

  func symbol<V: View>(_ host: ViewHost<V>) -> DrawnItem? {
    DrawnItem.collect(host.displayList()).first { $0.text == nil }
  }

  func label<V: View>(_ host: ViewHost<V>) -> DrawnItem? {
    DrawnItem.collect(host.displayList()).first { $0.text != nil }
  }

  @Test func aBounceScalesUpAndBackOnEachChange() throws {
    let host = ViewHost(Bell(effect: .bounce), size: CGSize(width: 200, height: 100))
    #expect(symbol(host)?.scale == 1)
    #expect(!host.isAnimating)
    #expect(host.tap("bell"))
    host.advance(by: 0.25)
    // Half way through a half-second bounce: its peak, a fifth larger.
    #expect(abs((symbol(host)?.scale ?? 0) - 1.2) < 1e-6)
    // Only symbols move: the text is left alone.
    #expect(label(host)?.scale == 1)
    host.advance(by: 0.125)
    #expect(abs((symbol(host)?.scale ?? 0) - (1 + 0.2 * sin(Double.pi * 0.75))) < 1e-6)
    host.advance(by: 0.125)
    #expect(symbol(host)?.scale == 1)
    #expect(!host.isAnimating)
    // Bouncing down shrinks.
    let down = ViewHost(Bell(effect: .bounce.down), size: CGSize(width: 200, height: 100))
    #expect(down.tap("bell"))
    down.advance(by: 0.25)
    #expect(abs((symbol(down)?.scale ?? 0) - 0.8) < 1e-6)
  }

  @Test func optionsRepeatAndSpeedTheEffect() throws {
    let twice = ViewHost(
      Bell(effect: .bounce, options: .repeat(2)), size: CGSize(width: 200, height: 100))
    #expect(twice.tap("bell"))
    twice.advance(by: 0.75)
    #expect(abs((symbol(twice)?.scale ?? 0) - 1.2) < 1e-6)
    twice.advance(by: 0.25)
    #expect(!twice.isAnimating)
    let fast = ViewHost(
      Bell(effect: .bounce, options: .speed(2)), size: CGSize(width: 200, height: 100))
    #expect(fast.tap("bell"))
    fast.advance(by: 0.125)
    #expect(abs((symbol(fast)?.scale ?? 0) - 1.2) < 1e-6)
    fast.advance(by: 0.125)
    #expect(!fast.isAnimating)
    let forever = ViewHost(
      Bell(effect: .bounce, options: .repeating), size: CGSize(width: 200, height: 100))
    #expect(forever.tap("bell"))
    forever.advance(by: 10.25)
    #expect(abs((symbol(forever)?.scale ?? 0) - 1.2) < 1e-6)
    #expect(forever.isAnimating)
  }

  struct Recorder: View {
    var options = SymbolEffectOptions.default
    @State var recording = false
    var body: some View {
      Image(systemName: "mic.fill")
        .font(.system(size: 30))
        .symbolEffect(.pulse, options: options, isActive: recording)
        .onTapGesture { recording.toggle() }
        .accessibilityIdentifier("mic")
    }
  }

  @Test func aPulseFadesWhileActive() throws {
    let host = ViewHost(Recorder(), size: CGSize(width: 100, height: 100))
    #expect(symbol(host)?.opacity == 1)
    #expect(!host.isAnimating)
    #expect(host.tap("mic"))
    host.advance(by: 0.5)
    // Half way through a one-second pulse: down to 0.3.
    #expect(abs((symbol(host)?.opacity ?? 0) - 0.3) < 1e-6)
    host.advance(by: 0.5)
    #expect(abs((symbol(host)?.opacity ?? 0) - 1) < 1e-6)
    host.advance(by: 0.25)
    // Repeating: 1 − 0.7 · sin²(π/4) = 0.65.
    #expect(abs((symbol(host)?.opacity ?? 0) - 0.65) < 1e-6)
    #expect(host.isAnimating)
    #expect(host.tap("mic"))
    #expect(symbol(host)?.opacity == 1)
    #expect(!host.isAnimating)
    // Not repeating: one pulse.
    let once = ViewHost(Recorder(options: .nonRepeating), size: CGSize(width: 100, height: 100))
    #expect(once.tap("mic"))
    once.advance(by: 1.5)
    #expect(symbol(once)?.opacity == 1)
    #expect(!once.isAnimating)
  }

  struct Toggled<E: IndefiniteSymbolEffect & SymbolEffect>: View {
    let effect: E
    @State var active = false
    var body: some View {
      Image(systemName: "square.fill")
        .font(.system(size: 40))
        .symbolEffect(effect, isActive: active)
        .onTapGesture { active.toggle() }
        .accessibilityIdentifier("symbol")
    }
  }

  @Test func aScaleHoldsWhileActive() throws {
    let host = ViewHost(Toggled(effect: .scale), size: CGSize(width: 100, height: 100))
    #expect(symbol(host)?.scale == 1)
    // The square's right edge along the middle row, at its own size.
    let white = Pixel(red: 255, green: 255, blue: 255)
    var edge = 50
    while edge < 99, try host.pixel(x: edge + 1, y: 50) != white { edge += 1 }
    #expect(edge > 55)
    // A point a tenth of the half-width beyond it: reached once scaled by 1.2.
    let outside = CGPoint(x: 50 + Double(edge - 50) * 1.1, y: 50)
    #expect(try host.pixel(at: outside) == white)
    #expect(host.tap("symbol"))
    host.advance(by: 0.125)
    // Half way through a quarter-second ease in and out.
    #expect(abs((symbol(host)?.scale ?? 0) - 1.1) < 1e-3)
    host.advance(by: 0.5)
    #expect(abs((symbol(host)?.scale ?? 0) - 1.2) < 1e-6)
    #expect(!host.isAnimating)
    // Drawn larger: the square's edge reaches further out.
    #expect(try host.pixel(at: outside) != white)
    #expect(host.tap("symbol"))
    host.advance(by: 0.5)
    #expect(symbol(host)?.scale == 1)
    #expect(try host.pixel(at: outside) == white)
  }

  @Test func disappearAndAppearHideAndShow() {
    let gone = ViewHost(Toggled(effect: .disappear), size: CGSize(width: 100, height: 100))
    #expect(symbol(gone)?.opacity == 1)
    #expect(gone.tap("symbol"))
    gone.advance(by: 0.5)
    // Hidden: faded out and shrunk to half.
    #expect(symbol(gone)?.opacity ?? 1 < 0.001)
    let shown = ViewHost(Toggled(effect: .appear), size: CGSize(width: 100, height: 100))
    // Not active: hidden.
    #expect((symbol(shown)?.opacity ?? 1) < 0.001)
    #expect(shown.tap("symbol"))
    shown.advance(by: 0.5)
    #expect(symbol(shown)?.opacity == 1)
    #expect(symbol(shown)?.scale == 1)
  }

  @Test func removedEffectsDoNothing() {
    struct Quiet: View {
      @State var rings = 0
      var body: some View {
        Image(systemName: "bell.fill")
          .symbolEffect(.bounce, value: rings)
          .symbolEffectsRemoved()
          .onTapGesture { rings += 1 }
          .accessibilityIdentifier("bell")
      }
    }
    let host = ViewHost(Quiet(), size: CGSize(width: 100, height: 100))
    #expect(host.tap("bell"))
    host.advance(by: 0.25)
    #expect(symbol(host)?.scale == 1)
    #expect(!host.isAnimating)
  }
}
