import Easel
import EaselTesting
import Foundation
import Testing

/// A `GeometryReader` inside a scroll view sees its position change as the content scrolls,
/// as in SwiftUI: content that read its frame in `.global`, a named space or `.scrollView` is
/// made again at each scroll step, in the same frame; content that read only its size is not.
@MainActor
@Suite struct GeometryReaderScrollTests {
  /// What the readers' content read, evaluation by evaluation.
  @MainActor final class Readings {
    var global: [CGFloat] = []
    var named: [CGFloat] = []
    var scrollView: [CGFloat] = []
    /// How many times the content that reads only its size was evaluated.
    var sizeEvaluations = 0

    func noteSizeEvaluation() { sizeEvaluations += 1 }
  }

  /// The classic stretchy header: a 200-point header whose height grows by how far the
  /// content is pulled past the top, kept at the top of the window, above 20 rows.
  struct StretchyHeader: View {
    let readings: Readings
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          GeometryReader { proxy in
            let y = proxy.frame(in: .global).minY
            let _ = readings.global.append(y)
            Color.blue
              .frame(height: 200 + max(y, 0))
              .offset(y: -max(y, 0))
              .accessibilityIdentifier("image")
          }
          .frame(height: 200)
          .accessibilityIdentifier("header")
          ForEach(0..<20, id: \.self) { index in
            Color.white.frame(height: 60).accessibilityIdentifier("row\(index)")
          }
        }
      }
      // Easel's scroll views bounce only when asked to (see `ScrollBounceBehavior`).
      .scrollBounceBehavior(.always)
      .accessibilityIdentifier("scroller")
    }
  }

  /// A 50-point bar above a scroll view named "scroll", whose content starts with a reader
  /// of its frame in `.global`, in `.named("scroll")` and in `.scrollView`, then one that
  /// reads only its size.
  struct Spaces: View {
    let readings: Readings
    var body: some View {
      VStack(spacing: 0) {
        Color.gray.frame(height: 50)
        ScrollView {
          VStack(spacing: 0) {
            GeometryReader { proxy in
              let _ = readings.global.append(proxy.frame(in: .global).minY)
              let _ = readings.named.append(proxy.frame(in: .named("scroll")).minY)
              let _ = readings.scrollView.append(proxy.frame(in: .scrollView).minY)
              Color.blue
            }
            .frame(height: 100)
            .accessibilityIdentifier("positioned")
            GeometryReader { proxy in
              let _ = readings.noteSizeEvaluation()
              Color.green.frame(width: proxy.size.width / 2)
            }
            .frame(height: 100)
            .accessibilityIdentifier("sized")
            ForEach(0..<20, id: \.self) { index in
              Color.white.frame(height: 60).accessibilityIdentifier("row\(index)")
            }
          }
        }
        .coordinateSpace(name: "scroll")
        .accessibilityIdentifier("scroller")
      }
    }
  }

  /// A counter inside a reader that reads its frame in `.global`.
  struct Counter: View {
    @State var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }.accessibilityIdentifier("counter")
    }
  }

  /// The counter's reader at the top of 20 rows, in a scroll view or a lazy stack's.
  struct CounterInReader: View {
    let readings: Readings
    let lazy: Bool
    var body: some View {
      ScrollView {
        if lazy {
          LazyVStack(spacing: 0) { rows }
        } else {
          VStack(spacing: 0) { rows }
        }
      }
      .accessibilityIdentifier("scroller")
    }

    @ViewBuilder var rows: some View {
      GeometryReader { proxy in
        let _ = readings.global.append(proxy.frame(in: .global).minY)
        Counter()
      }
      .frame(height: 100)
      ForEach(0..<20, id: \.self) { index in
        Color.white.frame(height: 60).accessibilityIdentifier("row\(index)")
      }
    }
  }

  static let size = CGSize(width: 390, height: 600)

  /// Whether the pixel at `y`, half way across, is the header's blue.
  func isBlue<V: View>(_ host: ViewHost<V>, y: CGFloat) throws -> Bool {
    let pixel = try #require(try host.pixel(at: CGPoint(x: 195, y: y)))
    return pixel.blue > 200 && pixel.red < 60
  }

  @Test func theStretchyHeaderGrowsByThePull() throws {
    let readings = Readings()
    let host = ViewHost(StretchyHeader(readings: readings), size: Self.size)
    #expect(host.frame(of: "image") == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(readings.global.last == 0)

    // Pulled down 100 points, the content follows (1 − 1 / (0.55 × 100 / 600 + 1)) × 600
    // = 50.38 points (to the pixel); at every step of the drag the header reaches from the
    // window's top to the first row, in the frame the content moved in.
    let start = CGPoint(x: 200, y: 300)
    _ = host.send(PointerEvent(.down, at: start, time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      _ = host.send(
        PointerEvent(.move, at: CGPoint(x: 200, y: 300 + 10 * CGFloat(step)), time: host.time))
      let pulled = try #require(host.frame(of: "header")).minY
      #expect(readings.global.last == pulled)
      #expect(host.frame(of: "image")?.size == CGSize(width: 390, height: 200 + pulled))
      #expect(host.frame(of: "row0")?.minY == 200 + pulled)
      // Drawn moved up by the pull (the offset is not in its frame): blue from the very top
      // down to the first row.
      #expect(try isBlue(host, y: 1))
      #expect(try isBlue(host, y: 200 + pulled - 1))
      #expect(try !isBlue(host, y: 200 + pulled + 1))
    }
    let pulled = try #require(host.frame(of: "header")).minY
    #expect(abs(pulled - 50.38) <= 0.5)
    #expect(host.frame(of: "image")?.height == 200 + pulled)
    #expect(try isBlue(host, y: 1))

    // Let go, it springs back, and the header with it.
    _ = host.send(PointerEvent(.up, at: CGPoint(x: 200, y: 400), time: host.time))
    host.advance(by: 2)
    #expect(host.frame(of: "header")?.minY == 0)
    #expect(readings.global.last == 0)
    #expect(host.frame(of: "image") == CGRect(x: 0, y: 0, width: 390, height: 200))

    // Scrolled up 100, it does not stretch: it scrolls away with the content.
    #expect(host.scroll("scroller", by: CGSize(width: 0, height: 100)))
    host.advance(by: 0.5)
    let scrolled = try #require(host.frame(of: "header")).minY
    #expect(scrolled == -100)
    #expect(readings.global.last == scrolled)
    #expect(host.frame(of: "image") == CGRect(x: 0, y: scrolled, width: 390, height: 200))
    #expect(try isBlue(host, y: 200 + scrolled - 1))
    #expect(try !isBlue(host, y: 200 + scrolled + 1))
  }

  @Test func theFrameFollowsA100PointScrollInEverySpace() {
    let readings = Readings()
    let host = ViewHost(Spaces(readings: readings), size: Self.size)
    #expect(host.frame(of: "positioned")?.minY == 50)
    #expect(readings.global.last == 50)
    #expect(readings.named.last == 0)
    #expect(readings.scrollView.last == 0)

    #expect(host.scroll("scroller", by: CGSize(width: 0, height: 100)))
    host.advance(by: 0.5)
    #expect(host.frame(of: "positioned")?.minY == -50)
    #expect(readings.global.last == -50)
    #expect(readings.named.last == -100)
    #expect(readings.scrollView.last == -100)
  }

  @Test func aReaderOfItsSizeAloneIsNotMadeAgainByScrolling() {
    let readings = Readings()
    let host = ViewHost(Spaces(readings: readings), size: Self.size)
    let evaluations = readings.sizeEvaluations
    #expect(evaluations >= 1)
    let positionedEvaluations = readings.global.count

    #expect(host.scroll("scroller", by: CGSize(width: 0, height: 100)))
    host.advance(by: 0.5)
    #expect(host.drag(from: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: -100)))
    host.advance(by: 2)
    // The sized reader moved with the content, and was not evaluated again; the other one
    // was, at least once per scroll.
    #expect((host.frame(of: "sized")?.minY ?? 150) < 0)
    #expect(readings.sizeEvaluations == evaluations)
    #expect(readings.global.count >= positionedEvaluations + 2)
  }

  @Test(arguments: [false, true])
  func theContentKeepsItsStateAsItIsMadeAgain(lazy: Bool) {
    let readings = Readings()
    let host = ViewHost(CounterInReader(readings: readings, lazy: lazy), size: Self.size)
    #expect(host.tap("counter"))
    #expect(host.tap("counter"))
    // Scrolled 10 points, the counter's button is still on screen to be tapped.
    #expect(host.scroll("scroller", by: CGSize(width: 0, height: 10)))
    host.advance(by: 0.5)
    #expect(readings.global.last == -10)
    #expect(host.accessibilityTree().map(\.label).contains("count 2"))
    #expect(host.tap("counter"))
    #expect(host.accessibilityTree().map(\.label).contains("count 3"))
  }
}
