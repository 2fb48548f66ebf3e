import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// The navigation bar as iOS draws it: a 44-point row, and with a large title a 52-point
/// area below it (96 points in all) that collapses as the content scrolls, the back button
/// naming the screen below, the background showing once content scrolls under the bar.
@MainActor
@Suite struct NavigationBarTests {
  static let phone = CGSize(width: 393, height: 852)

  /// A scroll view of 40 rows 44 points tall under a title.
  struct Inbox: View {
    var mode: NavigationBarItem.TitleDisplayMode = .automatic
    var hidesBar = false
    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<40) { index in
              Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 44)
                .accessibilityIdentifier("row\(index)")
            }
          }
        }
        .accessibilityIdentifier("scroll")
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(mode)
        .navigationBarHidden(hidesBar)
      }
    }
  }

  @Test func aLargeTitleBarIs96PointsWithTheTitleAt34PointsLeading() throws {
    let host = ViewHost(Inbox(), size: Self.phone)
    let scroll = try #require(host.frame(of: "scroll"))
    #expect(scroll.minY == 96)
    #expect(try #require(host.frame(of: "row0")).minY == 96)
    let title = try #require(
      host.accessibilityTree().first { $0.label == "Inbox" && $0.frame.minY >= 44 })
    #expect(title.frame.minX == 16)
    #expect(title.frame.maxY <= 96 - 7)
    // 34-point bold: a line about 41 points tall.
    #expect(title.frame.height > 36 && title.frame.height < 46)
  }

  @Test func anInlineTitleBarIs44Points() throws {
    let host = ViewHost(Inbox(mode: .inline), size: Self.phone)
    #expect(try #require(host.frame(of: "scroll")).minY == 44)
    let title = try #require(host.accessibilityTree().first { $0.label == "Inbox" })
    // Centred in the row, 17-point semibold.
    #expect(abs(title.frame.midX - Self.phone.width / 2) <= 1)
    #expect(abs(title.frame.midY - 22) <= 1)
    #expect(title.frame.height > 18 && title.frame.height < 24)
  }

  @Test func aHiddenBarLeavesTheWholeHeight() throws {
    let host = ViewHost(Inbox(hidesBar: true), size: Self.phone)
    #expect(try #require(host.frame(of: "scroll")).minY == 0)
  }

  /// Dark pixels (text) in a rectangle of the picture, in points.
  static func darkPixels(_ host: ViewHost<some View>, in rect: CGRect) throws -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        if let pixel = try host.pixel(x: x, y: y), Int(pixel.red) + Int(pixel.green) < 200 {
          count += 1
        }
      }
    }
    return count
  }

  @Test func theLargeTitleCollapsesIntoTheBarAsTheContentScrolls() throws {
    let host = ViewHost(Inbox(), size: Self.phone)
    let inlineTitle = CGRect(x: 160, y: 10, width: 73, height: 24)
    #expect(try Self.darkPixels(host, in: inlineTitle) == 0)
    host.scroll("scroll", by: CGSize(width: 0, height: 30))
    host.update()
    // Part way: the bar is 30 points shorter.
    #expect(try #require(host.frame(of: "scroll")).minY == 66)
    #expect(try Self.darkPixels(host, in: inlineTitle) == 0)
    host.scroll("scroll", by: CGSize(width: 0, height: 70))
    host.update()
    // Collapsed: the bar is the 44-point row, with the inline title in its centre.
    #expect(try #require(host.frame(of: "scroll")).minY == 44)
    #expect(try Self.darkPixels(host, in: inlineTitle) > 20)
    // Back to the top, the large title returns.
    host.scroll("scroll", by: CGSize(width: 0, height: -100))
    host.update()
    #expect(try #require(host.frame(of: "scroll")).minY == 96)
  }

  @Test func theBarBackgroundShowsOnceContentScrollsUnderIt() throws {
    let host = ViewHost(Inbox(mode: .inline), size: Self.phone)
    // At the scroll edge the bar is clear: the hairline at its foot is not drawn.
    #expect(try #require(try host.pixel(x: 100, y: 43)).red == 255)
    host.scroll("scroll", by: CGSize(width: 0, height: 20))
    host.update()
    let hairline = try #require(try host.pixel(x: 100, y: 43))
    #expect(hairline.red < 235)
  }

  /// A root without a title, pushing a screen that hides its back button or not.
  struct Untitled: View {
    var hidesBack = false
    var body: some View {
      NavigationStack {
        NavigationLink("Next") {
          Text("Second").navigationTitle("Second")
            .navigationBarBackButtonHidden(hidesBack)
        }
        .accessibilityIdentifier("next")
      }
    }
  }

  @Test func theBackButtonSaysBackWhenTheScreenBelowHasNoTitle() {
    let host = ViewHost(Untitled(), size: Self.phone)
    host.tap("next")
    host.waitForNavigationTransitions()
    let back = host.accessibilityTree().first { $0.identifier == "NavigationBackButton" }
    #expect(back?.label == "Back")
  }

  @Test func aHiddenBackButtonIsNotShown() {
    let host = ViewHost(Untitled(hidesBack: true), size: Self.phone)
    host.tap("next")
    host.waitForNavigationTransitions()
    #expect(host.navigationPath == ["", "Second"])
    #expect(host.frame(of: "NavigationBackButton") == nil)
  }

  @Test func aPushedScreenInheritsALargeTitle() throws {
    struct Pushing: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Next") {
            Color.clear.accessibilityIdentifier("second").navigationTitle("Second")
          }
          .accessibilityIdentifier("next")
          .navigationTitle("First")
        }
      }
    }
    let host = ViewHost(Pushing(), size: Self.phone)
    host.tap("next")
    host.waitForNavigationTransitions()
    #expect(try #require(host.frame(of: "second")).minY == 96)
  }

  @Test func theTitleOutsideAStackIsReadByTheHost() {
    let host = ViewHost(Text("x").navigationTitle("Alone"), size: Self.phone)
    #expect(host.navigationTitle == "Alone")
    let stacked = ViewHost(NavigationStack { Text("x").navigationTitle("Top") }, size: Self.phone)
    #expect(stacked.navigationTitle == "Top")
  }
}
