import Foundation

/// Whether the text of views may be selected by the person using the app, as
/// `textSelection(_:)` sets it.
public protocol TextSelectability {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected: a press and drag selects a range, a double click a word and a triple
/// click the whole text; Ctrl+C (or Cmd+C) copies the selection, Ctrl+A selects all of the
/// text, Escape and a click elsewhere clear it. The selection also becomes X11's primary
/// selection (what a middle click pastes) in the preview window.
///
/// Differs from SwiftUI on iOS, where a long press selects the whole text and shows an edit
/// menu: Easel selects as macOS does, with the mouse as a mouse.
public struct EnabledTextSelectability: TextSelectability {
  /// Text can be selected.
  public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
  /// Text cannot be selected.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectableKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the text inside can be selected (`textSelection(_:)`).
  var isTextSelectable: Bool {
    get { self[TextSelectableKey.self] }
    set { self[TextSelectableKey.self] = newValue }
  }
}

extension View {
  /// Lets the person select the text of the `Text` views inside (`.enabled`), or not
  /// (`.disabled`, the default). See `EnabledTextSelectability` for how selecting works.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.isTextSelectable, S.allowsSelection)
  }
}
