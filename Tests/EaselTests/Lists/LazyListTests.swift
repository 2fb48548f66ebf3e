import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// A list makes only the rows in view and a margin around them, and makes the others as
/// they scroll in, letting go of those that scroll far away.
@MainActor
@Suite struct LazyListTests {
  struct Long: View {
    let count: Int

    var body: some View {
      List(0..<count, id: \.self) { index in
        Text("Row \(index)").accessibilityIdentifier("row\(index)")
      }
      .listStyle(.plain)
    }
  }

  func rows(_ host: ViewHost<Long>) -> [Int] {
    host.identifiedFrames().compactMap { Int($0.identifier.dropFirst(3)) }.sorted()
  }

  @Test func onlyTheRowsInViewAreBuilt() {
    let host = ViewHost(Long(count: 10_000), size: CGSize(width: 393, height: 852))
    let built = rows(host)
    // 852 points of 44-point rows is 20 rows; the margin adds a few more.
    #expect(built.first == 0)
    #expect(built.count >= 20)
    #expect(built.count <= 30)
    #expect(host.frame(of: "row19") != nil)
    #expect(host.frame(of: "row100") == nil)
  }

  @Test func scrollingMakesTheRowsThatComeIntoView() {
    let host = ViewHost(Long(count: 10_000), size: CGSize(width: 393, height: 852))
    for _ in 0..<5 {
      #expect(host.drag(from: CGPoint(x: 200, y: 700), by: CGSize(width: 0, height: -600)))
      host.advance(by: 1)
    }
    let built = rows(host)
    // Scrolled by 3,000 points or more (momentum may add some): row 0 is long gone, and
    // the rows in view sit where 44-point rows put them.
    #expect(!built.contains(0))
    #expect(built.count <= 40)
    let first = built.first ?? 0
    let frame = host.frame(of: "row\(first + 5)") ?? .null
    let topRow = host.frame(of: "row\(first)") ?? .null
    #expect(close(frame.midY - topRow.midY, 5 * 44))
  }

  /// A row that counts its taps in `@State`.
  struct Counter: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
      Button("Row \(index): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(index)")
    }
  }

  struct Counters: View {
    var body: some View {
      List(0..<10_000, id: \.self) { index in Counter(index: index) }.listStyle(.plain)
    }
  }

  @Test func aRowKeepsItsStateWhenItScrollsAwayAndBack() {
    let host = ViewHost(Counters(), size: CGSize(width: 393, height: 852))
    #expect(host.tap("row2"))
    #expect(host.tap("row2"))
    #expect(host.label(of: "row2") == "Row 2: 2")
    // Far away (3,000 points and more: row 2 is let go of), then back to the top.
    for _ in 0..<5 {
      #expect(host.drag(from: CGPoint(x: 200, y: 700), by: CGSize(width: 0, height: -600)))
      host.advance(by: 1)
    }
    #expect(host.frame(of: "row2") == nil)
    for _ in 0..<12 {
      _ = host.drag(from: CGPoint(x: 200, y: 100), by: CGSize(width: 0, height: 600))
      host.advance(by: 1)
    }
    #expect(host.label(of: "row2") == "Row 2: 2")
    #expect(host.label(of: "row3") == "Row 3: 0")
  }

  @Test func theFirstFrameMakesOnlyTheRowsInView() {
    let host = ViewHost(Long(count: 10_000), size: CGSize(width: 393, height: 852))
    // 852 points of 44-point rows: rows 0 to 19, the last cut by the bottom edge; none below.
    #expect(rows(host) == Array(0...19))
    // Once it scrolls, a margin of rows beyond the edges is made too.
    #expect(host.drag(from: CGPoint(x: 200, y: 700), by: CGSize(width: 0, height: -100)))
    host.advance(by: 1)
    #expect((rows(host).last ?? 0) > 19 + 3)
  }

  @Test func theListIsAsTallAsItsRowsSoItScrollsToTheEnd() {
    let host = ViewHost(Long(count: 100), size: CGSize(width: 393, height: 852))
    for _ in 0..<6 {
      #expect(host.drag(from: CGPoint(x: 200, y: 800), by: CGSize(width: 0, height: -800)))
      host.advance(by: 1)
    }
    // 100 rows of 44 points: the last one ends at the bottom of the screen.
    let last = host.frame(of: "row99") ?? .null
    #expect(close(last.midY, 852 - 22))
  }
}

/// A list or scroll view stays where it was scrolled when its content changes: a row's text,
/// or a modifier on the content that animates (a list's content is offset by its pull to
/// refresh). Found in the gallery's settings form, which jumped to its top on each tap.
@MainActor
@Suite struct ScrollPersistenceTests {
  @MainActor final class Counter: ObservableObject {
    @Published var count = 0
  }

  struct Settings: View {
    @ObservedObject var counter: Counter
    var body: some View {
      Form {
        Section("Rows") {
          ForEach(0..<30) { index in Text("Row \(index) \(counter.count)") }
        }
      }
      .accessibilityIdentifier("form")
    }
  }

  struct Offset: View {
    @ObservedObject var counter: Counter
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30) { index in
            Text("Row \(index)").frame(height: 50).accessibilityIdentifier("row\(index)")
          }
        }
        .offset(y: CGFloat(counter.count))
      }
      .accessibilityIdentifier("scroll")
    }
  }

  @Test func aFormKeepsItsOffsetWhenARowChanges() throws {
    let counter = Counter()
    let host = ViewHost(Settings(counter: counter), size: CGSize(width: 393, height: 852))
    let top = try #require(host.frame(ofLabel: "Row 10 0"))
    #expect(host.scroll("form", by: CGSize(width: 0, height: 300)))
    let scrolled = try #require(host.frame(ofLabel: "Row 10 0"))
    #expect(scrolled.minY == top.minY - 300)
    counter.count = 1
    host.waitForTransitions()
    #expect(host.frame(ofLabel: "Row 10 1")?.minY == scrolled.minY)
  }

  @Test func aScrollViewKeepsItsOffsetWhenItsContentsOffsetChanges() throws {
    let counter = Counter()
    let host = ViewHost(Offset(counter: counter), size: CGSize(width: 300, height: 600))
    #expect(host.frame(of: "row10")?.minY == 500)
    #expect(host.scroll("scroll", by: CGSize(width: 0, height: 200)))
    #expect(host.frame(of: "row10")?.minY == 300)
    // The content moves down by 5 points, and stays scrolled.
    counter.count = 5
    host.waitForTransitions()
    #expect(host.frame(of: "row10")?.minY == 305)
  }
}
