/// A text size a spec is shown at, named like SwiftUI's `DynamicTypeSize`, with the factor
/// fonts grow by relative to the default `large` (from the body style's sizes, 14 to 53 points).
public enum SpecTextSize: String, CaseIterable, Equatable, Sendable {
  /// Body 14 pt.
  case xSmall
  /// Body 15 pt.
  case small
  /// Body 16 pt.
  case medium
  /// Body 17 pt: the default.
  case large
  /// Body 19 pt.
  case xLarge
  /// Body 21 pt.
  case xxLarge
  /// Body 23 pt.
  case xxxLarge
  /// Body 28 pt.
  case accessibility1
  /// Body 33 pt.
  case accessibility2
  /// Body 40 pt.
  case accessibility3
  /// Body 47 pt.
  case accessibility4
  /// Body 53 pt.
  case accessibility5

  /// The factor every font size is multiplied by.
  public var scale: Double {
    let body: Double =
      switch self {
      case .xSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .xLarge: 19
      case .xxLarge: 21
      case .xxxLarge: 23
      case .accessibility1: 28
      case .accessibility2: 33
      case .accessibility3: 40
      case .accessibility4: 47
      case .accessibility5: 53
      }
    return body / 17
  }
}
