import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `keyframeAnimator` and `KeyframeAnimator` on the host's frame clock: the content is built
/// with the keyframes' value at each frame, looping, or once per trigger change.
@MainActor
@Suite struct KeyframeAnimatorTests {
  /// A red square that grows from 1 to 3 times its size in a second, then shrinks back.
  struct Grower: View {
    var body: some View {
      Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: 1.0) { content, scale in
          content.scaleEffect(scale)
            .accessibilityElement()
            .accessibilityValue(String(format: "%.3f", scale))
            .accessibilityIdentifier("grower")
        } keyframes: { _ in
          LinearKeyframe(3.0, duration: 1)
          LinearKeyframe(1.0, duration: 1)
        }
    }
  }

  func value<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.value
  }

  func isRed(_ pixel: Pixel?) -> Bool {
    guard let pixel else { return false }
    return pixel.red == 255 && pixel.green == 0 && pixel.blue == 0
  }

  @Test func theScaleFollowsTheKeyframesOnTheClock() throws {
    let host = ViewHost(Grower(), size: CGSize(width: 100, height: 100))
    #expect(value(host, "grower") == "1.000")
    #expect(host.isAnimating)
    // The square spans 40…60 at scale 1: x = 35 is outside.
    #expect(try !isRed(host.pixel(x: 35, y: 50)))
    host.advance(by: 0.25)
    #expect(value(host, "grower") == "1.500")
    // Scale 1.5: 35…65.
    #expect(try isRed(host.pixel(x: 36, y: 50)))
    #expect(try !isRed(host.pixel(x: 33, y: 50)))
    host.advance(by: 0.25)
    #expect(value(host, "grower") == "2.000")
    // Scale 2: 30…70.
    #expect(try isRed(host.pixel(x: 31, y: 50)))
    #expect(try !isRed(host.pixel(x: 28, y: 50)))
    host.advance(by: 0.5)
    #expect(value(host, "grower") == "3.000")
    #expect(try isRed(host.pixel(x: 21, y: 50)))
    host.advance(by: 0.5)
    #expect(value(host, "grower") == "2.000")
    // Repeating: round again from the start.
    host.advance(by: 0.75)
    #expect(value(host, "grower") == "1.500")
    #expect(host.isAnimating)
  }

  struct Paused: View {
    @State var playing = false
    var body: some View {
      KeyframeAnimator(initialValue: 0.0, repeating: playing) { offset in
        Text("offset \(Int(offset.rounded()))").accessibilityIdentifier("offset")
      } keyframes: { _ in
        KeyframeTrack {
          LinearKeyframe(100.0, duration: 1)
        }
      }
      .onTapGesture { playing.toggle() }
    }
  }

  /// Not repeating, the content gets the start of the timeline and nothing animates.
  @Test func aStoppedAnimatorShowsTheStart() {
    let host = ViewHost(Paused(), size: CGSize(width: 200, height: 100))
    func label() -> String? { host.accessibilityTree().first { $0.identifier == "offset" }?.label }
    #expect(label() == "offset 0")
    #expect(!host.isAnimating)
    host.advance(by: 0.5)
    #expect(label() == "offset 0")
    #expect(host.tap("offset"))
    host.advance(by: 0.5)
    #expect(label() == "offset 50")
    #expect(host.tap("offset"))
    #expect(label() == "offset 0")
    #expect(!host.isAnimating)
  }

  /// A heart that jumps once per tap: the keyframes start from the value shown and rest
  /// where they end.
  struct Jumper: View {
    @State private var taps = 0
    var body: some View {
      Color.blue.frame(width: 30, height: 30)
        .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, lift in
          content.offset(y: -lift)
            .accessibilityElement()
            .accessibilityValue(String(format: "%.2f", lift))
            .accessibilityIdentifier("jumper")
        } keyframes: { start in
          LinearKeyframe(start + 40, duration: 0.5)
          LinearKeyframe(start + 10, duration: 0.5)
        }
        .onTapGesture { taps += 1 }
    }
  }

  @Test func aTriggerPlaysOncePerChangeFromTheValueShown() throws {
    let host = ViewHost(Jumper(), size: CGSize(width: 100, height: 200))
    #expect(value(host, "jumper") == "0.00")
    #expect(!host.isAnimating)
    host.advance(by: 1)
    #expect(value(host, "jumper") == "0.00")
    #expect(host.tap("jumper"))
    host.advance(by: 0.25)
    #expect(value(host, "jumper") == "20.00")
    host.advance(by: 0.5)
    #expect(value(host, "jumper") == "25.00")
    host.advance(by: 0.5)
    // Played through: it rests at the end value.
    #expect(value(host, "jumper") == "10.00")
    #expect(!host.isAnimating)
    // Drawn 10 points up: the 30-point square spans 75…105 rather than 85…115.
    #expect(try host.pixel(x: 50, y: 77)?.blue == 255)
    #expect(try host.pixel(x: 50, y: 108) == Pixel(red: 255, green: 255, blue: 255))
    // The next play starts from there.
    #expect(host.tap("jumper"))
    host.advance(by: 0.5)
    #expect(value(host, "jumper") == "50.00")
    host.advance(by: 1)
    #expect(value(host, "jumper") == "20.00")
  }

  /// The timeline's value moves a view while the rest of its parent stays put.
  @Test func theModifierKeepsTheViewsState() throws {
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Text("count \(count)")
          .onTapGesture { count += 1 }
          .accessibilityIdentifier("count")
          .keyframeAnimator(initialValue: 0.0) { content, x in
            content.offset(x: x)
          } keyframes: { _ in
            LinearKeyframe(10.0, duration: 1)
          }
      }
    }
    let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100))
    let start = try #require(host.frame(of: "count")).minX
    #expect(host.tap("count"))
    host.advance(by: 0.5)
    #expect(host.accessibilityTree().first { $0.identifier == "count" }?.label == "count 1")
    // The content's own modifier (an offset, outermost) keeps the animator's place: the
    // keyframes go on rather than start again on every frame.
    // Ten points a second since the view appeared (within the rounding to whole pixels).
    #expect(abs((host.frame(of: "count")?.minX ?? 0) - (start + 5)) <= 1)
    host.advance(by: 0.3)
    #expect(abs((host.frame(of: "count")?.minX ?? 0) - (start + 8)) <= 1)
  }
}
