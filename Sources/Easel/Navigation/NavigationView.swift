/// The navigation container before iOS 16: on iPhone, a `NavigationStack` of its content
/// (its stack style).
///
/// Differs from SwiftUI: Easel always shows the stack style; `.columns` is shown as a stack.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view showing `content` at its root.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// How a `NavigationView` shows its views.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's navigation view style: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// A stack of screens, one at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// Columns side by side.
///
/// Differs from SwiftUI: Easel shows a `NavigationView` as a stack in every style.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack of screens.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Sets the style of navigation views inside.
  ///
  /// Differs from SwiftUI: Easel shows every `NavigationView` as a stack, which is what
  /// iPhone shows; the style is accepted and not otherwise used.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
