import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `scrollTargetBehavior(_:)`: when a drag is released (or the wheel has been still), the
/// scroll rests where the behaviour says — on a view of the `scrollTargetLayout()` container,
/// on a page boundary, or where a behaviour of your own puts it — gliding there as a scroll
/// view glides.
@MainActor
@Suite struct ScrollTargetBehaviorTests {
  /// Seven cards 200 points wide, 10 apart, padded by 25 on each side, in a scroll view 250
  /// points wide: each card rests centred, 25 points from the leading edge.
  struct Cards<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior
    var targetLayout = true

    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<7) { index in
            cardColor(index).frame(width: 200, height: 80)
              .accessibilityIdentifier("card\(index)")
          }
        }
        .padding(.horizontal, 25)
        .scrollTargetLayout(isEnabled: targetLayout)
      }
      .scrollTargetBehavior(behavior)
      .frame(width: 250, height: 100)
      .accessibilityIdentifier("scroller")
    }
  }

  /// Seven cards 100 points wide, side by side, in a scroll view 250 points wide: pages at
  /// 0 and 250, and the end at 450.
  struct Strip<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior

    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<7) { index in
            cardColor(index).frame(width: 100, height: 80)
              .accessibilityIdentifier("card\(index)")
          }
        }
      }
      .scrollTargetBehavior(behavior)
      .frame(width: 250, height: 100)
      .accessibilityIdentifier("scroller")
    }
  }

  static let size = CGSize(width: 250, height: 100)

  func minX<V: View>(_ identifier: String, _ host: ViewHost<V>) -> CGFloat {
    host.frame(of: identifier)?.minX ?? .nan
  }

  @Test func viewAlignedRestsOnACardsEdge() {
    let host = ViewHost(Cards(behavior: .viewAligned), size: Self.size)
    #expect(minX("card0", host) == 25)
    // A flick of 60 points would carry the content 240 points: card 1, 210 on, is nearest.
    #expect(host.drag("scroller", by: CGSize(width: -60, height: 0)))
    host.advance(by: 1)
    #expect(minX("card1", host) == 25)
    // A slow drag back of 60 points over a second: card 1 is still the nearest.
    #expect(host.drag("scroller", by: CGSize(width: 60, height: 0), steps: 60))
    host.advance(by: 1)
    #expect(minX("card1", host) == 25)
    // A slow drag of 150 points: card 2 is nearer.
    #expect(host.drag("scroller", by: CGSize(width: -150, height: 0), steps: 60))
    host.advance(by: 1)
    #expect(minX("card2", host) == 25)
  }

  @Test func viewAlignedLimitsAFlickInACompactWidth() {
    // Flung 400 points, the content would carry on past the end; in a compact width (the
    // host's phone) the automatic limit moves it one card on (one card fits at a time).
    let host = ViewHost(Cards(behavior: .viewAligned), size: Self.size)
    #expect(host.drag("scroller", by: CGSize(width: -400, height: 0)))
    host.advance(by: 1)
    #expect(minX("card1", host) == 25)
    // Without a limit it rests at the end: the last card, which the padding lets centre.
    let free = ViewHost(Cards(behavior: .viewAligned(limitBehavior: .never)), size: Self.size)
    #expect(free.drag("scroller", by: CGSize(width: -400, height: 0)))
    free.advance(by: 1)
    #expect(minX("card6", free) == 25)
    // In a regular width the automatic behaviour is not limited either.
    let wide = ViewHost(
      Cards(behavior: .viewAligned).environment(\.horizontalSizeClass, .regular),
      size: Self.size)
    #expect(wide.drag("scroller", by: CGSize(width: -400, height: 0)))
    wide.advance(by: 1)
    #expect(minX("card6", wide) == 25)
  }

  @Test func withoutATargetLayoutTheScrollEndsWhereItWould() {
    let host = ViewHost(
      Cards(behavior: .viewAligned, targetLayout: false), size: Self.size)
    #expect(host.drag("scroller", by: CGSize(width: -60, height: 0), steps: 60))
    host.advance(by: 1)
    // Slowly released at 60: momentum of 60 points per second carries it 30 more (card 0
    // starts 25 points in; frames are rounded to whole pixels).
    #expect(abs(minX("card0", host) - (25 - 89.94)) <= 0.5)
  }

  @Test func pagingRestsOnAPageBoundary() {
    let host = ViewHost(Strip(behavior: .paging), size: Self.size)
    // A flick of 60 points goes to the next page.
    #expect(host.drag("scroller", by: CGSize(width: -60, height: 0)))
    host.advance(by: 1)
    #expect(minX("card0", host) == -250)
    // A slow drag of 60 points back is not enough to leave the page.
    #expect(host.drag("scroller", by: CGSize(width: 60, height: 0), steps: 60))
    host.advance(by: 1)
    #expect(minX("card0", host) == -250)
    // A long flick goes one page only: here the last, which ends at the content's end.
    #expect(host.drag("scroller", by: CGSize(width: -200, height: 0)))
    host.advance(by: 1)
    #expect(minX("card0", host) == -450)
    #expect(host.drag("scroller", by: CGSize(width: 400, height: 0)))
    host.advance(by: 1)
    #expect(minX("card0", host) == -250)
  }

  @Test func theWheelPagesOnceItIsStill() {
    let host = ViewHost(Strip(behavior: .paging), size: Self.size)
    #expect(host.scroll("scroller", by: CGSize(width: 30, height: 0)))
    #expect(minX("card0", host) == -30)
    // Still for less than 0.15 s: nothing moves yet.
    host.advance(by: 0.1)
    #expect(minX("card0", host) == -30)
    // Then the scroll rests on the next page, in the wheel's direction.
    host.advance(by: 0.1)
    host.advance(by: 1)
    #expect(minX("card0", host) == -250)
    // The scroll indicator fades out 0.75 s after the glide ends; then nothing animates.
    host.advance(by: 1)
    #expect(!host.isAnimating)
  }

  final class Log {
    var targets: [CGRect] = []
    var originals: [CGRect] = []
    var velocities: [CGVector] = []
    var containers: [CGSize] = []
    var contents: [CGSize] = []
    var sizeClasses: [UserInterfaceSizeClass?] = []
    var axes: [Axis.Set] = []
  }

  /// Rests on multiples of 40 points.
  struct Grid: ScrollTargetBehavior {
    let log: Log

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      log.targets.append(target.rect)
      log.originals.append(context.originalTarget.rect)
      log.velocities.append(context.velocity)
      log.containers.append(context.containerSize)
      log.contents.append(context.contentSize)
      log.sizeClasses.append(context.horizontalSizeClass)
      log.axes.append(context.axes)
      target.rect.origin.x = (target.rect.origin.x / 40).rounded() * 40
    }
  }

  @Test func aCustomBehaviourIsAskedAndHonoured() throws {
    let log = Log()
    let host = ViewHost(Strip(behavior: Grid(log: log)), size: Self.size)
    #expect(host.drag("scroller", by: CGSize(width: -100, height: 0)))
    #expect(log.targets.count == 1)
    let natural = try #require(log.targets.first)
    // Released at 100 points moving at 600 points per second: about 300 points of momentum.
    #expect(abs(natural.minX - 399.4) < 1)
    #expect(natural.size == CGSize(width: 250, height: 80))
    #expect(log.originals == [CGRect(x: 0, y: 0, width: 250, height: 80)])
    #expect(abs(log.velocities[0].dx - 600) < 1 && log.velocities[0].dy == 0)
    #expect(log.containers == [CGSize(width: 250, height: 80)])
    #expect(log.contents == [CGSize(width: 700, height: 80)])
    #expect(log.sizeClasses == [.compact])
    #expect(log.axes == [.horizontal])
    host.advance(by: 1)
    #expect(minX("card0", host) == -400)
  }

  /// Centres card 3 whatever the scroll.
  struct CentreCardThree: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect = CGRect(x: 300, y: 0, width: 100, height: 80)
      target.anchor = .center
    }
  }

  @Test func aTargetWithAnAnchorIsAlignedByIt() throws {
    let host = ViewHost(Strip(behavior: CentreCardThree()), size: Self.size)
    #expect(host.drag("scroller", by: CGSize(width: -20, height: 0), steps: 40))
    host.advance(by: 1)
    let card = try #require(host.frame(of: "card3"))
    #expect(card.midX == 125)
  }

  @Test func theGlideToTheTargetIsAnimated() {
    let host = ViewHost(Strip(behavior: .paging), size: Self.size)
    #expect(host.drag("scroller", by: CGSize(width: -60, height: 0)))
    #expect(minX("card0", host) == -60)
    host.advance(by: 0.1)
    let moving = minX("card0", host)
    #expect(moving < -60 && moving > -250)
    host.advance(by: 1)
    #expect(minX("card0", host) == -250)
  }
}
