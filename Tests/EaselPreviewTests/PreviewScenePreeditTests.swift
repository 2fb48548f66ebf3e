import Easel
import Foundation
import Testing

@testable import EaselPreview

/// An input method's pre-edit in the preview scene: it goes to the focused field of the canvas
/// keys go to, and the caret the window's input method follows is in window points.
@MainActor
@Suite struct PreviewScenePreeditTests {
  func scene(_ box: FieldText) -> PreviewScene { .field(box) }

  @Test func thePreeditGoesToTheFocusedFieldOfTheKeyCanvas() throws {
    let box = FieldText()
    let scene = scene(box)
    // No field has focus: nothing takes a pre-edit, and the input method is off.
    #expect(!scene.setPreedit(TextPreedit("ni")))
    #expect(scene.textInputCaretRect == nil)
    #expect(scene.send(KeyPress(.tab)))
    scene.layout(in: CGSize(width: 400, height: 400))
    #expect(scene.setPreedit(TextPreedit("你")))
    #expect(scene.preedit == TextPreedit("你"))
    #expect(box.text == "")
    // The caret, inside the pre-edit, in window points: the canvas's caret placed as the
    // canvas is.
    scene.layout(in: CGSize(width: 400, height: 400))
    let canvas = try #require(scene.canvases.first)
    let inCanvas = try #require(canvas.graph.textInputCaretRect)
    let caret = try #require(scene.textInputCaretRect)
    #expect(caret == canvas.windowRect(inCanvas))
    #expect(canvas.frame.contains(CGPoint(x: caret.midX, y: caret.midY)))
    #expect(scene.commitText("你"))
    #expect(box.text == "你")
    #expect(scene.preedit == nil)
    // Escape leaves the field: the input method is off again.
    #expect(scene.send(KeyPress(.escape)))
    #expect(scene.textInputCaretRect == nil)
  }
}
