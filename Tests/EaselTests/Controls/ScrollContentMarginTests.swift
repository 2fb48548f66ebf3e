import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `contentMargins` and `scrollClipDisabled()`: margins inset a scroll view's content, which
/// scrolls under them, and view-aligned scrolling rests at them; with clipping off the
/// content draws, and takes touches, past the frame.
@MainActor
@Suite struct ScrollContentMarginTests {
  final class Taps { var cards: [Int] = [] }

  /// Seven cards 100 points wide in a horizontal scroll view 250 points wide, centred in a
  /// host 400 points wide (the scroll view spans 75 to 325).
  struct Row<Modified: View>: View {
    var taps = Taps()
    var modify: (ScrollRow) -> Modified

    var body: some View {
      modify(ScrollRow(taps: taps))
        .frame(width: 250, height: 100)
        .accessibilityIdentifier("row")
    }
  }

  struct ScrollRow: View {
    let taps: Taps
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<7) { index in
            cardColor(index).frame(width: 100, height: 80)
              .onTapGesture { taps.cards.append(index) }
              .accessibilityIdentifier("card\(index)")
          }
        }
        .scrollTargetLayout()
      }
    }
  }

  static let size = CGSize(width: 400, height: 100)

  func minX(_ identifier: String, _ host: ViewHost<some View>) -> CGFloat {
    host.frame(of: identifier)?.minX ?? .nan
  }

  @Test func marginsInsetTheContentWhichScrollsUnderThem() {
    let host = ViewHost(Row { $0.contentMargins(.horizontal, 20) }, size: Self.size)
    #expect(minX("card0", host) == CGFloat(75 + 20))
    // At the end the last card stops 20 points short of the trailing edge.
    #expect(host.scroll("row", by: CGSize(width: 10_000, height: 0)))
    #expect(host.frame(of: "card6")?.maxX == CGFloat(325 - 20))
    // Margins for the indicators only leave the content where it is.
    let indicators = ViewHost(
      Row { $0.contentMargins(.horizontal, 20, for: .scrollIndicators) }, size: Self.size)
    #expect(minX("card0", indicators) == 75)
    // The inner modifier wins for the edges it names; the outer keeps the others.
    let nested = ViewHost(
      Row { $0.contentMargins(.leading, 30).contentMargins(.all, 5) }, size: Self.size)
    #expect(minX("card0", nested) == CGFloat(75 + 30))
    #expect(nested.scroll("row", by: CGSize(width: 10_000, height: 0)))
    #expect(nested.frame(of: "card6")?.maxX == CGFloat(325 - 5))
  }

  @Test func acrossTheAxisTheContentIsOfferedWhatTheMarginsLeave() throws {
    let view = ScrollView {
      Color.blue.frame(height: 50).accessibilityIdentifier("bar")
    }
    .contentMargins(.horizontal, nil)
    .frame(width: 200, height: 100)
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    let bar = try #require(host.frame(of: "bar"))
    #expect(bar.minX == 16 && bar.width == 168)
  }

  @Test func viewAlignedRestsViewsAtTheMargin() {
    let host = ViewHost(
      Row { $0.contentMargins(.horizontal, 20).scrollTargetBehavior(.viewAligned) },
      size: Self.size)
    // A flick of 60 points would carry the content 240: card 2, 200 on, is nearest.
    #expect(host.drag("row", by: CGSize(width: -60, height: 0)))
    host.advance(by: 1)
    #expect(minX("card2", host) == CGFloat(75 + 20))
  }

  @Test func withClippingOffTheContentShowsAndTakesTouchesPastTheFrame() throws {
    // Card 2 spans 275 to 375, past the scroll view's trailing edge at 325.
    let clipped = Taps()
    let host = ViewHost(Row(taps: clipped) { $0 }, size: Self.size)
    let outside = CGPoint(x: 350, y: 50)
    #expect(try host.pixel(at: outside)?.blue == 255 && host.pixel(at: outside)?.red == 255)
    host.tap(at: outside)
    #expect(clipped.cards.isEmpty)

    let free = Taps()
    let open = ViewHost(Row(taps: free) { $0.scrollClipDisabled() }, size: Self.size)
    let pixel = try #require(try open.pixel(at: outside))
    #expect(pixel.red < 100 && pixel.blue == 255)
    #expect(open.tap(at: outside))
    #expect(free.cards == [2])
  }
}
