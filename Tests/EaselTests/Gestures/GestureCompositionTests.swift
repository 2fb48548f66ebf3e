import Easel
import EaselTesting
import Foundation
import Testing

/// Combined gestures through the engine: a double tap preferred over a single one, a long
/// press followed by a drag, and a waiting double tap that does not take a press elsewhere.
@MainActor
@Suite struct GestureCompositionTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  func doubleOrSingle(_ log: Log) -> some View {
    Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("pad")
      .gesture(
        TapGesture(count: 2).onEnded { log.entries.append("double") }
          .exclusively(before: TapGesture().onEnded { log.entries.append("single") }))
  }

  @Test func aSingleTapFiresTheSecondGestureOnceTheDoubleTapGivesUp() throws {
    let log = Log()
    let host = ViewHost(doubleOrSingle(log), size: CGSize(width: 100, height: 100))
    host.tap("pad")
    // The double tap is still possible: the single tap waits.
    #expect(log.entries.isEmpty)
    #expect(host.needsFrames)
    host.advance(by: 0.5)
    #expect(log.entries == ["single"])
    #expect(!host.needsFrames)
  }

  @Test func aDoubleTapFiresTheFirstGestureOnly() throws {
    let log = Log()
    let host = ViewHost(doubleOrSingle(log), size: CGSize(width: 100, height: 100))
    host.tap("pad", count: 2)
    host.advance(by: 0.5)
    #expect(log.entries == ["double"])
  }

  @Test func aLongPressThenADragReportsBoth() throws {
    let log = Log()
    let view = Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("card")
      .gesture(
        LongPressGesture(minimumDuration: 0.3)
          .sequenced(before: DragGesture())
          .onEnded { value in
            if case .second(true, let drag?) = value {
              log.entries.append("dragged \(Int(drag.translation.width))")
            }
          })
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let frame = try #require(host.frame(of: "card"))
    let start = CGPoint(x: frame.midX, y: frame.midY)
    host.send(PointerEvent(.down, at: start, time: host.time))
    host.advance(by: 0.4)
    for step in 1...5 {
      host.advance(by: 1.0 / 60)
      host.send(
        PointerEvent(
          .move, at: CGPoint(x: start.x + CGFloat(step * 10), y: start.y), time: host.time))
    }
    host.send(PointerEvent(.up, at: CGPoint(x: start.x + 50, y: start.y), time: host.time))
    #expect(log.entries == ["dragged 50"])
  }

  @Test func aWaitingDoubleTapDoesNotTakeAPressOnAnotherView() throws {
    let log = Log()
    let view = HStack(spacing: 20) {
      Color.gray.frame(width: 80, height: 80).accessibilityIdentifier("zoom")
        .onTapGesture(count: 2) { log.entries.append("zoom") }
      Button("Delete") { log.entries.append("delete") }.accessibilityIdentifier("delete")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    host.tap("zoom")
    #expect(host.tap("delete"))
    #expect(log.entries == ["delete"])
  }
}
