import Easel
import EaselTesting
import Foundation
import Testing

/// The gesture engine through real hit testing on the manual clock: seed 000's draggable
/// circle, buttons inside draggable containers, `@GestureState` resets, long presses, pinch
/// and rotation, and precedence between nested gestures.
@MainActor
@Suite struct GestureTests {
  /// Seed 000's DraggableCircle, verbatim but for an identifier.
  struct DraggableCircle: View {
    @State private var offset = CGSize.zero

    var body: some View {
      Circle()
        .frame(width: 100, height: 100)
        .accessibilityIdentifier("circle")
        .offset(offset)
        .gesture(
          DragGesture()
            .onChanged { gesture in
              offset = gesture.translation
            }
            .onEnded { _ in
              withAnimation {
                offset = .zero  // Visszaáll a helyére elengedéskor
              }
            }
        )
        .foregroundColor(.blue)
    }
  }

  @Test func draggableCircleFollowsTheDragAndSpringsBack() throws {
    let host = ViewHost(DraggableCircle(), size: CGSize(width: 400, height: 300))
    let start = try #require(host.frame(of: "circle"))
    #expect(host.drag("circle", by: CGSize(width: 80, height: 40)))
    // Released: the circle is still where the drag left it; the spring has not run.
    let released = try #require(host.frame(of: "circle"))
    #expect(released.minX - start.minX == 80)
    #expect(released.minY - start.minY == 40)
    #expect(host.isAnimating)
    // Part way through the default spring it is between the two places.
    host.advance(by: 0.15)
    let middle = try #require(host.frame(of: "circle"))
    #expect(middle.minX > start.minX && middle.minX < released.minX)
    #expect(middle.minY > start.minY && middle.minY < released.minY)
    // After the animation's duration it is back.
    host.advance(by: Animation.default.duration)
    #expect(try #require(host.frame(of: "circle")) == start)
    #expect(!host.isAnimating)
  }

  @MainActor final class Log {
    var entries: [String] = []
  }

  struct ButtonInDragContainer: View {
    let log: Log
    var body: some View {
      VStack {
        Button("Press") { log.entries.append("button") }
          .accessibilityIdentifier("button")
      }
      .frame(width: 300, height: 200)
      .contentShape(Rectangle())
      .gesture(
        DragGesture()
          .onChanged { _ in
            if log.entries.last != "drag" { log.entries.append("drag") }
          }
          .onEnded { _ in log.entries.append("drag ended") })
    }
  }

  @Test func aTapOnAButtonInADraggableContainerFiresTheButton() throws {
    let log = Log()
    let host = ViewHost(ButtonInDragContainer(log: log), size: CGSize(width: 300, height: 200))
    #expect(host.tap("button"))
    #expect(log.entries == ["button"])
  }

  @Test func aDragStartingOnTheButtonDragsTheContainerInstead() throws {
    let log = Log()
    let host = ViewHost(ButtonInDragContainer(log: log), size: CGSize(width: 300, height: 200))
    #expect(host.drag("button", by: CGSize(width: 60, height: 0)))
    #expect(log.entries == ["drag", "drag ended"])
  }

  struct PressedProbe: View {
    @GestureState var dragging = CGSize.zero
    let log: Log
    var body: some View {
      Color.green.frame(width: 100, height: 100)
        .accessibilityIdentifier("pad")
        .offset(dragging)
        .gesture(
          DragGesture(minimumDistance: 0)
            .updating($dragging) { value, state, _ in state = value.translation }
        )
        .onChange(of: dragging) { _, new in log.entries.append("\(Int(new.width))") }
    }
  }

  @Test func gestureStateReturnsToItsInitialValueAfterTheDragEnds() throws {
    let log = Log()
    let host = ViewHost(PressedProbe(log: log), size: CGSize(width: 300, height: 200))
    let start = try #require(host.frame(of: "pad"))
    #expect(host.drag("pad", by: CGSize(width: 50, height: 0), steps: 5))
    #expect(log.entries.contains("50"))
    #expect(log.entries.last == "0")
    #expect(try #require(host.frame(of: "pad")) == start)
  }

