import Foundation

extension View {
  /// Adds `content` to the trailing end of the navigation bar of the screen this view is in.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()))
    return navigationBarPreference { $0.items.append(entry) }
  }

  /// Adds the customisable toolbar items of `content` to the bars of the screen this view is
  /// in.
  ///
  /// Differs from SwiftUI: Easel offers no customisation; the items show as placed.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let entries = toolbarEntries(content())
    return navigationBarPreference { $0.items += entries }
  }

  /// Shows or hides `bars` for the screen this view is in.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationBarPreference { preference in
      for bar in bars {
        switch bar.kind {
        case .automatic, .navigationBar: preference.navigationBarVisibility = visibility
        case .bottomBar: preference.bottomBarVisibility = visibility
        case .tabBar: preference.tabBarVisibility = visibility
        }
      }
    }
  }

  /// Hides or shows the navigation bar of the screen this view is in (deprecated in
  /// SwiftUI, still common).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    navigationBarPreference { $0.navigationBarVisibility = hidden ? .hidden : .visible }
  }

  /// Hides (or shows) the back button of the screen this view is in; a hidden back button
  /// also turns off the swipe back from the edge, as on iOS.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    navigationBarPreference { $0.backButtonHidden = hidesBackButton }
  }

  /// Fills the background of `bars` with `style`. The navigation bar shows it once content
  /// scrolls under it, or always with `toolbarBackground(.visible, for:)`.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    let style = AnyShapeStyle(style)
    let navigation = bars.contains { $0.meansNavigationBar }
    return navigationBarPreference { if navigation { $0.background = style } }
  }

  /// Whether the background of `bars` shows: `.visible` always, `.hidden` never,
  /// `.automatic` once content scrolls under the bar.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    let navigation = bars.contains { $0.meansNavigationBar }
    return navigationBarPreference { if navigation { $0.backgroundVisibility = visibility } }
  }

  /// Whether the background of `bars` shows, as `toolbarBackground(_:for:)` with a
  /// visibility (the iOS 18 name).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    let navigation = bars.contains { $0.meansNavigationBar }
    return navigationBarPreference { if navigation { $0.backgroundVisibility = visibility } }
  }

  /// Draws the content of `bars` in `colorScheme` (light text on a dark bar, for one).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    let navigation = bars.contains { $0.meansNavigationBar }
    return navigationBarPreference { if navigation { $0.colorScheme = colorScheme } }
  }

  /// Sets how the navigation title of this view is shown.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarPreference { $0.titleDisplayMode = mode.mode }
  }

  /// Gives the inline navigation title a menu: the title shows a chevron, and a tap on it
  /// shows `content`'s views in a panel below the bar.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    let menu = AnyView(content())
    return navigationBarPreference { $0.titleMenu = menu }
  }

  /// Puts `leading` and `trailing` at the ends of the navigation bar (deprecated in SwiftUI,
  /// still common).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    let entries = [
      ToolbarEntry(placement: .topBarLeading, content: AnyView(leading)),
      ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing)),
    ]
    return navigationBarPreference { $0.items += entries }
  }

  /// Puts `leading` at the leading end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    let entry = ToolbarEntry(placement: .topBarLeading, content: AnyView(leading))
    return navigationBarPreference { $0.items.append(entry) }
  }

  /// Puts `trailing` at the trailing end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    let entry = ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))
    return navigationBarPreference { $0.items.append(entry) }
  }

  /// Sets the navigation title (deprecated in SwiftUI, still common).
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title (deprecated in SwiftUI, still common).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the navigation title (deprecated in SwiftUI, still common).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title and how it is shown (deprecated in SwiftUI).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation title and how it is shown (deprecated in SwiftUI).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation title and how it is shown (deprecated in SwiftUI).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
}

// The overload for toolbar content, in an extension of its own: SwiftUI has both, and the
// closure's content picks one.
extension View {
  /// Adds the toolbar items of `content` to the bars of the screen this view is in, each
  /// where its placement says.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let entries = toolbarEntries(content())
    return navigationBarPreference { $0.items += entries }
  }
}
