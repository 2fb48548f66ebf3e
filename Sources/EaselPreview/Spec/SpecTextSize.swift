import Easel

/// A text size a spec is shown at: one of SwiftUI's `DynamicTypeSize`s, by the same name; the
/// spec's views see it as their `dynamicTypeSize`, and fonts grow by its factor relative to
/// the default `large` (from the body style's sizes, 14 to 53 points).
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

  /// The Dynamic Type size of the same name.
  public var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
  }

  /// The factor every font size is multiplied by: Dynamic Type's for the body style.
  public var scale: Double { Double(dynamicTypeSize._fontScale) }
}