  @Test func gestureStateReturnsToItsInitialValueAfterACancel() throws {
    let log = Log()
    let host = ViewHost(PressedProbe(log: log), size: CGSize(width: 300, height: 200))
    let start = try #require(host.frame(of: "pad"))
    let centre = CGPoint(x: start.midX, y: start.midY)
    host.send(PointerEvent(.down, at: centre, time: host.time))
    host.advance(by: 1.0 / 60)
    host.send(PointerEvent(.move, at: CGPoint(x: centre.x + 30, y: centre.y), time: host.time))
    #expect(try #require(host.frame(of: "pad")).minX == start.minX + 30)
    host.send(PointerEvent(.cancel, at: centre, time: host.time))
    #expect(log.entries.last == "0")
    #expect(try #require(host.frame(of: "pad")) == start)
  }

  @Test func longPressNeedsTheMinimumDuration() throws {
    let log = Log()
    let view = Color.orange.frame(width: 80, height: 80).accessibilityIdentifier("key")
      .onLongPressGesture(minimumDuration: 0.5) {
        log.entries.append("long")
      } onPressingChanged: {
        log.entries.append($0 ? "down" : "up")
      }
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    host.longPress("key", duration: 0.2)
    #expect(log.entries == ["down", "up"])
    log.entries.removeAll()
    host.longPress("key", duration: 0.6)
    #expect(log.entries == ["down", "up", "long"])
  }

  struct Zoomer: View {
    @State var scale: CGFloat = 1
    @State var angle = Angle.zero
    var body: some View {
      Color.purple.frame(width: 100, height: 100)
        .accessibilityIdentifier("photo")
        .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
        .simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
        .accessibilityValue(Text("\(Int(scale * 100)) \(Int(angle.degrees))"))
    }
  }

  @Test func pinchAndRotateReportScaleAndAngle() throws {
    let host = ViewHost(Zoomer(), size: CGSize(width: 200, height: 200))
    #expect(host.pinch("photo", scale: 2))
    #expect(host.accessibilityTree().contains { $0.value == "200 0" })
    #expect(host.rotate("photo", by: .degrees(90)))
    #expect(host.accessibilityTree().contains { $0.value == "200 90" })
  }

  @Test func innerGestureWinsUnlessTheOuterHasHighPriority() throws {
    let log = Log()
    let normal = Color.gray.frame(width: 100, height: 100)
      .accessibilityIdentifier("inner")
      .onTapGesture { log.entries.append("inner") }
      .frame(width: 200, height: 200)
      .contentShape(Rectangle())
      .onTapGesture { log.entries.append("outer") }
    let host = ViewHost(normal, size: CGSize(width: 200, height: 200))
    #expect(host.tap("inner"))
    #expect(log.entries == ["inner"])

    log.entries.removeAll()
    let high = Color.gray.frame(width: 100, height: 100)
      .accessibilityIdentifier("inner")
      .onTapGesture { log.entries.append("inner") }
      .frame(width: 200, height: 200)
      .highPriorityGesture(TapGesture().onEnded { log.entries.append("outer") })
    let highHost = ViewHost(high, size: CGSize(width: 200, height: 200))
    #expect(highHost.tap("inner"))
    #expect(log.entries == ["outer"])
  }

  @Test func clearViewsTakeNoTouchesUnlessGivenAContentShape() throws {
    let log = Log()
    let clear = Color.clear.frame(width: 100, height: 100).accessibilityIdentifier("clear")
      .onTapGesture { log.entries.append("clear") }
    #expect(!ViewHost(clear, size: CGSize(width: 100, height: 100)).tap("clear"))
    let shaped = Color.clear.frame(width: 100, height: 100).accessibilityIdentifier("clear")
      .contentShape(Rectangle())
      .onTapGesture { log.entries.append("shaped") }
    #expect(ViewHost(shaped, size: CGSize(width: 100, height: 100)).tap("clear"))
    #expect(log.entries == ["shaped"])
  }

  @Test func disabledViewsAndBlockedHitTestingTakeNoTaps() throws {
    let log = Log()
    let disabled = Button("Off") { log.entries.append("button") }
      .accessibilityIdentifier("off").disabled(true)
    #expect(!ViewHost(disabled, size: CGSize(width: 100, height: 60)).tap("off"))
    let blocked = Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
      .onTapGesture { log.entries.append("red") }
      .allowsHitTesting(false)
    #expect(!ViewHost(blocked, size: CGSize(width: 100, height: 60)).tap("red"))
    #expect(log.entries.isEmpty)
  }

  @Test func anIdleTreeNeedsNoFrames() throws {
    let host = ViewHost(DraggableCircle(), size: CGSize(width: 300, height: 300))
    #expect(!host.isAnimating)
    #expect(!host.needsFrames)
  }
}
