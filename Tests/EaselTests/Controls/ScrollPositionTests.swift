import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `scrollPosition(id:anchor:)`: the binding follows the view at the scroll position as the
/// content scrolls, and setting it scrolls there (animated inside `withAnimation`).
@MainActor
@Suite struct ScrollPositionTests {
  /// Seven cards 200 points wide, 10 apart, padded by 25, in a scroll view 250 points wide,
  /// view-aligned; the position shown in a label, and buttons that set it.
  struct Carousel: View {
    @State var position: Int?
    var anchor: UnitPoint? = nil

    var body: some View {
      VStack(spacing: 0) {
        Text("at \(position.map(String.init) ?? "none")").accessibilityIdentifier("label")
        Button("Four") { withAnimation(.linear(duration: 1)) { position = 4 } }
          .accessibilityIdentifier("four")
        Button("Six") { position = 6 }.accessibilityIdentifier("six")
        ScrollView(.horizontal) {
          HStack(spacing: 10) {
            ForEach(0..<7) { index in
              cardColor(index).frame(width: 200, height: 80)
                .accessibilityIdentifier("card\(index)")
            }
          }
          .padding(.horizontal, 25)
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $position, anchor: anchor)
        .frame(width: 250, height: 100)
        .accessibilityIdentifier("scroller")
      }
    }
  }

  static let size = CGSize(width: 250, height: 200)

  func label(_ host: ViewHost<Carousel>) -> String? {
    host.accessibilityTree().first { $0.identifier == "label" }?.label
  }

  func minX(_ identifier: String, _ host: ViewHost<Carousel>) -> CGFloat {
    host.frame(of: identifier)?.minX ?? .nan
  }

  @Test func theBindingFollowsTheScroll() {
    let host = ViewHost(Carousel(), size: Self.size)
    #expect(label(host) == "at 0")
    #expect(host.drag("scroller", by: CGSize(width: -60, height: 0)))
    host.advance(by: 1)
    #expect(minX("card1", host) == 25)
    #expect(label(host) == "at 1")
    // The wheel, without waiting for it to settle: card 1 has gone past the resting edge.
    #expect(host.scroll("scroller", by: CGSize(width: 200, height: 0)))
    #expect(label(host) == "at 2")
  }

  @Test func settingTheBindingScrolls() {
    let host = ViewHost(Carousel(), size: Self.size)
    // Inside withAnimation the scroll glides: half way after half the time.
    #expect(host.tap("four"))
    host.advance(by: 0.5)
    #expect(abs(minX("card4", host) - (25 + 420)) <= 0.5)
    host.advance(by: 0.6)
    #expect(minX("card4", host) == 25)
    #expect(label(host) == "at 4")
    // Outside, it jumps; the last card rests at the end of the content.
    #expect(host.tap("six"))
    #expect(minX("card6", host) == 25)
    #expect(label(host) == "at 6")
  }

  @Test func aFirstValueScrollsAtOnce() {
    let host = ViewHost(Carousel(position: 3), size: Self.size)
    #expect(minX("card3", host) == 25)
    #expect(label(host) == "at 3")
  }

  @Test func withAnAnchorTheViewThereIsReported() {
    // The trailing edge of the visible region lies in card 1 (235 to 435 at rest).
    let host = ViewHost(Carousel(anchor: .trailing), size: Self.size)
    #expect(label(host) == "at 1")
  }
}
