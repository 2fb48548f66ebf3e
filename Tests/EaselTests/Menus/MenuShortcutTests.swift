import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// Keyboard shortcuts in menus: a closed menu's button runs from its shortcut (in a nested menu
/// too), a disabled one does not, the items show their shortcuts, and the hidden items are
/// neither focused nor read by assistive technologies.
@MainActor
@Suite struct MenuShortcutTests {
  @MainActor final class Log {
    var actions: [String] = []
  }

  struct Editor: View {
    let log: Log

    var body: some View {
      VStack {
        Menu("File") {
          Button("New") { log.actions.append("new") }
            .keyboardShortcut("n")
          Button("Save As") { log.actions.append("save as") }
            .keyboardShortcut("s", modifiers: [.command, .shift])
          Button("Print") { log.actions.append("print") }
            .keyboardShortcut("p")
            .disabled(true)
          Menu("Export") {
            Button("PDF") { log.actions.append("pdf") }
              .keyboardShortcut("e")
          }
        }
        .accessibilityIdentifier("menu")
        .padding(.top, 40)
        .padding(.leading, 20)
        .frame(maxWidth: .infinity, alignment: .leading)
        Spacer()
      }
    }
  }

  static let size = CGSize(width: 393, height: 600)

  @Test func aClosedMenusShortcutsRunTheirButtons() throws {
    let log = Log()
    let host = ViewHost(Editor(log: log), size: Self.size)
    #expect(host.press("n", modifiers: .control))
    #expect(host.press("S", modifiers: [.control, .shift]))
    #expect(host.press("e", modifiers: .control), "a nested menu's item")
    #expect(log.actions == ["new", "save as", "pdf"])
    #expect(!host.press("p", modifiers: .control), "a disabled item's shortcut does nothing")
    #expect(!host.press("s", modifiers: .control), "Shift is part of Save As's shortcut")
    #expect(log.actions == ["new", "save as", "pdf"])
    #expect(host.presentedLayerCount == 0)
  }

  @Test func theHiddenItemsAreNeitherFocusedNorRead() throws {
    let log = Log()
    let host = ViewHost(Editor(log: log), size: Self.size)
    let labels = host.accessibilityTree().compactMap(\.label)
    #expect(labels == ["File"])
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "menu")
    #expect(host.press(.tab))
    #expect(host.focusedIdentifier == "menu", "the only focusable view")
  }

  @Test func theItemsShowTheirShortcuts() throws {
    let log = Log()
    let host = ViewHost(Editor(log: log), size: Self.size)
    #expect(host.tap("menu"))
    host.waitForTransitions()
    let new = try #require(host.frame(ofLabel: "New"))
    let card = try #require(host.presentedCardFrame)
    // The item's row spans the card; its shortcut is drawn at the row's trailing end.
    #expect(new.minX == card.minX)
    #expect(new.width == card.width)
    try assertSnapshot(of: host, as: .image(), named: "menu-shortcuts")
    // An item runs from its shortcut while the menu is open too.
    #expect(host.press("n", modifiers: .control))
    #expect(log.actions == ["new"])
  }
}
