import Easel
import Foundation
import Testing

@testable import EaselPreview

/// Where the preview scene sends pointer events: a press's canvas keeps its move and release
/// even when a pinch (the window's Ctrl + wheel) begins and ends while the button is down.
@MainActor
@Suite struct PreviewScenePointerTests {
  /// Counts a drag's changes and ends.
  @MainActor final class DragLog {
    var changes = 0
    var ends = 0
  }

  /// A scene at free size showing a 400-point square with a drag gesture that logs to `log`.
  func scene(_ log: DragLog) -> PreviewScene {
    PreviewScene.freeSize {
      AnyView(
        Color.blue.frame(width: 400, height: 400)
          .gesture(
            DragGesture()
              .onChanged { _ in log.changes += 1 }
              .onEnded { _ in log.ends += 1 }))
    }
  }

  func send(_ scene: PreviewScene, _ kind: PointerEvent.Kind, _ x: CGFloat, time: Double) {
    _ = scene.send(PointerEvent(kind, at: CGPoint(x: x, y: 200), time: time))
  }

  @Test func aDragEndsOnItsReleaseWhenAPinchEndedDuringIt() {
    let log = DragLog()
    let scene = scene(log)
    send(scene, .down, 100, time: 0)
    send(scene, .move, 150, time: 0.1)
    #expect(log.changes == 1)
    // Ctrl + wheel with the button down, and the pinch's end 0.3 s after its notch.
    send(scene, .transform(scale: 1.1, rotation: .zero), 150, time: 0.2)
    send(scene, .transformEnded, 150, time: 0.5)
    send(scene, .move, 200, time: 0.6)
    #expect(log.changes == 2, "the drag still follows the pointer")
    send(scene, .up, 200, time: 0.7)
    #expect(log.ends == 1, "the release ends the drag")

    // The next press starts a drag of its own.
    send(scene, .down, 100, time: 1)
    send(scene, .move, 150, time: 1.1)
    send(scene, .up, 150, time: 1.2)
    #expect(log.changes == 3)
    #expect(log.ends == 2)
  }

  @Test func aPinchWithoutAPressGoesToTheCanvasUnderIt() {
    let log = DragLog()
    let scene = scene(log)
    let canvas = scene.canvases[0]
    #expect(
      scene.send(
        PointerEvent(.transform(scale: 1.2, rotation: .zero), at: .init(x: 200, y: 200), time: 0))
        == false)
    send(scene, .transformEnded, 200, time: 0.3)
    // A press after it is a drag as usual.
    send(scene, .down, 100, time: 1)
    send(scene, .move, 150, time: 1.1)
    send(scene, .up, 150, time: 1.2)
    #expect(log.ends == 1)
    #expect(scene.canvases[0] === canvas)
  }
}
