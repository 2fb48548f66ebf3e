import Combine
import Foundation

/// The identity of one screen of a navigation stack.
enum NavigationEntryKey: Hashable {
  /// The stack's root.
  case root
  /// The value at a position of the path.
  case value(Int, AnyHashable)
  /// A view pushed by `NavigationLink(destination:)`, numbered as pushed.
  case view(Int)
  /// A destination presented by `navigationDestination(isPresented:)` or `(item:)`: the
  /// modifier, and the item.
  case presented(ObjectIdentifier, AnyHashable?)
}

/// One screen of a navigation stack as the stack shows it: its identity, its content, and
/// the token of that content (see `NavigationContentToken`).
struct NavigationScreenRecord {
  let key: NavigationEntryKey
  let content: AnyView
  let token: NavigationContentToken
}

/// Stands for one making of a screen's content: a screen whose content comes with the same
/// token as before is the same input, and its body need not run again when the stack's body
/// runs only to show a push or pop (content holds closures, which never compare equal).
final class NavigationContentToken: Sendable {}

/// What the bar of one screen shows, kept up to date from the screen's content after each
/// layout: its bar preference, how far its content has scrolled, the title of the screen
/// below it.
@MainActor
final class NavigationScreenModel: ObservableObject {
  /// The screen's identity.
  let key: NavigationEntryKey
  /// What the screen's content asks of the bars.
  @Published var bar = NavigationBarPreference()
  /// How far the screen's main scroll view has scrolled down, in points.
  @Published var scrollOffset: CGFloat = 0
  /// The title of the screen below, for the back button (`nil`: "Back").
  @Published var backTitle: String?
  /// Whether this screen is the stack's root (it has no back button).
  @Published var isRoot: Bool
  /// The display mode of the screen below, which `.automatic` takes (large on the root).
  @Published var inheritedDisplayMode = NavigationBarItem.TitleDisplayMode.large
  /// The stack this screen belongs to.
  weak var stack: NavigationStackModel?

  init(key: NavigationEntryKey, stack: NavigationStackModel) {
    self.key = key
    self.isRoot = key == .root
    self.stack = stack
  }

  /// The title display mode the bar uses: as asked, and `.automatic` resolved as iOS does:
  /// large on the root, the mode of the screen below on a pushed screen.
  var resolvedDisplayMode: NavigationBarItem.TitleDisplayMode {
    switch bar.titleDisplayMode ?? .automatic {
    case .automatic: isRoot ? .large : inheritedDisplayMode
    case let mode: mode
    }
  }

  /// Pops this screen (and those above it) off the stack, as its back button does.
  func pop() {
    stack?.pop(to: key, animated: true)
  }
}

/// Models compare by identity, so that views reading one from the environment run their
/// bodies again only when they are given another.
extension NavigationScreenModel: Equatable {
  nonisolated static func == (lhs: NavigationScreenModel, rhs: NavigationScreenModel) -> Bool {
    lhs === rhs
  }
}
