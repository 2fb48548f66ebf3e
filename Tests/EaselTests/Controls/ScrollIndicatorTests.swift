import Easel
import EaselTesting
import Foundation
import Testing

/// A scroll view's indicator, as iOS draws it: a 3-point bar inset 3 points from the trailing
/// edge, as long as the visible share of the content, shown while the content moves and faded
/// out half a second after it stops; hidden by `scrollIndicators(.hidden)` and
/// `ScrollView(showsIndicators: false)`.
@MainActor
@Suite struct ScrollIndicatorTests {
  /// A scroll view 200 points tall of 1,000 points of white rows, so that the bar shows dark
  /// on white.
  struct Rows: View {
    var showsIndicators = true
    var fill = Color.white

    var body: some View {
      ScrollView(showsIndicators: showsIndicators) {
        VStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { _ in
            fill.frame(width: 100, height: 50)
          }
        }
      }
      .frame(width: 100, height: 200)
    }
  }

  static let size = CGSize(width: 100, height: 200)

  /// Drags the content up by `distance` (scrolling down), the clock moving a frame a step,
  /// holds still for a moment (so that the content does not glide on) and lets go.
  func drag(_ host: ViewHost<some View>, up distance: CGFloat) {
    _ = host.send(PointerEvent(.down, at: CGPoint(x: 50, y: 190), time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      let point = CGPoint(x: 50, y: 190 - distance * CGFloat(step) / 10)
      _ = host.send(PointerEvent(.move, at: point, time: host.time))
    }
    let end = CGPoint(x: 50, y: 190 - distance)
    for _ in 0..<6 {
      host.advance(by: 1.0 / 60)
      _ = host.send(PointerEvent(.move, at: end, time: host.time))
    }
    _ = host.send(PointerEvent(.up, at: end, time: host.time))
  }

  /// The red channel down the bar's middle column (x = 100 − 3 − 1.5), at every point of
  /// the height: the rows' own where no bar is drawn over them.
  func barColumn(_ host: ViewHost<some View>) throws -> [Int] {
    try (0..<200).map { y in Int(try host.pixel(x: 95, y: y)?.red ?? 255) }
  }

  @Test func theIndicatorShowsWhileScrollingAndFadesAfterASecond() throws {
    let host = ViewHost(Rows(), size: Self.size)
    // At rest, before any scrolling, there is no bar.
    #expect(try barColumn(host).allSatisfy { $0 == 255 })
    drag(host, up: 100)
    let column = try barColumn(host)
    let dark = column.indices.filter { column[$0] < 200 }
    // A bar 40 points long (200 of 1,000 points show: a fifth of the 194-point track),
    // grey at 35 % over white (255 × 0.65 ≈ 166), away from the top once scrolled.
    #expect((38...42).contains(dark.count))
    #expect(dark.filter { (155...175).contains(column[$0]) }.count >= dark.count - 2)
    #expect((dark.first ?? 0) > 3)
    // The scroll has come to rest and the bar has faded away.
    host.advance(by: 1)
    #expect(try barColumn(host).allSatisfy { $0 == 255 })
  }

  @Test func theBarFollowsTheOffsetAlongTheTrack() throws {
    let host = ViewHost(Rows(), size: Self.size)
    // Down to the end (800 points of offset): the bar ends 3 points above the bottom.
    drag(host, up: 190)
    host.advance(by: 1)
    drag(host, up: 190)
    host.advance(by: 1)
    drag(host, up: 190)
    host.advance(by: 1)
    drag(host, up: 190)
    host.advance(by: 1)
    drag(host, up: 190)
    host.advance(by: 0.3)
    let column = try barColumn(host)
    let dark = column.indices.filter { column[$0] < 200 }
    #expect((dark.last ?? 0) >= 195 && (dark.last ?? 0) <= 197)
  }

  @Test func hiddenIndicatorsAreNotDrawn() throws {
    let hidden = ViewHost(Rows().scrollIndicators(.hidden), size: Self.size)
    drag(hidden, up: 100)
    #expect(try barColumn(hidden).allSatisfy { $0 == 255 })
    let never = ViewHost(Rows().scrollIndicators(.never, axes: .vertical), size: Self.size)
    drag(never, up: 100)
    #expect(try barColumn(never).allSatisfy { $0 == 255 })
    let off = ViewHost(Rows(showsIndicators: false), size: Self.size)
    drag(off, up: 100)
    #expect(try barColumn(off).allSatisfy { $0 == 255 })
    // Hiding the horizontal indicator leaves the vertical one.
    let horizontal = ViewHost(
      Rows().scrollIndicators(.hidden, axes: .horizontal), size: Self.size)
    drag(horizontal, up: 100)
    #expect(try barColumn(horizontal).contains { $0 < 200 })
  }

  @Test func theBarIsLightInTheDark() throws {
    let host = ViewHost(Rows(fill: .black), size: Self.size, colorScheme: .dark)
    drag(host, up: 100)
    // White at 35 % over black rows: about 89.
    let column = try barColumn(host)
    let bar = column.filter { $0 > 20 }
    #expect((38...42).contains(bar.count))
    #expect(bar.filter { (80...100).contains($0) }.count >= bar.count - 2)
  }

  @Test func snapshotWhileScrolling() throws {
    let host = ViewHost(ListOfRows(), size: CGSize(width: 393, height: 400), scale: 2)
    drag(host, up: 120)
    try assertSnapshot(of: host, as: .image(), named: "indicator-list")
  }

  /// A list of text rows, for the snapshot.
  struct ListOfRows: View {
    var body: some View {
      List(0..<40, id: \.self) { index in
        Text("Row \(index)")
      }
    }
  }
}
