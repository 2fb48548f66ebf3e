import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// Ordinary iOS-style SwiftUI sources (in CompatibilitySources, Swift 5 mode, `import SwiftUI`
/// only) compile unchanged; here each is shown and behaves as it would on iOS.
@MainActor
@Suite struct CompatibilitySourceTests {
  func element<V: View>(_ host: ViewHost<V>, _ identifier: String) -> AccessibilityElement? {
    host.accessibilityTree().first { $0.identifier == identifier }
  }

  @Test func theProfileCardsButtonFollows() throws {
    let host = ViewHost(
      ProfileCard(name: "Ada Lovelace", role: "Analyst").frame(width: 360),
      size: CGSize(width: 390, height: 200))
    #expect(element(host, "follow")?.label == "Follow")
    #expect(host.tap("follow"))
    #expect(element(host, "follow")?.label == "Following")
    let card = try #require(host.frame(of: "card"))
    #expect(card.width == 360)
    #expect(card.height >= 48 + 32)
  }

  @Test func theObservableCounterStepsAndLocks() throws {
    let host = ViewHost(CounterScreen(), size: CGSize(width: 390, height: 400))
    #expect(element(host, "count")?.label == "Count: 0")
    let stepper = try #require(host.frame(of: "stepper"))
    let plus = CGPoint(x: stepper.maxX - 12, y: stepper.midY)
    #expect(host.tap(at: plus))
    #expect(host.tap(at: plus))
    #expect(element(host, "count")?.label == "Count: 2")
    // The toggle in the @Bindable child locks the stepper.
    // As on iOS, the switch takes the tap, not the row's empty middle.
    let lock = try #require(host.frame(of: "lock"))
    #expect(host.tap(at: CGPoint(x: lock.maxX - 20, y: lock.midY)))
    host.tap(at: plus)
    #expect(element(host, "count")?.label == "Count: 2")
    #expect(host.tap("reset"))
    #expect(element(host, "count")?.label == "Count: 0")
  }

  @Test func theSwipeCardFollowsTheDragAndSpringsBack() throws {
    let host = ViewHost(SwipeCard(), size: CGSize(width: 390, height: 500))
    let start = try #require(host.frame(of: "card"))
    #expect(host.drag("card", by: CGSize(width: 60, height: 0)))
    #expect(element(host, "dismissed")?.label == "Dismissed: 0")
    host.advance(by: 2)
    let back = try #require(host.frame(of: "card"))
    #expect(abs(back.midX - start.midX) < 0.5)
    #expect(host.drag("card", by: CGSize(width: 200, height: 0)))
    #expect(element(host, "dismissed")?.label == "Dismissed: 1")
  }

  @Test func theRingAnimatesItsTrim() throws {
    let host = ViewHost(RingProgressView(), size: CGSize(width: 300, height: 320))
    #expect(element(host, "percent")?.label == "25%")
    let ring = try #require(host.frame(of: "ring"))
    // At a quarter the arc ends at three o'clock; six o'clock is still grey.
    func isGreen(_ point: CGPoint) throws -> Bool {
      let pixel = try #require(try host.pixel(x: Int(point.x), y: Int(point.y)))
      return Int(pixel.green) - Int(pixel.red) > 60
    }
    let six = CGPoint(x: ring.midX, y: ring.maxY - 5)
    #expect(try !isGreen(six))
    #expect(host.tap("add"))
    #expect(element(host, "percent")?.label == "50%")
    host.advance(by: 0.6)
    #expect(try isGreen(six))
  }

  @Test func theTagsWrapAndSelect() throws {
    let names = ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "Zig", "Haskell", "OCaml"]
    let host = ViewHost(
      TagCloud(names: names).frame(width: 240), size: CGSize(width: 300, height: 400))
    let frames = try names.map { try #require(host.frame(of: $0)) }
    let rows = Set(frames.map(\.minY))
    #expect(rows.count >= 3)
    #expect(frames.allSatisfy { $0.maxX <= frames[0].minX + 240 + 0.5 })
    // Reading order: a tag starts a row only when the next would not fit.
    #expect(frames[1].minY == frames[0].minY)
    #expect(host.tap("Rust"))
    #expect(element(host, "Rust")?.traits.contains(.isSelected) == true)
    let widest = frames.map(\.width).max() ?? 0
    #expect(element(host, "widest")?.label == "Widest: \(Int(widest))")
  }

