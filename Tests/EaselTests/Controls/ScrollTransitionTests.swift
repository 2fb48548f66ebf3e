import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `scrollTransition`: the effect follows where each view is against the scroll view's
/// visible region, as SwiftUI's does — interpolated between the phases' effects with an
/// interactive configuration, switched with an animation at the threshold with an animated
/// one — and changes only drawing.
@MainActor
@Suite struct ScrollTransitionTests {
  /// Seven cards 100 points wide, side by side, in a scroll view 250 points wide.
  struct Carousel: View {
    var configuration: ScrollTransitionConfiguration = .interactive(timingCurve: .linear)

    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<7) { index in
            cardColor(index)
              .frame(width: 100, height: 80)
              .scrollTransition(configuration) { view, phase in
                view
                  .opacity(1 - abs(phase.value))
                  .scaleEffect(1 - abs(phase.value) / 5)
              }
              .accessibilityIdentifier("card\(index)")
          }
        }
      }
      .frame(width: 250, height: 100)
      .accessibilityIdentifier("carousel")
    }
  }

  static let size = CGSize(width: 250, height: 100)

  /// The opacity and the scale card `index` is drawn with (scale from its drawn width).
  func look(_ index: Int, _ host: ViewHost<Carousel>) -> (opacity: Double, scale: Double)? {
    guard let card = drawnCard(index, in: host.displayList()) else { return nil }
    return (Double(card.color.opacity), Double(card.bounds.width) / 100)
  }

  func expectLook(
    _ index: Int, _ host: ViewHost<Carousel>, opacity: Double, scale: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let look = look(index, host) else {
      Issue.record("card \(index) is not drawn", sourceLocation: sourceLocation)
      return
    }
    #expect(abs(look.opacity - opacity) < 0.001, sourceLocation: sourceLocation)
    #expect(abs(look.scale - scale) < 0.001, sourceLocation: sourceLocation)
  }

  @Test func anInteractiveTransitionFollowsTheScroll() throws {
    let host = ViewHost(Carousel(), size: Self.size)
    // At rest: cards 0 and 1 are wholly visible (identity), card 2 half (200 to 300 in a
    // 250-point viewport: halfway from hidden to visible), card 3 hidden.
    expectLook(0, host, opacity: 1, scale: 1)
    expectLook(1, host, opacity: 1, scale: 1)
    expectLook(2, host, opacity: 0.5, scale: 0.9)
    #expect(look(3, host) == nil)
    // Scrolled 30 points: card 0 is 70 % in past the leading edge, card 2 80 % in from the
    // trailing one, card 3 still hidden.
    #expect(host.scroll("carousel", by: CGSize(width: 30, height: 0)))
    expectLook(0, host, opacity: 0.7, scale: 0.94)
    expectLook(1, host, opacity: 1, scale: 1)
    expectLook(2, host, opacity: 0.8, scale: 0.96)
    #expect(look(3, host) == nil)
    // Layout is unchanged: the cards keep their frames.
    #expect(try #require(host.frame(of: "card2")).width == 100)
    #expect(try #require(host.frame(of: "card0")).minX == -30)
  }

  @Test func theDefaultCurveEasesInAndOut() throws {
    let host = ViewHost(Carousel(configuration: .interactive), size: Self.size)
    // Half visible is halfway on an ease-in-out curve too.
    expectLook(2, host, opacity: 0.5, scale: 0.9)
    // A quarter of the way in is less than a quarter of the way on it.
    #expect(host.scroll("carousel", by: CGSize(width: -25, height: 0)))  // Clamped at 0.
    #expect(host.scroll("carousel", by: CGSize(width: 25, height: 0)))
    // Card 2 is 75 % in from the trailing edge: the curve is past 75 % there.
    let opacity = try #require(look(2, host)).opacity
    #expect(abs(opacity - UnitCurve.easeInOut.value(at: 0.75)) < 0.001)
    #expect(opacity > 0.75)
  }

  @Test func anAnimatedTransitionSwitchesAtItsThresholdWithAnimation() throws {
    let host = ViewHost(
      Carousel(configuration: .animated(.linear(duration: 1))), size: Self.size)
    // Card 2 is exactly half visible: at the default threshold of an animated transition.
    expectLook(2, host, opacity: 1, scale: 1)
    #expect(look(3, host) == nil)
    // 40 % of card 3 in: not yet at the threshold.
    #expect(host.scroll("carousel", by: CGSize(width: 90, height: 0)))
    #expect(look(3, host) == nil)
    // 60 % in: the phase turns to identity, animating over a second.
    #expect(host.scroll("carousel", by: CGSize(width: 20, height: 0)))
    #expect(look(3, host) == nil)
    host.advance(by: 0.5)
    expectLook(3, host, opacity: 0.5, scale: 0.9)
    host.advance(by: 0.6)
    expectLook(3, host, opacity: 1, scale: 1)
  }

  @Test func separateConfigurationsForEachEdge() throws {
    struct Edges: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<7) { index in
              cardColor(index)
                .frame(width: 100, height: 80)
                .scrollTransition(
                  topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)
                ) { view, phase in
                  view.opacity(phase.isIdentity ? 1 : 0.2)
                }
            }
          }
        }
        .frame(width: 250, height: 100)
        .accessibilityIdentifier("carousel")
      }
    }
    let host = ViewHost(Edges(), size: Self.size)
    #expect(host.scroll("carousel", by: CGSize(width: 30, height: 0)))
    // Leaving by the leading edge: identity, whatever the position.
    #expect(try #require(drawnCard(0, in: host.displayList())).color.opacity == 1)
    // Coming in at the trailing edge, 80 % in: 20 % of the way from 1 to 0.2.
    let opacity = Double(try #require(drawnCard(2, in: host.displayList())).color.opacity)
    #expect(abs(opacity - 0.84) < 0.001)
  }

  @Test func theCentredThresholdAndAVerticalScrollView() throws {
    struct Column: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<7) { index in
              cardColor(index)
                .frame(width: 80, height: 100)
                .scrollTransition(.interactive(timingCurve: .linear).threshold(.centered)) {
                  view, phase in
                  view.offset(x: 50 * phase.value)
                }
            }
          }
        }
        .frame(width: 100, height: 300)
        .accessibilityIdentifier("column")
      }
    }
    let host = ViewHost(Column(), size: CGSize(width: 100, height: 300))
    // Card 1 (100 to 200) is centred in the 300-point column: not moved. Card 0 (0 to 100)
    // has come 100 of the 200 points (half its length and half the column's) past the top:
    // halfway, so moved half of −50. Card 2 likewise from the bottom, by +25.
    let list = host.displayList()
    #expect(try #require(drawnCard(1, in: list)).bounds.minX == 10)
    #expect(try #require(drawnCard(0, in: list)).bounds.minX == CGFloat(10 - 25))
    #expect(try #require(drawnCard(2, in: list)).bounds.minX == CGFloat(10 + 25))
  }

  @Test func thresholds() {
    typealias Threshold = ScrollTransitionConfiguration.Threshold
    #expect(Threshold.visible.entry(length: 100, containerLength: 300) == 100)
    #expect(Threshold.hidden.entry(length: 100, containerLength: 300) == 0)
    #expect(Threshold.visible(0.25).entry(length: 100, containerLength: 300) == 25)
    #expect(Threshold.visible(3).entry(length: 100, containerLength: 300) == 100)
    #expect(Threshold.centered.entry(length: 100, containerLength: 300) == 200)
    #expect(Threshold.visible.inset(by: 10).entry(length: 100, containerLength: 300) == 110)
    #expect(
      Threshold.visible.interpolated(towards: .centered, amount: 0.5)
        .entry(length: 100, containerLength: 300) == 150)
  }

  @Test func phases() {
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.identity.value == 0)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollTransitionPhase.identity.isIdentity)
    #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
  }

  @Test func unitCurves() {
    #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(UnitCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-9)
    #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-9)
    for curve in [UnitCurve.easeIn, .easeInOut, .circularEaseInOut, .circularEaseOut] {
      for x in [0.1, 0.35, 0.5, 0.8] {
        #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-4)
      }
    }
    #expect(abs(UnitCurve.linear.velocity(at: 0.4) - 1) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 0.001)
    #expect(UnitCurve.easeInOut.velocity(at: 0) < 0.01)
    #expect(
      UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        == .easeInOut)
  }
}
