import Foundation

private struct FocusEffectEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether focused views in the environment show the focus effect: Easel's focus ring. On
  /// by default; `focusEffectDisabled(_:)` turns it off.
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectEnabledKey.self] }
    set { self[FocusEffectEnabledKey.self] = newValue }
  }
}

extension View {
  /// Turns off (or, with `false`, back on) the focus ring of the focusable views inside:
  /// they still take focus and keys.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectEnabled, !disabled)
  }
}
