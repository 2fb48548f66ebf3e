import Easel

/// A `navigationBarTitleDisplayMode` modifier's value.
public enum SpecTitleDisplayMode: String, CaseIterable, Equatable, Sendable {
  /// `.automatic`: large at the root of a stack, inline on pushed screens.
  case automatic
  /// `.inline`: the title small, in the bar.
  case inline
  /// `.large`: the large title under the bar, collapsing as the content scrolls.
  case large

  /// The SwiftUI value.
  var displayMode: NavigationBarItem.TitleDisplayMode {
    switch self {
    case .automatic: .automatic
    case .inline: .inline
    case .large: .large
    }
  }
}
