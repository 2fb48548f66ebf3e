import Easel
import EaselTesting
import Foundation
import Testing

/// `scrollDisabled`, `scrollBounceBehavior`, `scrollIndicators` and
/// `onScrollGeometryChange`, through drags and the wheel.
@MainActor
@Suite struct ScrollBehaviorModifierTests {
  final class Log {
    var offsets: [(old: CGFloat, new: CGFloat)] = []
    var taps = 0
  }

  /// A vertical scroll view 200 points tall of `rows` rows 50 points tall.
  struct Rows<Modified: View>: View {
    var rows = 10
    var log = Log()
    var modify: (AnyView) -> Modified

    var body: some View {
      modify(
        AnyView(
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<rows, id: \.self) { index in
                Color(red: 0, green: 0, blue: Double(index) / 10).frame(width: 100, height: 50)
                  .onTapGesture { log.taps += 1 }
                  .accessibilityIdentifier("row\(index)")
              }
            }
          })
      )
      .frame(width: 100, height: 200)
      .accessibilityIdentifier("scroller")
    }
  }

  static let size = CGSize(width: 100, height: 200)

  func top(_ host: ViewHost<some View>) -> CGFloat { host.frame(of: "row0")?.minY ?? .nan }

  /// Presses at the middle, moves down by `distance` in steps, and stays pressed.
  func press(_ host: ViewHost<some View>, down distance: CGFloat) {
    let start = CGPoint(x: 50, y: 100)
    _ = host.send(PointerEvent(.down, at: start, time: host.time))
    for step in 1...10 {
      host.advance(by: 1.0 / 60)
      let point = CGPoint(x: 50, y: 100 + distance * CGFloat(step) / 10)
      _ = host.send(PointerEvent(.move, at: point, time: host.time))
    }
  }

  func release(_ host: ViewHost<some View>, down distance: CGFloat) {
    _ = host.send(PointerEvent(.up, at: CGPoint(x: 50, y: 100 + distance), time: host.time))
  }

  @Test func aDisabledScrollViewIgnoresDragsAndTheWheelButItsContentTakesTaps() {
    let log = Log()
    let host = ViewHost(Rows(log: log) { $0.scrollDisabled(true) }, size: Self.size)
    #expect(host.drag(from: CGPoint(x: 50, y: 150), by: CGSize(width: 0, height: -100)) || true)
    host.advance(by: 1)
    #expect(top(host) == 0)
    _ = host.scroll("scroller", by: CGSize(width: 0, height: 80))
    host.advance(by: 1)
    #expect(top(host) == 0)
    #expect(host.tap("row1"))
    #expect(log.taps == 1)
    // Enabled, the same drag scrolls.
    let enabled = ViewHost(Rows { $0.scrollDisabled(false) }, size: Self.size)
    _ = enabled.drag(from: CGPoint(x: 50, y: 150), by: CGSize(width: 0, height: -100))
    enabled.advance(by: 1)
    #expect(top(enabled) < -50)
  }

  @Test func anOuterScrollDisabledWinsOverAnInnerFalse() {
    let host = ViewHost(
      Rows { $0.scrollDisabled(false) }.scrollDisabled(true), size: Self.size)
    _ = host.scroll("scroller", by: CGSize(width: 0, height: 80))
    host.advance(by: 1)
    #expect(top(host) == 0)
  }

  @Test func alwaysBouncingFollowsTheFingerPastTheTopWithResistanceAndSpringsBack() {
    let host = ViewHost(Rows(rows: 2) { $0.scrollBounceBehavior(.always) }, size: Self.size)
    press(host, down: 100)
    // (1 − 1 / (100 · 0.55 / 200 + 1)) · 200 = 43.14 points, to the pixel (half a point).
    #expect(abs(top(host) - 43.14) <= 0.25)
    release(host, down: 100)
    host.advance(by: 2)
    #expect(top(host) == 0)
  }

  @Test func basedOnSizeBouncesOnlyContentLongerThanTheView() {
    let short = ViewHost(Rows(rows: 2) { $0.scrollBounceBehavior(.basedOnSize) }, size: Self.size)
    press(short, down: 100)
    #expect(top(short) == 0)
    release(short, down: 100)
    let long = ViewHost(Rows(rows: 10) { $0.scrollBounceBehavior(.basedOnSize) }, size: Self.size)
    press(long, down: 100)
    #expect(abs(top(long) - 43.14) <= 0.25)
    release(long, down: 100)
    long.advance(by: 2)
    #expect(top(long) == 0)
  }

  @Test func theAutomaticBehaviourKeepsTheContentInRange() {
    let host = ViewHost(Rows(rows: 10) { $0 }, size: Self.size)
    press(host, down: 100)
    #expect(top(host) == 0)
    release(host, down: 100)
  }

  @Test func scrollGeometryChangesReportTheOffset() {
    let log = Log()
    let view = Rows(log: log) { content in
      content
        .contentMargins(.top, 10)
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
          log.offsets.append((old, new))
        }
    }
    let host = ViewHost(view, size: Self.size)
    host.update()
    // Nothing is reported for the first value.
    #expect(log.offsets.isEmpty)
    _ = host.scroll("scroller", by: CGSize(width: 0, height: 50))
    host.advance(by: 0.5)
    // At rest the offset is minus the top inset; 50 points down it is 40.
    #expect(log.offsets.first?.old == -10)
    #expect(log.offsets.last?.new == 40)
  }

  @Test func scrollGeometryHasTheContentAndContainerSizes() {
    final class Box { var geometry: ScrollGeometry? }
    let box = Box()
    let view = Rows(rows: 10) { content in
      content.onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in
        box.geometry = new
      }
    }
    let host = ViewHost(view, size: Self.size)
    _ = host.scroll("scroller", by: CGSize(width: 0, height: 30))
    host.advance(by: 0.5)
    let geometry = box.geometry
    #expect(geometry?.contentSize == CGSize(width: 100, height: 500))
    #expect(geometry?.containerSize == CGSize(width: 100, height: 200))
    #expect(geometry?.visibleRect == CGRect(x: 0, y: 30, width: 100, height: 200))
  }

  struct IndicatorReader: View {
    @Environment(\.verticalScrollIndicatorVisibility) var vertical
    @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
    var body: some View {
      Text("\(vertical.description) \(horizontal.description)").accessibilityIdentifier("reader")
    }
  }

  @Test func scrollIndicatorsSetTheVisibilityForTheAxesGiven() {
    let host = ViewHost(
      IndicatorReader().scrollIndicators(.hidden, axes: .vertical),
      size: CGSize(width: 300, height: 50))
    #expect(
      host.accessibilityTree().first { $0.identifier == "reader" }?.label == "hidden automatic")
    let both = ViewHost(
      IndicatorReader().scrollIndicators(.never), size: CGSize(width: 300, height: 50))
    #expect(both.accessibilityTree().first { $0.identifier == "reader" }?.label == "never never")
  }
}
