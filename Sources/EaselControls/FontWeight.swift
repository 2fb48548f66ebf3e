import Easel

/// The weight of a `FlexiblePicker`'s labels, named after UIKit's font weights, each mapping to
/// the SwiftUI weight of the same name (and, in the `SwiftUI` module, to `UIFont.Weight`).
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable {
  /// The thinnest weight.
  case ultraLight
  /// A thin weight.
  case thin
  /// A light weight.
  case light
  /// The ordinary weight.
  case regular
  /// A weight between regular and semibold.
  case medium
  /// A weight between medium and bold.
  case semibold
  /// A bold weight.
  case bold
  /// A weight heavier than bold.
  case heavy
  /// The heaviest weight.
  case black

  /// The SwiftUI font weight of the same name.
  public var swiftUIFontWeight: Font.Weight {
    switch self {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    }
  }
}
