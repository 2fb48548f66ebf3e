import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `visualEffect(_:)` and the effects of `VisualEffect`: each changes how the view is drawn
/// (and where it takes touches), never its layout, and the effect may depend on where the
/// view is.
@MainActor
@Suite struct VisualEffectTests {
  static let size = CGSize(width: 300, height: 200)

  func card(_ host: ViewHost<some View>) throws -> DrawnFill {
    try #require(drawnCard(1, in: host.displayList()))
  }

  @Test func eachEffectIsDrawn() throws {
    // A 100 × 50 card at (100, 75).
    func host(_ effect: @escaping @Sendable (EmptyVisualEffect) -> some VisualEffect)
      -> ViewHost<some View>
    {
      ViewHost(
        cardColor(1).frame(width: 100, height: 50)
          .visualEffect { content, _ in effect(content) }
          .accessibilityIdentifier("card"),
        size: Self.size)
    }
    let plain = try card(host { $0 })
    #expect(plain.bounds == CGRect(x: 100, y: 75, width: 100, height: 50))
    #expect(plain.color.opacity == 1)
    #expect(try card(host { $0.opacity(0.25) }).color.opacity == 0.25)
    #expect(
      try card(host { $0.offset(CGSize(width: 10, height: -5)) }).bounds.origin
        == CGPoint(x: 110, y: 70))
    #expect(try card(host { $0.offset(x: -20) }).bounds.origin == CGPoint(x: 80, y: 75))
    #expect(
      try card(host { $0.scaleEffect(2) }).bounds
        == CGRect(x: 50, y: 50, width: 200, height: 100))
    #expect(
      try card(host { $0.scaleEffect(0.5, anchor: .topLeading) }).bounds
        == CGRect(x: 100, y: 75, width: 50, height: 25))
    #expect(
      try card(host { $0.scaleEffect(x: 2, y: 1) }).bounds
        == CGRect(x: 50, y: 75, width: 200, height: 50))
    #expect(
      try card(host { $0.scaleEffect(CGSize(width: 1, height: 3)) }).bounds
        == CGRect(x: 100, y: 25, width: 100, height: 150))
    // A quarter turn about the centre stands the card on end.
    let turned = try card(host { $0.rotationEffect(.degrees(90)) }).bounds
    #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
    #expect(abs(turned.midX - 150) < 1e-9 && abs(turned.midY - 100) < 1e-9)
    // Turned 60° about the vertical axis, seen straight on, it is half as wide.
    let flipped = try card(host { $0.rotation3DEffect(.degrees(60), axis: (0, 1, 0)) }).bounds
    #expect(abs(flipped.width - 50) < 1e-9 && abs(flipped.midX - 150) < 1e-9)
    #expect(try card(host { $0.blur(radius: 4) }).blurRadius == 4)
    // Effects apply in order: moved, then doubled about the frame's centre.
    #expect(
      try card(host { $0.offset(x: 10).scaleEffect(2) }).bounds
        == CGRect(x: 70, y: 50, width: 200, height: 100))
    // Faded out completely, nothing is drawn.
    #expect(drawnCard(1, in: host { $0.opacity(0) }.displayList()) == nil)
    // Layout never changes.
    #expect(
      host { $0.scaleEffect(3).offset(x: 40) }.frame(of: "card")
        == CGRect(x: 100, y: 75, width: 100, height: 50))
  }

  struct Parallax: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<6) { index in
            cardColor(index).frame(width: 100, height: 100)
              .visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .global).minY / 10)
              }
              .accessibilityIdentifier("card\(index)")
          }
        }
      }
      .frame(width: 300, height: 200)
      .accessibilityIdentifier("list")
    }
  }

  @Test func theEffectFollowsTheViewsGeometry() throws {
    let host = ViewHost(Parallax(), size: Self.size)
    // Card 1 is laid out at x 100, y 100: drawn 10 points right.
    #expect(try #require(drawnCard(1, in: host.displayList())).bounds.minX == 110)
    #expect(try #require(drawnCard(0, in: host.displayList())).bounds.minX == 100)
    // Scrolled 50 points, it is at y 50: drawn 5 points right.
    #expect(host.scroll("list", by: CGSize(width: 0, height: 50)))
    #expect(try #require(drawnCard(1, in: host.displayList())).bounds.minX == 105)
    #expect(host.frame(of: "card1")?.minX == 100)
  }

  @Test func touchesGoWhereTheViewIsDrawn() throws {
    final class Taps { var count = 0 }
    let taps = Taps()
    let view = Color.red.frame(width: 60, height: 60)
      .onTapGesture { taps.count += 1 }
      .visualEffect { content, _ in content.offset(x: 100) }
    let host = ViewHost(view, size: Self.size)
    // Laid out at (120, 70); drawn (and hit) 100 points to the right.
    #expect(!host.tap(at: CGPoint(x: 150, y: 100)))
    #expect(host.tap(at: CGPoint(x: 250, y: 100)))
    #expect(taps.count == 1)
  }

  @Test func theScrollViewCoordinateSpace() throws {
    // The scroll view starts 50 points down; in its space card 1 is at its content's 100.
    let view = VStack(spacing: 0) {
      Color.gray.frame(height: 50)
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<6) { index in
            cardColor(index).frame(width: 100, height: 100)
              .visualEffect { content, proxy in
                content.offset(
                  x: proxy.frame(in: .scrollView).minY / 10,
                  y: proxy.frame(in: .scrollView(axis: .horizontal)).minY / 100)
              }
          }
        }
      }
      .accessibilityIdentifier("list")
    }
    .frame(width: 300, height: 250)
    let host = ViewHost(view, size: CGSize(width: 300, height: 250))
    // Moved by a tenth of 100 across; there is no horizontal scroll view, so the second
    // offset is a hundredth of the root's 150.
    let card = try #require(drawnCard(1, in: host.displayList()))
    #expect(card.bounds.minX == 110)
    #expect(card.bounds.minY == CGFloat(150 + 1.5))
    #expect(host.scroll("list", by: CGSize(width: 0, height: 30)))
    let scrolled = try #require(drawnCard(1, in: host.displayList()))
    #expect(scrolled.bounds.minX == 107)
  }
}
