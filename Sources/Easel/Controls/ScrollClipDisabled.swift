import Foundation

struct ScrollClipDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the scroll views here draw their content past their frame.
  var scrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}

extension View {
  /// Lets the scroll views inside draw their content past their frames (a shadow, the next
  /// card of a carousel), and take touches there, instead of clipping it to the frame.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    environment(\.scrollClipDisabled, disabled)
  }
}
