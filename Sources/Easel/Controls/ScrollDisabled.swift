import Foundation

struct ScrollEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the scroll views here let the user scroll: `false` inside
  /// `scrollDisabled(true)`. Scrolling in code (`ScrollViewReader`, a scroll position) still
  /// works.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Disables or enables scrolling by drags and the wheel in the scroll views inside. As with
  /// `disabled(_:)`, an outer `scrollDisabled(true)` wins over an inner `false`.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollEnabled) { enabled in
      enabled = enabled && !disabled
    }
  }
}
