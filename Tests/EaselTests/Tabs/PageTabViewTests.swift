import EaselTesting
import Foundation
import Testing

@testable import Easel

/// An onboarding pager: three pages swiped sideways, with index dots; it shows its page.
struct Pager: View {
  @State var page: Int
  var indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic

  var body: some View {
    TabView(selection: $page) {
      ForEach(0..<3, id: \.self) { index in
        TabCounter(name: "page\(index)").tag(index)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
    .indexViewStyle(.page(backgroundDisplayMode: .always))
    .overlay(alignment: .topTrailing) {
      Text("page \(page)").accessibilityIdentifier("page")
    }
  }
}

/// `.tabViewStyle(.page)` lays pages side by side: a swipe past half a page (or a fast one)
/// moves to the next, a short one springs back; dots show the page.
@MainActor
@Suite struct PageTabViewTests {
  func host(_ page: Int, mode: PageTabViewStyle.IndexDisplayMode = .automatic)
    -> ViewHost<Pager>
  {
    ViewHost(Pager(page: page, indexDisplayMode: mode), size: CGSize(width: 400, height: 600))
  }

  /// The selected page fills the view; its neighbour waits one width to the right.
  @Test func pagesSideBySide() throws {
    let host = host(0)
    #expect(host.frame(of: "page0-page") == CGRect(x: 0, y: 0, width: 400, height: 600))
    #expect(host.frame(of: "page1-page")?.minX == 400)
    #expect(host.frame(of: "page2-page") == nil)
  }

  /// A swipe left past half the width moves to the next page and writes the selection; the
  /// page slides there with a spring. State on the pages is kept.
  @Test func swipeMovesToTheNextPage() throws {
    let host = host(0)
    host.tap("page0-counter")
    host.drag(from: CGPoint(x: 300, y: 300), by: CGSize(width: -250, height: 0), steps: 20)
    #expect(host.label(of: "page") == "page 1")
    host.advance(by: 0.05)
    let sliding = try #require(host.frame(of: "page1-page"))
    #expect(sliding.minX > 0)
    #expect(sliding.minX < 400)
    host.waitForTransitions()
    #expect(host.frame(of: "page1-page")?.minX == 0)
    #expect(host.frame(of: "page0-page")?.minX == -400)
    // Back again: the first page kept its count.
    host.drag(from: CGPoint(x: 100, y: 300), by: CGSize(width: 250, height: 0), steps: 20)
    host.waitForTransitions()
    #expect(host.label(of: "page") == "page 0")
    #expect(host.label(of: "page0-counter") == "page0 1")
  }

  /// A short, slow swipe springs back to the page it started on.
  @Test func shortSwipeSpringsBack() throws {
    let host = host(1)
    host.send(PointerEvent(.down, at: CGPoint(x: 200, y: 300), time: host.time))
    for step in 1...20 {
      host.advance(by: 1.0 / 60)
      host.send(
        PointerEvent(.move, at: CGPoint(x: 200 - CGFloat(step) * 3, y: 300), time: host.time))
    }
    // The page follows the finger.
    #expect(host.frame(of: "page1-page")?.minX == -60)
    host.advance(by: 0.5)
    host.send(PointerEvent(.up, at: CGPoint(x: 140, y: 300), time: host.time))
    host.waitForTransitions()
    #expect(host.label(of: "page") == "page 1")
    #expect(host.frame(of: "page1-page")?.minX == 0)
  }

  /// Past the last page the drag resists, and nothing moves on.
  @Test func lastPageResists() throws {
    let host = host(2)
    host.drag(from: CGPoint(x: 300, y: 300), by: CGSize(width: -300, height: 0), steps: 20)
    host.waitForTransitions()
    #expect(host.label(of: "page") == "page 2")
  }

  /// The dots show by default and with `.always`, and not with `.never`.
  @Test func indexDots() throws {
    let dots = try #require(host(0).frame(of: "Page Index"))
    // Three 7-point dots 9 apart, 8 points in from the capsule's ends, 10 above the bottom.
    #expect(dots.width == 55)
    #expect(dots.maxY == 590)
    #expect(host(0).label(of: "Page Index") == "Page 1 of 3")
    #expect(host(0, mode: .never).frame(of: "Page Index") == nil)
  }
}