  @Test func uiKitMeasurementMatchesText() throws {
    let size = TextMeasure.size(of: "Measure me", size: 17, weight: .semibold)
    #expect(size.width > 60)
    let host = ViewHost(MeasuredLabel("Measure me"), size: CGSize(width: 300, height: 100))
    let label = try #require(host.frame(of: "label"))
    #expect(abs(label.width - size.width) <= 1)
    #expect(abs(label.height - size.height) <= 1)
    #expect(host.frame(of: "tape")?.width == size.width)
    let moved = TextMeasure.transformed(
      CGPoint(x: 1, y: 0), degrees: 90, by: CGVector(dx: 2, dy: 3))
    #expect(abs(moved.x - 2) < 1e-9)
    #expect(abs(moved.y - 4) < 1e-9)
  }

  @Test func aDownloadRowShowsItsProgressUntilDone() throws {
    let running = ViewHost(
      DownloadRow(name: "Easel.zip", received: 30, size: 120).frame(width: 320),
      size: CGSize(width: 360, height: 200))
    #expect(element(running, "name")?.label == "Easel.zip")
    let progress = try #require(element(running, "progress"))
    #expect(progress.value == "25 percent")
    #expect(progress.label.hasPrefix("Downloading"))
    let done = ViewHost(
      DownloadRow(name: "Easel.zip", received: 120, size: 120),
      size: CGSize(width: 360, height: 200))
    #expect(element(done, "progress") == nil)
  }

  @Test func theSymbolGridAdaptsItsColumnsToTheWidth() throws {
    func columns(at width: CGFloat) -> Int {
      let host = ViewHost(SymbolGrid(), size: CGSize(width: width, height: 600))
      let names = ["star", "heart", "bell", "house", "gear", "person"]
      let top = host.frame(of: "star")?.minY
      return names.filter { host.frame(of: $0)?.minY == top }.count
    }
    // (390 − 32 + 12) / (72 + 12) → 4 columns; (820 − 32 + 12) / 84 → 9, all in one row here.
    #expect(columns(at: 390) == 4)
    #expect(columns(at: 820) == 6)
  }

  /// The tab strip's capsule slides to the tapped tab with the spring, and each change
  /// ticks the selection feedback.
  @Test func theTabIndicatorSlides() throws {
    UIKitRecord.reset()
    let host = ViewHost(TabIndicator(), size: CGSize(width: 300, height: 60))
    let week = try #require(host.frame(of: "tab-Week"))
    let blue = Color.blue.resolve(for: .light)
    func isBlue(_ point: CGPoint) throws -> Bool {
      let pixel = try #require(try host.pixel(at: point))
      return Int(pixel.blue) > 200 && Int(pixel.red) < 60
        && abs(Int(pixel.green) - Int((blue.green * 255).rounded())) < 30
    }
    let weekPoint = CGPoint(x: week.midX, y: week.maxY - 4)
    #expect(try !isBlue(weekPoint))
    #expect(host.tap("tab-Week"))
    #expect(UIKitRecord.events == [.selectionChanged])
    // Right after the tap the capsule is still over Day; it arrives under Week.
    #expect(try !isBlue(weekPoint))
    host.advance(by: 1.5)
    #expect(try isBlue(weekPoint))
    #expect(!host.isAnimating)
  }

