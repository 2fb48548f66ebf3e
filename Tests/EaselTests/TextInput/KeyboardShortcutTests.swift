import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `keyboardShortcut` on buttons: Return for `.defaultAction`, Escape for `.cancelAction`,
/// letters with Command (Control on Linux) and other modifiers; a focused field keeps the keys
/// it uses; a disabled button is not triggered.
@MainActor
@Suite struct KeyboardShortcutTests {
  static let size = CGSize(width: 320, height: 320)

  @Test func returnAndEscapeTriggerTheDefaultAndCancelButtons() {
    let box = TextBox()
    let host = ViewHost(
      VStack {
        TextField("Name", text: box.binding).accessibilityIdentifier("field")
        Button("Cancel") { box.log.append("cancel") }.keyboardShortcut(.cancelAction)
        Button("Save") { box.log.append("save") }.keyboardShortcut(.defaultAction)
      },
      size: Self.size)
    #expect(host.press(.return))
    #expect(host.press(.escape))
    #expect(box.log == ["save", "cancel"])
    // A key no button has does nothing.
    #expect(!host.press("q"))
    // While the field has focus, Return submits it and Escape leaves it: the buttons keep still.
    host.type("ada", into: "field")
    #expect(host.press(.escape))
    #expect(host.focusedIdentifier == nil)
    #expect(box.log == ["save", "cancel"])
    #expect(host.press(.escape))
    #expect(box.log == ["save", "cancel", "cancel"])
  }

  @Test func lettersWithModifiers() {
    let box = TextBox()
    let host = ViewHost(
      VStack {
        Button("Save") { box.log.append("save") }.keyboardShortcut("s")
        Button("Save As") { box.log.append("save as") }.keyboardShortcut(
          "s", modifiers: [.command, .shift])
        Button("Off") { box.log.append("off") }.keyboardShortcut("d").disabled(true)
        Button("Plain") { box.log.append("plain") }
      },
      size: Self.size)
    // Command is Control on Linux; either presses a .command shortcut.
    #expect(host.press("s", modifiers: .control))
    #expect(host.press("s", modifiers: .command))
    // Shift makes it the other shortcut (the key may come as "S").
    #expect(host.press("S", modifiers: [.control, .shift]))
    // Without the modifier, or with another one, nothing.
    #expect(!host.press("s"))
    #expect(!host.press("s", modifiers: .option))
    // A disabled button's shortcut does nothing.
    #expect(!host.press("d", modifiers: .control))
    #expect(box.log == ["save", "save", "save as"])
  }

  @Test func theShortcutIsInTheEnvironment() {
    struct Reader: View {
      @Environment(\.keyboardShortcut) var shortcut
      var body: some View {
        Text(shortcut.map { String($0.key.character) } ?? "none")
          .accessibilityIdentifier("reader")
      }
    }
    let host = ViewHost(
      VStack {
        Reader().keyboardShortcut("k", modifiers: .option)
        Reader()
      },
      size: Self.size)
    let labels = host.accessibilityTree().filter { $0.identifier == "reader" }.map(\.label)
    #expect(labels == ["k", "none"])
    #expect(
      KeyboardShortcut("k", modifiers: .option) == KeyboardShortcut("k", modifiers: [.option]))
    #expect(KeyboardShortcut.defaultAction.key == .return)
    #expect(KeyboardShortcut.cancelAction.modifiers.isEmpty)
    #expect(KeyboardShortcut("x").modifiers == .command)
  }
}
