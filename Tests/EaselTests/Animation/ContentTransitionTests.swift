import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `contentTransition(_:)`: a `Text` or symbol `Image` whose content changes with an
/// animation shows the change as its content transition says, read from the display list.
@MainActor
@Suite struct ContentTransitionTests {
  struct Counter: View {
    let transition: ContentTransition
    var animation: Animation? = .linear(duration: 1)
    var start = 41
    var step = 1
    @State private var count: Int?
    var body: some View {
      let shown = count ?? start
      Text("\(shown)")
        .font(.system(size: 30))
        .contentTransition(transition)
        .onTapGesture { withAnimation(animation) { count = shown + step } }
        .accessibilityIdentifier("count")
    }
  }

  func texts<V: View>(_ host: ViewHost<V>) -> [DrawnItem] {
    DrawnItem.collect(host.displayList()).filter { $0.text != nil }
  }

  @Test func opacityCrossFadesTheText() {
    let host = ViewHost(Counter(transition: .opacity), size: CGSize(width: 200, height: 100))
    #expect(texts(host).map(\.text) == ["41"])
    #expect(host.tap("count"))
    host.advance(by: 0.25)
    let drawn = texts(host)
    #expect(drawn.map(\.text) == ["41", "42"])
    #expect(abs(drawn[0].opacity - 0.75) < 1e-6)
    #expect(abs(drawn[1].opacity - 0.25) < 1e-6)
    host.advance(by: 0.75)
    #expect(texts(host).map(\.text) == ["42"])
    #expect(texts(host)[0].opacity == 1)
    #expect(!host.isAnimating)
  }

  @Test func identityAndPlainChangesSwitchAtOnce() {
    let identity = ViewHost(Counter(transition: .identity), size: CGSize(width: 200, height: 100))
    _ = identity.displayList()
    #expect(identity.tap("count"))
    identity.advance(by: 0.5)
    #expect(texts(identity).map(\.text) == ["42"])
    let plain = ViewHost(
      Counter(transition: .opacity, animation: nil), size: CGSize(width: 200, height: 100))
    _ = plain.displayList()
    #expect(plain.tap("count"))
    #expect(texts(plain).map(\.text) == ["42"])
    #expect(!plain.isAnimating)
  }

  /// Counting up, the changed digit leaves upwards and the new one comes from below; the
  /// shared digit stays.
  @Test func numericTextRollsTheChangedDigits() throws {
    let host = ViewHost(
      Counter(transition: .numericText()), size: CGSize(width: 200, height: 100))
    let height = try #require(host.frame(of: "count")).height
    _ = host.displayList()
    #expect(host.tap("count"))
    host.advance(by: 0.5)
    let drawn = texts(host)
    // The "4" both share: the new text, clipped to outside the change, where it is.
    let staying = drawn.filter { $0.text == "42" && $0.offset == .zero && $0.opacity == 1 }
    #expect(staying.count == 2)
    #expect(staying.allSatisfy { $0.clips == 1 })
    let leaving = try #require(drawn.first { $0.text == "41" })
    #expect(abs(leaving.offset.height + height / 2) < 1e-6)
    #expect(abs(leaving.opacity - 0.5) < 1e-6)
    let coming = try #require(drawn.first { $0.text == "42" && $0.offset != .zero })
    #expect(abs(coming.offset.height - height / 2) < 1e-6)
    #expect(abs(coming.opacity - 0.5) < 1e-6)
    host.advance(by: 0.5)
    #expect(texts(host).map(\.text) == ["42"])
  }

  @Test func countingDownRollsTheOtherWay() throws {
    for transition in [ContentTransition.numericText(countsDown: true)] {
      let host = ViewHost(
        Counter(transition: transition, step: -1), size: CGSize(width: 200, height: 100))
      let height = try #require(host.frame(of: "count")).height
      _ = host.displayList()
      #expect(host.tap("count"))
      host.advance(by: 0.25)
      let leaving = try #require(texts(host).first { $0.text == "41" })
      #expect(abs(leaving.offset.height - height / 4) < 1e-6)
    }
  }

  /// With `numericText(value:)` the direction follows the value.
  @Test func numericTextFollowsTheValue() throws {
    struct Score: View {
      @State private var score = 10.0
      var body: some View {
        Text("\(Int(score))")
          .contentTransition(.numericText(value: score))
          .onTapGesture { withAnimation(.linear(duration: 1)) { score -= 3 } }
          .accessibilityIdentifier("score")
      }
    }
    let host = ViewHost(Score(), size: CGSize(width: 200, height: 100))
    let height = try #require(host.frame(of: "score")).height
    _ = host.displayList()
    #expect(host.tap("score"))
    host.advance(by: 0.5)
    // 10 → 7: nothing shared, the whole number rolls down.
    let leaving = try #require(texts(host).first { $0.text == "10" })
    #expect(abs(leaving.offset.height - height / 2) < 1e-6)
    let coming = try #require(texts(host).first { $0.text == "7" && $0.offset != .zero })
    #expect(abs(coming.offset.height + height / 2) < 1e-6)
  }

  /// `.symbolEffect` replaces a symbol: the old one shrinks and fades as the new one grows in.
  @Test func aSymbolIsReplaced() throws {
    struct Favourite: View {
      @State private var on = false
      var body: some View {
        Image(systemName: on ? "heart.fill" : "heart")
          .font(.system(size: 40))
          .contentTransition(.symbolEffect(.replace))
          .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
          .accessibilityIdentifier("heart")
      }
    }
    let host = ViewHost(Favourite(), size: CGSize(width: 100, height: 100))
    func images() -> [DrawnItem] {
      DrawnItem.collect(host.displayList()).filter { $0.text == nil }
    }
    #expect(images().count == 1)
    #expect(host.tap("heart"))
    host.advance(by: 0.5)
    let drawn = images()
    #expect(drawn.count == 2)
    #expect(drawn.allSatisfy { abs($0.scale - 0.75) < 1e-6 && abs($0.opacity - 0.5) < 1e-6 })
    host.advance(by: 0.5)
    #expect(images().count == 1)
    #expect(images()[0].scale == 1)
  }
}
