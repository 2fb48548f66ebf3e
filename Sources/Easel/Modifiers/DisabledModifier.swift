private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the views here take interaction; `disabled(_:)` turns it off for a subtree.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

/// The modifier behind `disabled(_:)`.
public struct _DisabledModifier: ViewModifier, EnvironmentModifier {
  let disabled: Bool

  func modify(_ environment: inout EnvironmentValues) {
    if disabled { environment.isEnabled = false }
  }
}

extension View {
  /// Turns off the interaction of this view and the views inside it (a disabled view cannot
  /// enable views inside it again).
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_DisabledModifier(disabled: disabled))
  }
}
