import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Animations of render values on the manual clock: seed 000's toggle animated on its value,
/// `withAnimation`, additive retargeting and the clock staying idle.
@MainActor
@Suite struct ImplicitAnimationTests {
  /// Seed 000's CustomToggle, verbatim but for an identifier on the thumb.
  struct CustomToggle: View {
    @Binding var isOn: Bool
    let activeColor: Color
    let inactiveColor: Color
    let thumbColor: Color

    var body: some View {
      ZStack {
        Capsule()
          .fill(isOn ? activeColor : inactiveColor)
          .frame(width: 60, height: 35)
          .animation(.easeInOut(duration: 0.2), value: isOn)

        Circle()
          .fill(thumbColor)
          .frame(width: 30, height: 30)
          .accessibilityIdentifier("thumb")
          .offset(x: isOn ? 12.5 : -12.5)
          .shadow(radius: 2, x: 1, y: 1)
          .animation(.easeInOut(duration: 0.2), value: isOn)
      }
      .onTapGesture {
        isOn.toggle()
      }
      .accessibilityIdentifier("toggle")
    }
  }

  struct ToggleHost: View {
    @State var isOn = false
    var body: some View {
      CustomToggle(
        isOn: $isOn, activeColor: Color(red: 0, green: 1, blue: 0),
        inactiveColor: Color(red: 1, green: 0, blue: 0), thumbColor: .white)
    }
  }

  @Test func customToggleAnimatesThumbAndTrack() throws {
    let host = ViewHost(ToggleHost(), size: CGSize(width: 100, height: 60))
    let start = try #require(host.frame(of: "thumb"))
    // Centred in 100×60: the toggle spans x 20…80, the thumb starts 12.5 left of centre (its
    // edges rounded to whole pixels at scale 1).
    #expect(abs(start.midX - 37.5) <= 0.5)
    #expect(host.tap("toggle"))
    // Nothing of the animation has run yet: the clock has not moved.
    #expect(host.isAnimating)
    #expect(try #require(host.frame(of: "thumb")).midX == start.midX)
    // A track pixel left of the thumb's path: red before.
    #expect(try host.pixel(x: 24, y: 30)?.red == 255)

    host.advance(by: 0.1)
    let middle = try #require(host.frame(of: "thumb")).midX
    #expect(middle > 37.5 && middle < 62.5)
    // easeInOut is symmetric: halfway in time is halfway in distance.
    #expect(abs(middle - 50) <= 0.5)
    let track = try #require(try host.pixel(x: 24, y: 30))
    #expect(track.red > 20 && track.red < 235)
    #expect(track.green > 20 && track.green < 235)

    host.advance(by: 0.1)
    #expect(abs(try #require(host.frame(of: "thumb")).midX - 62.5) <= 0.5)
    #expect(try host.pixel(x: 24, y: 30)?.green == 255)
    #expect(!host.isAnimating)
  }

