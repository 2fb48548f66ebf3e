import Foundation

/// How a `TabView` shows its tabs.
///
/// Differs from SwiftUI: the protocol has a requirement, what the style draws (`_kind`), so
/// only the built-in styles conform.
public protocol TabViewStyle {
  /// What the style is, for the tab view to draw.
  var _kind: TabViewStyleKind { get }
}

/// What a tab view style draws.
public enum TabViewStyleKind: Equatable, Sendable {
  /// A tab bar at the bottom.
  case tabBar
  /// Pages swiped sideways, with index dots.
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's style: on iOS, the tab bar at the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The default style.
  public init() {}
  /// A tab bar.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// The tab bar at the bottom of the screen, as the default style draws it.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The tab bar style.
  public init() {}
  /// A tab bar.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// Tabs as pages the user swipes between sideways, with a row of index dots.
public struct PageTabViewStyle: TabViewStyle {
  /// When the index dots show.
  public struct IndexDisplayMode: Equatable, Sendable {
    enum Mode: Equatable, Sendable { case automatic, always, never }
    let mode: Mode
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(mode: .automatic)
    /// Always shown.
    public static let always = IndexDisplayMode(mode: .always)
    /// Never shown.
    public static let never = IndexDisplayMode(mode: .never)

    /// Whether the dots show for `count` pages.
    func shows(pageCount count: Int) -> Bool {
      switch mode {
      case .automatic: count > 1
      case .always: true
      case .never: false
      }
    }
  }

  let indexDisplayMode: IndexDisplayMode

  /// A paging style that shows the index dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// Pages, with the dots as asked.
  public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style: a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped sideways, with index dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages swiped sideways, with index dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How an index of pages (a paging tab view's dots) is drawn.
///
/// Differs from SwiftUI: the protocol has a requirement, the dots' background
/// (`_backgroundDisplayMode`), so only the built-in style conforms.
public protocol IndexViewStyle {
  /// Whether the dots sit on a background, for the tab view to draw.
  var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// Index dots, on a translucent capsule when asked.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background.
  public struct BackgroundDisplayMode: Equatable, Sendable {
    let shows: Bool
    /// As the platform decides: none.
    public static let automatic = BackgroundDisplayMode(shows: false)
    /// Always a background.
    public static let always = BackgroundDisplayMode(shows: true)
    /// Never a background.
    public static let never = BackgroundDisplayMode(shows: false)
    /// A background while the user interacts with the dots.
    ///
    /// Differs from SwiftUI: the dots take no touches, so there is no background.
    public static let interactive = BackgroundDisplayMode(shows: false)
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Dots with a background as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// The dots' background, as asked.
  public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Index dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Index dots with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: TabViewStyleKind { .tabBar }
}

private struct IndexBackgroundKey: EnvironmentKey {
  static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
  /// The style of the tab views inside.
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }

  /// Whether the index dots of paging tab views inside have a background.
  var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
    get { self[IndexBackgroundKey.self] }
    set { self[IndexBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the tab views inside: `.automatic` (a tab bar) or `.page`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style._kind)
  }

  /// Sets the style of the page indexes inside (a paging tab view's dots).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.pageIndexBackground, style._backgroundDisplayMode)
  }
}
