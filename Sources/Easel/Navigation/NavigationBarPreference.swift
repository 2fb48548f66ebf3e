import Foundation

/// What a screen asks of the navigation bar and bottom bar of the stack it is in: its title
/// and how it is shown, its toolbar items, which bars show and how. Each modifier changes
/// its own part of the value from inside the view it modifies (`transformPreference`), so
/// modifiers on one view add up; of two that set the same part, the outer one wins.
struct NavigationBarPreference {
  /// The title, from `navigationTitle(_:)`.
  var title: String?
  /// How the title is shown.
  var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  /// Whether the back button is hidden.
  var backButtonHidden: Bool?
  /// Whether the navigation bar shows, from `toolbar(_:for:)` or `navigationBarHidden(_:)`.
  var navigationBarVisibility: Visibility?
  /// Whether the bottom bar shows.
  var bottomBarVisibility: Visibility?
  /// Whether an enclosing tab view's tab bar shows, for a tab view to read.
  var tabBarVisibility: Visibility?
  /// The navigation bar's background, from `toolbarBackground(_:for:)`.
  var background: AnyShapeStyle?
  /// Whether the navigation bar's background shows even at the scroll edge.
  var backgroundVisibility: Visibility?
  /// The colour scheme of the navigation bar's content, from `toolbarColorScheme(_:for:)`.
  var colorScheme: ColorScheme?
  /// The items, in the order the view tree gives them.
  var items: [ToolbarEntry] = []
  /// The menu the title opens, from `toolbarTitleMenu(content:)`.
  var titleMenu: AnyView?

  /// Adds `next` (a later sibling's value): its parts win where it sets them; items add up.
  mutating func merge(_ next: NavigationBarPreference) {
    title = next.title ?? title
    titleDisplayMode = next.titleDisplayMode ?? titleDisplayMode
    backButtonHidden = next.backButtonHidden ?? backButtonHidden
    navigationBarVisibility = next.navigationBarVisibility ?? navigationBarVisibility
    bottomBarVisibility = next.bottomBarVisibility ?? bottomBarVisibility
    tabBarVisibility = next.tabBarVisibility ?? tabBarVisibility
    background = next.background ?? background
    backgroundVisibility = next.backgroundVisibility ?? backgroundVisibility
    colorScheme = next.colorScheme ?? colorScheme
    items += next.items
    titleMenu = next.titleMenu ?? titleMenu
  }

  /// The items shown in `region`.
  func items(in region: ToolbarRegion) -> [ToolbarEntry] {
    items.filter { $0.placement.region == region }
  }
}

/// The preference that carries `NavigationBarPreference` from a screen to its stack.
struct NavigationBarKey: PreferenceKey {
  static var defaultValue: NavigationBarPreference { NavigationBarPreference() }

  static func reduce(value: inout NavigationBarPreference, nextValue: () -> NavigationBarPreference)
  {
    value.merge(nextValue())
  }
}

extension View {
  /// Changes this view's navigation bar preference with `change`.
  func navigationBarPreference(
    _ change: @escaping (inout NavigationBarPreference) -> Void
  ) -> some View {
    transformPreference(NavigationBarKey.self, change)
  }
}
