import Easel
import Foundation
import Testing

@testable import EaselPreview

/// Keys in the preview scene: a focused field takes the keys it types and edits with before
/// the window's shortcuts; keys it does not use, and every key while no field has focus, are
/// left to the window (`PreviewKey`).
@MainActor
@Suite struct PreviewSceneKeyTests {
  func scene(_ box: FieldText) -> PreviewScene { .field(box) }

  @Test func aFocusedFieldTakesKeysBeforeTheWindowsShortcuts() {
    let box = FieldText()
    let scene = scene(box)
    let g = KeyPress("g")
    // No field has focus: "g" is the window's (the grid).
    #expect(!scene.send(g))
    #expect(PreviewKey(g) == .grid)
    // Tab focuses the field; then "g" types, and Escape leaves the field rather than quit.
    #expect(scene.send(KeyPress(.tab)))
    #expect(scene.send(g))
    #expect(box.text == "g")
    #expect(!scene.send(KeyPress("q", modifiers: .control)))
    #expect(scene.send(KeyPress(.escape)))
    #expect(!scene.send(KeyPress(.escape)))
    #expect(PreviewKey(KeyPress(.escape)) == .quit)
    // A press on the field focuses it again, as does a click elsewhere take focus away.
    _ = scene.send(PointerEvent(.down, at: CGPoint(x: 200, y: 200), time: 1))
    _ = scene.send(PointerEvent(.up, at: CGPoint(x: 200, y: 200), time: 1))
    #expect(scene.send(KeyPress("h")))
    #expect(box.text == "gh")
  }

  @Test func theCaretBlinksOnlyInAFocusedWindow() {
    let scene = scene(FieldText())
    #expect(!scene.needsFrames)
    _ = scene.send(KeyPress(.tab))
    #expect(scene.needsFrames)
    scene.isWindowFocused = false
    scene.advanceAnimations(to: 0.1)
    #expect(!scene.needsFrames)
    scene.isWindowFocused = true
    #expect(scene.needsFrames)
  }
}
