/// Where a toolbar item goes: in the navigation bar (leading, trailing, centred), in the
/// bottom bar, or where the platform puts an item of its kind.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, principal, topBarLeading, topBarTrailing, bottomBar
    case confirmationAction, cancellationAction, primaryAction, destructiveAction
    case status, keyboard, secondaryAction, navigation
  }
  let kind: Kind

  /// Where the platform puts items: the trailing end of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The leading end of the navigation bar, after the back button.
  public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing end of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The leading end of the navigation bar (the name before iOS 17).
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing end of the navigation bar (the name before iOS 17).
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The bar along the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
  /// The action that confirms a modal screen (Done, Save): trailing, in semibold.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The action that cancels a modal screen: leading.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// The screen's most used action: trailing.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// An action that deletes: trailing.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// Status information: the centre of the bottom bar.
  public static let status = ToolbarItemPlacement(kind: .status)
  /// Items above the software keyboard.
  ///
  /// Differs from SwiftUI: Easel shows no software keyboard, so items placed here are not
  /// shown.
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// Less used actions: trailing, after the others.
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// Navigation actions (back, forward): leading.
  public static let navigation = ToolbarItemPlacement(kind: .navigation)

  /// The region of the bars an item with this placement is shown in.
  var region: ToolbarRegion {
    switch kind {
    case .automatic, .topBarTrailing, .confirmationAction, .primaryAction, .destructiveAction,
      .secondaryAction:
      .trailing
    case .topBarLeading, .cancellationAction, .navigation: .leading
    case .principal: .principal
    case .bottomBar: .bottom
    case .status: .bottomCentre
    case .keyboard: .none
    }
  }
}

/// Where in the bars a toolbar item is shown.
enum ToolbarRegion: Hashable {
  case leading, trailing, principal, bottom, bottomCentre, none
}

/// A bar that toolbar modifiers (`toolbar(_:for:)`, `toolbarBackground(_:for:)`) act on.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
  let kind: Kind

  /// The bars the platform chooses: the navigation bar on iOS.
  public static let automatic = ToolbarPlacement(kind: .automatic)
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
  /// The tab bar of an enclosing `TabView`.
  ///
  /// Differs from SwiftUI: the navigation modifiers record it in the navigation bar
  /// preference (`NavigationBarPreference.tabBarVisibility`) for a tab view to read.
  public static let tabBar = ToolbarPlacement(kind: .tabBar)

  /// Whether this placement names the navigation bar.
  var meansNavigationBar: Bool { kind == .automatic || kind == .navigationBar }
}

/// How a toolbar's title is shown: large below the bar, inline in it, or as the container
/// decides.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode

  /// As the container decides: large on a stack's root, inline on pushed screens.
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  /// Inline, in the bar, 17 pt semibold.
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  /// Large, below the bar, 34 pt bold, collapsing into the bar as the content scrolls.
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  /// Large, but in the bar at the leading edge (iOS 17).
  ///
  /// Differs from SwiftUI: shown as `.large`.
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}
