import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The long-tail sources in CompatibilitySources (settings kept with @AppStorage, a
/// TimelineView clock, placeholders, a vote counter with feedback, a UIImage badge), driven
/// through `ViewHost`.
@MainActor
@Suite struct LongTailSourceTests {
  func element<V: View>(_ host: ViewHost<V>, _ identifier: String) -> AccessibilityElement? {
    host.accessibilityTree().first { $0.identifier == identifier }
  }

  /// A `UserDefaults` suite for one test, removed at its end.
  final class Suite {
    let name = "examples.\(UUID().uuidString)"
    let store: UserDefaults
    init() { store = UserDefaults(suiteName: name)! }
    deinit { store.removePersistentDomain(forName: name) }
  }

  @Test func theSettingsCardKeepsItsChoicesInUserDefaults() throws {
    let suite = Suite()
    let size = CGSize(width: 390, height: 520)
    let host = ViewHost(ReadingSettingsCard().defaultAppStorage(suite.store), size: size)
    #expect(
      element(host, "themeName")?.value == "Paper"
        || element(host, "themeName")?.label == "Theme, Paper")
    // The third segment is Night.
    let picker = try #require(host.frame(of: "theme"))
    #expect(host.tap(at: CGPoint(x: picker.maxX - picker.width / 6, y: picker.midY)))
    #expect(suite.store.string(forKey: "reading.theme") == "night")
    let name = element(host, "themeName")
    #expect(name?.value == "Night" || name?.label == "Theme, Night")
    // The stepper's plus raises the text size by a point.
    let stepper = try #require(host.frame(of: "textSize"))
    #expect(host.tap(at: CGPoint(x: stepper.maxX - 12, y: stepper.midY)))
    #expect(suite.store.integer(forKey: "reading.textSize") == 18)
    // Dimming photos greys and darkens the swatch.
    let swatch = try #require(host.frame(of: "swatch"))
    let centre = CGPoint(x: swatch.midX, y: swatch.midY)
    let bright = try #require(try host.pixel(at: centre))
    let toggle = try #require(host.frame(of: "dimPhotos"))
    #expect(host.tap(at: CGPoint(x: toggle.maxX - 20, y: toggle.midY)))
    #expect(suite.store.bool(forKey: "reading.dimPhotos"))
    let dimmed = try #require(try host.pixel(at: centre))
    let spread = { (red: UInt8, green: UInt8, blue: UInt8) in
      Int(max(red, green, blue)) - Int(min(red, green, blue))
    }
    #expect(
      spread(dimmed.red, dimmed.green, dimmed.blue)
        < spread(bright.red, bright.green, bright.blue) / 2)
    #expect(Int(dimmed.red) + Int(dimmed.green) < Int(bright.red) + Int(bright.green))
    // Shown again, the card finds what was chosen.
    let again = ViewHost(ReadingSettingsCard().defaultAppStorage(suite.store), size: size)
    let shownAgain = element(again, "themeName")
    #expect(shownAgain?.value == "Night" || shownAgain?.label == "Theme, Night")
    #expect(try again.pixel(at: centre) == dimmed)
  }

  /// The seconds in the clock's accessibility label, "h:m:s".
  func seconds<V: View>(_ host: ViewHost<V>) -> Int? {
    element(host, "clock")?.label.split(separator: ":").last.flatMap { Int($0) }
  }

  @Test func theClockTicksEverySecondOnTheTimeline() throws {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let host = ViewHost(
      AnalogClock().environment(\.calendar, utc), size: CGSize(width: 240, height: 240))
    host.advance(by: 0.01)
    let start = try #require(seconds(host))
    host.advance(by: 15)
    #expect(seconds(host) == (start + 15) % 60)
    host.advance(by: 30)
    #expect(seconds(host) == (start + 45) % 60)
  }

  @Test func thePlaceholderPulsesUntilTheArticleLoads() throws {
    let host = ViewHost(ArticlePlaceholder(), size: CGSize(width: 390, height: 200))
    let headline = try #require(host.frame(of: "headline"))
    let point = CGPoint(x: headline.minX + 20, y: headline.midY)
    // Loading: the headline is a bar, fading in and out with the phases.
    host.advance(by: 0.05)
    let early = try #require(try host.pixel(at: point))
    for _ in 0..<16 { host.advance(by: 0.1) }
    let later = try #require(try host.pixel(at: point))
    // The bar darkens as its opacity rises towards the second phase.
    #expect(later.red < early.red - 10)
    // Loaded: the text is drawn as text, still, the same a moment later.
    #expect(host.tap("load"))
    host.advance(by: 1)
    let texts = host.displayList().items.flatMap(Self.textRuns).map(\.string)
    #expect(texts.contains("Swift on the desktop"))
    let settled = try host.pixel(at: point)
    host.advance(by: 0.8)
    #expect(try host.pixel(at: point) == settled)
  }

  static func textRuns(_ item: DisplayList.Item) -> [DisplayList.TextRun] {
    switch item.operation {
    case .text(let run): return [run]
    case .opacity(_, let inner), .clip(_, let inner), .transform(_, let inner),
      .group(let inner), .offset(_, let inner), .colorMatrix(_, let inner):
      return inner.flatMap(textRuns)
    default: return []
    }
  }

  @Test func theVoteCounterCountsAndPlaysFeedback() throws {
    let host = ViewHost(VoteCounter(), size: CGSize(width: 300, height: 120))
    #expect(element(host, "votes")?.label == "0")
    #expect(host.tap("up"))
    #expect(host.tap("up"))
    host.advance(by: 1)
    #expect(element(host, "votes")?.label == "2")
    #expect(host.tap("down"))
    host.advance(by: 1)
    #expect(element(host, "votes")?.label == "1")
    #expect(host.sensoryFeedback == [.increase, .increase, .decrease])
  }

  @Test func theVoteCounterWarnsAtTheCeiling() throws {
    let host = ViewHost(VoteCounter(), size: CGSize(width: 300, height: 120))
    for _ in 0..<10 { #expect(host.tap("up")) }
    host.advance(by: 1)
    #expect(element(host, "votes")?.label == "9")
    #expect(host.sensoryFeedback.last == .warning)
    #expect(host.sensoryFeedback.filter { $0 == .increase }.count == 9)
  }

  @Test func theAvatarBadgeDrawsItsUIImage() throws {
    let host = ViewHost(AvatarBadge(name: "Grace"), size: CGSize(width: 300, height: 100))
    let avatar = try #require(host.frame(of: "avatar"))
    #expect(avatar.size == CGSize(width: 48, height: 48))
    // The symbol is drawn: most of its box is ink, not the white behind it.
    var ink = 0
    for y in stride(from: avatar.minY + 2, to: avatar.maxY, by: 4) {
      for x in stride(from: avatar.minX + 2, to: avatar.maxX, by: 4) {
        let pixel = try #require(try host.pixel(at: CGPoint(x: x, y: y)))
        if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 600 { ink += 1 }
      }
    }
    #expect(ink > 50)
    // The configured point size gives the symbol's size, as UIKit measures it.
    let label = try #require(element(host, "size")?.label)
    #expect(label.hasSuffix(" pt"))
    let width = Int(label.split(separator: "×").first ?? "") ?? 0
    #expect(width > 30 && width < 60)
  }
}