  /// The countdown counts down on the clock, its settings read as rows, the card flips, and
  /// the screen asks for the dark scheme and its title.
  @Test func theCountdownCountsAndFlips() throws {
    let host = ViewHost(
      CountdownCard(start: Date()), size: CGSize(width: 390, height: 500))
    host.advance(by: 0.05)
    #expect(element(host, "left")?.label == "90 s left")
    host.advance(by: 10)
    #expect(element(host, "left")?.label == "80 s left")
    // The timer style counts from the wall clock, as SwiftUI's does: about 1:30 from now.
    let timer = try #require(element(host, "timer")?.label)
    #expect(timer.hasPrefix("1:2") || timer == "1:30")
    #expect(host.preferredColorScheme == .dark)
    #expect(host.navigationTitle == "Countdown")
    let length = element(host, "length")
    #expect(length?.label == "Length, 1:30" || length?.value == "1:30")
    #expect(host.frame(of: "sound")?.width == 51)
    // Half way through the flip the card is edge-on: its middle shows the background.
    let card = try #require(host.frame(of: "card"))
    let before = try #require(try host.pixel(at: CGPoint(x: card.midX - 40, y: card.midY)))
    #expect(host.tap("card"))
    host.advance(by: 2)
    let after = try #require(try host.pixel(at: CGPoint(x: card.midX - 40, y: card.midY)))
    #expect(before != after)
  }

  /// The horizontal move a `visualEffect` offset gives the text run `string`.
  func drawnOffset(of string: String, in items: [DisplayList.Item], moved: CGFloat = 0)
    -> CGFloat?
  {
    for item in items {
      switch item.operation {
      case .text(let run) where run.string == string: return moved
      case .offset(let offset, let inner):
        if let found = drawnOffset(of: string, in: inner, moved: moved + offset.width) {
          return found
        }
      case .opacity(_, let inner), .clip(_, let inner), .transform(_, let inner),
        .group(let inner), .blur(_, let inner), .shadow(_, let inner), .blend(_, let inner):
        if let found = drawnOffset(of: string, in: inner, moved: moved) { return found }
      default: break
      }
    }
    return nil
  }

  /// The featured cards snap with one after the leading margin, those beside it faded and
  /// shrunk; the tips page, their titles drifting against the page while it moves.
  @Test func theCarouselSnapsAndThePagerPages() throws {
    let host = ViewHost(CardCarousel(), size: CGSize(width: 390, height: 400))
    #expect(host.frame(of: "card-Lisbon")?.minX == 24)
    // A drag of 80 points, let go: Kyoto (272 points on) snaps to the margin.
    #expect(host.drag("carousel", by: CGSize(width: -80, height: 0)))
    host.advance(by: 1)
    #expect(host.frame(of: "card-Kyoto")?.minX == 24)
    // Oslo is laid out from 296 but, a third of it in view, drawn shrunk about its centre
    // (from about 310) and faded towards white.
    let oslo = try #require(host.frame(of: "card-Oslo"))
    #expect(oslo.minX == 296)
    let edge = try #require(try host.pixel(at: CGPoint(x: 300, y: oslo.midY)))
    #expect(edge.red > 250 && edge.green > 250 && edge.blue > 250)
    let faded = try #require(try host.pixel(at: CGPoint(x: 340, y: oslo.midY)))
    #expect(faded.red > 80 && faded.blue > 200)
    let kyoto = try #require(host.frame(of: "card-Kyoto"))
    let whole = try #require(try host.pixel(at: CGPoint(x: kyoto.midX, y: kyoto.maxY - 10)))
    #expect(whole.blue < 200)

    // The wheel moves the tips 100 points: the second tip's title is drawn a quarter of its
    // page's distance from the edge back; once the wheel is still the pager rests on it.
    #expect(host.scroll("tips", by: CGSize(width: 100, height: 0)))
    #expect(host.frame(of: "tip-Learn ten words")?.minX == 290)
    #expect(drawnOffset(of: "Learn ten words", in: host.displayList().items) == -72.5)
    host.advance(by: 0.2)
    host.advance(by: 1)
    #expect(host.frame(of: "tip-Learn ten words")?.minX == 0)
    #expect(drawnOffset(of: "Learn ten words", in: host.displayList().items) == 0)
  }
}
