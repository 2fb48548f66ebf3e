/// What a view asks of the window or screen that presents it — its colour scheme, its
/// navigation title — gathered as preferences from the whole tree, so that the host (the
/// preview, a navigation container, `ViewHost`) applies them.
struct PreferredColorSchemeKey: PreferenceKey {
  static var defaultValue: ColorScheme? { nil }

  /// The innermost, last value set wins, as in SwiftUI.
  static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if let next = nextValue() { value = next }
  }
}

/// The items of a navigation bar.
public enum NavigationBarItem {
  /// How a navigation title is shown: large below the bar, inline in it, or as the
  /// container decides.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic
    case inline
    case large
  }
}

extension View {
  /// Asks the presentation this view is in — the preview's canvas, a window — for
  /// `colorScheme` (or for the system's, when `nil`). Views inside take it at once; the
  /// host applies it to the whole presentation (`ViewGraph.preferredColorScheme`).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    Group {
      if let colorScheme {
        environment(\.colorScheme, colorScheme)
      } else {
        self
      }
    }
    .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }

  /// Sets the title a navigation container shows for this view: the navigation bar of the
  /// `NavigationStack` it is in shows it (large or inline), and the back button of the screen
  /// pushed over it names it. Outside a stack the host reads it as `ViewGraph.navigationTitle`.
  public func navigationTitle(_ title: Text) -> some View {
    let content = title.content
    return navigationBarPreference { $0.title = content }
  }

  /// Sets the title a navigation container shows for this view.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the title a navigation container shows for this view.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    let content = String(title)
    return navigationBarPreference { $0.title = content }
  }

  /// Sets how the navigation title of this view is shown: large below the bar (collapsing
  /// into it as the content scrolls), inline in the bar, or as the stack decides (large on
  /// its root, inline on pushed screens, as iOS inherits it).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationBarPreference { $0.titleDisplayMode = displayMode }
  }
}

extension ViewGraph {
  /// The combined value of preference `key` over the whole tree, from the last update.
  public func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    layoutRoot?.preferenceValue(key) ?? K.defaultValue
  }

  /// The colour scheme a view inside asked for with `preferredColorScheme(_:)`, if any.
  public var preferredColorScheme: ColorScheme? { preference(PreferredColorSchemeKey.self) }

  /// The navigation title set inside with `navigationTitle(_:)`, if any: outside a
  /// navigation stack the one set on the views; inside one, the title of the screen on top
  /// of the outermost stack.
  public var navigationTitle: String? {
    preference(NavigationBarKey.self).title ?? outermostNavigationStack?.topScreen?.bar.title
  }

  /// How the navigation title asks to be shown, if it says.
  public var navigationTitleDisplayMode: NavigationBarItem.TitleDisplayMode? {
    preference(NavigationBarKey.self).titleDisplayMode
  }
}
