import Foundation

/// A menu's items kept out of sight beside its label, so that the keyboard shortcuts of its
/// buttons (`keyboardShortcut(_:)`) work while the menu is closed, as they do on iPadOS with a
/// keyboard and on macOS. The items are never drawn, hit, focused or read by assistive
/// technologies; a shortcut runs the button's action as a tap on the item would. The items'
/// views are made with the menu's label, so their `onAppear` actions run then, not when the
/// menu opens.
struct MenuShortcuts<Content: View>: View {
  let content: Content

  var body: some View {
    VStack(spacing: 0) { content }
      .frame(width: 0, height: 0)
      .hidden()
      .allowsHitTesting(false)
      .focusable(false)
      .accessibilityHidden(true)
  }
}
