import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// The `Transition` protocol: a custom transition's body animates from `willAppear` to
/// `identity` when an animated change inserts the view, and from `identity` to
/// `didDisappear` as it leaves (drawn by the removal ghost); the built-in transitions as
/// `Transition` values; `AnyTransition(_:)`.
@MainActor
@Suite struct CustomTransitionTests {
  /// Fades in and out, as a body of modifiers.
  struct Fade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.opacity(phase.isIdentity ? 1 : 0)
    }
  }

  /// Comes in from the left and leaves to the right, by 40 points.
  struct Sweep: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.offset(x: phase.value * 40)
    }
  }

  /// Grows from and shrinks to half its size.
  struct Grow: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.scaleEffect(phase.isIdentity ? 1 : 0.5)
    }
  }

  /// A white canvas whose taps show and hide a blue square with `transition`.
  struct Banner<T: Transition>: View {
    let transition: T
    var animation: Animation? = .linear(duration: 1)
    @State var shown = false
    var body: some View {
      ZStack {
        Color.white.frame(width: 100, height: 100)
          .onTapGesture { withAnimation(animation) { shown.toggle() } }
        if shown {
          Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            .transition(transition)
            .allowsHitTesting(false)
        }
      }
    }
  }

  let white = Pixel(red: 255, green: 255, blue: 255)
  let blue = Pixel(red: 0, green: 0, blue: 255)

  @Test func phasesHaveTheirValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity)
    #expect(TransitionProperties().hasMotion)
    #expect(!OpacityTransition.properties.hasMotion)
    #expect(Fade.properties.hasMotion)
  }

  @Test func aCustomFadeAnimatesInAndOut() throws {
    let host = ViewHost(Banner(transition: Fade()), size: CGSize(width: 100, height: 100))
    #expect(try host.pixel(x: 50, y: 50) == white)
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    // Inserted at `willAppear`: transparent.
    #expect(try host.pixel(x: 50, y: 50) == white)
    host.advance(by: 0.5)
    let half = try #require(try host.pixel(x: 50, y: 50))
    #expect(abs(Int(half.red) - 128) <= 2 && half.blue == 255, "\(half)")
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 50, y: 50) == blue)
    #expect(!host.isAnimating)
    // Removed: it keeps drawing, fading towards `didDisappear`.
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == blue)
    host.advance(by: 0.5)
    let leaving = try #require(try host.pixel(x: 50, y: 50))
    #expect(abs(Int(leaving.red) - 128) <= 2 && leaving.blue == 255, "\(leaving)")
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 50, y: 50) == white)
    #expect(!host.isAnimating)
  }

  /// An asymmetric body: in from the left (`willAppear` is −1), out to the right.
  @Test func thePhaseValueMovesEachWay() throws {
    let host = ViewHost(Banner(transition: Sweep()), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 0.5)
    // Half way in: 20 points left of 30…70, so 10…50.
    #expect(try host.pixel(x: 12, y: 50) == blue)
    #expect(try host.pixel(x: 55, y: 50) == white)
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 32, y: 50) == blue)
    #expect(try host.pixel(x: 68, y: 50) == blue)
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 0.5)
    // Half way out: 20 points right, 50…90.
    #expect(try host.pixel(x: 45, y: 50) == white)
    #expect(try host.pixel(x: 88, y: 50) == blue)
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 88, y: 50) == white)
  }

  @Test func aCustomScaleGrowsAboutTheCentre() throws {
    let host = ViewHost(Banner(transition: Grow()), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    // At `willAppear`, half size: 40…60.
    #expect(try host.pixel(x: 42, y: 50) == blue)
    #expect(try host.pixel(x: 37, y: 50) == white)
    host.advance(by: 0.5)
    // Scale 0.75: 35…65.
    #expect(try host.pixel(x: 37, y: 50) == blue)
    #expect(try host.pixel(x: 33, y: 50) == white)
    host.advance(by: 0.5)
    #expect(try host.pixel(x: 32, y: 50) == blue)
  }

  @Test func aChangeWithoutAnimationShowsTheIdentityAtOnce() throws {
    let host = ViewHost(
      Banner(transition: Fade(), animation: nil), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == blue)
    #expect(!host.isAnimating)
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    #expect(try host.pixel(x: 50, y: 50) == white)
    #expect(!host.isAnimating)
  }

  /// `animation(_:)` gives the transition its own animation: it animates a change made
  /// without one.
  @Test func aTransitionsOwnAnimationAnimatesAPlainChange() throws {
    let host = ViewHost(
      Banner(transition: Fade().animation(.linear(duration: 2)), animation: nil),
      size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 1)
    let half = try #require(try host.pixel(x: 50, y: 50))
    #expect(abs(Int(half.red) - 128) <= 2, "\(half)")
    host.advance(by: 1)
    #expect(try host.pixel(x: 50, y: 50) == blue)
  }

  /// Combined with a built-in effect, both apply: the fade of the body and the move of
  /// the effect.
  @Test func aCustomTransitionCombinesWithABuiltInOne() throws {
    let host = ViewHost(
      Banner(transition: Fade().combined(with: .move(edge: .top))),
      size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 0.5)
    // Half its height (20) up: 10…50; half faded.
    let pixel = try #require(try host.pixel(x: 50, y: 12))
    #expect(abs(Int(pixel.red) - 128) <= 2 && pixel.blue == 255, "\(pixel)")
    #expect(try host.pixel(x: 50, y: 55) == white)
    // And as an AnyTransition.
    let erased = AnyTransition(Fade()).combined(with: .scale)
    #expect(erased.body != nil)
    #expect(erased.insertion.scale == 0)
  }

  /// Built-in transitions used as `Transition` values take the effect path of AnyTransition.
  @Test func builtInTransitionsAreTransitions() throws {
    let push = ViewHost(
      Banner(transition: PushTransition(edge: .leading)), size: CGSize(width: 100, height: 100))
    #expect(push.tap(at: CGPoint(x: 10, y: 10)))
    push.advance(by: 0.5)
    // In from the leading edge, half way (10…50) and half faded.
    let pushed = try #require(try push.pixel(x: 12, y: 50))
    #expect(abs(Int(pushed.red) - 128) <= 2, "\(pushed)")
    #expect(try push.pixel(x: 55, y: 50) == white)
    push.advance(by: 0.5)
    // Pushed out towards the trailing edge.
    #expect(push.tap(at: CGPoint(x: 10, y: 10)))
    push.advance(by: 0.5)
    #expect(try push.pixel(x: 45, y: 50) == white)
    #expect(try push.pixel(x: 88, y: 50)?.blue == 255)

    let blur = ViewHost(
      Banner(transition: BlurReplaceTransition(configuration: .downUp)),
      size: CGSize(width: 100, height: 100))
    #expect(blur.tap(at: CGPoint(x: 10, y: 10)))
    blur.advance(by: 0.5)
    // Faded, scaled to 0.75 and blurred: the middle is pale, the scaled-away edge white.
    let middle = try #require(try blur.pixel(x: 50, y: 50))
    #expect(middle.red > 60 && middle.red < 220 && middle.blue == 255, "\(middle)")
    #expect(try blur.pixel(x: 31, y: 31) != blue)
    blur.advance(by: 0.5)
    #expect(try blur.pixel(x: 50, y: 50) == blue)

    #expect(AnyTransition(.slide).removal.edge == .trailing)
    #expect(AnyTransition(.offset(x: 5)).insertion.offset == CGSize(width: 5, height: 0))
    #expect(AnyTransition(.scale(0.5, anchor: .top)).insertion.anchor == .top)
    #expect(AnyTransition(.identity).insertion.isIdentity)
    #expect(AnyTransition(.blurReplace(.upUp)).removal.scale == 1.5)
  }

  /// An asymmetric custom transition uses its insertion on the way in and its removal on
  /// the way out.
  @Test func asymmetricTransitionsUseEachSide() throws {
    let host = ViewHost(
      Banner(transition: AsymmetricTransition(insertion: Grow(), removal: Sweep())),
      size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    // Half size at first, not moved.
    #expect(try host.pixel(x: 42, y: 50) == blue)
    #expect(try host.pixel(x: 37, y: 50) == white)
    host.advance(by: 1)
    #expect(host.tap(at: CGPoint(x: 10, y: 10)))
    host.advance(by: 0.5)
    // Leaving: full size, moved right by 20.
    #expect(try host.pixel(x: 88, y: 50) == blue)
    #expect(try host.pixel(x: 45, y: 50) == white)
  }

  /// The content keeps its identity and state through the phase change.
  @Test func theContentKeepsItsState() {
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Text("taps \(count)").onTapGesture { count += 1 }.accessibilityIdentifier("counter")
      }
    }
    struct Screen: View {
      @State var shown = false
      @State var other = 0
      var body: some View {
        VStack {
          Text("show \(other)").onTapGesture {
            withAnimation(.linear(duration: 1)) { shown = true }
            other += 1
          }
          .accessibilityIdentifier("show")
          if shown { Counter().transition(Grow()) }
        }
      }
    }
    let host = ViewHost(Screen(), size: CGSize(width: 200, height: 200))
    func label() -> String? { host.accessibilityTree().first { $0.identifier == "counter" }?.label }
    #expect(host.tap("show"))
    host.advance(by: 1)
    #expect(host.tap("counter"))
    #expect(host.tap("counter"))
    #expect(label() == "taps 2")
    #expect(host.tap("show"))
    host.advance(by: 1)
    #expect(label() == "taps 2")
  }
}
