import Foundation

extension Text {
  /// A transform of the capitalization of text, set with `textCase(_:)`.
  public enum Case: Hashable, Sendable {
    /// Every character in uppercase: "Hello" is shown as "HELLO".
    case uppercase
    /// Every character in lowercase: "Hello" is shown as "hello".
    case lowercase

    /// `string` in this case.
    func apply(to string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}

private struct TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
  /// The case that text in this environment is shown in, or `nil` (the default) to show text as
  /// written.
  ///
  /// Differs from SwiftUI: the transform follows Unicode's default rules, not the
  /// environment's locale.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Shows the text in this view in `textCase`, or as written when `nil`. Text is measured in
  /// the case it is shown in.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