  struct Mover: View {
    @State var x: CGFloat = 0
    var body: some View {
      Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: x)
        .onTapGesture {
          withAnimation(.linear(duration: 1)) { x = x == 0 ? 100 : 0 }
        }
    }
  }

  @Test func withAnimationMovesLinearlyAndRetargetsWithoutAJump() throws {
    let host = ViewHost(Mover(), size: CGSize(width: 200, height: 20))
    let origin = try #require(host.frame(of: "box")).minX
    #expect(host.tap("box"))
    host.advance(by: 0.25)
    #expect(try #require(host.frame(of: "box")).minX == origin + 25)
    // Tap again mid-flight: the new animation (back to 0) adds to the running one, so the
    // box does not jump; it keeps moving right for a moment, then turns back.
    let mid = try #require(host.frame(of: "box")).minX
    #expect(host.tap(at: CGPoint(x: mid + 5, y: 10)))
    #expect(try #require(host.frame(of: "box")).minX == mid)
    host.advance(by: 0.75)
    // The first run is done (+100), the second is 75 % through (−75): 25 from the origin.
    #expect(try #require(host.frame(of: "box")).minX == origin + 25)
    host.advance(by: 0.25)
    #expect(try #require(host.frame(of: "box")).minX == origin)
    #expect(!host.isAnimating)
  }

  /// Each tap asks for a change of its own: a long animation, a short one, none.
  struct Runs: View {
    @State var x: CGFloat = 0
    @State var taps = 0
    var body: some View {
      Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: x)
        .onTapGesture {
          taps += 1
          switch taps {
          case 1: withAnimation(.linear(duration: 2)) { x = 100 }
          case 2: withAnimation(.linear(duration: 0.5)) { x = 200 }
          default: x = 0
          }
        }
    }
  }

  /// Taps the box where it is drawn now.
  static func tapBox(_ host: ViewHost<Runs>) throws -> Bool {
    let frame = try #require(host.frame(of: "box"))
    return host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Runs of different lengths end each at its own time; the value animates until the last
  /// is over, and a change without animation ends them all at once.
  @Test func runsEndOneByOneAndAPlainChangeEndsThemAll() throws {
    let host = ViewHost(Runs(), size: CGSize(width: 400, height: 20))
    let origin = try #require(host.frame(of: "box")).minX
    #expect(try Self.tapBox(host))
    host.advance(by: 0.5)
    #expect(try #require(host.frame(of: "box")).minX == origin + 25)
    #expect(try Self.tapBox(host))
    host.advance(by: 0.5)
    // The short run is over (+100 shown); the long one is half-way (+50 of +100).
    #expect(try #require(host.frame(of: "box")).minX == origin + 150)
    #expect(host.isAnimating)
    host.advance(by: 0.5)
    #expect(try #require(host.frame(of: "box")).minX == origin + 175)
    #expect(host.isAnimating)
    host.advance(by: 0.5)
    #expect(try #require(host.frame(of: "box")).minX == origin + 200)
    #expect(!host.isAnimating)

    let second = ViewHost(Runs(), size: CGSize(width: 400, height: 20))
    #expect(try Self.tapBox(second))
    second.advance(by: 0.5)
    #expect(try Self.tapBox(second))
    #expect(try Self.tapBox(second))
    // Nothing animates any more: no more frames are asked for.
    #expect(!second.isAnimating)
    #expect(try #require(second.frame(of: "box")).minX == origin)
  }

  struct Plain: View {
    @State var on = false
    var body: some View {
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
        .offset(x: on ? 50 : 0).opacity(on ? 0.5 : 1)
        .onTapGesture { on.toggle() }
    }
  }

  @Test func changesWithoutAnAnimationJumpAndTheClockStaysIdle() throws {
    let host = ViewHost(Plain(), size: CGSize(width: 100, height: 20))
    #expect(!host.isAnimating)
    let origin = try #require(host.frame(of: "box")).minX
    #expect(host.tap("box"))
    #expect(!host.isAnimating)
    #expect(try #require(host.frame(of: "box")).minX == origin + 50)
  }

  struct Fader: View {
    @State var faded = false
    var body: some View {
      Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
        .opacity(faded ? 0 : 1)
        .scaleEffect(faded ? 2 : 1)
        .animation(.linear(duration: 0.4), value: faded)
        .accessibilityIdentifier("box")
        .onTapGesture { faded.toggle() }
    }
  }

  @Test func opacityAndScaleAnimateAtRenderTime() throws {
    let host = ViewHost(Fader(), size: CGSize(width: 60, height: 60))
    #expect(try host.pixel(x: 30, y: 30) == Pixel(red: 0, green: 0, blue: 255))
    #expect(host.tap("box"))
    host.advance(by: 0.2)
    // Half faded over white, and scaled by 1.5: 15 pt out from the centre is covered.
    let pixel = try #require(try host.pixel(x: 30, y: 30))
    #expect(abs(Int(pixel.red) - 128) <= 2)
    #expect(try host.pixel(x: 30 + 14, y: 30)?.blue == 255)
    #expect(try host.pixel(x: 30 + 16, y: 30) == Pixel(red: 255, green: 255, blue: 255))
    host.advance(by: 0.2)
    #expect(try host.pixel(x: 30, y: 30) == Pixel(red: 255, green: 255, blue: 255))
  }
}
