import Foundation

/// A key with modifiers that triggers a control, as `keyboardShortcut(_:)` gives a button.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Command by default).
  ///
  /// Differs from SwiftUI: a Linux keyboard has no Command key, so Control stands for it:
  /// a shortcut with `.command` is pressed with Control, as Easel's text fields take
  /// Control+C for Command+C.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return with no modifier: the default button of a form or dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifier: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// Whether a key press presses this shortcut: the same key (letters in either case) and
  /// the same modifiers, Control and Command counting as one, Caps Lock and the keypad not
  /// counting.
  func matches(_ press: KeyPress) -> Bool {
    guard Self.normalized(press.modifiers) == Self.normalized(modifiers) else { return false }
    if press.key == key { return true }
    return !key.isNamedKey && !press.key.isNamedKey
      && press.key.character.lowercased() == key.character.lowercased()
  }

  /// How a menu item shows the shortcut, as Linux desktops write it: the modifiers, then the
  /// key, joined by "+" ("Ctrl+Shift+N"; Command is written as Ctrl, the key it is pressed
  /// with).
  var displayName: String {
    var parts: [String] = []
    let normalized = Self.normalized(modifiers)
    if normalized.contains(.command) { parts.append("Ctrl") }
    if normalized.contains(.option) { parts.append("Alt") }
    if normalized.contains(.shift) { parts.append("Shift") }
    let names: [KeyEquivalent: String] = [
      .return: "Enter", .escape: "Esc", .delete: "Backspace", .deleteForward: "Delete",
      .tab: "Tab", .space: "Space", .upArrow: "Up", .downArrow: "Down", .leftArrow: "Left",
      .rightArrow: "Right", .home: "Home", .end: "End", .pageUp: "Page Up",
      .pageDown: "Page Down",
    ]
    parts.append(names[key] ?? String(key.character).uppercased())
    return parts.joined(separator: "+")
  }

  /// `modifiers` with Control as Command, without Caps Lock and the keypad.
  private static func normalized(_ modifiers: EventModifiers) -> EventModifiers {
    var result = modifiers.subtracting([.capsLock, .numericPad, .control])
    if modifiers.contains(.control) { result.insert(.command) }
    return result
  }
}

private struct KeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
  /// The keyboard shortcut that buttons in the environment are triggered by, set with
  /// `keyboardShortcut(_:)`; `nil` for none.
  public internal(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

extension View {
  /// Gives the buttons in this view the shortcut of `key` with `modifiers` (Command, which is
  /// Control on Linux, by default): pressing it while no text field uses the key triggers
  /// the first such button in the view tree.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Gives the buttons in this view `shortcut`, such as `.defaultAction` (Return) or
  /// `.cancelAction` (Escape).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }

  /// Gives the buttons in this view `shortcut`, or none when it is `nil`.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }
}

/// The modifier a button puts around itself when a shortcut is in its environment: keys that
/// nothing focused used find its action through it.
struct _KeyboardShortcutActionModifier: ViewModifier, WrappingModifier {
  let shortcut: KeyboardShortcut?
  let action: (() -> Void)?

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    KeyboardShortcutNode(context, shortcut: shortcut, action: action, child: node)
  }
}

/// Holds a button's shortcut and action; it does not change layout or drawing.
@MainActor
final class KeyboardShortcutNode: WrapperNode {
  override var drawingRole: DrawingRole { .children }
  override var computesFixedSize: Bool { child.hasFixedSize }

  let shortcut: KeyboardShortcut?
  /// The button's action; `nil` while the button is disabled.
  let action: (() -> Void)?

  init(
    _ context: NodeContext, shortcut: KeyboardShortcut?, action: (() -> Void)?,
    child: LayoutNode
  ) {
    self.shortcut = shortcut
    self.action = action
    super.init(context, child: child)
  }
}
