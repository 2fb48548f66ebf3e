import Easel

/// The system colours a spec can name, such as `"blue"` or `"secondary"`: SwiftUI's colours of
/// the same names, which adapt to light and dark mode.
public enum SpecSystemColor: String, CaseIterable, Equatable, Sendable {
  /// Black in both schemes.
  case black
  /// White in both schemes.
  case white
  /// Fully transparent.
  case clear
  /// The colour of primary content: black in light mode, white in dark mode.
  case primary
  /// The colour of secondary content, a translucent grey.
  case secondary
  /// System red.
  case red
  /// System orange.
  case orange
  /// System yellow.
  case yellow
  /// System green.
  case green
  /// System mint.
  case mint
  /// System teal.
  case teal
  /// System cyan.
  case cyan
  /// System blue.
  case blue
  /// System indigo.
  case indigo
  /// System purple.
  case purple
  /// System pink.
  case pink
  /// System brown.
  case brown
  /// System gray.
  case gray

  /// The colour this name stands for.
  public var color: Color {
    switch self {
    case .black: .black
    case .white: .white
    case .clear: .clear
    case .primary: .primary
    case .secondary: .secondary
    case .red: .red
    case .orange: .orange
    case .yellow: .yellow
    case .green: .green
    case .mint: .mint
    case .teal: .teal
    case .cyan: .cyan
    case .blue: .blue
    case .indigo: .indigo
    case .purple: .purple
    case .pink: .pink
    case .brown: .brown
    case .gray: .gray
    }
  }
}
