import Easel
import Foundation
import Testing

@testable import EaselPreview

/// X11's PRIMARY selection in the preview scene: what is selected in a canvas's field or
/// selectable text becomes the primary selection, and a middle click pastes it into the field
/// under the pointer, in whichever canvas that is.
@MainActor
@Suite struct PreviewScenePrimarySelectionTests {
  @MainActor final class Box {
    var text = "alpha beta"
  }

  func scene(_ box: Box) -> PreviewScene {
    PreviewScene.freeSize {
      AnyView(
        VStack(spacing: 40) {
          TextField("Name", text: Binding(get: { box.text }, set: { box.text = $0 }))
            .frame(width: 300)
          Text("gamma delta").textSelection(.enabled)
        })
    }
  }

  /// A tap (a press and a release) at `point`, in window points, `count` times.
  func tap(_ scene: PreviewScene, at point: CGPoint, count: Int = 1, time: Double) {
    for index in 0..<count {
      let at = time + Double(index) * 0.05
      _ = scene.send(PointerEvent(.down, at: point, time: at))
      _ = scene.send(PointerEvent(.up, at: point, time: at))
    }
    scene.layout(in: CGSize(width: 400, height: 400))
  }

  @Test func selectionsBecomePrimaryAndAMiddleClickPastesIt() throws {
    let box = Box()
    let scene = scene(box)
    let primary = MemoryPasteboard()
    scene.primarySelection = primary
    let canvas = try #require(scene.canvases.first)
    let field = try #require(canvas.graph.accessibilityTree().first { $0.label == "Name" })
    let text = try #require(
      canvas.graph.accessibilityTree().first { $0.label == "gamma delta" })
    let fieldPoint = canvas.windowRect(field.frame)
    let textPoint = canvas.windowRect(text.frame)

    // A double click on "delta" in the selectable text selects it: it becomes PRIMARY.
    tap(
      scene, at: CGPoint(x: textPoint.minX + textPoint.width * 0.8, y: textPoint.midY), count: 2,
      time: 1)
    #expect(primary.string == "delta")
    // A middle click at the field's end pastes it there.
    #expect(scene.pastePrimarySelection(at: CGPoint(x: fieldPoint.maxX - 2, y: fieldPoint.midY)))
    #expect(box.text == "alpha betadelta")
    // Outside any canvas, nothing is pasted.
    #expect(!scene.pastePrimarySelection(at: CGPoint(x: -10, y: -10)))

    // A double click on a word of the field selects it: it becomes PRIMARY too.
    tap(scene, at: CGPoint(x: fieldPoint.minX + 12, y: fieldPoint.midY), count: 2, time: 5)
    #expect(primary.string == "alpha")
  }
}
