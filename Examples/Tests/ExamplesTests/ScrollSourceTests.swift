import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The CompatibilitySources built on the scroll modifiers (`onScrollGeometryChange`,
/// `scrollPosition`, `scrollDisabled`, `scrollBounceBehavior`, `scrollIndicators`,
/// `containerRelativeFrame`, `contentMargins`, `scrollClipDisabled`), driven through
/// `ViewHost` with the wheel, drags and taps.
@MainActor
@Suite struct ScrollSourceTests {
  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  /// The reader's bar is 44 points tall, the article 400 and the footer 30.
  static let readerSize = CGSize(width: 390, height: 474)

  func top<V: View>(_ host: ViewHost<V>) -> CGFloat {
    host.frame(of: "paragraph0")?.minY ?? .nan
  }

  @Test func theReaderReportsHowFarTheArticleIsReadAndScrollsBackToTheTop() throws {
    let host = ViewHost(ArticleReader(), size: Self.readerSize)
    #expect(label(host, "percent") == "0%")
    #expect(label(host, "position") == "Paragraph 1 of 12")
    #expect(host.frame(of: "top") == nil)
    // 1,200 points of paragraphs in 400: 800 to scroll, 200 of them a quarter.
    #expect(host.scroll("article", by: CGSize(width: 0, height: 200)))
    host.advance(by: 0.5)
    #expect(abs(top(host) - (44 - 200)) <= 0.5)
    #expect(label(host, "percent") == "25%")
    #expect(label(host, "position") == "Paragraph 3 of 12")
    // To the end, and no further.
    #expect(host.scroll("article", by: CGSize(width: 0, height: 900)))
    host.advance(by: 0.5)
    #expect(abs(top(host) - (44 - 800)) <= 0.5)
    #expect(label(host, "percent") == "100%")
    #expect(label(host, "position") == "Paragraph 9 of 12")
    // Top sets the scroll position, which scrolls back (animated).
    #expect(host.tap("top"))
    host.advance(by: 1)
    #expect(top(host) == 44)
    #expect(label(host, "percent") == "0%")
    #expect(label(host, "position") == "Paragraph 1 of 12")
    #expect(host.frame(of: "top") == nil)
  }

  @Test func aLockedArticleIgnoresDragsAndTheWheel() throws {
    let host = ViewHost(ArticleReader(), size: Self.readerSize)
    #expect(host.tap("lock"))
    #expect(label(host, "lock") == "Unlock")
    _ = host.drag(from: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -250))
    host.advance(by: 1)
    #expect(top(host) == 44)
    _ = host.scroll("article", by: CGSize(width: 0, height: 300))
    host.advance(by: 0.5)
    #expect(top(host) == 44)
    #expect(label(host, "percent") == "0%")
    // Unlocked, the same drag scrolls (and flings on past where the finger stopped).
    #expect(host.tap("lock"))
    _ = host.drag(from: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -250))
    host.advance(by: 2)
    #expect(top(host) < 44 - 200)
    #expect(label(host, "percent") != "0%")
  }

  /// Presses in the article, moves down by `distance` in ten steps, and stays pressed.
  func pull<V: View>(_ host: ViewHost<V>, down distance: CGFloat) {
    let start = CGPoint(x: 200, y: 150)
    _ = host.send(PointerEvent(.down, at: start, time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      let point = CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 10)
      _ = host.send(PointerEvent(.move, at: point, time: host.time))
    }
  }

  func letGo<V: View>(_ host: ViewHost<V>, down distance: CGFloat) {
    _ = host.send(PointerEvent(.up, at: CGPoint(x: 200, y: 150 + distance), time: host.time))
  }

  @Test func onlyAnArticleLongerThanTheViewBounces() {
    // Three paragraphs fit in the 400 points: pulled down, the article stays.
    let short = ViewHost(ArticleReader(paragraphs: 3), size: Self.readerSize)
    pull(short, down: 100)
    #expect(top(short) == 44)
    letGo(short, down: 100)
    // Twelve do not: pulled down 100 points at the top, the article follows with
    // resistance, (1 − 1 / (0.55 × 100 / 400 + 1)) × 400 = 48.35 points (to the pixel, at
    // scale 1), and springs back.
    let long = ViewHost(ArticleReader(), size: Self.readerSize)
    pull(long, down: 100)
    #expect(abs(top(long) - (44 + 48.35)) <= 0.5)
    letGo(long, down: 100)
    long.advance(by: 2)
    #expect(top(long) == 44)
  }

  @Test func theArticleShowsNoScrollIndicatorWhileScrolling() throws {
    let host = ViewHost(ArticleReader(), size: Self.readerSize)
    #expect(host.scroll("article", by: CGSize(width: 0, height: 200)))
    host.advance(by: 0.1)
    // Down the trailing edge, where an indicator would be, only the paragraphs' backgrounds
    // (white and a light grey) are drawn.
    for y in stride(from: 60.0, to: 430, by: 20) {
      let pixel = try #require(try host.pixel(at: CGPoint(x: 386, y: y)))
      #expect(min(pixel.red, pixel.green, pixel.blue) >= 240, "at y \(y)")
    }
  }

  /// The strip is 400 − 2 × 20 = 360 points wide; less its 16-point margins, 328.
  static let stripSize = CGSize(width: 400, height: 200)

  @Test func theStripsCardsAreAThirdOfItsWidthAndSnapToACard() throws {
    let host = ViewHost(PhotoStrip(), size: Self.stripSize)
    // (328 − 2 × 8) / 3 = 104 points, the first after the screen's padding and the margin.
    let first = try #require(host.frame(of: "photo0"))
    #expect(first.width == 104)
    #expect(first.height == 120)
    #expect(first.minX == 36)
    #expect(abs((host.frame(of: "photo1")?.minX ?? 0) - (36 + 112)) <= 0.5)
    #expect(label(host, "caption") == "Photo 1 of 9")
    // The wheel moves 60 points, past half a card: once it has been still for 0.15 s, the
    // strip glides on to rest with the second card at the margin.
    #expect(host.scroll("strip", by: CGSize(width: 60, height: 0)))
    host.advance(by: 0.1)
    #expect(abs((host.frame(of: "photo1")?.minX ?? 0) - (148 - 60)) <= 0.5)
    host.advance(by: 0.1)
    host.advance(by: 1)
    #expect(abs((host.frame(of: "photo1")?.minX ?? 0) - 36) <= 0.5)
    #expect(label(host, "caption") == "Photo 2 of 9")
    // A swipe rests on a card too.
    #expect(host.drag(from: CGPoint(x: 300, y: 100), by: CGSize(width: -150, height: 0)))
    host.advance(by: 2)
    let resting = try #require(host.frame(of: "photo0")?.minX)
    let cards = ((36 - resting) / 112).rounded()
    #expect(cards >= 2)
    #expect(abs(resting - (36 - cards * 112)) <= 0.5)
    #expect(label(host, "caption") == "Photo \(Int(cards) + 1) of 9")
  }

  @Test func theStripDrawsItsCardsPastItsEdges() throws {
    let host = ViewHost(PhotoStrip(), size: Self.stripSize)
    let strip = try #require(host.frame(of: "strip"))
    #expect(strip.maxX == 380)
    // The fourth card starts at 36 + 3 × 112 = 372: past the strip's edge it still shows,
    // green, in the screen's padding.
    let card = try #require(host.frame(of: "photo3"))
    let pixel = try #require(try host.pixel(at: CGPoint(x: 392, y: card.midY)))
    #expect(Int(pixel.green) - Int(pixel.red) > 80)
    #expect(Int(pixel.green) - Int(pixel.blue) > 80)
  }
}
